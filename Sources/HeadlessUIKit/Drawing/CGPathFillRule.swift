import Foundation

/// Which points a path encloses when filled or used as a clip.
public enum CGPathFillRule: Int, Sendable {
    /// Nonzero winding (the default).
    case winding
    /// Even-odd.
    case evenOdd

    /// The recorded rule.
    var drawingRule: DrawingFillRule { self == .evenOdd ? .evenOdd : .nonZero }
}
