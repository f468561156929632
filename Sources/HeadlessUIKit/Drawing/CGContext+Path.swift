import Foundation

// The current path. CoreGraphics maps each point by the transform current when it is added and keeps the path
// in device space; here too (canvas space), so a transform changed between `addRect` and `fillPath` does not move
// what was already added. Painting maps the path back into the user space current then.

extension CGContext {
    private var pathInProgress: CGMutablePath {
        if let path { return path }
        let made = CGMutablePath()
        path = made
        return made
    }

    private var toCanvas: CGAffineTransform { state.ctm }

    /// Throws away the current path and starts an empty one.
    public func beginPath() { path = nil }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { pathInProgress.move(to: point, transform: toCanvas) }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) { pathInProgress.addLine(to: point, transform: toCanvas) }

    /// Lines through `points` (a move to the first).
    public func addLines(between points: [CGPoint]) { pathInProgress.addLines(between: points, transform: toCanvas) }

    /// A cubic Bézier to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        pathInProgress.addCurve(to: end, control1: control1, control2: control2, transform: toCanvas)
    }

    /// A quadratic Bézier to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        pathInProgress.addQuadCurve(to: end, control: control, transform: toCanvas)
    }

    /// An arc; `clockwise` in CoreGraphics' y-up sense (on UIKit's flipped canvas it looks anticlockwise).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        pathInProgress.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                              clockwise: clockwise, transform: toCanvas)
    }

    /// An arc of `radius` tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let inverse = toCanvas.inverted()
        let p0 = (path?.currentPoint ?? tangent1End).applying(inverse)
        let (p1, p2) = (tangent1End, tangent2End)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-9 else { addLine(to: p1); return }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        addLine(to: t1)
        addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: cross > 0)
    }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect) { pathInProgress.addRect(rect, transform: toCanvas) }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect]) { pathInProgress.addRects(rects, transform: toCanvas) }

    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { pathInProgress.addEllipse(in: rect, transform: toCanvas) }

    /// Another path's elements.
    public func addPath(_ path: CGPath) { pathInProgress.addPath(path, transform: toCanvas) }

    /// Closes the current subpath.
    public func closePath() { path?.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path?.isEmpty ?? true }

    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint { (path?.currentPoint ?? .zero).applying(toCanvas.inverted()) }

    /// The bounding box of the current path in user space (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        guard let path, !path.isEmpty else { return .null }
        return path.boundingBoxOfPath.applying(toCanvas.inverted())
    }

    /// Takes the current path, in user space, leaving none.
    func takePath() -> CGPath? {
        guard let taken = path, !taken.isEmpty else { path = nil; return nil }
        path = nil
        if state.ctm.isIdentity { return taken }
        var inverse = state.ctm.inverted()
        return taken.copy(using: &inverse)
    }
}
