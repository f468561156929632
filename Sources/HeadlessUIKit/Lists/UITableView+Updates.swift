import Foundation

// Row and section updates. As UIKit documents ("Batch insertion, deletion, and reloading of rows
// and sections"): inside one batch, deletions and reloads use the index paths from before the
// update and insertions those from after, whatever the order of the calls; a move goes from an
// old path to a new one. At the end of the batch the table asks its data source for the counts
// again and checks them against the updates, raising UIKit's NSInternalInconsistencyException
// when they disagree. The cells of unchanged rows are kept (and move with their rows), as is the
// selection; inserted and reloaded rows get new cells from the data source. The animation is
// headless: the new layout applies at once.
//
// Decision: a table that has not loaded its data yet (never laid out, or given a new data source)
// skips the check and loads everything at its next layout, as UIKit reloads a table whose data it
// has not loaded.

/// The updates collected between `beginUpdates()` and `endUpdates()`.
struct TableUpdateBatch {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var insertedRows: Set<IndexPath> = []
    var deletedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    /// Old path → new path.
    var movedRows: [IndexPath: IndexPath] = [:]
    var completions: [(Bool) -> Void] = []
}

extension UITableView {
    /// How rows and sections animate in and out, with UIKit's raw values (headless: none shows).
    public enum RowAnimation: Int, Sendable {
        /// Fades.
        case fade = 0
        /// Slides from or to the right.
        case right = 1
        /// Slides from or to the left.
        case left = 2
        /// Slides from or to the top.
        case top = 3
        /// Slides from or to the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Keeps the row centred while it appears or disappears.
        case middle = 6
        /// The style the table chooses.
        case automatic = 100
    }

    /// Starts a batch of updates that `endUpdates()` applies together (calls nest).
    public func beginUpdates() {
        if updateDepth == 0 { pendingUpdates = TableUpdateBatch() }
        updateDepth += 1
    }

    /// Ends a batch: checks the data source's counts against the updates and applies them.
    /// Stops with UIKit's NSInternalInconsistencyException when the counts disagree.
    public func endUpdates() {
        do { try endUpdatesOrThrow() } catch let exception as UIKitException { exception.raise() } catch {}
    }

    /// HeadlessUIKit: `endUpdates()` that throws UIKit's exception instead of stopping. After a
    /// throw the table has reloaded all its data, so it stays usable.
    public func endUpdatesOrThrow() throws {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingUpdates else { return }
        pendingUpdates = nil
        try applyUpdates(batch)
    }

    /// Applies the updates the closure makes as one batch, then calls the completion (with true)
    /// at the scheduler's next turn, when UIKit's animation would end. Stops with UIKit's
    /// NSInternalInconsistencyException when the data source's counts disagree with the updates.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        do { try performBatchUpdatesOrThrow(updates, completion: completion) } catch let exception as UIKitException { exception.raise() } catch {}
    }

    /// HeadlessUIKit: `performBatchUpdates(_:completion:)` that throws UIKit's exception instead
    /// of stopping (the completion is then not called; the table has reloaded all its data).
    public func performBatchUpdatesOrThrow(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) throws {
        beginUpdates()
        updates?()
        if let completion { pendingUpdates?.completions.append(completion) }
        try endUpdatesOrThrow()
    }

    /// Inserts rows at their paths after the update.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows.formUnion(indexPaths) }
    }

    /// Deletes the rows at their paths before the update.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows.formUnion(indexPaths) }
    }

    /// Asks the data source again for the cells of rows (paths before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// Moves a row from its path before the update to its path after.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows[indexPath] = newIndexPath }
    }

    /// Inserts sections at their indexes after the update.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at their indexes before the update.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for everything in sections (indexes before the update).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Records one update; outside a batch it is a batch of its own.
    private func record(_ change: (inout TableUpdateBatch) -> Void) {
        beginUpdates()
        change(&pendingUpdates!)
        endUpdates()
    }

    // MARK: Applying

    /// Checks a batch against the data source's new counts and applies it.
    func applyUpdates(_ batch: TableUpdateBatch) throws {
        defer {
            for completion in batch.completions {
                Scheduler.shared.schedule("table batch updates completion") { completion(true) }
            }
        }
        guard !needsCellReload else { return }   // never loaded: everything loads at the next layout
        let oldCounts = sections.map(\.rowCount)
        let oldSelection = selectedPaths
        loadRowData()
        let newCounts = sections.map(\.rowCount)
        let mapping: [IndexPath: IndexPath]
        do {
            mapping = try Self.rowMapping(of: batch, oldCounts: oldCounts, newCounts: newCounts)
        } catch {
            reloadData()
            throw error
        }
        // Cells of rows that survive move with them; the others are recycled.
        for path in displayed.keys.sorted() where mapping[path] == nil { recycleCell(at: path) }
        displayed = Dictionary(uniqueKeysWithValues: displayed.map { (mapping[$0.key]!, $0.value) })
        selectedPaths = oldSelection.compactMap { mapping[$0] }
        measuredRowHeights = Dictionary(uniqueKeysWithValues: measuredRowHeights.compactMap { old, height in
            mapping[old].map { ($0, height) }
        })
        recycleAllSupplementaryViews()
        loadRowData()
        updateVisibleCells()
    }

    /// Where each kept row goes (old path → new path): not deleted, not reloaded, and in a
    /// section neither deleted nor reloaded. Throws UIKit's exception when the counts disagree.
    /// `view` and `element` name the view and its elements in the messages, as UIKit's table and
    /// collection views word them ("table view"/"rows", "collection view"/"items").
    static func rowMapping(of batch: TableUpdateBatch, oldCounts: [Int], newCounts: [Int],
                           view: String = "table view", element: String = "row") throws -> [IndexPath: IndexPath] {
        func invalid(_ reason: String) -> UIKitException { .internalInconsistency("Invalid update: \(reason)") }
        for section in batch.deletedSections.union(batch.reloadedSections) where section >= oldCounts.count {
            throw invalid("attempt to delete section \(section), but there are only \(oldCounts.count) sections before the update")
        }
        for section in batch.insertedSections where section >= newCounts.count {
            throw invalid("attempt to insert section \(section) but there are only \(newCounts.count) sections after the update")
        }
        let expectedSections = oldCounts.count + batch.insertedSections.count - batch.deletedSections.count
        guard newCounts.count == expectedSections else {
            throw invalid("invalid number of sections. The number of sections contained in the \(view) after the update (\(newCounts.count)) must be equal to the number of sections contained in the \(view) before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted).")
        }
        // Surviving old sections map in order onto the new sections that were not inserted.
        let oldSurvivors = (0..<oldCounts.count).filter { !batch.deletedSections.contains($0) }
        let newSlots = (0..<newCounts.count).filter { !batch.insertedSections.contains($0) }
        let sectionMap = Dictionary(uniqueKeysWithValues: zip(oldSurvivors, newSlots))

        var mapping: [IndexPath: IndexPath] = [:]
        // The counts first: UIKit's best-known message is the count check's.
        for old in oldSurvivors where !batch.reloadedSections.contains(old) {
            guard let new = sectionMap[old] else { continue }
            let deleted = batch.deletedRows.filter { $0.section == old }.count
            let inserted = batch.insertedRows.filter { $0.section == new }.count
            let movedOut = batch.movedRows.filter { $0.key.section == old && $0.value.section != new }.count
            let movedIn = batch.movedRows.filter { $0.value.section == new && $0.key.section != old }.count
            let before = oldCounts[old], after = newCounts[new]
            guard after == before + inserted - deleted + movedIn - movedOut else {
                throw invalid("invalid number of \(element)s in section \(new). The number of \(element)s contained in an existing section after the update (\(after)) must be equal to the number of \(element)s contained in that section before the update (\(before)), plus or minus the number of \(element)s inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(element)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
        for path in batch.deletedRows.union(batch.reloadedRows).union(batch.movedRows.keys) {
            guard path.section < oldCounts.count, path.row < oldCounts[path.section] else {
                let rows = path.section < oldCounts.count ? oldCounts[path.section] : 0
                throw invalid("attempt to delete \(element) \(path.row) from section \(path.section) which only contains \(rows) \(element)s before the update")
            }
        }
        for path in batch.insertedRows.union(batch.movedRows.values) {
            guard path.section < newCounts.count, path.row < newCounts[path.section] else {
                let rows = path.section < newCounts.count ? newCounts[path.section] : 0
                throw invalid("attempt to insert \(element) \(path.row) into section \(path.section), but there are only \(rows) \(element)s in section \(path.section) after the update")
            }
        }

        for (old, new) in batch.movedRows where sectionMap[old.section] != nil { mapping[old] = new }
        for old in oldSurvivors.sorted() {
            guard let new = sectionMap[old], !batch.reloadedSections.contains(old) else { continue }
            let before = oldCounts[old], after = newCounts[new]
            let keptOld = (0..<before).map { IndexPath(row: $0, section: old) }.filter {
                !batch.deletedRows.contains($0) && batch.movedRows[$0] == nil
            }
            let destinations = Set(batch.movedRows.values)
            let freeNew = (0..<after).map { IndexPath(row: $0, section: new) }.filter {
                !batch.insertedRows.contains($0) && !destinations.contains($0)
            }
            for (from, to) in zip(keptOld, freeNew) where !batch.reloadedRows.contains(from) { mapping[from] = to }
        }
        return mapping
    }
}
