import Foundation

/// A spring timing curve.
@MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The damping ratio.
    public let dampingRatio: CGFloat
    /// The initial velocity.
    public let initialVelocity: CGVector
    /// A spring.
    public var timingCurveType: UITimingCurveType { .spring }

    /// The system's spring.
    public convenience init() { self.init(dampingRatio: 1) }
    /// A spring with a damping ratio.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        dampingRatio = ratio
        initialVelocity = velocity
    }
    /// A spring from physical values.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        initialVelocity = velocity
    }
}
