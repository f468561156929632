import Foundation

/// What one element of a path does.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint
    /// A line to `points[0]`.
    case addLineToPoint
    /// A quadratic curve to `points[1]` with control point `points[0]`.
    case addQuadCurveToPoint
    /// A cubic curve to `points[2]` with control points `points[0]` and `points[1]`.
    case addCurveToPoint
    /// Closes the subpath.
    case closeSubpath
}

/// One element of a path: its type and its points (end point last).
///
/// CoreGraphics hands a pointer to points; here they are an array, for a renderer to iterate.
public struct CGPathElement: Hashable, Sendable {
    /// What the element does.
    public var type: CGPathElementType
    /// Its points: none for close, one for move and line, two for a quadratic curve, three for a cubic one.
    public var points: [CGPoint]

    /// An element.
    public init(type: CGPathElementType, points: [CGPoint]) {
        self.type = type
        self.points = points
    }

    /// The element with its points transformed.
    func applying(_ t: CGAffineTransform) -> CGPathElement {
        CGPathElement(type: type, points: points.map { $0.applying(t) })
    }
}
