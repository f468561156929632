import Foundation
import HeadlessUIKit
import HeadlessRendering

/// How the strategies turn a view or a controller into a `Drawing`, then pixels or SVG.
@MainActor
enum SnapshotRendering {
    /// The renderer (linked through this target's dependency on HeadlessRendering).
    static var backend: any DrawingBackend.Type { RasterBackend.self }

    /// A view alone, at its own size (or `size`), laid out first.
    static func drawing(of view: UIView, size: CGSize?, scale: CGFloat) -> Drawing {
        if let size, view.bounds.size != size { view.frame.size = size }
        view.layoutIfNeeded()
        return view.drawing(scale: scale)
    }

    /// A controller on a device: the screen made the configuration's size and safe area, the controller put in a
    /// new window as its root, shown, laid out and drained (deferred work runs, as a real run loop turn would), then
    /// drawn; afterwards the window is hidden and lets the controller go, and the screen is put back.
    static func drawing(of controller: UIViewController, config: ViewImageConfig, scale: CGFloat?) -> Drawing {
        let pixels = scale ?? (config.traits.displayScale > 0 ? config.traits.displayScale : UIScreen.main.scale)
        return UIScreen.main.withSettings(size: config.size, safeArea: config.size == nil ? nil : config.safeArea, scale: pixels) {
            controller.fullScreenDrawing(scale: pixels)
        }
    }

    /// The pixels of a drawing.
    static func bitmap(_ drawing: Drawing) -> DrawingBitmap { backend.rasterize(drawing) }

    /// An image of a drawing's pixels, at its scale.
    static func image(_ drawing: Drawing) -> UIImage {
        image(of: bitmap(drawing), scale: drawing.scale)
    }

    /// An image of pixels, at a scale (kept as PNG bytes, as an image read from a file is).
    static func image(of bitmap: DrawingBitmap, scale: CGFloat) -> UIImage {
        UIImage(data: backend.pngData(of: bitmap), scale: scale) ?? UIImage()
    }

    /// The pixels of an image (nil: it has none this renderer can read).
    static func bitmap(of image: UIImage) -> DrawingBitmap? { image.bitmap }
}
