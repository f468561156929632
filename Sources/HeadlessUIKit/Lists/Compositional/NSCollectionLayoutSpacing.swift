import Foundation

/// Space between a compositional layout's items: fixed, or flexible (at least this much, the
/// spare space of the group shared between the gaps).
@MainActor
public final class NSCollectionLayoutSpacing {
    /// The spacing in points (the least, when flexible).
    public let spacing: CGFloat
    /// Whether the spacing grows to share the group's spare space.
    public let isFlexibleSpacing: Bool

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }
    /// At least `flexibleSpacing` points, more when the group has room to spare.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }
    /// Whether the spacing is exactly its points.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
