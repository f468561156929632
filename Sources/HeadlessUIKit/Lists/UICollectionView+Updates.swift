import Foundation

// Item and section updates, as a table view's (UITableView+Updates.swift): inside one batch,
// deletions and reloads use the index paths from before the update, insertions those from after,
// and at the end the collection view asks its data source for the counts again and checks them
// against the updates, stopping with UIKit's "Invalid update: invalid number of items in section…"
// when they disagree. Headless: the change is not animated; the shown items are made again
// (selection kept, moved with its item), and the completion runs at the scheduler's next turn.
// A collection view that has not loaded its data skips the check and loads everything at its
// next layout, as UIKit does.

extension UICollectionView {
    /// Applies the updates the closure makes as one batch, then calls the completion (with true).
    /// Stops with UIKit's NSInternalInconsistencyException when the data source's counts disagree.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        do { try performBatchUpdatesOrThrow(updates, completion: completion) } catch let exception as UIKitException { exception.raise() } catch {}
    }

    /// HeadlessUIKit: `performBatchUpdates(_:completion:)` that throws UIKit's exception instead of
    /// stopping (the completion is then not called; the collection view has reloaded all its data).
    public func performBatchUpdatesOrThrow(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) throws {
        if updateDepth == 0 { pendingUpdates = TableUpdateBatch() }
        updateDepth += 1
        updates?()
        if let completion { pendingUpdates?.completions.append(completion) }
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingUpdates else { return }
        pendingUpdates = nil
        try applyUpdates(batch)
    }

    /// Inserts items at their paths after the update.
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows.formUnion(indexPaths) } }
    /// Deletes the items at their paths before the update.
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows.formUnion(indexPaths) } }
    /// Asks the data source again for the cells of items (paths before the update).
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows.formUnion(indexPaths) } }
    /// Asks the data source to fill the cells of items again (headless: new cells, as a reload).
    public func reconfigureItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows.formUnion(indexPaths) } }
    /// Moves an item from its path before the update to its path after.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedRows[indexPath] = newIndexPath } }
    /// Inserts sections at their indexes after the update.
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes the sections at their indexes before the update.
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Asks the data source again for everything in sections (indexes before the update).
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section (headless: recorded as a delete and an insert, which keeps the count check right).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record {
            $0.deletedSections.insert(section)
            $0.insertedSections.insert(newSection)
        }
    }

    /// Records one update; outside a batch it is a batch of its own.
    private func record(_ change: (inout TableUpdateBatch) -> Void) {
        guard updateDepth == 0 else { return change(&pendingUpdates!) }
        var batch = TableUpdateBatch()
        change(&batch)
        do { try applyUpdates(batch) } catch let exception as UIKitException { exception.raise() } catch {}
    }

    /// Checks a batch against the data source's new counts and shows the data again.
    private func applyUpdates(_ batch: TableUpdateBatch) throws {
        defer {
            for completion in batch.completions {
                Scheduler.shared.schedule("collection view batch updates completion") { completion(true) }
            }
        }
        guard let oldCounts = countsBeforeUpdate() else { return }
        let newCounts = countsAfterUpdate()
        do {
            let mapping = try UITableView.rowMapping(of: batch, oldCounts: oldCounts, newCounts: newCounts,
                                                     view: "collection view", element: "item")
            reloadAfterUpdates(mapping: mapping)
        } catch {
            reloadData()
            throw error
        }
    }
}
