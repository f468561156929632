import Foundation

/// Recognizes a press held in place (a continuous gesture: began when held long enough, then changed and ended).
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press must last, in seconds. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The fingers that must press. Default 1.
    open var numberOfTouchesRequired = 1
    /// The taps before the press. Default 0.
    open var numberOfTapsRequired = 0
    /// How far the finger may move, in points, before the gesture fails. Default 10.
    open var allowableMovement: CGFloat = 10

    /// Continuous.
    override class var isContinuous: Bool { true }
}
