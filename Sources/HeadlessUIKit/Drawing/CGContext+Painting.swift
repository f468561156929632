import Foundation

// Painting: each paint is recorded with the colour and line settings current now. An alpha set with `setAlpha`
// wraps the paint in save / multiplyAlpha / restore (the recorded alpha multiplies, CoreGraphics' replaces).

extension CGContext {
    /// Records a paint with the current alpha.
    func paint(_ operation: DrawingOperation) {
        if state.alpha >= 1 { record(operation); return }
        guard state.alpha > 0 else { return }
        record(.save); record(.multiplyAlpha(state.alpha)); record(operation); record(.restore)
    }

    // MARK: The current path

    /// Fills the current path (then the path is empty).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        guard let path = takePath() else { return }
        paint(.fill(path, color: state.fillColor, rule: rule.drawingRule))
    }

    /// Fills the current path, even-odd.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the line settings (then the path is empty).
    public func strokePath() {
        guard let path = takePath() else { return }
        paint(.stroke(path, color: state.strokeColor, style: state.stroke))
    }

    /// Fills and/or strokes the current path (then the path is empty).
    public func drawPath(using mode: CGPathDrawingMode) {
        guard let path = takePath() else { return }
        switch mode {
        case .fill, .eoFill:
            paint(.fill(path, color: state.fillColor, rule: mode == .eoFill ? .evenOdd : .nonZero))
        case .stroke:
            paint(.stroke(path, color: state.strokeColor, style: state.stroke))
        case .fillStroke, .eoFillStroke:
            paint(.fill(path, color: state.fillColor, rule: mode == .eoFillStroke ? .evenOdd : .nonZero))
            paint(.stroke(path, color: state.strokeColor, style: state.stroke))
        }
    }

    // MARK: Shapes (the current path is left alone)

    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: CGRect) {
        paint(.fill(CGPath(rect: rect, transform: nil), color: state.fillColor, rule: .nonZero))
    }

    /// Fills rectangles with the fill colour (one path).
    public func fill(_ rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects)
        paint(.fill(path, color: state.fillColor, rule: .nonZero))
    }

    /// Strokes a rectangle with the line settings.
    public func stroke(_ rect: CGRect) {
        paint(.stroke(CGPath(rect: rect, transform: nil), color: state.strokeColor, style: state.stroke))
    }

    /// Strokes a rectangle with a line width (the context's width is left alone).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var style = state.stroke
        style.lineWidth = width
        paint(.stroke(CGPath(rect: rect, transform: nil), color: state.strokeColor, style: style))
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        paint(.fill(CGPath(ellipseIn: rect, transform: nil), color: state.fillColor, rule: .nonZero))
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        paint(.stroke(CGPath(ellipseIn: rect, transform: nil), color: state.strokeColor, style: state.stroke))
    }

    /// Strokes the line segments between pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = CGMutablePath()
        var index = 0
        while index + 1 < points.count {
            path.move(to: points[index]); path.addLine(to: points[index + 1])
            index += 2
        }
        guard !path.isEmpty else { return }
        paint(.stroke(path, color: state.strokeColor, style: state.stroke))
    }

    /// Clears a rectangle to transparent. Recorded drawings composite source-over only, so this is recorded as
    /// a transparent fill, which changes nothing below it (docs/known-gaps.md).
    public func clear(_ rect: CGRect) {
        record(.fill(CGPath(rect: rect, transform: nil), color: .clear, rule: .nonZero))
    }

    // MARK: Clipping

    /// Intersects the clip with the current path (then the path is empty).
    public func clip(using rule: CGPathFillRule = .winding) {
        guard let path = takePath() else {
            // An empty path clips everything away, as CoreGraphics.
            clip(to: .zero)
            return
        }
        intersectClip(path, rule: rule.drawingRule)
    }

    /// Intersects the clip with the current path, even-odd.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { intersectClip(CGPath(rect: rect, transform: nil), rule: .nonZero) }

    /// Intersects the clip with rectangles.
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects)
        intersectClip(path, rule: .nonZero)
    }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        state.ctm.isIdentity ? state.clipBox : state.clipBox.applying(state.ctm.inverted())
    }

    /// Records a clip by a user-space path and narrows the clip's box.
    func intersectClip(_ path: CGPath, rule: DrawingFillRule) {
        let box = path.isEmpty ? CGRect.zero : path.boundingBoxOfPath.applying(state.ctm)
        state.clipBox = state.clipBox.intersection(box)
        if state.clipBox.isNull { state.clipBox = .zero }
        record(.clip(path, rule: rule))
    }

    // MARK: Gradients and images

    /// Fills the clip with a gradient along the line from `start` to `end`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        paint(.gradient(DrawingGradient(colors: gradient.colors, locations: gradient.locations, kind: .axial,
                                        start: start, end: end), bounds: boundingBoxOfClipPath))
    }

    /// Fills the clip with a gradient from `startCenter` outwards to the circle of `endRadius` round `endCenter`.
    /// Recorded drawings have radial gradients from a point: `startRadius` is read as 0 and the end circle as
    /// centred on the start (docs/known-gaps.md).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let rim = CGPoint(x: startCenter.x + endRadius, y: startCenter.y)
        paint(.gradient(DrawingGradient(colors: gradient.colors, locations: gradient.locations, kind: .radial,
                                        start: startCenter, end: rim), bounds: boundingBoxOfClipPath))
    }

    /// Draws an image into `rect` as CoreGraphics does: in its y-up sense, so on UIKit's flipped canvas the
    /// picture comes out upside down (use `UIImage.draw(in:)` for the right way up, as on iOS).
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard let content = image.content else { return }
        saveGState()
        concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
        paint(.image(content, rect: rect))
        restoreGState()
    }

    /// Records an image the right way up (UIKit's `UIImage.draw(in:)`).
    func drawUpright(_ content: DrawingImage, in rect: CGRect) {
        paint(.image(content, rect: rect))
    }

    /// An image of what has been drawn so far (a bitmap context's `makeImage()`).
    public func makeImage() -> CGImage? {
        let d = finishedDrawing()
        return CGImage(width: Int((d.size.width * d.scale).rounded(.up)), height: Int((d.size.height * d.scale).rounded(.up)),
                       content: .drawing(d))
    }
}
