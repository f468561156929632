import Foundation
import Testing
@testable import HeadlessUIKit

/// A data source backed by a model of sections of titles, as apps keep one, and which records
/// what the table asks and tells.
@MainActor
final class ModelTableSource: UITableViewDataSource, UITableViewDelegate {
    var model: [[String]]
    var calls: [String] = []
    var movable = true
    var trailingActions: [UIContextualAction]?
    var leadingActions: [UIContextualAction]?

    init(_ model: [[String]]) { self.model = model }

    func numberOfSections(in tableView: UITableView) -> Int { model.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let title = model[indexPath.section][indexPath.row]
        calls.append("cellForRow(\(title))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = title
        return cell
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        calls.append("commit(\(editingStyle), \(indexPath.section).\(indexPath.row))")
        guard editingStyle == .delete else { return }
        model[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move(\(sourceIndexPath.section).\(sourceIndexPath.row) → \(destinationIndexPath.section).\(destinationIndexPath.row))")
        let title = model[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        model[destinationIndexPath.section].insert(title, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        calls.append("willBeginEditing(\(indexPath.row), editing: \(tableView.isEditing))")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        calls.append("didEndEditing(\(indexPath.map { "\($0.row)" } ?? "nil"), editing: \(tableView.isEditing))")
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions.map(UISwipeActionsConfiguration.init(actions:))
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leadingActions.map(UISwipeActionsConfiguration.init(actions:))
    }
}

@MainActor
struct TableViewUpdatesTests {
    /// A laid-out table of 44-point rows, 440 points high (ten rows show).
    private func makeTable(_ model: [[String]]) -> (UITableView, ModelTableSource) {
        UIApplication.shared.resetForTesting()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = ModelTableSource(model)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        source.calls.removeAll()
        return (table, source)
    }

    private func titles(_ table: UITableView) -> [String] {
        table.visibleCells.map { $0.textLabel?.text ?? "?" }
    }

    @Test("RowAnimation has UIKit's cases and raw values")
    func rowAnimationRawValues() {
        let animations: [UITableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        #expect(animations.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 100])
    }

    @Test("Inserting a row asks only for the new row's cell; the other rows keep their cell objects")
    func insertKeepsCells() {
        let (table, source) = makeTable([["A", "B", "C"]])
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))

        source.model[0].insert("New", at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)

        #expect(source.calls == ["cellForRow(New)"])
        #expect(titles(table) == ["A", "New", "B", "C"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellB)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.contentSize.height == 176)
    }

    @Test("Deleting a row recycles its cell and the rows below move up with their cells and selection")
    func deleteMovesRowsUp() {
        let (table, source) = makeTable([["A", "B", "C", "D"]])
        let cellD = table.cellForRow(at: IndexPath(row: 3, section: 0))
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)

        source.model[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)

        #expect(source.calls.isEmpty)
        #expect(titles(table) == ["A", "C", "D"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellD)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(cellD?.isSelected == true)
    }

    @Test("Reloading a row asks the data source for its cell again and keeps the others")
    func reloadRowAsksAgain() {
        let (table, source) = makeTable([["A", "B", "C"]])
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))

        source.model[0][1] = "B2"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)

        #expect(source.calls == ["cellForRow(B2)"])
        #expect(titles(table) == ["A", "B2", "C"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellA)
    }

    @Test("In a batch, deletions use the paths before the update and insertions those after, in any call order")
    func batchUsesOldAndNewPaths() {
        let (table, source) = makeTable([["A", "B", "C"]])
        var completed: [Bool] = []

        source.model[0] = ["X", "A", "C"]
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }, completion: { completed.append($0) })

        #expect(titles(table) == ["X", "A", "C"])
        #expect(source.calls == ["cellForRow(X)"])
        #expect(completed.isEmpty)

        UIApplication.shared.runUntilIdle()
        #expect(completed == [true])
    }

    @Test("beginUpdates and endUpdates nest: the updates apply at the outermost end")
    func beginEndUpdatesNest() {
        let (table, source) = makeTable([["A"]])

        source.model[0] += ["B", "C"]
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .bottom)
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .bottom)
        table.endUpdates()
        #expect(titles(table) == ["A"])
        table.endUpdates()

        #expect(titles(table) == ["A", "B", "C"])
    }

    @Test("Moving a row keeps its cell and its selection at the new place")
    func moveRowKeepsCell() {
        let (table, source) = makeTable([["A", "B", "C"]])
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)

        source.model[0] = ["B", "C", "A"]
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))

        #expect(source.calls.isEmpty)
        #expect(titles(table) == ["B", "C", "A"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("Inserting and deleting sections shifts the sections after them; their cells stay")
    func sectionUpdates() {
        let (table, source) = makeTable([["A"], ["B"], ["C"]])
        let cellC = table.cellForRow(at: IndexPath(row: 0, section: 2))

        source.model = [["A"], ["C"], ["D", "E"]]
        table.performBatchUpdates {
            table.deleteSections([1], with: .fade)
            table.insertSections([2], with: .fade)
        }

        #expect(table.numberOfSections == 3)
        #expect(titles(table) == ["A", "C", "D", "E"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cellC)
        #expect(source.calls == ["cellForRow(D)", "cellForRow(E)"])
    }

    @Test("Reloading a section asks for all its cells again")
    func reloadSectionAsksAgain() {
        let (table, source) = makeTable([["A"], ["B", "C"]])

        source.model[1] = ["B2"]
        table.reloadSections([1], with: .automatic)

        #expect(titles(table) == ["A", "B2"])
        #expect(source.calls == ["cellForRow(B2)"])
    }

    @Test("Inserting a row the data source does not count raises UIKit's invalid-update exception")
    func inconsistentInsertThrows() throws {
        let (table, source) = makeTable([["A", "B"]])

        let thrown = #expect(throws: UIKitException.self) {
            try table.performBatchUpdatesOrThrow {
                table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            }
        }

        #expect(thrown?.name == "NSInternalInconsistencyException")
        #expect(thrown?.reason == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        // The table recovered by reloading: it shows the data source's rows.
        #expect(titles(table) == ["A", "B"])
        withExtendedLifetime(source) {}
    }

    @Test("A wrong number of sections raises UIKit's invalid-update exception")
    func inconsistentSectionsThrow() {
        let (table, source) = makeTable([["A"]])
        source.model.append(["B"])

        let thrown = #expect(throws: UIKitException.self) {
            try table.performBatchUpdatesOrThrow {}
        }

        #expect(thrown?.reason == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    @Test("Updates to a table that has not loaded its data are absorbed: it loads everything at its first layout")
    func updatesBeforeLoadingAreAbsorbed() {
        UIApplication.shared.resetForTesting()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = ModelTableSource([["A", "B"]])
        table.dataSource = source

        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        table.layoutIfNeeded()

        #expect(titles(table) == ["A", "B"])
        withExtendedLifetime(source) {}   // the table holds its data source weakly
    }
}
