import Foundation

// Issue 12: a layer tree as a recorded drawing (LayerRenderer holds Core Animation's drawing order).

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own bounds' coordinates (its position and
    /// transform are not applied, as Core Animation's `render(in:)`). A hidden layer draws nothing.
    public func render(in ctx: CGContext) { LayerRenderer.draw(self, in: ctx) }

    /// The layer tree as a drawing whose canvas is the layer's bounds, at `scale` (nil: the screen's).
    package func drawing(scale: CGFloat? = nil) -> Drawing {
        let ctx = CGContext(size: bounds.size, scale: scale ?? ScreenScale.current)
        if bounds.origin != .zero { ctx.translateBy(x: -bounds.minX, y: -bounds.minY) }
        LayerRenderer.draw(self, in: ctx)
        return ctx.finishedDrawing()
    }
}
