import Foundation
import Testing
@testable import HeadlessUIKit

// UIKit's documented behaviour of cell configurations (UIContentConfiguration, UIListContentConfiguration,
// UIBackgroundConfiguration, updateConfiguration(using:)); not among the numbered rules. docs/modern-lists.md.

/// A list cell that records the states it is asked to update for.
@MainActor
final class RecordingListCell: UICollectionViewListCell {
    var updates: [UICellConfigurationState] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        updates.append(state)
    }
}

@MainActor
struct CellConfigurationTests {
    private func listContentView(in cell: UIView) -> UIListContentView? {
        cell.subviews.lazy.flatMap(\.subviews).compactMap { $0 as? UIListContentView }.first
    }

    private func labels(in view: UIView) -> [String] {
        view.subviews.compactMap { ($0 as? UILabel).flatMap { $0.isHidden ? nil : $0.text } }
    }

    @Test("A content configuration's view fills the cell's content view, and a configuration of the same kind reuses it")
    func contentConfigurationMakesAndReusesItsView() {
        UIApplication.shared.resetForTesting()
        // Given a list cell and its default content configuration with a text
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.secondaryText = "3 unread"

        // When it is set, and then another text is set
        cell.contentConfiguration = content
        let first = listContentView(in: cell)
        content.text = "Archive"
        cell.contentConfiguration = content

        // Then one list content view in the content view shows the latest texts
        #expect(first != nil)
        #expect(listContentView(in: cell) === first)
        #expect(first?.superview === cell.contentView)
        #expect(first.map(labels) == ["Archive", "3 unread"])
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Archive")
    }

    @Test("Setting the content configuration to nil removes its view")
    func nilContentConfigurationRemovesTheView() {
        UIApplication.shared.resetForTesting()
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.contentConfiguration = cell.defaultContentConfiguration()

        cell.contentConfiguration = nil

        #expect(listContentView(in: cell) == nil)
    }

    @Test("A list row sizes itself from its content configuration: 44 points for one line, more with a subtitle")
    func listRowsSizeFromTheirContent() {
        UIApplication.shared.resetForTesting()
        // Given a list layout whose data source fills list cells, the second with a subtitle
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = text
            content.secondaryText = text == "Two" ? "with a subtitle" : nil
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two"])

        // When the rows are shown
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()

        // Then the one-line row is 44 tall and the two-line row taller, one under the other
        let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        let second = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(first == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect((second?.height ?? 0) > 44)
        #expect(second?.minY == 44)
    }

    @Test("A list row's background turns grey while selected, and the update handler sees the state")
    func backgroundFollowsSelection() {
        UIApplication.shared.resetForTesting()
        // Given a list cell with a plain row background and an update handler
        let cell = RecordingListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var handled: [Bool] = []
        cell.configurationUpdateHandler = { _, state in handled.append(state.isSelected) }
        cell.layoutIfNeeded()
        let unselected = cell.backgroundConfiguration?.backgroundColor

        // When it is selected and laid out
        cell.isSelected = true
        cell.layoutIfNeeded()

        // Then the background is UIKit's selected grey, and both the override and the handler saw the selection
        #expect(unselected == .systemBackground)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        #expect(cell.subviews.first?.backgroundColor == .systemGray4)
        #expect(cell.updates.last?.isSelected == true)
        #expect(handled == [false, true])
    }

    @Test("A table cell's default content configuration follows its style, and a header's is a header's")
    func tableCellAndHeaderDefaults() {
        UIApplication.shared.resetForTesting()
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)

        var content = subtitle.defaultContentConfiguration()
        content.text = "Title"
        subtitle.contentConfiguration = content

        #expect(value.defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        #expect(!content.prefersSideBySideTextAndSecondaryText)
        #expect(listContentView(in: subtitle).map(labels) == ["Title"])
        #expect(header.defaultContentConfiguration().textProperties.color == .secondaryLabel)
    }

    @Test("A cell configuration state carries an app's own values under custom keys")
    func customStateKeys() {
        let key = UIConfigurationStateCustomKey("com.example.isFavorite")
        var state = UICellConfigurationState(traitCollection: UITraitCollection())

        state[key] = true

        #expect(state[key] == AnyHashable(true))
        #expect(state[UIConfigurationStateCustomKey("other")] == nil)
    }
}
