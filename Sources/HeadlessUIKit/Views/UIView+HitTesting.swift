import Foundation

extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // UIKit ignores hidden, non-interactive and nearly transparent views, and their subtrees.
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// Converts a point from this view's coordinates to another view's (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// Converts a point from another view's coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.pointInRoot(point) ?? point
        return pointFromRoot(inRoot)
    }

    /// Converts a rectangle from this view's coordinates to another view's (nil: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from another view's coordinates (nil: the window's) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The point in the coordinates of the topmost ancestor.
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView? = self
        while let current = view, current.superview != nil {
            result.x += current.frameOrigin.x - current.storedBounds.origin.x
            result.y += current.frameOrigin.y - current.storedBounds.origin.y
            view = current.superview
        }
        return result
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let zero = pointInRoot(.zero)
        return CGPoint(x: point.x - zero.x, y: point.y - zero.y)
    }
}
