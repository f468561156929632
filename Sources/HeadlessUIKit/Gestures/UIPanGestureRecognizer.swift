import Foundation

/// Recognizes a drag (a continuous gesture) and reports how far it moved.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan. Default `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// The translation, in the recognizer's view's coordinates.
    var storedTranslation: CGPoint = .zero
    /// The translation `simulatePan(by:)` reaches at `.changed`.
    private var simulatedTranslation: CGPoint?

    /// Continuous.
    override class var isContinuous: Bool { true }

    /// How far the finger moved since the gesture began (or since the last `setTranslation`), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        guard let own = self.view, let view, view !== own else { return storedTranslation }
        let origin = own.convert(CGPoint.zero, to: view)
        let moved = own.convert(storedTranslation, to: view)
        return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
    }

    /// Resets the translation (handlers usually set zero after applying it).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let own = self.view, let view, view !== own else {
            storedTranslation = translation
            return
        }
        let origin = view.convert(CGPoint.zero, to: own)
        let moved = view.convert(translation, to: own)
        storedTranslation = CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
    }

    /// The speed of the drag in points per second. Headless: always zero.
    open func velocity(in view: UIView?) -> CGPoint { .zero }

    /// HeadlessUIKit: a drag by `translation` (in the view's coordinates): `.began` at zero,
    /// `.changed` at `translation`, then `.ended`, as `simulateRecognition()` sends them.
    @discardableResult
    open func simulatePan(by translation: CGPoint) -> Bool {
        simulatedTranslation = translation
        defer { simulatedTranslation = nil }
        return simulateRecognition()
    }

    /// Sets the translation for each simulated state.
    override func willEnter(_ state: State) {
        switch state {
        case .began: storedTranslation = .zero
        case .changed: storedTranslation = simulatedTranslation ?? storedTranslation
        default: break
        }
    }

    /// Returns to `.possible` with no translation.
    open override func reset() {
        super.reset()
        storedTranslation = .zero
    }
}
