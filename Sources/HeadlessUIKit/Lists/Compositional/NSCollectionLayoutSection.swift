import Foundation

/// One section of a compositional layout: its group, repeated until the section's items are
/// placed, with insets, spacing, headers, footers and a background.
@MainActor
public final class NSCollectionLayoutSection {
    /// The group repeated along the section.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups. Default zero.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between the section's groups. Default 0.
    public var interGroupSpacing: CGFloat = 0
    /// Whether the groups run in one line across the layout's direction. Default `.none`.
    ///
    /// Headless: the line is laid out (frames past the collection view's width), but it is not a
    /// scroll view of its own, so items past the edge are never shown.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset like the groups. Default true.
    public var supplementariesFollowContentInsets = true
    /// The section's background views.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Which of the collection view's insets `contentInsets` count from. Default `.automatic`.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Which insets the supplementary views count from. Default `.automatic`.
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Sent as the section's visible items change while it scrolls (never sent headless: no scrolling of sections).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration a list section was made from (nil for other sections): its appearance and swipe actions.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// Makes a section repeating a group.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// Sent with the visible items of a section, its scroll offset and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// An element of a compositional layout on screen, as the visible-items handler sees it.
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's frame.
    var frame: CGRect { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's opacity.
    var alpha: CGFloat { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The element's stacking order.
    var zIndex: Int { get set }
    /// The element's category.
    var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory { get }
    /// The element's kind; nil for a cell.
    var representedElementKind: String? { get }
}
