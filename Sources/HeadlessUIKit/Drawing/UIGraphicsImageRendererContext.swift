import Foundation

/// What an image renderer's actions draw with: the Core Graphics context and UIKit's conveniences.
open class UIGraphicsImageRendererContext: NSObject {
    /// The context drawing goes to (current while the actions run: `UIGraphicsGetCurrentContext()`).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage { UIImage(drawing: cgContext.finishedDrawing()) }

    /// Fills a rectangle with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills a rectangle with a blend mode (recorded as source-over).
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes a one-point frame inside a rectangle with the current fill colour, as UIKit's does.
    open func stroke(_ rect: CGRect) { UIGraphicsContextStack.with(cgContext) { UIRectFrame(rect) } }

    /// Strokes a rectangle with a blend mode (recorded as source-over).
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { stroke(rect) }

    /// Intersects the clip with a rectangle.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
