import Foundation

/// Where content of a size goes in a rectangle, for a layer's `contentsGravity` or a view's `contentMode`.
enum ContentPlacement {
    /// The rectangle for `contentsGravity` (Core Animation's gravity names are y-up: `top` is the bottom edge of
    /// a flipped layer; a view's layer is flipped, so UIKit's `.top` content mode maps to `.bottom` gravity. Here
    /// gravity is read in UIKit's y-down sense, as a view's layer shows it).
    static func rect(for size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resizeAspect: return aspect(size, in: bounds, fill: false)
        case .resizeAspectFill: return aspect(size, in: bounds, fill: true)
        case .center: return place(size, in: bounds, x: 0.5, y: 0.5)
        case .top: return place(size, in: bounds, x: 0.5, y: 0)
        case .bottom: return place(size, in: bounds, x: 0.5, y: 1)
        case .left: return place(size, in: bounds, x: 0, y: 0.5)
        case .right: return place(size, in: bounds, x: 1, y: 0.5)
        case .topLeft: return place(size, in: bounds, x: 0, y: 0)
        case .topRight: return place(size, in: bounds, x: 1, y: 0)
        case .bottomLeft: return place(size, in: bounds, x: 0, y: 1)
        case .bottomRight: return place(size, in: bounds, x: 1, y: 1)
        default: return bounds
        }
    }

    /// The rectangle for a view's `contentMode`: the gravity UIKit gives the view's layer for it (read y-down, as above).
    static func rect(for size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        let gravity: CALayerContentsGravity = switch mode {
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        default: .resize
        }
        return rect(for: size, in: bounds, gravity: gravity)
    }

    /// Scaled to fit (or fill) keeping the aspect ratio, centred.
    static func aspect(_ size: CGSize, in bounds: CGRect, fill: Bool) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        let sx = bounds.width / size.width, sy = bounds.height / size.height
        let s = fill ? max(sx, sy) : min(sx, sy)
        let scaled = CGSize(width: size.width * s, height: size.height * s)
        return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width, height: scaled.height)
    }

    /// Unscaled, at a fraction of the free space across and down.
    static func place(_ size: CGSize, in bounds: CGRect, x: CGFloat, y: CGFloat) -> CGRect {
        CGRect(x: bounds.minX + (bounds.width - size.width) * x, y: bounds.minY + (bounds.height - size.height) * y,
               width: size.width, height: size.height)
    }
}
