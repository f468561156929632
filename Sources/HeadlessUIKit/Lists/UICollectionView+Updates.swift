import Foundation

extension UICollectionView {
    // Headless: each change reloads the counts and the shown items at the next layout, as
    // `reloadData()` does. UIKit animates the change and first checks that the new counts match the
    // old ones plus the inserts less the deletes ("Invalid update: invalid number of items…");
    // that check is not made here (known gaps).

    /// Runs `updates` (inserts, deletes, moves) as one change, then `completion(true)`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        layoutIfNeeded()
        completion?(true)
    }

    /// Shows new items at index paths.
    public func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Removes items at index paths.
    public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Asks the data source for new cells at index paths.
    public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Asks the data source to fill the cells at index paths again.
    public func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Moves an item.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Shows new sections.
    public func insertSections(_ sections: IndexSet) { reloadData() }
    /// Removes sections.
    public func deleteSections(_ sections: IndexSet) { reloadData() }
    /// Asks the data source for the sections again.
    public func reloadSections(_ sections: IndexSet) { reloadData() }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
}
