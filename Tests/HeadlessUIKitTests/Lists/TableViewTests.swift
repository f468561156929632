import Foundation
import Testing
@testable import HeadlessUIKit

/// A data source and delegate that records what the table asks and tells.
@MainActor
final class RecordingTableSource: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var calls: [String] = []
    var redirectSelection: [IndexPath: IndexPath?] = [:]

    init(rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int {
        calls.append("numberOfSections")
        return rows.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        calls.append("numberOfRows(\(section))")
        return rows[section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        calls.append("cellForRow(\(indexPath.section),\(indexPath.row))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect(\(indexPath.row))")
        if let redirect = redirectSelection[indexPath] { return redirect }
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect(\(indexPath.row))")
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect(\(indexPath.row))")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect(\(indexPath.row))")
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("didHighlight(\(indexPath.row))")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("didUnhighlight(\(indexPath.row))")
    }
}

/// A cell subclass, as apps register them.
final class CountingCell: UITableViewCell {
    static var made = 0
    var reuses = 0

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountingCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError("not from a nib") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@MainActor
struct TableViewTests {
    private func makeTable(rows: [Int], height: CGFloat = 440) -> (UITableView, RecordingTableSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        table.rowHeight = 44
        table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        let source = RecordingTableSource(rows: rows)
        table.dataSource = source
        table.delegate = source
        return (table, source)
    }

    @Test("A new table is plain, selectable, with automatic heights and single-line separators")
    func defaults() {
        UIApplication.shared.resetForTesting()

        let table = UITableView(frame: .zero)
        let grouped = UITableView(frame: .zero, style: .insetGrouped)

        #expect(table.style == .plain)
        #expect(grouped.style == .insetGrouped)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.separatorStyle == .singleLine)
        #expect(table.allowsSelection && !table.allowsMultipleSelection)
        #expect(table.clipsToBounds)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("IndexPath gets UIKit's row, item and section")
    func indexPathAdditions() {
        let row = IndexPath(row: 3, section: 1)
        let item = IndexPath(item: 4, section: 2)

        #expect(row.row == 3 && row.section == 1 && row.item == 3)
        #expect(item.item == 4 && item.section == 2)
        #expect(row == IndexPath(indexes: [1, 3]))
    }

    @Test("reloadData asks the data source for the counts, then makes cells only for the rows that fit")
    func reloadMakesVisibleCells() {
        UIApplication.shared.resetForTesting()
        let (table, source) = makeTable(rows: [30])

        table.reloadData()

        #expect(source.calls.prefix(2) == ["numberOfSections", "numberOfRows(0)"])
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(table.visibleCells.count == 10)
        #expect(table.contentSize == CGSize(width: 320, height: 30 * 44))
        #expect(table.cellForRow(at: IndexPath(row: 9, section: 0))?.frame == CGRect(x: 0, y: 396, width: 320, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "0.0")
        #expect(table.visibleCells.allSatisfy { $0.superview === table && $0.reuseIdentifier == "Cell" })
    }

    @Test("A table loads its data at its first layout")
    func firstLayoutLoads() {
        UIApplication.shared.resetForTesting()
        let (table, source) = makeTable(rows: [2, 3])
        #expect(source.calls.isEmpty)

        table.layoutIfNeeded()

        #expect(table.visibleCells.count == 5)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 2, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY == 88)
    }

    @Test("Scrolling recycles the cells that leave and reuses them for the rows that enter")
    func scrollingReusesCells() {
        UIApplication.shared.resetForTesting()
        CountingCell.made = 0
        let (table, source) = makeTable(rows: [100])
        table.reloadData()
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))

        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()

        #expect(CountingCell.made == 10)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
        #expect(table.visibleCells.contains { $0 === first })
        #expect((first as? CountingCell)?.reuses == 1)
        #expect(first.flatMap(table.indexPath(for:)).map { $0.row >= 10 } == true)
        #expect(source.calls.last == "cellForRow(0,19)")
    }

    @Test("dequeueReusableCell(withIdentifier:) makes a registered class's cell, and gives nil for an unknown identifier")
    func dequeueWithoutIndexPath() {
        UIApplication.shared.resetForTesting()
        let table = UITableView(frame: .zero)
        table.register(CountingCell.self, forCellReuseIdentifier: "Counting")

        let cell = table.dequeueReusableCell(withIdentifier: "Counting")
        let unknown = table.dequeueReusableCell(withIdentifier: "Other")

        #expect(cell is CountingCell)
        #expect(cell?.reuseIdentifier == "Counting")
        #expect(unknown == nil)
    }

    @Test("A registered nib's first top-level cell is dequeued and given the identifier")
    func dequeueFromNib() {
        UIApplication.shared.resetForTesting()
        let table = UITableView(frame: .zero)
        let nibCell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        table.register(StubNib { [nibCell] }, forCellReuseIdentifier: "FromNib")

        let cell = table.dequeueReusableCell(withIdentifier: "FromNib")

        #expect(cell === nibCell)
        #expect(cell?.reuseIdentifier == "FromNib")
        #expect(cell?.detailTextLabel != nil)
    }

    @Test("A storyboard prototype nib is used when nothing is registered for the identifier")
    func dequeueFromPrototype() {
        UIApplication.shared.resetForTesting()
        let table = UITableView(frame: .zero)
        let prototype = UITableViewCell(frame: .zero)
        table.prototypeNibs["Prototype"] = StubNib { [NSObject(), prototype] }

        let cell = table.dequeueReusableCell(withIdentifier: "Prototype")

        #expect(cell === prototype)
    }

    @Test("Dequeuing for an index path with nothing registered stops with UIKit's message")
    func dequeueUnregisteredStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: .zero)
                _ = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
            }
        }

        #expect(standardError(of: result).contains(
            "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test("A simulated tap highlights, asks willSelect and tells didSelect; the cell becomes selected")
    func simulatedSelection() {
        UIApplication.shared.resetForTesting()
        let (table, source) = makeTable(rows: [5])
        table.reloadData()
        source.calls.removeAll()

        table.simulateSelection(at: IndexPath(row: 2, section: 0))

        #expect(source.calls == ["didHighlight(2)", "didUnhighlight(2)", "willSelect(2)", "didSelect(2)"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    }

    @Test("Tapping another row in single selection deselects the first, telling the delegate")
    func singleSelectionMovesSelection() {
        UIApplication.shared.resetForTesting()
        let (table, source) = makeTable(rows: [5])
        table.reloadData()
        table.simulateSelection(at: IndexPath(row: 1, section: 0))
        source.calls.removeAll()

        table.simulateSelection(at: IndexPath(row: 3, section: 0))

        #expect(source.calls == ["didHighlight(3)", "didUnhighlight(3)", "willSelect(3)", "willDeselect(1)", "didDeselect(1)", "didSelect(3)"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test("willSelectRowAt returning nil cancels the selection")
    func willSelectCancels() {
        UIApplication.shared.resetForTesting()
        let (table, source) = makeTable(rows: [5])
        source.redirectSelection[IndexPath(row: 0, section: 0)] = .some(nil)

        table.simulateSelection(at: IndexPath(row: 0, section: 0))

        #expect(!source.calls.contains("didSelect(0)"))
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("With multiple selection, tapping a selected row deselects it")
    func multipleSelectionToggles() {
        UIApplication.shared.resetForTesting()
        let (table, source) = makeTable(rows: [5])
        table.allowsMultipleSelection = true
        table.simulateSelection(at: IndexPath(row: 0, section: 0))
        table.simulateSelection(at: IndexPath(row: 4, section: 0))
        source.calls.removeAll()

        table.simulateSelection(at: IndexPath(row: 0, section: 0))

        #expect(source.calls.suffix(2) == ["willDeselect(0)", "didDeselect(0)"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    }

    @Test("Selecting from code tells the delegate nothing; a table that disallows selection ignores taps")
    func programmaticSelection() {
        UIApplication.shared.resetForTesting()
        let (table, source) = makeTable(rows: [5])
        table.reloadData()
        source.calls.removeAll()

        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.allowsSelection = false
        table.simulateSelection(at: IndexPath(row: 2, section: 0))
        let selected = table.indexPathForSelectedRow
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)

        #expect(source.calls.isEmpty)
        #expect(selected == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("A table header view sits above the rows and its height joins the content size")
    func tableHeaderView() {
        UIApplication.shared.resetForTesting()
        let (table, source) = makeTable(rows: [3])
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        table.tableHeaderView = header

        table.reloadData()

        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 0)).minY == 100)
        #expect(table.contentSize == CGSize(width: 320, height: 232))
        #expect(source.rows == [3])
    }

    @Test("A table view controller makes a table it is the data source and delegate of")
    func tableViewControllerMakesTable() {
        UIApplication.shared.resetForTesting()

        let controller = UITableViewController(style: .grouped)
        let table = controller.tableView

        #expect(controller.view === table)
        #expect(table?.style == .grouped)
        #expect(table?.dataSource === controller)
        #expect(table?.delegate === controller)
        #expect(table?.numberOfSections == 1)
        #expect(table?.numberOfRows(inSection: 0) == 0)
        #expect(controller.clearsSelectionOnViewWillAppear)
    }

    @Test("A table view controller subclass overrides the data source methods and fills its table on appearing")
    func tableViewControllerSubclass() {
        UIApplication.shared.resetForTesting()
        let controller = FruitListController(style: .plain)
        let window = UIWindow()

        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        controller.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))

        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["Apple", "Pear", "Plum"])
        #expect(controller.chosen == "Pear")
    }

    @Test("A table view controller clears the selection when it appears again")
    func clearsSelectionOnAppear() {
        UIApplication.shared.resetForTesting()
        let controller = FruitListController(style: .plain)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)

        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()

        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }
}

/// A table view controller as apps write them.
final class FruitListController: UITableViewController {
    let fruits = ["Apple", "Pear", "Plum"]
    var chosen: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen = fruits[indexPath.row]
    }
}

/// A nib whose objects come from a closure (the nib loader is tested elsewhere).
@MainActor
final class StubNib: UINib {
    let objects: () -> [Any]

    init(_ objects: @escaping () -> [Any]) {
        self.objects = objects
        super.init(source: .data(Data()), bundle: .main, displayName: "StubNib")
    }

    override func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        objects()
    }
}
