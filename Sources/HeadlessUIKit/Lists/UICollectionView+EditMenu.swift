import Foundation

extension UICollectionView {
    /// Headless driver for the pre-iOS 13 edit menu: a long press on the item, then a menu
    /// command. As UIKit does, asks the delegate `shouldShowMenuForItemAt`, then
    /// `canPerformAction(_:forItemAt:withSender:)` for the action, and only then sends
    /// `performAction(_:forItemAt:withSender:)` (the sender is the menu controller on iOS; nil here).
    /// Returns whether the action was performed.
    @discardableResult
    public func simulateEditMenuAction(_ action: Selector, forItemAt indexPath: IndexPath) -> Bool {
        guard let delegate = collectionDelegate,
              delegate.collectionView(self, shouldShowMenuForItemAt: indexPath),
              delegate.collectionView(self, canPerformAction: action, forItemAt: indexPath, withSender: nil) else { return false }
        delegate.collectionView(self, performAction: action, forItemAt: indexPath, withSender: nil)
        return true
    }
}
