import Foundation

/// Recognizes a two-finger rotation (a continuous gesture) and reports its angle.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians since the fingers' start; handlers often reset it to 0. Default 0.
    open var rotation: CGFloat = 0
    /// The speed of the rotation in radians per second. Headless: always zero.
    open var velocity: CGFloat { 0 }

    private var simulatedRotation: CGFloat?

    /// Continuous.
    override class var isContinuous: Bool { true }

    /// HeadlessUIKit: a rotation by `rotation` radians: `.began` at 0, `.changed` at `rotation`, then `.ended`.
    @discardableResult
    open func simulateRotation(by rotation: CGFloat) -> Bool {
        simulatedRotation = rotation
        defer { simulatedRotation = nil }
        return simulateRecognition()
    }

    /// Sets the rotation for each simulated state.
    override func willEnter(_ state: State) {
        switch state {
        case .began: rotation = 0
        case .changed: rotation = simulatedRotation ?? rotation
        default: break
        }
    }

    /// Returns to `.possible` with no rotation.
    open override func reset() {
        super.reset()
        rotation = 0
    }
}
