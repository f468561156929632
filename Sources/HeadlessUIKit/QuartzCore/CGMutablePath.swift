import Foundation

/// CoreGraphics' mutable path: move, add lines, curves, rectangles, ellipses and arcs, close.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    override init(elements: [CGPathElement]) { super.init(elements: elements) }

    private func append(_ type: CGPathElementType, _ points: [CGPoint], _ t: CGAffineTransform) {
        storedElements.append(CGPathElement(type: type, points: t.isIdentity ? points : points.map { $0.applying(t) }))
    }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.moveToPoint, [point], transform)
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addLineToPoint, [point], transform)
    }

    /// Lines through `points`: a move to the first, lines to the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A cubic Bézier to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addCurveToPoint, [control1, control2, end], transform)
    }

    /// A quadratic Bézier to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addQuadCurveToPoint, [control, end], transform)
    }

    /// Closes the current subpath.
    public func closeSubpath() {
        storedElements.append(CGPathElement(type: .closeSubpath, points: []))
    }

    /// A closed rectangle: move to the origin, then lines round (min x/y, max x, max y, back), close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, four cubic quarters.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        let k = Self.kappa
        move(to: CGPoint(x: r.maxX, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - k * rx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: cy + k * ry), transform: transform)
        addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + k * rx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// A closed rounded rectangle with elliptical corners (each radius at most half the side).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(0, cornerWidth), r.width / 2), ry = min(max(0, cornerHeight), r.height / 2)
        guard rx > 0, ry > 0 else { addRect(r, transform: transform); return }
        addRoundedRect(in: r, radii: [CGSize(width: rx, height: ry), CGSize(width: rx, height: ry),
                                      CGSize(width: rx, height: ry), CGSize(width: rx, height: ry)], transform: transform)
    }

    /// A rounded rectangle with a radius per corner: top left, top right, bottom right, bottom left.
    func addRoundedRect(in r: CGRect, radii: [CGSize], transform: CGAffineTransform) {
        let k = Self.kappa
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY), transform: transform)
        if tr != .zero {
            addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr.height), control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                     control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)), transform: transform)
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height), transform: transform)
        if br != .zero {
            addCurve(to: CGPoint(x: r.maxX - br.width, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                     control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY), transform: transform)
        }
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY), transform: transform)
        if bl != .zero {
            addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl.height), control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                     control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)), transform: transform)
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height), transform: transform)
        if tl != .zero {
            addCurve(to: CGPoint(x: r.minX + tl.width, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                     control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY), transform: transform)
        }
        closeSubpath()
    }

    /// An arc of a circle from `startAngle` to `endAngle` (radians, from the x axis towards y), as
    /// cubic pieces of at most a quarter turn; a line joins the current point to the arc's start, and
    /// an empty path starts with a move there. `clockwise` is in CoreGraphics' y-up sense (the angle
    /// decreases); `UIBezierPath(arcCenter:…clockwise: true)` increases it (clockwise on a y-down screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        // CoreGraphics' "clockwise" means decreasing angle.
        appendArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, decreasing: clockwise, transform: transform)
    }

    /// An arc from `start` to `end` in the direction `decreasing` says.
    func appendArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, decreasing: Bool, transform: CGAffineTransform) {
        let twoPi = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if decreasing {
            if sweep > 0 { sweep -= twoPi * ((sweep / twoPi).rounded(.up)) }
            if sweep < -twoPi { sweep = -twoPi }
        } else {
            if sweep < 0 { sweep += twoPi * ((-sweep / twoPi).rounded(.up)) }
            if sweep > twoPi { sweep = twoPi }
        }
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let start = point(startAngle)
        if storedElements.isEmpty || storedElements.last?.type == .closeSubpath {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let handle = 4 / 3 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle), p1 = point(next)
            addCurve(to: p1, control1: CGPoint(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle)),
                     control2: CGPoint(x: p1.x + handle * sin(next), y: p1.y - handle * cos(next)), transform: transform)
            angle = next
        }
    }

    /// Appends another path's elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        storedElements += transform.isIdentity ? path.storedElements : path.storedElements.map { $0.applying(transform) }
    }

    /// The cubic handle length for a quarter ellipse, as a fraction of the radius.
    static let kappa: CGFloat = 0.5522847498
}
