import Foundation

/// What `CGContext.drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill, nonzero winding.
    case fill
    /// Fill, even-odd.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill (nonzero) then stroke.
    case fillStroke
    /// Fill (even-odd) then stroke.
    case eoFillStroke
}
