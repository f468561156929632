import Foundation

extension UICollectionView {
    /// HeadlessUIKit: what swiping a list row and tapping the action titled `title` does: the
    /// action's handler runs with the row's cell as its view. The actions are those the row's list
    /// section gives (`trailingSwipeActionsConfigurationProvider` first, then the leading one) in a
    /// compositional list layout. Returns false, doing nothing, when the row shows no action of that
    /// title (not a list section, no provider, no such action, or no such item).
    @discardableResult
    public func simulateSwipeAction(_ title: String, at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard indexPath.count == 2, indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section),
              let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              let list = layout.placement.listConfigurations[indexPath.section] else { return false }
        let actions = (list.trailingSwipeActionsConfigurationProvider?(indexPath)?.actions ?? [])
            + (list.leadingSwipeActionsConfigurationProvider?(indexPath)?.actions ?? [])
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        action.handler(action, cellForItem(at: indexPath) ?? self) { _ in }
        return true
    }
}
