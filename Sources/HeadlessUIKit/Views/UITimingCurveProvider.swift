import Foundation

/// A timing curve for a property animator.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
}

/// The kinds of timing curves, with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable {
    /// A standard curve.
    case builtin = 0
    /// A cubic Bézier.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic and a spring.
    case composed = 3
}
