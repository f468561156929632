import Foundation

// Issue 12: an image's pixels for a drawing. An image made by `UIGraphicsImageRenderer` is its recorded drawing;
// one made from PNG bytes (`UIImage(data:)`) or loaded from a file keeps the encoded bytes; a system symbol,
// which has no glyphs headless, draws a placeholder (a rounded square outline) so that bars and buttons show
// where it is.

extension UIImage {
    /// An image of a recorded drawing: its size in points and its scale.
    package convenience init(drawing: Drawing) {
        self.init(size: drawing.size, scale: drawing.scale, name: nil, isSymbolImage: false, renderingMode: .automatic,
                  content: .drawing(drawing))
    }

    /// An image of a `CGImage` at scale 1.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1) }

    /// An image of a `CGImage` at `scale` (its size in points is its pixels over the scale).
    public convenience init(cgImage: CGImage, scale: CGFloat) {
        let s = scale > 0 ? scale : 1
        self.init(size: CGSize(width: CGFloat(cgImage.width) / s, height: CGFloat(cgImage.height) / s), scale: s, name: nil,
                  isSymbolImage: false, renderingMode: .automatic, content: cgImage.content)
    }

    /// The image's pixels as a drawing holds them; nil when unknown (an image of a size only).
    package var drawingContent: DrawingImage? {
        if let content { return content }
        let pixelWidth = Int((size.width * scale).rounded()), pixelHeight = Int((size.height * scale).rounded())
        if let data { return .encoded(data, pixelWidth: pixelWidth, pixelHeight: pixelHeight) }
        if let fileURL, let bytes = try? Data(contentsOf: fileURL), UIImage.pixelSize(of: bytes) != nil {
            return .encoded(bytes, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
        if isSymbolImage { return .drawing(UIImage.symbolPlaceholder(size: size, scale: scale)) }
        return nil
    }

    /// A symbol's stand-in: a rounded square outline in black (tinted like the symbol when it is a template).
    private static func symbolPlaceholder(size: CGSize, scale: CGFloat) -> Drawing {
        let rect = CGRect(origin: .zero, size: size).insetBy(dx: 2.5, dy: 2.5)
        let path = CGPath(roundedRect: rect, cornerWidth: 4, cornerHeight: 4, transform: nil)
        return Drawing(size: size, scale: scale, operations: [.stroke(path, color: .black, style: DrawingStrokeStyle(lineWidth: 2))])
    }

    /// The image as a `CGImage` (its pixel size; nil for an empty image).
    public var cgImage: CGImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        return CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                       content: drawingContent)
    }

    /// Draws the image into `rect` of the current context, stretched to fill it (the right way up).
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image at its size at `point` with a blend mode (source-over headless) and an alpha.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image into `rect` with a blend mode (recorded as source-over) and an alpha.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let content = drawingContent, alpha > 0 else { return }
        if alpha < 1 {
            context.saveGState()
            context.setAlpha(alpha * context.state.alpha)
            context.drawUpright(content, in: rect)
            context.restoreGState()
        } else {
            context.drawUpright(content, in: rect)
        }
    }

    /// The image's pixels, premultiplied RGBA, from the linked renderer (nil without HeadlessRendering, or for an
    /// image whose pixels are unknown or not decodable).
    package var bitmap: DrawingBitmap? {
        guard let backend = DrawingBackends.current, let content = drawingContent else { return nil }
        switch content {
        case .pixels(let bitmap): return bitmap
        case .drawing(let drawing): return backend.rasterize(drawing)
        case .encoded(let bytes, _, _): if let decoded = backend.decodePNG(bytes) { return decoded }
        case .tinted: break
        }
        let canvas = Drawing(size: size, scale: scale, operations: [.image(content, rect: CGRect(origin: .zero, size: size))])
        return backend.rasterize(canvas)
    }

    /// PNG bytes of the image; nil without HeadlessRendering or when its pixels are unknown. An image made from
    /// PNG bytes returns them as they were.
    public func pngData() -> Data? {
        if let data, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return data }
        guard let backend = DrawingBackends.current, let bitmap else { return nil }
        return backend.pngData(of: bitmap)
    }

    /// JPEG bytes. Headless there is no JPEG encoder: an image made from JPEG bytes returns them, any other
    /// returns PNG bytes (nil as `pngData()` is), documented in docs/drawing.md.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        if let data, data.starts(with: [0xFF, 0xD8]) { return data }
        return pngData()
    }
}
