import Foundation

/// The closure a `UIAction` runs; it receives the action, whose `sender` is the control.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action (iOS 14) for controls: `button.addAction(UIAction { _ in … }, for: .touchUpInside)`.
///
/// In UIKit `UIAction` is a `UIMenuElement`; HeadlessUIKit has no menus yet, so the element's
/// `Attributes` and `State` are nested here (`UIAction.Attributes` reads the same in UIKit).
@MainActor
open class UIAction: @MainActor CustomStringConvertible {
    /// An action's identifier; controls keep at most one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// Makes an identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes an identifier from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu element is shown, with UIKit's raw values.
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Makes attributes from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; not performed.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destructive (red).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the action runs.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A menu element's check state, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// Unchecked.
        case off = 0
        /// Checked.
        case on = 1
        /// Mixed.
        case mixed = 2
    }

    /// The title.
    open var title: String
    /// The subtitle (iOS 15).
    open var subtitle: String?
    /// The image.
    open var image: UIImage?
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
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier("com.headlessuikit.action.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// Runs the handler with `sender` set to the sending control for the duration of the call.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }

    /// `<HeadlessUIKit.UIAction: 0x…; title = Save; identifier = …>`.
    open var description: String {
        "\(uikitDescription(self).dropLast()); title = \(title); identifier = \(identifier.rawValue)>"
    }
}
