import Foundation
import Testing
@testable import HeadlessUIKit

// UIKit's documented behaviour of compositional layouts ("Composing layouts", NSCollectionLayoutGroup,
// NSCollectionLayoutSection, NSCollectionLayoutDimension); not among the numbered rules. docs/modern-lists.md.

/// A cell that prefers a fixed height, as a self-sizing cell with constraints would.
@MainActor
final class TallCell: UICollectionViewCell {
    static var preferredHeight: CGFloat = 70

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let preferred = UICollectionViewLayoutAttributes(forCellWith: layoutAttributes.indexPath)
        preferred.frame = CGRect(origin: layoutAttributes.frame.origin, size: CGSize(width: 10, height: TallCell.preferredHeight))
        return preferred
    }
}

/// A section background view.
@MainActor
final class SectionBackground: UICollectionReusableView {}

@MainActor
struct CompositionalLayoutTests {
    private func makeCollection(items: [Int], layout: UICollectionViewLayout, cell: AnyClass = UICollectionViewCell.self,
                                size: CGSize = CGSize(width: 320, height: 480)) -> (UICollectionView, RecordingCollectionSource) {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(cell, forCellWithReuseIdentifier: "Tile")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "Header")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "Header")
        let source = RecordingCollectionSource(items: items)
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        return (collectionView, source)
    }

    private func frame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    @Test("A group fills itself with its subitem while the next fits: quarter-width items make rows of four")
    func gridOfQuarterWidthItems() {
        UIApplication.shared.resetForTesting()
        // Given a section of rows 80 points tall holding quarter-width items
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))

        // When ten items are laid out in a 320-point-wide collection view
        let (collectionView, _) = makeCollection(items: [10], layout: layout)

        // Then they make rows of four 80 × 80 cells, and three rows of content
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 80, height: 80))
        #expect(frame(collectionView, 3) == CGRect(x: 240, y: 0, width: 80, height: 80))
        #expect(frame(collectionView, 4) == CGRect(x: 0, y: 80, width: 80, height: 80))
        #expect(frame(collectionView, 9) == CGRect(x: 80, y: 160, width: 80, height: 80))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 240))
        #expect(collectionView.visibleCells.count == 10)
    }

    @Test("A repeating subitem is sized so that exactly count fit, with the group's fixed spacing between them")
    func repeatingSubitemSharesTheRow() {
        UIApplication.shared.resetForTesting()
        // Given rows of exactly three items, 10 points apart, in groups 20 points apart
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 20

        // When four items are laid out in 320 points
        let (collectionView, _) = makeCollection(items: [4], layout: UICollectionViewCompositionalLayout(section: section))

        // Then each is (320 - 20) / 3 wide, and the fourth starts a row below the spacing
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame(collectionView, 1) == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(frame(collectionView, 2) == CGRect(x: 220, y: 0, width: 100, height: 50))
        #expect(frame(collectionView, 3) == CGRect(x: 0, y: 70, width: 100, height: 50))
        #expect(collectionView.contentSize.height == 120)
    }

    @Test("Section insets, headers, footers and the space between sections take their own room")
    func insetsHeadersFootersAndSectionSpacing() {
        UIApplication.shared.resetForTesting()
        // Given full-width 40-point rows in sections inset by 10 and 16, with a 30-point header and a 20-point footer
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)),
                                                        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)

        // When two sections of two items are laid out
        let (collectionView, _) = makeCollection(items: [2, 2], layout: layout)

        // Then the header, the rows and the footer sit inside the insets, and section 1 starts 8 points after section 0 ends
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 16, y: 10, width: 288, height: 30))
        #expect(frame(collectionView, 0) == CGRect(x: 16, y: 40, width: 288, height: 40))
        #expect(frame(collectionView, 1) == CGRect(x: 16, y: 80, width: 288, height: 40))
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 16, y: 120, width: 288, height: 20))
        #expect(frame(collectionView, 0, section: 1) == CGRect(x: 16, y: 158 + 10 + 30, width: 288, height: 40))
        #expect(collectionView.contentSize.height == 308) // two sections of 10 + 30 + 80 + 20 + 10, 8 apart
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    }

    @Test("A list layout's rows are full width and take the height their shown cells prefer over the 44-point estimate")
    func listRowsSizeThemselves() {
        UIApplication.shared.resetForTesting()
        // Given a plain list whose cells prefer 70 points
        TallCell.preferredHeight = 70
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))

        // When three rows are shown
        let (collectionView, _) = makeCollection(items: [3], layout: layout, cell: TallCell.self)

        // Then each row is 320 wide and 70 tall, one under the other
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 320, height: 70))
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 140, width: 320, height: 70))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 70, width: 320, height: 70))
        #expect(collectionView.contentSize.height == 210)
    }

    @Test("An inset-grouped list with supplementary headers insets its rows at the sides and puts a header above each section")
    func insetGroupedListWithHeaders() {
        UIApplication.shared.resetForTesting()
        // Given an inset-grouped list with headers
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        TallCell.preferredHeight = 44
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)

        // When one section of one row is shown
        let (collectionView, _) = makeCollection(items: [1], layout: layout, cell: TallCell.self)

        // Then the header comes first, and both are inset by 20 points at each side
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minX == 20 && header?.frame.width == 280)
        #expect(frame(collectionView, 0)?.minX == 20 && frame(collectionView, 0)?.minY == header?.frame.maxY)
    }

    @Test("A section that scrolls orthogonally puts its groups in one line across the layout's direction")
    func orthogonalSectionIsOneLine() {
        UIApplication.shared.resetForTesting()
        // Given cards 150 wide and 100 tall, 10 apart, in a continuously scrolling section
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10

        // When five cards are laid out
        let (collectionView, _) = makeCollection(items: [5], layout: UICollectionViewCompositionalLayout(section: section))

        // Then they run in one row past the view's width, and the section is one card tall
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 150, height: 100))
        #expect(frame(collectionView, 2) == CGRect(x: 320, y: 0, width: 150, height: 100))
        #expect(frame(collectionView, 4)?.minX == 640)
        #expect(collectionView.contentSize.height == 100)
    }

    @Test("A horizontally scrolling layout repeats its groups from left to right")
    func horizontalScrollDirection() {
        UIApplication.shared.resetForTesting()
        // Given columns of two items, half the height each, 100 wide
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)

        // When five items are laid out in a 320 × 200 view
        let (collectionView, _) = makeCollection(items: [5], layout: layout, size: CGSize(width: 320, height: 200))

        // Then they fill columns of two, left to right, and the content is three columns wide
        #expect(frame(collectionView, 1) == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(frame(collectionView, 2) == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 300, height: 200))
    }

    @Test("Nested groups: a large item beside a column of two small ones takes three items per group")
    func nestedGroups() {
        UIApplication.shared.resetForTesting()
        // Given a row of a half-width item and a half-width column of two items
        let large = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: small, count: 2)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, column])

        // When four items are laid out
        let (collectionView, _) = makeCollection(items: [4], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)))

        // Then the first takes the left half, the next two stack on the right, and the fourth starts the next row
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 160, height: 200))
        #expect(frame(collectionView, 1) == CGRect(x: 160, y: 0, width: 160, height: 100))
        #expect(frame(collectionView, 2) == CGRect(x: 160, y: 100, width: 160, height: 100))
        #expect(frame(collectionView, 3) == CGRect(x: 0, y: 200, width: 160, height: 200))
    }

    @Test("Flexible spacing shares the row's spare room between the items; content insets shrink the cell inside its share")
    func flexibleSpacingAndItemInsets() {
        UIApplication.shared.resetForTesting()
        // Given 60-point items inset by 5, at least 10 apart, in a 320-point row
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(60), .absolute(60)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        group.interItemSpacing = .flexible(10)

        // When four items are laid out
        let (collectionView, _) = makeCollection(items: [4], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))

        // Then the first and last touch the edges (less their insets) and the gaps are equal
        #expect(frame(collectionView, 0) == CGRect(x: 5, y: 5, width: 50, height: 50))
        #expect(frame(collectionView, 3) == CGRect(x: 265, y: 5, width: 50, height: 50))
        let gap = CGFloat(320 - 240) / 3
        #expect(frame(collectionView, 1)?.minX == 5 + 60 + gap)
    }

    @Test("A badge anchored to an item's top-trailing corner with a fractional offset sits half outside it")
    func badgeAnchoredToAnItem() {
        UIApplication.shared.resetForTesting()
        // Given 100-point items with a 20-point badge at the top trailing corner, moved by half its size
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge", containerAnchor: anchor)
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))

        // When one item is laid out
        let (collectionView, _) = makeCollection(items: [1], layout: layout)

        // Then the badge's center is the item's corner, and the collection view shows it
        let attributes = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))
        #expect(attributes?.frame == CGRect(x: 90, y: -10, width: 20, height: 20))
        #expect(collectionView.visibleSupplementaryViews(ofKind: "badge").count == 1)
    }

    @Test("A section background registered on the layout is shown behind the section's cells")
    func sectionBackgroundDecoration() {
        UIApplication.shared.resetForTesting()
        // Given a section with a background decoration whose kind the layout registered
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackground.self, forDecorationViewOfKind: "background")

        // When two items are laid out
        let (collectionView, _) = makeCollection(items: [2], layout: layout)

        // Then a background view covers the section less its insets, behind the cells
        let backgrounds = collectionView.subviews.compactMap { $0 as? SectionBackground }
        #expect(backgrounds.count == 1)
        #expect(backgrounds.first?.frame == CGRect(x: 4, y: 4, width: 312, height: 112))
        #expect(collectionView.subviews.first === backgrounds.first)
    }

    @Test("The section provider is asked for each section with the collection view's size, and the configuration is copied")
    func sectionProviderAndConfigurationCopy() {
        UIApplication.shared.resetForTesting()
        // Given a provider that records what it is asked
        var asked: [(Int, CGSize)] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append((index, environment.container.contentSize))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }

        // When two sections are laid out, and the configuration read is changed without being set back
        let (collectionView, _) = makeCollection(items: [1, 1], layout: layout)
        layout.configuration.interSectionSpacing = 50

        // Then each section was asked with the view's size, and the layout's own settings did not change
        #expect(asked.map(\.0) == [0, 1])
        #expect(asked.first?.1 == CGSize(width: 320, height: 480))
        #expect(layout.configuration.interSectionSpacing == 0)
        #expect(frame(collectionView, 0, section: 1)?.minY == 30)
    }
}
