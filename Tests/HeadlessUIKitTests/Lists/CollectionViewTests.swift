import Foundation
import Testing
@testable import HeadlessUIKit

/// A data source and delegate for collection views that records what it is asked and told.
@MainActor
final class RecordingCollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var items: [Int]
    var calls: [String] = []
    var refuseSelection = false

    init(items: [Int]) { self.items = items }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        calls.append("numberOfSections")
        return items.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        calls.append("numberOfItems(\(section))")
        return items[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        calls.append("cellForItem(\(indexPath.section),\(indexPath.item))")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect(\(indexPath.item))")
        return !refuseSelection
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect(\(indexPath.item))")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect(\(indexPath.item))")
    }
}

@MainActor
struct CollectionViewTests {
    private func makeCollection(items: [Int], layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout())
        -> (UICollectionView, RecordingCollectionSource) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
        let source = RecordingCollectionSource(items: items)
        collectionView.dataSource = source
        collectionView.delegate = source
        return (collectionView, source)
    }

    @Test("A flow layout has UIKit's defaults and belongs to the collection view that uses it")
    func flowLayoutDefaults() {
        UIApplication.shared.resetForTesting()

        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.sectionInset == .zero && layout.headerReferenceSize == .zero)
        #expect(layout.collectionView === collectionView)
        #expect(collectionView.collectionViewLayout === layout)
    }

    @Test("reloadData asks the counts, lays items out in wrapping lines and makes cells only for those in the bounds")
    func reloadMakesVisibleCells() {
        UIApplication.shared.resetForTesting()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (collectionView, source) = makeCollection(items: [12], layout: layout)

        collectionView.reloadData()

        #expect(source.calls.prefix(2) == ["numberOfSections", "numberOfItems(0)"])
        #expect(collectionView.numberOfItems(inSection: 0) == 12)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 430))
        #expect(collectionView.indexPathsForVisibleItems.count == 6)
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)) == nil)
        #expect(collectionView.visibleCells.allSatisfy { $0.reuseIdentifier == "Tile" && $0.superview === collectionView })
    }

    @Test("Scrolling recycles cells and makes the ones that enter")
    func scrollingRecycles() {
        UIApplication.shared.resetForTesting()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (collectionView, source) = makeCollection(items: [12], layout: layout)
        collectionView.layoutIfNeeded()
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))

        collectionView.contentOffset = CGPoint(x: 0, y: 220)
        collectionView.layoutIfNeeded()

        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [6, 7, 8, 9, 10, 11])
        #expect(collectionView.visibleCells.contains { $0 === first })
        #expect(source.calls.last == "cellForItem(0,11)")
    }

    @Test("A horizontal flow layout fills columns and scrolls sideways")
    func horizontalLayout() {
        UIApplication.shared.resetForTesting()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 90)
        let (collectionView, source) = makeCollection(items: [5], layout: layout)

        collectionView.reloadData()

        #expect(collectionView.contentSize == CGSize(width: 320, height: 200))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 100, width: 100, height: 90))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 110, y: 0, width: 100, height: 90))
        #expect(source.items == [5])
    }

    @Test("Section headers come from registered supplementary views")
    func sectionHeaders() {
        UIApplication.shared.resetForTesting()
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (collectionView, source) = makeCollection(items: [2], layout: layout)
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")

        collectionView.reloadData()

        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(header?.reuseIdentifier == "Header")
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 30)
        #expect(source.items == [2])
    }

    @Test("A simulated tap asks shouldSelect and tells didSelect, deselecting the previous item")
    func simulatedSelection() {
        UIApplication.shared.resetForTesting()
        let (collectionView, source) = makeCollection(items: [4])
        collectionView.reloadData()
        collectionView.simulateSelection(at: IndexPath(item: 0, section: 0))
        source.calls.removeAll()

        collectionView.simulateSelection(at: IndexPath(item: 2, section: 0))

        #expect(source.calls == ["shouldSelect(2)", "didDeselect(0)", "didSelect(2)"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test("shouldSelectItemAt returning false leaves the selection alone")
    func shouldSelectRefuses() {
        UIApplication.shared.resetForTesting()
        let (collectionView, source) = makeCollection(items: [4])
        source.refuseSelection = true

        collectionView.simulateSelection(at: IndexPath(item: 1, section: 0))

        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(!source.calls.contains("didSelect(1)"))
    }

    @Test("Dequeuing a cell with nothing registered stops with UIKit's message")
    func dequeueUnregisteredStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
            }
        }

        #expect(standardError(of: result).contains(
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test("A registered nib's cell and a storyboard prototype are dequeued")
    func dequeueFromNibs() {
        UIApplication.shared.resetForTesting()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let nibCell = UICollectionViewCell(frame: .zero)
        let prototype = UICollectionViewCell(frame: .zero)
        collectionView.register(StubNib { [NSObject(), nibCell] }, forCellWithReuseIdentifier: "FromNib")
        collectionView.prototypeNibs["Prototype"] = StubNib { [prototype] }

        let fromNib = collectionView.dequeueReusableCell(withReuseIdentifier: "FromNib", for: IndexPath(item: 0, section: 0))
        let fromPrototype = collectionView.dequeueReusableCell(withReuseIdentifier: "Prototype", for: IndexPath(item: 0, section: 0))

        #expect(fromNib === nibCell && fromNib.reuseIdentifier == "FromNib")
        #expect(fromPrototype === prototype)
    }

    @Test("A collection view controller makes a collection view with its layout, and subclasses fill it")
    func collectionViewController() {
        UIApplication.shared.resetForTesting()
        let layout = UICollectionViewFlowLayout()
        let controller = PhotoGridController(collectionViewLayout: layout)
        let window = UIWindow()

        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        controller.collectionView.simulateSelection(at: IndexPath(item: 2, section: 0))

        #expect(controller.collectionView.collectionViewLayout === layout)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.visibleCells.count == 3)
        #expect(controller.chosen == 2)
    }
}

/// A collection view controller as apps write them.
final class PhotoGridController: UICollectionViewController {
    var chosen: Int?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        chosen = indexPath.item
    }
}
