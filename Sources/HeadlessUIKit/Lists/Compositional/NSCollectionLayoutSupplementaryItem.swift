import Foundation

/// A supplementary view (a badge, a label) anchored to an item or group of a compositional layout.
@MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the collection view's data source is asked a view for.
    public let elementKind: String
    /// Where the view attaches to its item or group.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the view meets the container's anchor (not simulated: the view's own edges).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The stacking order. Default 1 (above cells).
    public var zIndex = 1

    /// Makes a supplementary item of a size and kind, anchored to its container.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// Makes a supplementary item whose own anchor meets its container's.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
