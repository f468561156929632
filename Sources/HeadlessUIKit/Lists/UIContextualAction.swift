import Foundation

/// An action shown when the user swipes a table row (iOS 11): a titled button whose handler
/// runs when it is tapped and calls its completion handler when done.
@MainActor
open class UIContextualAction {
    /// The look of the action, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A plain (gray) button.
        case normal = 0
        /// A red button for destructive actions.
        case destructive = 1
    }

    /// What runs when the action is tapped: the action, the view that showed it, and the
    /// completion handler to call with true when the action was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style given at creation.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's image.
    open var image: UIImage?
    /// The button's background colour; nil for the style's.
    open var backgroundColor: UIColor!
    /// The handler given at creation.
    public let handler: Handler

    /// Makes an action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The swipe actions of one edge of a row, first action outermost.
@MainActor
open class UISwipeActionsConfiguration {
    /// The actions, in the order given.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action. Default true.
    open var performsFirstActionWithFullSwipe = true

    /// Makes a configuration of actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
