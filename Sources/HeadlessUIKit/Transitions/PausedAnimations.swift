import Foundation

/// The animations a custom animator starts while an interactive transition begins: UIKit runs them
/// paused (the percent-driven driver scrubs them) and lets them run to their end, or back to their
/// start, when the interaction finishes or is cancelled. Headless, their blocks ran at once (the
/// model values changed, as in UIKit); what waits is their completions, which usually call
/// `completeTransition(_:)`.
@MainActor
final class PausedAnimations {
    /// Where `UIView`'s animations put their completions instead of the clock, while set.
    static var capturing: PausedAnimations?

    private var held: [(duration: TimeInterval, completion: ((Bool) -> Void)?)] = []

    /// Runs `body` (the animator's `animateTransition(using:)`) with its animations held here.
    func capture(_ body: () -> Void) {
        let outer = Self.capturing
        Self.capturing = self
        defer { Self.capturing = outer }
        body()
    }

    /// Keeps one animation's completion, with the animation's length (delay included).
    func hold(duration: TimeInterval, _ completion: ((Bool) -> Void)?) {
        held.append((duration, completion))
    }

    /// Lets the animations run on from `percent` of their length: to their end (`forward`) or back to
    /// their start; each completion runs when its animation gets there, at `speed` times the normal pace.
    func resume(from percent: CGFloat, forward: Bool, speed: CGFloat) {
        let animations = held
        held = []
        let fraction = Double(forward ? 1 - percent : percent)
        let pace = speed > 0 ? Double(speed) : 1
        for (duration, completion) in animations {
            let remaining = UIView.effectiveDuration(duration * fraction / pace)
            CATransaction.noteAnimation(endingAt: Scheduler.shared.now + remaining)
            Scheduler.shared.schedule(after: remaining, "interactive animation completion") { completion?(true) }
        }
    }
}
