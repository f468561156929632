import Foundation
import HeadlessUIKit

/// HeadlessRendering's renderer: rasterizes recorded drawings (pure Swift, anti-aliased, premultiplied RGBA8,
/// deterministic), writes and reads PNG (zlib), and writes SVG. The core library finds it by name
/// (`HeadlessRendering.RasterBackend`) as soon as this library is linked; nothing needs registering.
public final class RasterBackend: DrawingBackend {
    /// Premultiplied RGBA pixels of `drawing` at its scale (size × scale, rounded up).
    package static func rasterize(_ drawing: Drawing) -> DrawingBitmap {
        Renderer(drawing: drawing).render()
    }

    /// PNG bytes of a bitmap (8-bit RGBA, straight alpha); the same bitmap always gives the same bytes.
    package static func pngData(of bitmap: DrawingBitmap) -> Data {
        PNGEncoder.encode(bitmap)
    }

    /// Decodes PNG bytes to premultiplied pixels (nil when they are not a PNG this decoder reads).
    package static func decodePNG(_ data: Data) -> DrawingBitmap? {
        PNGDecoder.decode(data)
    }

    /// A deterministic SVG document of `drawing`, in points.
    package static func svg(of drawing: Drawing) -> String {
        SVGWriter(drawing: drawing).document()
    }
}
