import Foundation

/// CoreGraphics' immutable path: a list of elements (moves, lines, curves, closes). Arcs, ellipses and
/// rounded rectangles are stored as cubic Béziers, as CoreGraphics stores them.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Only CGMutablePath changes this, and only through its own methods (never once shared as a CGPath copy).
    var storedElements: [CGPathElement]

    init(elements: [CGPathElement]) { storedElements = elements }

    /// A rectangle's path (transformed).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.storedElements)
    }

    /// An ellipse's path, inscribed in `rect` (transformed).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.storedElements)
    }

    /// A rounded rectangle's path (transformed).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.storedElements)
    }

    /// The elements in order, for a renderer (CoreGraphics' `applyWithBlock`, as values).
    public var elements: [CGPathElement] { storedElements }

    /// Calls `body` with each element in order.
    public func forEachElement(_ body: (CGPathElement) throws -> Void) rethrows {
        for element in storedElements { try body(element) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storedElements.isEmpty }

    /// The end of the last element (the subpath's start after a close); `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in storedElements {
            switch element.type {
            case .moveToPoint: start = element.points[0]; current = start
            case .closeSubpath: current = start
            default: current = element.points.last ?? current
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points included; `.null` for an empty path.
    public var boundingBox: CGRect { Self.bounds(of: storedElements.flatMap(\.points)) }

    /// The smallest rectangle holding the path as drawn (curves sampled, control points not included).
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in storedElements {
            switch element.type {
            case .moveToPoint:
                current = element.points[0]; start = current; points.append(current)
            case .addLineToPoint:
                current = element.points[0]; points.append(current)
            case .addQuadCurveToPoint:
                let (c, end) = (element.points[0], element.points[1])
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    points.append(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * end.x,
                                          y: u * u * current.y + 2 * u * t * c.y + t * t * end.y))
                }
                current = end
            case .addCurveToPoint:
                let (c1, c2, end) = (element.points[0], element.points[1], element.points[2])
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    points.append(CGPoint(x: w0 * current.x + w1 * c1.x + w2 * c2.x + w3 * end.x,
                                          y: w0 * current.y + w1 * c1.y + w2 * c2.y + w3 * end.y))
                }
                current = end
            case .closeSubpath:
                current = start
            }
        }
        return Self.bounds(of: points)
    }

    static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: storedElements) }

    /// A transformed immutable copy.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: storedElements.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: storedElements) }

    /// Equal when the elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storedElements == rhs.storedElements }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(storedElements) }

    /// The elements, one per line (`moveto (0, 0)`…).
    public var description: String {
        storedElements.map { element in
            let name = switch element.type {
            case .moveToPoint: "moveto"
            case .addLineToPoint: "lineto"
            case .addQuadCurveToPoint: "quadto"
            case .addCurveToPoint: "curveto"
            case .closeSubpath: "closepath"
            }
            return ([name] + element.points.map { "(\($0.x), \($0.y))" }).joined(separator: " ")
        }.joined(separator: "\n")
    }
}
