import Foundation
import Testing
@testable import HeadlessUIKit

/// A header view class, as apps register them.
final class SectionHeader: UITableViewHeaderFooterView {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Sections of ten 44-point rows under headers of 30 points made from a registered class.
@MainActor
final class HeaderSource: UITableViewDataSource, UITableViewDelegate {
    var sectionCount: Int
    var calls: [String] = []
    init(sections: Int) { sectionCount = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sectionCount }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        calls.append("viewForHeader(\(section))")
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        calls.append("willDisplayHeader(\(section))")
    }
}

@MainActor
struct TableViewHeaderFooterTests {
    private func makeTable(sections: Int) -> (UITableView, HeaderSource) {
        UIApplication.shared.resetForTesting()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        let source = HeaderSource(sections: sections)
        table.dataSource = source
        table.delegate = source
        return (table, source)
    }

    @Test("A visible section's header is the delegate's view, at the top of the section, labelled with the section's title")
    func headerViewShows() throws {
        let (table, source) = makeTable(sections: 3)

        table.layoutIfNeeded()

        let header = try #require(table.headerView(forSection: 0))
        #expect(header is SectionHeader && header.reuseIdentifier == "Header")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(header.textLabel?.text == "Section 0")
        #expect(header.superview === table)
        #expect(table.headerView(forSection: 1) == nil)   // section 1 starts at 470, below the bounds
        #expect(source.calls == ["viewForHeader(0)", "willDisplayHeader(0)"])
    }

    @Test("A header scrolled out of view is recycled and dequeued again for the section that enters")
    func headersAreReused() throws {
        let (table, source) = makeTable(sections: 3)
        table.layoutIfNeeded()
        let first = try #require(table.headerView(forSection: 0) as? SectionHeader)

        table.contentOffset = CGPoint(x: 0, y: 480)
        table.layoutIfNeeded()

        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 1) === first)
        #expect(first.reuses == 1)
        #expect(first.textLabel?.text == "Section 1")
        withExtendedLifetime(source) {}   // the table holds its data source weakly
    }

    @Test("Dequeuing without a registration gives nil; a view made by hand keeps its reuse identifier")
    func dequeueWithoutRegistration() {
        let table = UITableView(frame: .zero)
        let view = UITableViewHeaderFooterView(reuseIdentifier: "Mine")

        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Nothing") == nil)
        #expect(view.reuseIdentifier == "Mine")
        #expect(view.contentView.superview === view)
        #expect(view.textLabel?.superview === view.contentView)
    }

    @Test("Pulling to refresh starts refreshing and sends valueChanged; endRefreshing stops it")
    func pullToRefresh() {
        UIApplication.shared.resetForTesting()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let control = UIRefreshControl()
        var pulls = 0
        control.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        #expect(!table.simulatePullToRefresh())
        table.refreshControl = control

        #expect(table.simulatePullToRefresh())
        #expect(control.isRefreshing && pulls == 1)
        #expect(!table.simulatePullToRefresh())   // already refreshing

        control.endRefreshing()
        #expect(!control.isRefreshing)
        control.beginRefreshing()   // from code: no valueChanged
        #expect(control.isRefreshing && pulls == 1)
        #expect(control.superview === table)
    }
}
