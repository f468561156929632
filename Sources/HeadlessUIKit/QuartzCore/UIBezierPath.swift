import Foundation

/// UIKit's path object: a `CGMutablePath` with stroke settings. Arcs use UIKit's sense of `clockwise`
/// (clockwise on the y-down screen: the angle increases). `fill()`/`stroke()`/`addClip()` draw into the current
/// context (`UIBezierPath+Drawing.swift`).
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// The stroke width; 1 by default.
    open var lineWidth: CGFloat = 1
    /// The shape of open ends.
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of corners.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit; 10 by default.
    open var miterLimit: CGFloat = 10
    /// The curve flatness; 0.6 by default.
    open var flatness: CGFloat = 0.6
    /// Whether filling uses the even-odd rule (false: non-zero winding).
    open var usesEvenOddFillRule = false
    /// The dash pattern and phase set with `setLineDash(_:count:phase:)`; empty is solid.
    public private(set) var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = min(max(0, cornerRadius), min(abs(rect.width), abs(rect.height)) / 2)
        path.addRoundedRect(in: rect, cornerWidth: r, cornerHeight: r)
    }

    /// A rectangle with some corners rounded by `cornerRadii` (each at most half its side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = CGSize(width: min(max(0, cornerRadii.width), r.width / 2), height: min(max(0, cornerRadii.height), r.height / 2))
        func radii(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? radius : .zero }
        path.addRoundedRect(in: r, radii: [radii(.topLeft), radii(.topRight), radii(.bottomRight), radii(.bottomLeft)], transform: .identity)
    }

    /// An arc of a circle (angles in radians from the x axis; `clockwise` on the y-down screen).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path holding a copy of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as a `CGPath` (a copy: changing this object later does not change it).
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(elements: []) }
        set { path = CGMutablePath(elements: newValue.storedElements) }
    }

    /// Starts a subpath.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic Bézier to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// An arc (joined to the current point by a line; `clockwise` on the y-down screen).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.appendArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, decreasing: !clockwise, transform: .identity)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) { path = CGMutablePath(elements: path.storedElements.map { $0.applying(transform) }) }
    /// A path running the other way.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path = CGMutablePath(elements: UIBezierPath.reversedElements(path.storedElements))
        reversed.lineWidth = lineWidth
        return reversed
    }
    /// Sets the dash pattern (`count` entries of `pattern`) and phase; nil is solid.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        lineDash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [], phase)
    }

    /// The bounding box, control points included (as UIKit's `bounds`).
    open var bounds: CGRect { path.boundingBox }
    /// The end of the last element.
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Each subpath reversed (ends become starts); closed subpaths stay closed.
    private static func reversedElements(_ elements: [CGPathElement]) -> [CGPathElement] {
        var subpaths: [[CGPathElement]] = []
        for element in elements {
            if element.type == .moveToPoint || subpaths.isEmpty { subpaths.append([]) }
            subpaths[subpaths.count - 1].append(element)
        }
        var out: [CGPathElement] = []
        for subpath in subpaths.reversed() {
            let closed = subpath.last?.type == .closeSubpath
            let drawn = subpath.filter { $0.type != .closeSubpath }
            guard let first = drawn.first else { continue }
            // The points each element starts from.
            var starts: [CGPoint] = [], current = first.points.last ?? .zero
            for element in drawn { starts.append(current); current = element.points.last ?? current }
            out.append(CGPathElement(type: .moveToPoint, points: [current]))
            for index in stride(from: drawn.count - 1, to: 0, by: -1) {
                let element = drawn[index], start = starts[index]
                out.append(CGPathElement(type: element.type, points: element.points.dropLast().reversed() + [start]))
            }
            if closed { out.append(CGPathElement(type: .closeSubpath, points: [])) }
        }
        return out
    }
}
