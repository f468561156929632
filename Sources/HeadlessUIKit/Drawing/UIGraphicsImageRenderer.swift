import Foundation

/// Makes images by drawing: `renderer.image { context in … }` runs the actions with a fresh context current and
/// returns an image of what they drew (its size is the renderer's, its scale the format's).
///
/// Headless the image holds the recorded drawing; its pixels (`pngData()`) come from the HeadlessRendering target
/// when it is linked.
open class UIGraphicsImageRenderer: NSObject {
    /// The format images are made with.
    public let format: UIGraphicsImageRendererFormat
    /// The area drawn, in points (its origin is the top-left corner of the image).
    let bounds: CGRect

    /// A renderer of images of `size` points in the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// A renderer of images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of the area `bounds` in the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// A renderer of the area `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Whether the renderer makes images (always).
    open var allowsImageOutput: Bool { true }

    /// A context, current while `actions` run.
    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> Drawing {
        let context = CGContext(size: bounds.size, scale: format.scale > 0 ? format.scale : ScreenScale.current,
                                isOpaque: format.opaque)
        if bounds.origin != .zero { context.translateBy(x: -bounds.minX, y: -bounds.minY) }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsContextStack.with(context) { actions(rendererContext) }
        return context.finishedDrawing()
    }

    /// An image of what `actions` draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(drawing: run(actions))
    }

    /// PNG bytes of what `actions` draw; empty when HeadlessRendering is not linked (UIKit's result is not
    /// optional).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        UIImage(drawing: run(actions)).pngData() ?? Data()
    }

    /// What `actions` draw, encoded: headless there is no JPEG encoder, so these are PNG bytes (empty when
    /// HeadlessRendering is not linked; UIKit's result is not optional).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat,
                       actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        pngData(actions: actions)
    }
}
