import Foundation
import HeadlessUIKit

/// Rasterizes one `Drawing`: walks its operations with a graphics state (transform, clip, alpha, shadow) and
/// a stack of layers (the canvas, then one per open group), as a `CGContext` would paint them.
final class Renderer {
    /// The graphics state `save` pushes and `restore` pops.
    struct GraphicsState {
        /// The current transform, in points (device pixels are this, then the scale).
        var transform = CGAffineTransform.identity
        /// The clip's coverage (nil: the whole canvas).
        var clip: CoverageMask?
        /// What paints are multiplied by.
        var alpha: Float = 1
        /// The shadow later paints cast.
        var shadow: Shadow?
    }

    /// A shadow: offset and blur in points (not mapped by the transform), and its colour.
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    /// What the stack remembers: a `save`, or a group's opening (with the state to composite it with).
    enum Frame {
        case save(GraphicsState)
        case group(GraphicsState)
    }

    let drawing: Drawing
    let scale: Double
    let width: Int
    let height: Int
    var state = GraphicsState()
    var frames: [Frame] = []
    var layers: [PixelCanvas]
    var decodedImages: [Data: DrawingBitmap] = [:]

    /// A renderer of `drawing` at its scale; its pixel size is the size × scale rounded up.
    init(drawing: Drawing) {
        self.drawing = drawing
        let scale = drawing.scale.isFinite && drawing.scale > 0 ? Double(drawing.scale) : 1
        self.scale = scale
        width = Self.pixelCount(Double(drawing.size.width) * scale)
        height = Self.pixelCount(Double(drawing.size.height) * scale)
        layers = [PixelCanvas(width: width, height: height, opaqueBlack: drawing.isOpaque)]
    }

    /// Pixels for a length: rounded up, ignoring floating-point noise (390 × 3 is 1170, not 1171).
    static func pixelCount(_ length: Double) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        return min(1 << 15, Int(ceil(length - 1e-6)))
    }

    /// The transform from points to device pixels.
    var deviceTransform: CGAffineTransform {
        state.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    /// Device pixels per unit of the current space (geometric mean of the axes).
    var deviceScale: Double {
        let m = deviceTransform
        return max(1e-6, abs(Double(m.a * m.d - m.b * m.c)).squareRoot())
    }

    /// Paints every operation and returns the pixels.
    func render() -> DrawingBitmap {
        for operation in drawing.operations { apply(operation) }
        while frames.contains(where: { if case .group = $0 { true } else { false } }) { endGroup() }
        return layers[0].bitmap
    }

    func apply(_ operation: DrawingOperation) {
        switch operation {
        case .save:
            frames.append(.save(state))
        case .restore:
            // An unbalanced restore (or one that would close a group) is ignored, as CoreGraphics ignores the former.
            if case .save(let saved)? = frames.last { frames.removeLast(); state = saved }
        case .concatenate(let t):
            state.transform = t.concatenating(state.transform)
        case .clip(let path, let rule):
            let mask = coverage(of: path, rule: rule)
            state.clip = state.clip.map { $0.intersected(with: mask) } ?? mask
        case .multiplyAlpha(let a):
            state.alpha *= Float(min(max(a.isFinite ? a : 1, 0), 1))
        case .beginGroup:
            // CGContext.beginTransparencyLayer: inside, alpha and shadow are reset; both apply when it ends.
            frames.append(.group(state))
            state.alpha = 1
            state.shadow = nil
            layers.append(PixelCanvas(width: width, height: height))
        case .endGroup:
            endGroup()
        case .setShadow(let offset, let blur, let color):
            state.shadow = color.map { Shadow(offset: offset, blur: max(0, blur), color: $0) }
        case .fill(let path, let color, let rule):
            let mask = coverage(of: path, rule: rule)
            paint { $0.paint(.solid(PremultipliedColor(color)), mask: mask, clip: state.clip, alpha: state.alpha) }
        case .stroke(let path, let color, let style):
            let polylines = PathFlattener.polylines(of: path, transform: .identity, tolerance: 0.2 / deviceScale)
            let device = deviceTransform
            let polygons = Stroker.polygons(of: polylines, style: style, deviceScale: deviceScale)
                .map { $0.map { $0.applying(device) } }
            let mask = ScanlineRasterizer.coverage(of: polygons, rule: .nonZero, width: width, height: height)
            paint { $0.paint(.solid(PremultipliedColor(color)), mask: mask, clip: state.clip, alpha: state.alpha) }
        case .gradient(let gradient, let bounds):
            drawGradient(gradient, bounds: bounds)
        case .image(let image, let rect):
            drawImage(image, in: rect)
        case .text(let text):
            drawText(text)
        }
    }

    /// Closes the innermost group: restores the state it began with and composites it with that state's alpha
    /// and shadow.
    func endGroup() {
        guard let index = frames.lastIndex(where: { if case .group = $0 { true } else { false } }),
              case .group(let saved) = frames[index] else { return }
        frames.removeSubrange(index...)
        state = saved
        let layer = layers.removeLast()
        compositeLayer(layer, alpha: state.alpha, shadow: state.shadow)
    }

    /// The coverage of a path's interior under the current transform.
    func coverage(of path: CGPath, rule: DrawingFillRule) -> CoverageMask {
        let polygons = PathFlattener.polylines(of: path, transform: deviceTransform).map(\.points)
        return ScanlineRasterizer.coverage(of: polygons, rule: rule, width: width, height: height)
    }

    /// The coverage of a rectangle under the current transform.
    func coverage(of rect: CGRect) -> CoverageMask {
        let m = deviceTransform
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(m) }
        return ScanlineRasterizer.coverage(of: [corners], rule: .nonZero, width: width, height: height)
    }

    /// Runs a paint on the current layer; with a shadow, on a layer of its own first, then the shadow and
    /// that layer are composited (the shadow under the shape).
    func paint(_ body: (inout PixelCanvas) -> Void) {
        guard let shadow = state.shadow else {
            body(&layers[layers.count - 1])
            return
        }
        var layer = PixelCanvas(width: width, height: height)
        body(&layer)
        compositeLayer(layer, alpha: 1, shadow: shadow)
    }

    /// Composites a layer over the current one, with its shadow first if any.
    func compositeLayer(_ layer: PixelCanvas, alpha: Float, shadow: Shadow?) {
        if let shadow, let mask = shadowMask(of: layer, shadow: shadow, alpha: alpha) {
            layers[layers.count - 1].paint(.solid(PremultipliedColor(shadow.color)), mask: mask, clip: state.clip, alpha: 1)
        }
        layers[layers.count - 1].composite(layer, alpha: alpha)
    }
}
