import Foundation

/// Recognizes a pointer hovering over its view (iOS 13, iPad pointer and Mac). Headless: there is no
/// pointer; `simulateRecognition(at:)` sends its actions as if the pointer were at a location.
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    override class var isContinuous: Bool { true }

    /// The z distance of a hovering pencil (iOS 16.1; headless: 0).
    open var zOffset: CGFloat { 0 }
    /// The altitude angle of a hovering pencil (headless: π/2, upright).
    open var altitudeAngle: CGFloat { .pi / 2 }

    /// The azimuth angle of a hovering pencil in a view (headless: 0).
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
}
