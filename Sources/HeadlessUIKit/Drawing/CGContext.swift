import Foundation

/// CoreGraphics' drawing context, recording: every fill, stroke, clip, image and text is appended to a `Drawing`
/// (a display list in points) rather than painted. Pixels come later from a renderer (`DrawingBackends`).
///
/// The coordinates are UIKit's: (0, 0) at the top left, y growing downwards (the flipped base transform UIKit
/// gives the contexts of `UIGraphicsImageRenderer`, `draw(_:)` and `UIGraphicsBeginImageContext`). Paths are in
/// user space when added and kept in canvas space until painted, as CoreGraphics does.
public final class CGContext {
    /// The graphics state: what `saveGState()` saves.
    struct GState {
        var ctm = CGAffineTransform.identity
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var stroke = DrawingStrokeStyle()
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        /// The clip's bounding box, in canvas coordinates.
        var clipBox: CGRect
        var textMatrix = CGAffineTransform.identity
        var interpolationQuality = CGInterpolationQuality.default
    }

    /// What has been drawn so far.
    package private(set) var drawing: Drawing
    var state: GState
    private var stack: [GState] = []
    /// Transparency layers open (each also saved a state).
    private var openGroups = 0
    /// The current path, in canvas coordinates (nil: none).
    var path: CGMutablePath?

    /// A recording context whose canvas is `size` points at `scale` pixels a point.
    package init(size: CGSize, scale: CGFloat, isOpaque: Bool = false) {
        drawing = Drawing(size: size, scale: scale, isOpaque: isOpaque)
        state = GState(clipBox: CGRect(origin: .zero, size: size))
        drawing.operations.reserveCapacity(32)
    }

    /// Appends an operation as is.
    package func record(_ operation: DrawingOperation) { drawing.operations.append(operation) }

    /// The drawing with every state still saved restored (so that it is balanced).
    package func finishedDrawing() -> Drawing {
        var copy = drawing
        for _ in 0..<openGroups { copy.operations.append(.endGroup); copy.operations.append(.restore) }
        for _ in 0..<max(0, stack.count - openGroups) { copy.operations.append(.restore) }
        return copy
    }

    /// How many `saveGState()` calls are not yet restored.
    package var saveDepth: Int { stack.count }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colours, line settings, alpha, shadow).
    public func saveGState() {
        stack.append(state)
        record(.save)
    }

    /// Pops the graphics state; an unbalanced call is ignored, as CoreGraphics logs and ignores it.
    public func restoreGState() {
        guard let saved = stack.popLast() else { return }
        state = saved
        record(.restore)
    }

    /// The current transform from user space to the canvas (CoreGraphics' CTM, without the flip to pixels).
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the origin.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }

    /// Rotates user space by `angle` radians (clockwise on the y-down canvas).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Multiplies the current transform: later points are mapped by `transform` first.
    public func concatenate(_ transform: CGAffineTransform) {
        guard !transform.isIdentity else { return }
        state.ctm = transform.concatenating(state.ctm)
        record(.concatenate(transform))
    }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the line width.
    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }

    /// Sets the line cap.
    public func setLineCap(_ cap: CGLineCap) { state.stroke.cap = cap }

    /// Sets the line join.
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.join = join }

    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }

    /// Sets the dash pattern (empty lengths: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dash = lengths
        state.stroke.dashPhase = phase
    }

    /// Sets the alpha every later paint is multiplied by (it replaces the previous one, as CoreGraphics').
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha)) }

    /// Sets the blend mode (recorded drawings composite source-over whatever the mode: docs/known-gaps.md).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Sets how images are resampled (kept for reading; renderers choose their own).
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// The transform applied to text (kept for reading; text is drawn through UIKit's string drawing).
    public var textMatrix: CGAffineTransform {
        get { state.textMatrix }
        set { state.textMatrix = newValue }
    }

    /// Sets the shadow later paints cast (nil colour: none). Offset and blur are in canvas points, not mapped
    /// by the current transform, as in CoreGraphics.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        record(.setShadow(offset: offset, blur: blur, color: color))
    }

    /// Sets a shadow in black at a third opacity (CoreGraphics' default shadow colour).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Antialiasing is always on in recorded drawings; the call is accepted.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}

    /// Accepted; font smoothing is the renderer's.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    // MARK: Transparency layers

    /// Starts a transparency layer: what follows is composited as one picture with the current alpha (and
    /// shadow) when `endTransparencyLayer()` is called; inside, alpha starts at 1.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        if state.alpha < 1 { record(.multiplyAlpha(state.alpha)) }
        state.alpha = 1
        record(.beginGroup)
        openGroups += 1
    }

    /// Starts a transparency layer bounded by `rect` (the bounds are not needed headless).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    }

    /// Ends the innermost transparency layer; ignored when none is open.
    public func endTransparencyLayer() {
        guard openGroups > 0 else { return }
        openGroups -= 1
        record(.endGroup)
        restoreGState()
    }

    /// Flushing does nothing: operations are recorded as they are made.
    public func flush() {}
}
