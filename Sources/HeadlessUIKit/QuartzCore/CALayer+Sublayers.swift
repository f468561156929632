import Foundation

// The layer tree. A view's layer's sublayers are its subviews' layers, in the subviews' order,
// with any sublayers the app added (UIView+Layer keeps them in step as subviews come and go).

extension CALayer {
    /// The sublayers, back to front; nil when there are none, as in Core Animation.
    public var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.storedSuperlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(storedSublayers.count)) }
        }
    }

    /// The layer this one is a sublayer of. A view's layer: its superview's layer.
    public var superlayer: CALayer? {
        if let parent = storedSuperlayer { return parent }
        // The superview's layer is made on first use; making it adopts this one.
        if let superview = hostView?.superview { return superview.layer }
        return nil
    }

    /// Adds a sublayer on top (moving it from its superlayer).
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(storedSublayers.count))
    }

    /// Adds a sublayer at an index (moving it from its superlayer; an index past the end appends).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.detachFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(index), storedSublayers.count))
        layer.storedSuperlayer = self
    }

    /// Adds a sublayer just below a sibling (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard layer !== sibling else { return }
        layer.detachFromSuperlayer()
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? storedSublayers.count
        storedSublayers.insert(layer, at: index)
        layer.storedSuperlayer = self
    }

    /// Adds a sublayer just above a sibling (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard layer !== sibling else { return }
        layer.detachFromSuperlayer()
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s }.map { $0 + 1 } } ?? storedSublayers.count
        storedSublayers.insert(layer, at: index)
        layer.storedSuperlayer = self
    }

    /// Puts `newLayer` where `oldLayer` is, removing `oldLayer`.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer. A view's layer leaves its superview's layer; the view
    /// stays a subview (as in UIKit, where this is a misuse: remove the view instead).
    public func removeFromSuperlayer() { detachFromSuperlayer() }

    func detachFromSuperlayer() {
        guard let parent = storedSuperlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
    }

    /// The topmost sublayer (at any depth) containing `point`, in the superlayer's coordinates; nil when none.
    public func hitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden, frame.contains(point) else { return nil }
        let local = CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
        for layer in storedSublayers.reversed() {
            if let hit = layer.hitTest(local) { return hit }
        }
        return self
    }

    /// Whether `point` (in the layer's coordinates) is inside the bounds.
    public func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }
}
