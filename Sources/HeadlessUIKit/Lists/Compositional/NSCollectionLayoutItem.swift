import Foundation

/// The smallest element of a compositional layout: one cell, sized against its group.
@MainActor
public class NSCollectionLayoutItem {
    /// The item's size; fractional dimensions are fractions of the containing group.
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary views anchored to the item (badges).
    public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space inside the item's share of the group: the cell is inset by it. Default zero.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item, added to its share of the group. Default nil (none).
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// Makes an item of a size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Makes an item of a size with supplementary views anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
