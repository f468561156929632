import Foundation

// Every view has a layer (UIKit makes it in init; HeadlessUIKit on first use of `layer`, so that
// views nobody draws or styles cost nothing more). The view's storage stays the source of truth for
// what both have (frame, bounds, center/position, backgroundColor, alpha/opacity, isHidden,
// clipsToBounds/masksToBounds, isOpaque); the layer keeps the rest (corner radius, border, shadow,
// transform, anchor point…). Once a view's layer exists, its subviews' layers do too: making a
// layer makes its subviews' layers its sublayers, and subviews added later add theirs.

extension UIView: CALayerDelegate {}

extension UIView {
    /// The view's layer, of the class `layerClass` names; its delegate is the view.
    public var layer: CALayer { layerStorage ?? makeLayer() }

    private func makeLayer() -> CALayer {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        let layer = layerType.init()
        layer.hostView = self
        layer.contentsScale = UIScreen.main.scale
        layerStorage = layer
        for subview in subviews {
            let child = subview.layer
            child.detachFromSuperlayer()
            layer.storedSublayers.append(child)
            child.storedSuperlayer = layer
        }
        return layer
    }

    /// The anchor point, (0.5, 0.5) unless the layer's was moved.
    var layerAnchor: CGPoint {
        hasLayerGeometry ? layerStorage?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) : CGPoint(x: 0.5, y: 0.5)
    }

    /// The frame with the layer's anchor point and transform.
    var layerGeometryFrame: CGRect {
        guard let layer = layerStorage else { return CGRect(origin: frameOrigin, size: storedBounds.size) }
        return CALayer.frame(bounds: storedBounds, position: center, anchor: layer.anchorPoint, transform: layer.transform)
    }

    /// Puts a subview's layer among this view's sublayers: below the layer of the subview now above
    /// it, or on top (above sublayers the app added) when it is the top subview, as UIKit does.
    func layerDidInsert(_ view: UIView) {
        guard let parentLayer = layerStorage else {
            view.layerStorage?.detachFromSuperlayer()
            return
        }
        let child = view.layer
        if let index = subviews.firstIndex(where: { $0 === view }), index + 1 < subviews.count,
           let above = subviews[index + 1].layerStorage, above.storedSuperlayer === parentLayer {
            parentLayer.insertSublayer(child, below: above)
        } else {
            parentLayer.addSublayer(child)
        }
    }
}

extension CALayer {
    /// Swaps two sublayers' places (`exchangeSubview(at:withSubviewAt:)`).
    func exchangeSublayers(_ a: CALayer?, _ b: CALayer?) {
        guard let a, let b, let i = storedSublayers.firstIndex(where: { $0 === a }),
              let j = storedSublayers.firstIndex(where: { $0 === b }) else { return }
        storedSublayers.swapAt(i, j)
    }
}
