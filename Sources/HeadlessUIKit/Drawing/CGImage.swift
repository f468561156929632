import Foundation

/// CoreGraphics' image: a size in pixels and, when known, its pixels (a recorded drawing, PNG bytes or a
/// bitmap) for a renderer. `UIImage.cgImage` makes one; `UIImage(cgImage:)` wraps one.
public final class CGImage: Sendable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// The pixels as a drawing holds them; nil for an image whose pixels are unknown (a symbol placeholder).
    let content: DrawingImage?

    init(width: Int, height: Int, content: DrawingImage?) {
        self.width = width
        self.height = height
        self.content = content
    }

    /// 8, as every headless image.
    public var bitsPerComponent: Int { 8 }
    /// 32 (RGBA).
    public var bitsPerPixel: Int { 32 }
    /// `width × 4`.
    public var bytesPerRow: Int { width * 4 }
    /// sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The part of the image inside `rect` (in pixels); nil when it is empty. Headless: the crop is drawn
    /// through a clip (a drawing image keeps its whole content).
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        guard let content else { return CGImage(width: Int(r.width), height: Int(r.height), content: nil) }
        let source = Drawing(size: CGSize(width: width, height: height), scale: 1)
        var crop = Drawing(size: r.size, scale: 1)
        crop.operations = [.concatenate(CGAffineTransform(translationX: -r.minX, y: -r.minY)),
                           .image(content, rect: CGRect(origin: .zero, size: source.size))]
        return CGImage(width: Int(r.width), height: Int(r.height), content: .drawing(crop))
    }
}
