import Foundation

extension ModalPresentation {
    /// Makes a presentation's or dismissal's coordinator (the `transitionCoordinator` of both
    /// controllers until it ends) and returns it with the custom animator, if any, and the
    /// transition's length: the animator's `transitionDuration`, else `duration`.
    static func coordinate(from: UIViewController, to: UIViewController, container: UIView, animated: Bool,
                           style: UIModalPresentationStyle, finalFrame: CGRect?,
                           animator: (any UIViewControllerAnimatedTransitioning)?)
        -> (TransitionCoordinator, (any UIViewControllerAnimatedTransitioning)?, TimeInterval) {
        var frames: [ObjectIdentifier: CGRect] = [:]
        if let finalFrame { frames[ObjectIdentifier(to)] = finalFrame }
        let length = animator.map { $0.transitionDuration(using: nil) } ?? duration
        let coordinator = TransitionCoordinator(from: from, to: to, container: container, animated: animated,
                                                duration: length, style: style, finalFrames: frames)
        coordinator.register([from, to])
        return (coordinator, animator, length)
    }

    /// Runs a presentation's or dismissal's end at the scheduler's turn after its animation, with whether it
    /// completed: `duration` on the clock for the standard animation; for a custom animator, once it calls
    /// `completeTransition(_:)` (UIKit waits for that call, not for `transitionDuration`), with its argument.
    static func whenAnimationEnds(_ coordinator: TransitionCoordinator, animator: (any UIViewControllerAnimatedTransitioning)?,
                                  after duration: TimeInterval, _ label: String, _ end: @escaping @MainActor (Bool) -> Void) {
        guard let animator else {
            Scheduler.shared.schedule(after: UIView.effectiveDuration(duration), label) { end(true) }
            return
        }
        // The next turn even when the animator completes inside `animateTransition(using:)`: a presentation's end
        // never runs inside `present(_:animated:completion:)`.
        coordinator.waitForAnimator(animator) { completed in Scheduler.shared.schedule(label) { end(completed) } }
    }
}
