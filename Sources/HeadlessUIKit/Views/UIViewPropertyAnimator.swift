import Foundation

/// An interruptible animation of view properties (iOS 10). Headless, as for `UIView.animate`: the
/// animation blocks run when the animator starts, so model values change at once; the completions
/// run with `.end` when the virtual clock reaches delay + duration × (1 − fraction complete).
/// Pausing stops the clock's hold on it; `fractionComplete` is only recorded; reversing swaps the
/// final position to `.start` (the blocks cannot be undone, as on iOS the model values stay set).
@MainActor
open class UIViewPropertyAnimator {
    /// The animation's length.
    public let duration: TimeInterval
    /// The timing parameters' curve (for source compatibility).
    public let curve: UIView.AnimationCurve
    /// The animator's state.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation is running (started and not paused).
    public private(set) var isRunning = false
    /// Whether the animation runs backwards (`.start` is where it ends).
    open var isReversed = false
    /// How far the animation is, 0…1 (set while paused to scrub).
    open var fractionComplete: CGFloat = 0
    /// Whether touches reach the views during the animation.
    open var isUserInteractionEnabled = true
    /// Whether `pauseAnimation()` and scrubbing are allowed.
    open var isInterruptible = true
    /// Whether a paused animation is scrubbed along its timing curve.
    open var scrubsLinearly = true
    /// Whether the animator pauses when it completes (iOS 11).
    open var pausesOnCompletion = false
    /// The delay before the animation starts.
    public private(set) var delay: TimeInterval = 0

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var endToken: Int?
    private var startedAt: TimeInterval = 0

    /// Makes an animator with a standard curve.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        if let animations { self.animations.append(animations) }
    }

    /// Makes an animator with a Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Makes a spring animator.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Makes an animator with timing parameters (`UICubicTimingParameters`, `UISpringTimingParameters`).
    public convenience init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.init(duration: duration, curve: .easeInOut)
    }

    /// Makes and starts an animator (the `UIView.animate` replacement).
    @discardableResult
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                              animations: @escaping () -> Void,
                                              completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations; added while running, they run at once.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { animations.append(animation) }
    }

    /// Adds animations that start later in the animation (headless: they run with the others).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    /// Adds a block run with the final position when the animation ends.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Starts the animation (or resumes a paused one).
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation after a delay.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive {
            self.delay = delay
            activate()
        }
        isRunning = true
        startedAt = Scheduler.shared.now
        let remaining = UIView.effectiveDuration(delay + duration * Double(1 - min(1, max(0, fractionComplete))))
        CATransaction.noteAnimation(endingAt: Scheduler.shared.now + remaining)
        endToken = Scheduler.shared.schedule(after: remaining, "UIViewPropertyAnimator end") { [weak self] in
            self?.complete(at: self?.isReversed == true ? .start : .end)
        }
    }

    /// Pauses a running animation, keeping where it is.
    open func pauseAnimation() {
        if state == .inactive {
            activate()
            return
        }
        guard isRunning else { return }
        isRunning = false
        if let endToken { Scheduler.shared.cancel(endToken) }
        endToken = nil
        if duration > 0 {
            fractionComplete = min(1, fractionComplete + CGFloat((Scheduler.shared.now - startedAt - delay) / duration))
        }
    }

    /// Stops the animation: with `withoutFinishing` true it ends now, with no completion; otherwise
    /// it waits in `.stopped` for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        if let endToken { Scheduler.shared.cancel(endToken) }
        endToken = nil
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animation at a position, running the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        complete(at: finalPosition)
    }

    /// Continues a paused animation with other timing (headless: it resumes).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        startAnimation()
    }

    /// Becomes active: the animation blocks run now (model values change at once, headless).
    private func activate() {
        state = .active
        let blocks = animations
        animations = []
        for block in blocks { block() }
    }

    private func complete(at position: UIViewAnimatingPosition) {
        endToken = nil
        isRunning = false
        if pausesOnCompletion, position == .end {
            fractionComplete = 1
            return
        }
        state = .inactive
        fractionComplete = 0
        let blocks = completions
        completions = []
        for block in blocks { block(position) }
    }
}
