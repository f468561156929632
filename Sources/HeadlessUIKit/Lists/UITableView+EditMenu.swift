import Foundation

extension UITableView {
    /// Headless driver for the pre-iOS 13 edit menu: a long press on the row, then a menu
    /// command. As UIKit does, asks the delegate `shouldShowMenuForRowAt`, then
    /// `canPerformAction(_:forRowAt:withSender:)` for the action, and only then sends
    /// `performAction(_:forRowAt:withSender:)` (the sender is the menu controller on iOS; nil here).
    /// Returns whether the action was performed.
    @discardableResult
    public func simulateEditMenuAction(_ action: Selector, forRowAt indexPath: IndexPath) -> Bool {
        guard let delegate = tableDelegate,
              delegate.tableView(self, shouldShowMenuForRowAt: indexPath),
              delegate.tableView(self, canPerformAction: action, forRowAt: indexPath, withSender: nil) else { return false }
        delegate.tableView(self, performAction: action, forRowAt: indexPath, withSender: nil)
        return true
    }
}
