import Foundation

/// The object that places a collection view's elements: the base class, which places nothing.
/// Subclasses override `prepare()`, `collectionViewContentSize` and the `layoutAttributes…` methods.
@MainActor
open class UICollectionViewLayout {
    /// Makes a layout.
    public init() {}

    /// Makes a layout from an archive.
    public required init?(coder: NSCoder) {}

    /// The collection view using this layout, if any.
    open internal(set) weak var collectionView: UICollectionView?

    /// The size of all the content. Default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// Sent before the collection view asks for attributes, after each invalidation. Does nothing by default.
    open func prepare() {}

    /// The attributes of every element whose frame meets `rect`. Default nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at an index path. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view. Default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds needs a new layout. Default false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout stale: `prepare()` runs again before the next placement.
    open func invalidateLayout() { collectionView?.layoutDidInvalidate() }

    /// Whether shown cells are asked for their preferred size (flow layouts with an estimated item size).
    var sizesCellsWhenShown: Bool { false }

    /// A shown cell's preferred size; true when the layout must be prepared again.
    func cellPreferredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool { false }
}
