import Foundation

/// The closure that makes a context menu's preview controller.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// The closure that makes a context menu from the suggested actions.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: an identifier, a preview and a menu (iOS 13). Headless: nothing
/// long-presses; a test asks the delegate for the configuration and calls `makeMenu()`.
@MainActor
open class UIContextMenuConfiguration {
    /// The identifier the app gave (or a unique one).
    public let identifier: any NSCopying
    /// Makes the preview controller.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu.
    public let actionProvider: UIContextMenuActionProvider?
    /// Which elements are shown first when the menu opens (iOS 16).
    open var preferredMenuElementOrder: ElementOrder = .automatic

    /// The order a context menu's elements are shown in, with UIKit's raw values.
    public enum ElementOrder: Int, Sendable {
        /// The system's choice.
        case automatic = 0
        /// Highest priority first.
        case priority = 1
        /// As given.
        case fixed = 2
    }

    /// Makes a configuration.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the action provider makes, with no suggested actions (headless: what opening the menu shows).
    public func makeMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? { actionProvider?(suggestedActions) }
}
