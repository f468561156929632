import Foundation

// Issue 12: a view's picture. A view draws through its layer (LayerRenderer): background, its own look (the
// controls' `+Drawing.swift` files: what UIKit draws itself, not the subviews it already has), then `draw(_:)`
// with the context current, then its subviews' layers.

/// A view that draws a look of its own (UIKit's controls), before `draw(_:)`, in its bounds' coordinates.
@MainActor
protocol ViewContentDrawing: UIView {
    /// Records the view's own look into `ctx`.
    func drawContent(in ctx: CGContext)
}

/// A view that draws over its subviews (a cell's accessory and separator), after its sublayers, before the border.
@MainActor
protocol ViewOverlayDrawing: UIView {
    /// Records what the view draws above its subviews into `ctx`.
    func drawOverlay(in ctx: CGContext)
}

extension UIView {
    /// The layer's delegate call: the view's own look, then `draw(_:)` with `ctx` current and the bounds.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === layerStorage else { return }
        UIGraphicsContextStack.with(ctx) {
            (self as? ViewContentDrawing)?.drawContent(in: ctx)
            draw(bounds)
        }
    }

    /// The view and its subviews as a drawing whose canvas is the view's bounds (a window: the screen), at
    /// `scale` (nil: the screen's).
    package func drawing(scale: CGFloat? = nil) -> Drawing { layer.drawing(scale: scale) }

    /// Draws a snapshot of the view hierarchy into `rect` of the current context, scaled to fit; false when there
    /// is no current context. With `afterScreenUpdates`, pending layout is done first.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        if afterScreenUpdates { layoutIfNeeded() }
        let b = bounds
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        if b.width > 0, b.height > 0, rect.size != b.size {
            ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        }
        if b.origin != .zero { ctx.translateBy(x: -b.minX, y: -b.minY) }
        LayerRenderer.draw(layer, in: ctx)
        ctx.restoreGState()
        return true
    }
}
