import Foundation

/// What a menu holds: actions, commands, submenus and deferred elements (`UIAction`, `UICommand`,
/// `UIMenu`, `UIDeferredMenuElement`). Headless: menus are data; nothing shows them, and a test
/// reads a control's `menu` and runs an action with `UIControl.sendAction(_:)` or the driver.
@MainActor
open class UIMenuElement: @MainActor CustomStringConvertible {
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

    /// The size a menu shows its elements at (iOS 16), with UIKit's raw values.
    public enum Size: Int, Sendable {
        /// Small, icons only.
        case small = 0
        /// Medium, icons with titles.
        case medium = 1
        /// Large, full rows.
        case large = 2
        /// The system's choice.
        case automatic = -1
    }

    /// The title.
    open var title: String
    /// The subtitle (iOS 15).
    open var subtitle: String?
    /// The image.
    open var image: UIImage?
    /// The accessibility identifier.
    open var accessibilityIdentifier: String?
    /// The accessibility label (the title when nil).
    open var accessibilityLabel: String?

    /// Makes an element with a title, subtitle and image.
    public init(title: String, subtitle: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// `<HeadlessUIKit.UIMenuElement: 0x…; title = …>`.
    open var description: String { "\(uikitDescription(self).dropLast()); title = \(title)>" }
}
