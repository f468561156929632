import Foundation

/// What the core library asks of a renderer: pixels and pictures of a recorded drawing.
///
/// The HeadlessRendering target provides one (`HeadlessRendering.RasterBackend`); the core looks it up by name on
/// first use, so linking that target is all it takes. Without it, drawing still records, but `pngData()` and an
/// image's pixels are nil.
package protocol DrawingBackend: AnyObject {
    /// Premultiplied RGBA pixels of `drawing` at its scale (size × scale, rounded up).
    static func rasterize(_ drawing: Drawing) -> DrawingBitmap
    /// PNG bytes of a bitmap (sRGB, 8-bit RGBA, straight alpha as PNG stores it).
    static func pngData(of bitmap: DrawingBitmap) -> Data
    /// Decodes PNG bytes (nil when they are not a PNG this decoder reads).
    static func decodePNG(_ data: Data) -> DrawingBitmap?
    /// A deterministic SVG document of `drawing`, in points.
    static func svg(of drawing: Drawing) -> String
}

/// Finds the renderer, once.
package enum DrawingBackends {
    /// The linked renderer, or nil when HeadlessRendering is not linked.
    nonisolated(unsafe) package static let current: (any DrawingBackend.Type)? = {
        _typeByName("HeadlessRendering.RasterBackend") as? any DrawingBackend.Type
    }()
}
