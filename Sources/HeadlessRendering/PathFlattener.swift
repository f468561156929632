import Foundation
import HeadlessUIKit

/// A flattened subpath: a polyline, closed or open.
struct Polyline {
    /// The points, in order (no repeated closing point).
    var points: [CGPoint]
    /// Whether the subpath was closed (`closeSubpath`).
    var isClosed: Bool
}

/// Turns a path's curves into polylines, mapping its points by a transform first.
enum PathFlattener {
    /// The subpaths of `path` mapped by `transform`, curves cut into segments no further than `tolerance`
    /// (in the mapped space) from the curve.
    static func polylines(of path: CGPath, transform: CGAffineTransform, tolerance: Double = 0.2) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero, last = CGPoint.zero
        func finish(closed: Bool) {
            if current.count > 1, closed, current.first == current.last { current.removeLast() }
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in path.elements {
            let points = element.points.map { $0.applying(transform) }
            switch element.type {
            case .moveToPoint:
                finish(closed: false)
                start = points[0]; last = start; current = [start]
            case .addLineToPoint:
                if current.isEmpty { current = [last] }
                last = points[0]; current.append(last)
            case .addQuadCurveToPoint:
                if current.isEmpty { current = [last] }
                let (c, end) = (points[0], points[1])
                let ddx = last.x - 2 * c.x + end.x, ddy = last.y - 2 * c.y + end.y
                let n = segmentCount(deviation: hypot(ddx, ddy) / 4, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * end.x,
                                           y: u * u * last.y + 2 * u * t * c.y + t * t * end.y))
                }
                last = end
            case .addCurveToPoint:
                if current.isEmpty { current = [last] }
                let (c1, c2, end) = (points[0], points[1], points[2])
                let d1 = hypot(last.x - 2 * c1.x + c2.x, last.y - 2 * c1.y + c2.y)
                let d2 = hypot(c1.x - 2 * c2.x + end.x, c1.y - 2 * c2.y + end.y)
                let n = segmentCount(deviation: 0.75 * max(d1, d2), tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(CGPoint(x: w0 * last.x + w1 * c1.x + w2 * c2.x + w3 * end.x,
                                           y: w0 * last.y + w1 * c1.y + w2 * c2.y + w3 * end.y))
                }
                last = end
            case .closeSubpath:
                if !current.isEmpty { finish(closed: true) }
                last = start
            }
        }
        finish(closed: false)
        return result
    }

    /// Segments needed so that a curve whose second differences bound `deviation` stays within `tolerance`.
    static func segmentCount(deviation: Double, tolerance: Double) -> Int {
        guard deviation.isFinite, deviation > 0 else { return 1 }
        return min(512, max(1, Int(ceil(sqrt(deviation / tolerance)))))
    }
}
