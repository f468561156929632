import Foundation

/// A header or footer of a section, or of the whole compositional layout.
@MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which side of the section the view takes.
    public let alignment: NSRectAlignment
    /// A shift from the aligned place, in points.
    public let offset: CGPoint
    /// Whether the view takes room of its own in the section (true) or lies over the content. Default true.
    public var extendsBoundary = true
    /// Whether the view stays on screen while its section scrolls (not simulated headless). Default false.
    public var pinToVisibleBounds = false

    /// Makes a header (`.top`) or footer (`.bottom`) of a kind.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Makes a header or footer moved by an offset.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: .top), itemAnchor: nil)
        zIndex = 0
    }
}
