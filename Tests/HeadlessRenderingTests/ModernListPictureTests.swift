import Foundation
import HeadlessUIKit
import Testing
@testable import HeadlessRendering

// An inset-grouped list as UIKit draws one (UIBackgroundConfiguration's selected grey, rounded section corners).

/// A list built with a compositional layout, a diffable data source and list configurations, pictured.
@MainActor @Suite struct ModernListPictureTests {
    @MainActor @Test func anInsetGroupedListDrawsItsRowsTextsSelectedBackgroundAndRoundedCorners() throws {
        UIApplication.shared.resetForTesting()
        // Given an inset-grouped list of three rows on the grouped background, the second selected
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGroupedBackground
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.secondaryText = "Detail"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listGroupedCell()
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, name in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apples", "Pears", "Plums"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.layoutIfNeeded()

        // When it is pictured at scale 2
        let bitmap = RasterBackend.rasterize(collectionView.drawing(scale: 2))
        if let folder = ProcessInfo.processInfo.environment["HEADLESS_PICTURES"] {
            try RasterBackend.pngData(of: bitmap).write(to: URL(fileURLWithPath: folder).appendingPathComponent("modern-list.png"))
        }

        // Then the side margin shows the grouped background, the first row is white, the selected row grey,
        // and the first row's text puts dark pixels on its left half
        let rows = (0..<3).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(rows.count == 3)
        #expect(Fixtures.pixel(bitmap, 10 * 2, Int(rows[0].midY * 2)) == [242, 242, 247, 255])
        #expect(Fixtures.pixel(bitmap, 290 * 2, Int(rows[0].midY * 2)) == [255, 255, 255, 255])
        #expect(Fixtures.pixel(bitmap, 290 * 2, Int(rows[1].midY * 2)) == [209, 209, 214, 255])
        // and the section's outer corners are rounded (the first row's top-left corner pixel shows the background)
        #expect(Fixtures.pixel(bitmap, Int(rows[0].minX * 2), Int(rows[0].minY * 2)) == [242, 242, 247, 255])
        #expect(Fixtures.pixel(bitmap, Int(rows[1].minX * 2), Int(rows[1].minY * 2)) == [209, 209, 214, 255])
        var dark = 0
        for y in Int(rows[0].minY * 2)..<Int(rows[0].maxY * 2) {
            for x in 40..<320 where Fixtures.pixel(bitmap, x, y)[0] < 100 { dark += 1 }
        }
        #expect(dark > 50)
    }
}
