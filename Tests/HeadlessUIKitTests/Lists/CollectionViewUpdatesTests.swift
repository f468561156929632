import Foundation
import Testing
@testable import HeadlessUIKit

// UIKit's documented batch-update behaviour ("Batch insertion, deletion, and reloading", the table view's twin
// in UITableView+Updates.swift) and its "Invalid update" exception message. docs/modern-lists.md.

@MainActor
struct CollectionViewUpdatesTests {
    private func makeCollection(items: [Int]) -> (UICollectionView, RecordingCollectionSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
        let source = RecordingCollectionSource(items: items)
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        return (collectionView, source)
    }

    @Test("Inserting an item the data source added shows it, keeps the selection on its item, and completes at the next turn")
    func insertMatchingTheDataSource() throws {
        UIApplication.shared.resetForTesting()
        // Given three items with the first selected
        let (collectionView, source) = makeCollection(items: [3])
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        var completed: Bool?

        // When the data source gains an item at the front and the batch inserts it
        source.items = [4]
        try collectionView.performBatchUpdatesOrThrow({
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { completed = $0 })
        let completedBeforeTurn = completed
        UIApplication.shared.runUntilIdle()
        collectionView.layoutIfNeeded()

        // Then four cells show, the selection moved with its item, and the completion ran after the batch
        #expect(collectionView.visibleCells.count == 4)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(completedBeforeTurn == nil)
        #expect(completed == true)
    }

    @Test("A batch whose counts disagree with the data source's stops with UIKit's Invalid update message")
    func mismatchedCountsThrow() {
        UIApplication.shared.resetForTesting()
        // Given three items
        let (collectionView, source) = makeCollection(items: [3])

        // When the data source gains two items but the batch inserts one
        source.items = [5]
        var message = ""
        do {
            try collectionView.performBatchUpdatesOrThrow { collectionView.insertItems(at: [IndexPath(item: 3, section: 0)]) }
        } catch {
            message = "\(error)"
        }

        // Then UIKit's message names the section, the counts and the inserts, and the view shows the data source's items
        #expect(message.contains("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)"))
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
    }

    @Test("Deleting a section the data source removed leaves the other sections' items in place")
    func deleteSection() throws {
        UIApplication.shared.resetForTesting()
        let (collectionView, source) = makeCollection(items: [2, 3])

        source.items = [3]
        try collectionView.performBatchUpdatesOrThrow { collectionView.deleteSections(IndexSet(integer: 0)) }
        collectionView.layoutIfNeeded()

        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
    }
}
