import Foundation

/// What a layer asks its delegate (a view's layer: the view).
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// Asked to set the layer's contents (`displayIfNeeded()` after `setNeedsDisplay()`).
    func display(_ layer: CALayer)
    /// Asked to lay out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Asked to draw the layer's content into `ctx` (a view's layer: the view's `draw(_:)`).
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    /// Does nothing.
    public func display(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}
