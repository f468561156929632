import Foundation

/// Recognizes a pinch (a continuous gesture) and reports its scale.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the pinch relative to the fingers' start; handlers often reset it to 1. Default 1.
    open var scale: CGFloat = 1
    /// The speed of the pinch in scale per second. Headless: always zero.
    open var velocity: CGFloat { 0 }

    private var simulatedScale: CGFloat?

    /// Continuous.
    override class var isContinuous: Bool { true }

    /// HeadlessUIKit: a pinch to `scale`: `.began` at 1, `.changed` at `scale`, then `.ended`.
    @discardableResult
    open func simulatePinch(to scale: CGFloat) -> Bool {
        simulatedScale = scale
        defer { simulatedScale = nil }
        return simulateRecognition()
    }

    /// Sets the scale for each simulated state.
    override func willEnter(_ state: State) {
        switch state {
        case .began: scale = 1
        case .changed: scale = simulatedScale ?? scale
        default: break
        }
    }

    /// Returns to `.possible` with a scale of 1.
    open override func reset() {
        super.reset()
        scale = 1
    }
}
