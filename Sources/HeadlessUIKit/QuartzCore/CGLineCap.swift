import Foundation

/// How a stroke's open ends are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Square, at the end point.
    case butt
    /// A half circle.
    case round
    /// Square, half the line width past the end point.
    case square
}

/// How a stroke's corners are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner (up to the miter limit).
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
}
