import Foundation

/// Where a boundary supplementary item sits on its section or layout, by reading direction.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// Above the content: a header.
    case top
    /// Above, at the leading edge.
    case topLeading
    /// At the leading edge.
    case leading
    /// Below, at the leading edge.
    case bottomLeading
    /// Below the content: a footer.
    case bottom
    /// Below, at the trailing edge.
    case bottomTrailing
    /// At the trailing edge.
    case trailing
    /// Above, at the trailing edge.
    case topTrailing

    /// Whether the item goes after the content along a vertical layout (footers).
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}
