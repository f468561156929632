import Foundation

/// A cubic timing curve.
@MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The standard curve, when made from one.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// A cubic curve.
    public var timingCurveType: UITimingCurveType { .cubic }

    /// The default curve (ease in, ease out).
    public convenience init() { self.init(animationCurve: .easeInOut) }
    /// A standard curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = .zero
        controlPoint2 = CGPoint(x: 1, y: 1)
    }
    /// A curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }
}
