import Foundation

/// A keyboard shortcut a responder offers through `keyCommands` (iOS 7; a `UICommand` since iOS 13).
/// Headless: no hardware keyboard sends them; `UIResponder.performKeyCommand(input:modifierFlags:)`
/// finds the command along the responder chain and sends its action, as a key press would.
@MainActor
open class UIKeyCommand: UICommand {
    /// The key's characters (`"s"`, or one of the `input…` constants).
    public let input: String?
    /// The modifiers held with the key.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over the system's own use of the key (iOS 15).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the command repeats while the key is held (iOS 15).
    open var repeatBehavior: RepeatBehavior = .repeatable
    /// Whether the command is allowed when the keyboard layout moves keys (iOS 15).
    open var allowsAutomaticLocalization = true
    /// Whether the command is allowed when the layout is mirrored for right-to-left languages (iOS 15).
    open var allowsAutomaticMirroring = true

    /// Whether a held key repeats the command, with UIKit's raw values.
    public enum RepeatBehavior: Int, Sendable {
        /// The command repeats while the key is held.
        case repeatable = 0
        /// The command is sent once.
        case nonRepeatable = 1
    }

    /// Makes a command for a key and modifiers (iOS 7).
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(action: action)
    }

    /// Makes a command with a discoverability title (iOS 9; deprecated in iOS 13).
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(action: action, discoverabilityTitle: discoverabilityTitle)
    }

    /// Makes a titled command for menus and the shortcut overlay (iOS 13).
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// The up-arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down-arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left-arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right-arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The page-up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The page-down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The end key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// The F1 key.
    nonisolated public static let f1 = "UIKeyInputF1"
}

extension UIResponder {
    /// Sends the action of the first key command along the responder chain, from here, whose input
    /// and modifiers match, to the first responder from the command's owner up that can perform it
    /// (headless: what a key press on a hardware keyboard does). Returns whether one was sent.
    @discardableResult
    public func performKeyCommand(input: String, modifierFlags: UIKeyModifierFlags = []) -> Bool {
        var responder: UIResponder? = self
        while let current = responder {
            if let command = current.keyCommands?.first(where: { $0.input == input && $0.modifierFlags == modifierFlags }),
               !command.attributes.contains(.disabled),
               let handler = current.target(forAction: command.action, withSender: command) {
                return UIApplication.shared.sendAction(command.action, to: handler, from: command, for: nil)
            }
            responder = current.next
        }
        return false
    }
}
