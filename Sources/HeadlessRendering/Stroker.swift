import Foundation
import HeadlessUIKit

/// Turns a stroke into polygons to fill with the nonzero rule: one quadrilateral per segment, one polygon per
/// join and cap, all wound the same way so that their union is what is filled (CoreGraphics' outline, not
/// its exact construction).
enum Stroker {
    /// The polygons, in the polylines' space, of stroking `polylines` with `style`. `deviceScale` (device
    /// pixels per unit) sets how finely round joins and caps are cut.
    static func polygons(of polylines: [Polyline], style: DrawingStrokeStyle, deviceScale: Double) -> [[CGPoint]] {
        let halfWidth = Double(style.lineWidth) / 2
        guard halfWidth > 0, halfWidth.isFinite else { return [] }
        var pieces = polylines
        let dash = style.dash.map { Double($0) }
        if !dash.isEmpty, dash.allSatisfy({ $0 >= 0 }), dash.reduce(0, +) > 0 {
            pieces = polylines.flatMap { dashed($0, pattern: dash, phase: Double(style.dashPhase)) }
        }
        var output: [[CGPoint]] = []
        let roundSegments = min(256, max(8, Int(ceil(Double.pi * (halfWidth * deviceScale / 0.2).squareRoot()))))
        func circle(_ c: CGPoint) -> [CGPoint] {
            (0..<roundSegments).map { i in
                let angle = 2 * Double.pi * Double(i) / Double(roundSegments)
                return CGPoint(x: c.x + halfWidth * cos(angle), y: c.y + halfWidth * sin(angle))
            }
        }
        for piece in pieces {
            var points: [CGPoint] = []
            for p in piece.points where points.last != p { points.append(p) }
            if piece.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
            guard let first = points.first else { continue }
            if points.count == 1 {
                // A zero-length subpath: a dot for round and square caps, nothing for butt (as CoreGraphics).
                switch style.cap {
                case .round: output.append(circle(first))
                case .square:
                    output.append([CGPoint(x: first.x - halfWidth, y: first.y - halfWidth), CGPoint(x: first.x + halfWidth, y: first.y - halfWidth),
                                   CGPoint(x: first.x + halfWidth, y: first.y + halfWidth), CGPoint(x: first.x - halfWidth, y: first.y + halfWidth)])
                case .butt: break
                }
                continue
            }
            let closed = piece.isClosed && points.count > 2
            let segmentCount = closed ? points.count : points.count - 1
            func direction(_ i: Int) -> CGPoint {
                let a = points[i % points.count], b = points[(i + 1) % points.count]
                let length = hypot(b.x - a.x, b.y - a.y)
                return CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
            }
            for i in 0..<segmentCount {
                let a = points[i], b = points[(i + 1) % points.count], d = direction(i)
                let n = CGPoint(x: -d.y * halfWidth, y: d.x * halfWidth)
                output.append([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                               CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
            }
            // Joins at every inner vertex (and at the start of a closed subpath).
            let joinIndices = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
            for i in joinIndices {
                let d0 = direction((i - 1 + points.count) % points.count), d1 = direction(i)
                output.append(contentsOf: join(at: points[i], d0, d1, halfWidth: halfWidth, style: style, circle: circle))
            }
            if !closed {
                let last = points[points.count - 1]
                let dStart = direction(0), dEnd = direction(points.count - 2)
                for (p, d) in [(first, CGPoint(x: -dStart.x, y: -dStart.y)), (last, dEnd)] {
                    switch style.cap {
                    case .butt: break
                    case .round: output.append(circle(p))
                    case .square:
                        let n = CGPoint(x: -d.y * halfWidth, y: d.x * halfWidth)
                        let e = CGPoint(x: p.x + d.x * halfWidth, y: p.y + d.y * halfWidth)
                        output.append([CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: e.x + n.x, y: e.y + n.y),
                                       CGPoint(x: e.x - n.x, y: e.y - n.y), CGPoint(x: p.x - n.x, y: p.y - n.y)])
                    }
                }
            }
        }
        return output.compactMap(oriented)
    }

    /// The polygon of a join between a segment arriving in direction `d0` and one leaving in `d1`.
    static func join(at v: CGPoint, _ d0: CGPoint, _ d1: CGPoint, halfWidth: Double, style: DrawingStrokeStyle,
                     circle: (CGPoint) -> [CGPoint]) -> [[CGPoint]] {
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-9, dot > 0 { return [] }
        if style.join == .round { return [circle(v)] }
        // The outer side is the one the path turns away from.
        let s: Double = cross > 0 ? -1 : 1
        let n0 = CGPoint(x: -d0.y * halfWidth * s, y: d0.x * halfWidth * s)
        let n1 = CGPoint(x: -d1.y * halfWidth * s, y: d1.x * halfWidth * s)
        let a = CGPoint(x: v.x + n0.x, y: v.y + n0.y), b = CGPoint(x: v.x + n1.x, y: v.y + n1.y)
        if style.join == .miter {
            // Miter length over line width is 1 / cos(turn / 2); beyond the limit CoreGraphics bevels.
            let cosHalf = ((1 + dot) / 2).squareRoot()
            if cosHalf > 1e-9, 1 / cosHalf <= Double(style.miterLimit) {
                let mx = n0.x + n1.x, my = n0.y + n1.y, m = hypot(mx, my)
                if m > 1e-12 {
                    let length = halfWidth / cosHalf
                    let tip = CGPoint(x: v.x + mx / m * length, y: v.y + my / m * length)
                    return [[v, a, tip, b]]
                }
            }
        }
        return [[v, a, b]]
    }

    /// The "on" pieces of a polyline cut by a dash pattern starting `phase` into it.
    static func dashed(_ line: Polyline, pattern: [Double], phase: Double) -> [Polyline] {
        var points = line.points
        if line.isClosed, let first = points.first { points.append(first) }
        guard points.count > 1 else { return [] }
        let total = pattern.reduce(0, +)
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        var index = 0
        while offset >= pattern[index] { offset -= pattern[index]; index = (index + 1) % pattern.count }
        var remaining = pattern[index] - offset
        var on = index % 2 == 0
        var result: [Polyline] = []
        var current: [CGPoint] = on ? [points[0]] : []
        for i in 0..<(points.count - 1) {
            var a = points[i]
            let b = points[i + 1]
            var length = hypot(b.x - a.x, b.y - a.y)
            while length > remaining {
                let t = remaining / length
                let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if on { current.append(p); result.append(Polyline(points: current, isClosed: false)); current = [] }
                else { current = [p] }
                on.toggle()
                length -= remaining
                a = p
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length
            if on { current.append(b) }
        }
        if on, current.count > 1 { result.append(Polyline(points: current, isClosed: false)) }
        return result
    }

    /// The polygon wound positively (reversed if needed); nil when it has no area.
    static func oriented(_ polygon: [CGPoint]) -> [CGPoint]? {
        var area = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        if abs(area) < 1e-12 { return nil }
        return area > 0 ? polygon : polygon.reversed()
    }
}
