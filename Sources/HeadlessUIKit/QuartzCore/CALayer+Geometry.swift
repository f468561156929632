import Foundation

// A layer's frame is not stored: it is the bounds, placed so that the anchor point sits at
// `position`, transformed about it. A view's layer reads the view's storage (frame origin and
// bounds), so layout, which writes frames often, does not touch the layer.

extension CALayer {
    /// The bounds in the layer's own coordinates. A view's layer: the view's `bounds`.
    public var bounds: CGRect {
        get { hostView?.storedBounds ?? ownBounds }
        set {
            if let view = hostView { view.bounds = newValue; return }
            let resized = newValue.size != ownBounds.size
            ownBounds = newValue
            if resized, needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }

    /// Where the anchor point is, in the superlayer's coordinates. A view's layer: the view's `center`.
    public var position: CGPoint {
        get { hostView?.center ?? ownPosition }
        set { if let view = hostView { view.center = newValue } else { ownPosition = newValue } }
    }

    /// The frame in the superlayer's coordinates: the bounds placed at `position` by `anchorPoint`, the
    /// smallest rectangle holding them transformed. Setting it with a non-identity transform moves the
    /// layer so that its frame's centre is the new one's and keeps its size (Core Animation: undefined).
    /// A view's layer: the view's `frame`.
    public var frame: CGRect {
        get { hostView?.frame ?? CALayer.frame(bounds: ownBounds, position: ownPosition, anchor: anchorPoint, transform: transform) }
        set {
            if let view = hostView { view.frame = newValue; return }
            if CATransform3DIsIdentity(transform) {
                ownPosition = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
                bounds.size = newValue.size
            } else {
                let old = frame
                ownPosition.x += newValue.midX - old.midX
                ownPosition.y += newValue.midY - old.midY
            }
        }
    }

    /// The frame of `bounds` placed with `anchor` at `position` and transformed about it.
    nonisolated static func frame(bounds: CGRect, position: CGPoint, anchor: CGPoint, transform: CATransform3D) -> CGRect {
        let local = CGRect(x: -anchor.x * bounds.width, y: -anchor.y * bounds.height, width: bounds.width, height: bounds.height)
        let placed = CATransform3DIsIdentity(transform) ? local : local.applying(CATransform3DGetAffineTransform(transform))
        return placed.offsetBy(dx: position.x, dy: position.y)
    }

    /// Whether anchor point or transform differ from the defaults (a view then takes the slow geometry path).
    var hasNonDefaultGeometry: Bool {
        anchorPoint != CGPoint(x: 0.5, y: 0.5) || !CATransform3DIsIdentity(transform)
    }

    /// A view's layer keeps its position when the anchor point moves, so the view's frame moves.
    func anchorPointDidChange(from oldValue: CGPoint) {
        guard let view = hostView, oldValue != anchorPoint else { return }
        let size = view.storedBounds.size
        let position = CGPoint(x: view.frameOrigin.x + oldValue.x * size.width, y: view.frameOrigin.y + oldValue.y * size.height)
        view.hasLayerGeometry = hasNonDefaultGeometry
        view.frameOrigin = CGPoint(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height)
    }

    /// A view's frame follows its layer's transform.
    func transformDidChange() {
        hostView?.hasLayerGeometry = hasNonDefaultGeometry
    }

    /// Converts a point from this layer's coordinates to `layer`'s (both in one tree; transforms ignored).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let inRoot = offsetToRoot()
        let target = layer?.offsetToRoot() ?? .zero
        return CGPoint(x: point.x + inRoot.x - target.x, y: point.y + inRoot.y - target.y)
    }

    /// Converts a point from `layer`'s coordinates to this layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        (layer ?? rootLayer).convert(point, to: self)
    }

    /// Converts a rectangle from this layer's coordinates to `layer`'s.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: layer), size: rect.size)
    }

    /// Converts a rectangle from `layer`'s coordinates to this layer's.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: layer), size: rect.size)
    }

    private var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    /// Where this layer's bounds origin is in its root layer's coordinates.
    private func offsetToRoot() -> CGPoint {
        var offset = CGPoint.zero
        var layer: CALayer? = self
        while let current = layer, let parent = current.superlayer {
            let f = current.frame, b = current.bounds
            offset.x += f.minX - b.minX
            offset.y += f.minY - b.minY
            layer = parent
        }
        return offset
    }
}
