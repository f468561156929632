import Foundation

/// Space around an item on each edge, outside its frame (unlike `contentInsets`, which are inside).
@MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// Space before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Makes edge spacing; nil edges get none.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
