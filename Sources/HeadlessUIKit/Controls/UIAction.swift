import Foundation

/// The closure a `UIAction` runs; it receives the action, whose `sender` is the control.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action (iOS 14) for controls and menus: `button.addAction(UIAction { _ in … }, for: .touchUpInside)`.
@MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier; controls keep at most one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// Makes an identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes an identifier from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The image shown when the action's state is on (iOS 17).
    open var selectedImage: UIImage?
    /// The title shown by discoverability interfaces.
    open var discoverabilityTitle: String?
    /// The attributes.
    open var attributes: Attributes
    /// The check state.
    open var state: State
    /// The identifier; a unique one is made when none is given (as UIKit does).
    public let identifier: Identifier
    /// The object that sent the action (the control), set while the handler runs.
    public internal(set) var sender: Any?

    let handler: UIActionHandler

    /// Makes an action that runs `handler` when a control sends it.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier("com.headlessuikit.action.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        self.selectedImage = selectedImage
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` set to the sending control for the duration of the call.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }

    /// `<HeadlessUIKit.UIAction: 0x…; title = Save; identifier = …>`.
    open override var description: String {
        "\(uikitDescription(self).dropLast()); title = \(title); identifier = \(identifier.rawValue)>"
    }
}
