import Foundation
import Testing
@testable import HeadlessUIKit

// UIKit's documented behaviour of diffable data sources, snapshots and cell registrations; not among the
// numbered rules. docs/modern-lists.md.

/// A diffable table data source that titles its sections by their identifiers.
@MainActor
final class TitledTableDataSource: UITableViewDiffableDataSource<String, Int> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

@MainActor
struct DiffableDataSourceTests {
    @Test("A snapshot keeps sections and items in the order they were appended, inserted and moved")
    func snapshotOrder() {
        // Given a snapshot with two sections
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Fruit", "Vegetables"])
        snapshot.appendItems(["apple", "pear"], toSection: "Fruit")
        snapshot.appendItems(["leek"])

        // When items are inserted, moved and deleted, and a section inserted
        snapshot.insertItems(["fig"], beforeItem: "pear")
        snapshot.insertItems(["kale"], afterItem: "leek")
        snapshot.moveItem("apple", afterItem: "pear")
        snapshot.deleteItems(["leek"])
        snapshot.insertSections(["Nuts"], beforeSection: "Vegetables")

        // Then the order and the lookups follow every change
        #expect(snapshot.sectionIdentifiers == ["Fruit", "Nuts", "Vegetables"])
        #expect(snapshot.itemIdentifiers(inSection: "Fruit") == ["fig", "pear", "apple"])
        #expect(snapshot.itemIdentifiers == ["fig", "pear", "apple", "kale"])
        #expect(snapshot.numberOfItems == 4 && snapshot.numberOfSections == 3)
        #expect(snapshot.sectionIdentifier(containingItem: "kale") == "Vegetables")
        #expect(snapshot.indexOfItem("kale") == 3)
        #expect(snapshot.indexOfSection("Vegetables") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: "leek") == nil)
    }

    @Test("A collection view's diffable data source shows the snapshot it is given, cells filled by their registration")
    func collectionDataSourceShowsTheSnapshot() {
        UIApplication.shared.resetForTesting()
        // Given a collection view with a diffable data source whose cells are filled by a registration
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Ada", "Grace"])
        var completed = false

        // When it is applied, and then a snapshot with one more item
        dataSource.apply(snapshot) { completed = true }
        collectionView.layoutIfNeeded()
        snapshot.appendItems(["Edsger"])
        dataSource.apply(snapshot, animatingDifferences: true)
        collectionView.layoutIfNeeded()

        // Then the data source is the collection view's, and it shows three filled rows
        #expect(collectionView.dataSource === dataSource)
        #expect(completed)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Edsger")
        #expect(dataSource.indexPath(for: "Grace") == IndexPath(item: 1, section: 0))
        let texts = collectionView.indexPathsForVisibleItems.compactMap {
            ((collectionView.cellForItem(at: $0) as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
        #expect(texts == ["Ada", "Grace", "Edsger"])
    }

    @Test("A supplementary registration fills the list's section headers")
    func supplementaryRegistrationFillsHeaders() {
        UIApplication.shared.resetForTesting()
        // Given a list with headers, and a header registration
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = dataSource.sectionIdentifier(for: indexPath.section)
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Today", "Earlier"])
        snapshot.appendItems(["a"], toSection: "Today")
        snapshot.appendItems(["b"], toSection: "Earlier")

        // When the snapshot is shown
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()

        // Then each section has its titled header above its row
        let shown = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
            .compactMap { (($0 as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(Set(shown) == ["Today", "Earlier"])
    }

    @Test("A table view's diffable data source shows rows and, subclassed, titles its sections")
    func tableDataSource() {
        UIApplication.shared.resetForTesting()
        // Given a table with a titled diffable data source
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        let dataSource = TitledTableDataSource(tableView: tableView) { tableView, indexPath, number in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "\(number)"
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["Odd", "Even"])
        snapshot.appendItems([1, 3], toSection: "Odd")
        snapshot.appendItems([2], toSection: "Even")

        // When it is applied
        dataSource.apply(snapshot, animatingDifferences: false)
        tableView.layoutIfNeeded()

        // Then the table has the snapshot's rows and the subclass's titles
        #expect(tableView.numberOfSections == 2)
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        #expect(dataSource.tableView(tableView, titleForHeaderInSection: 1) == "Even")
        let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "3")
    }
}

@MainActor
struct SectionSnapshotTests {
    @Test("An outline section shows its roots and the children of expanded items only")
    func outlineShowsExpandedChildren() {
        UIApplication.shared.resetForTesting()
        // Given an outline of two folders with files, the first expanded
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Documents", "Photos"])
        outline.append(["a.txt", "b.txt"], to: "Documents")
        outline.append(["beach.jpg"], to: "Photos")
        outline.expand(["Documents"])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }

        // When it is applied to a section
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()

        // Then the section lists the visible items depth first, and the outline keeps its shape
        #expect(dataSource.snapshot().itemIdentifiers == ["Documents", "a.txt", "b.txt", "Photos"])
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        #expect(outline.items == ["Documents", "a.txt", "b.txt", "Photos", "beach.jpg"])
        #expect(outline.level(of: "b.txt") == 1 && outline.parent(of: "beach.jpg") == "Photos")
        #expect(dataSource.snapshot(for: 0).isExpanded("Documents"))
        #expect(outline.snapshot(of: "Documents").items == ["a.txt", "b.txt"])
    }
}

@MainActor
struct ListSwipeActionTests {
    @Test("A list row's trailing swipe action runs its handler, which deletes the item through a new snapshot")
    func swipeToDeleteInAList() {
        UIApplication.shared.resetForTesting()
        // Given a list whose rows offer a Delete action that removes the item from the snapshot
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                guard let item = dataSource.itemIdentifier(for: indexPath) else { return done(false) }
                var snapshot = dataSource.snapshot()
                snapshot.deleteItems([item])
                dataSource.apply(snapshot)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Milk", "Eggs", "Bread"])
        dataSource.apply(snapshot, animatingDifferences: false)

        // When the second row is swiped and its Delete tapped, and an action that does not exist is asked for
        let deleted = collectionView.simulateSwipeAction("Delete", at: IndexPath(item: 1, section: 0))
        let missing = collectionView.simulateSwipeAction("Archive", at: IndexPath(item: 0, section: 0))

        // Then the item is gone from the data and the view, and the missing action did nothing
        #expect(deleted)
        #expect(!missing)
        #expect(dataSource.snapshot().itemIdentifiers == ["Milk", "Bread"])
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
    }
}
