import Foundation

/// Told when a layer's animation starts and stops. An animation holds its delegate strongly, as in Core Animation.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started (on the scheduler turn after it was added).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
