import Foundation
import HeadlessUIKit

/// A premultiplied colour, components 0…1.
struct PremultipliedColor {
    var r: Float, g: Float, b: Float, a: Float

    /// Transparent black.
    static let clear = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    /// A `CGColor`'s components, premultiplied and clamped to 0…1, times `alpha`.
    init(_ color: CGColor, alpha: Float = 1) {
        let c = color.components ?? [0, 0, 0, 1]
        let a = Float(min(max(c.count > 3 ? c[3] : 1, 0), 1)) * alpha
        func channel(_ i: Int) -> Float { Float(min(max(c.count > i ? c[i] : 0, 0), 1)) * a }
        self.init(r: channel(0), g: channel(1), b: channel(2), a: a)
    }

    /// A colour from premultiplied components.
    init(r: Float, g: Float, b: Float, a: Float) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
}

/// What a paint puts at each pixel: one colour, or a colour computed per pixel (gradients, images).
enum PaintSource {
    /// One colour everywhere.
    case solid(PremultipliedColor)
    /// A colour per pixel (x, y of the pixel, not its centre).
    case shader((Int, Int) -> PremultipliedColor)
}

/// Premultiplied RGBA8 pixels, composited source-over.
struct PixelCanvas {
    /// Pixels across.
    let width: Int
    /// Pixels down.
    let height: Int
    /// `width * height * 4` bytes.
    var pixels: [UInt8]
    /// The smallest rectangle holding every pixel painted so far (x0, y0, x1, y1; nil: none).
    var dirty: (x0: Int, y0: Int, x1: Int, y1: Int)?

    /// A transparent (or opaque black) canvas.
    init(width: Int, height: Int, opaqueBlack: Bool = false) {
        self.width = max(0, width)
        self.height = max(0, height)
        var pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        if opaqueBlack { for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 } }
        self.pixels = pixels
    }

    /// Composites `source` through `mask` (and `clip`, if any), times `alpha`, source-over.
    mutating func paint(_ source: PaintSource, mask: CoverageMask, clip: CoverageMask?, alpha: Float) {
        var area = mask
        if let clip { area = clip.intersectedBounds(with: mask) }
        let x0 = max(0, area.x), y0 = max(0, area.y)
        let x1 = min(width, area.x + area.width), y1 = min(height, area.y + area.height)
        guard x1 > x0, y1 > y0, alpha > 0 else { return }
        markDirty(x0, y0, x1, y1)
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { out in
            mask.values.withUnsafeBufferPointer { m in
                for y in y0..<y1 {
                    let maskRow = (y - mask.y) * mask.width - mask.x
                    for x in x0..<x1 {
                        var coverage = m[maskRow + x] * alpha
                        if coverage <= 0 { continue }
                        if let clip { coverage *= clip.value(atX: x, y: y); if coverage <= 0 { continue } }
                        let color: PremultipliedColor
                        switch source {
                        case .solid(let c): color = c
                        case .shader(let f): color = f(x, y)
                        }
                        Self.blend(into: out, at: (y * width + x) * 4, color, coverage)
                    }
                }
            }
        }
    }

    /// Source-over of one premultiplied colour with a coverage at byte offset `i`.
    @inline(__always) static func blend(into out: UnsafeMutableBufferPointer<UInt8>, at i: Int,
                                        _ c: PremultipliedColor, _ coverage: Float) {
        let sa = c.a * coverage
        if sa <= 0 { return }
        let keep = 1 - sa
        out[i] = quantize(c.r * coverage * 255 + Float(out[i]) * keep)
        out[i + 1] = quantize(c.g * coverage * 255 + Float(out[i + 1]) * keep)
        out[i + 2] = quantize(c.b * coverage * 255 + Float(out[i + 2]) * keep)
        out[i + 3] = quantize(sa * 255 + Float(out[i + 3]) * keep)
    }

    /// A 0…255 float rounded to a byte.
    @inline(__always) static func quantize(_ v: Float) -> UInt8 {
        v <= 0 ? 0 : (v >= 255 ? 255 : UInt8(v + 0.5))
    }

    /// Grows the dirty rectangle.
    mutating func markDirty(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if let d = dirty { dirty = (min(d.x0, x0), min(d.y0, y0), max(d.x1, x1), max(d.y1, y1)) } else { dirty = (x0, y0, x1, y1) }
    }

    /// Composites the painted part of another canvas of the same size over this one, times `alpha`, within
    /// `clip` if any.
    mutating func composite(_ layer: PixelCanvas, alpha: Float, clip: CoverageMask? = nil) {
        guard layer.width == width, layer.height == height, alpha > 0, let d = layer.dirty else { return }
        markDirty(d.x0, d.y0, d.x1, d.y1)
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { out in
            layer.pixels.withUnsafeBufferPointer { src in
                for y in d.y0..<d.y1 {
                    for x in d.x0..<d.x1 {
                        let i = (y * width + x) * 4
                        if src[i + 3] == 0 { continue }
                        var coverage = alpha
                        if let clip { coverage *= clip.value(atX: x, y: y); if coverage <= 0 { continue } }
                        let c = PremultipliedColor(r: Float(src[i]) / 255, g: Float(src[i + 1]) / 255,
                                                   b: Float(src[i + 2]) / 255, a: Float(src[i + 3]) / 255)
                        Self.blend(into: out, at: i, c, coverage)
                    }
                }
            }
        }
    }

    /// The canvas as the core's bitmap.
    var bitmap: DrawingBitmap { DrawingBitmap(width: width, height: height, bytes: pixels) }
}
