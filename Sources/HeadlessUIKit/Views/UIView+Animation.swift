import Foundation

// Animations are headless: the animation block runs at once, so the model values change at once
// (as they do in UIKit, whose presentation layer is what moves). The completion runs through
// the scheduler when the virtual clock reaches the end; a zero-length or disabled animation still
// completes on the next scheduler turn, never inside the call, as in UIKit.

extension UIView {
    /// Options for animations (kept for source compatibility; curves do not matter headless).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Makes options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews during the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow touches during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever (headless: completion never runs).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// In `transition(from:to:…)`, hide and show the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    }

    private static var animationsEnabledFlag = true

    /// Whether animations run over time; when false they complete on the next scheduler turn.
    public static var areAnimationsEnabled: Bool { animationsEnabledFlag }

    /// Turns animations on or off.
    public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabledFlag = enabled }

    /// Runs `actionsWithoutAnimation` with animations off, then restores the previous setting.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let previous = animationsEnabledFlag
        animationsEnabledFlag = false
        defer { animationsEnabledFlag = previous }
        actionsWithoutAnimation()
    }

    /// Animates: `animations` runs now; `completion(true)` runs when the clock reaches delay + duration.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        scheduleCompletion(after: delay + duration, options: options, completion)
    }

    /// Animates with no delay.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with no delay and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation; headless it times like any other.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// A transition on one view: `animations` runs now, completion at the end.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        scheduleCompletion(after: duration, options: options, completion)
    }

    /// The length an animation of `duration` takes on the virtual clock.
    static func effectiveDuration(_ duration: TimeInterval) -> TimeInterval {
        areAnimationsEnabled ? max(0, duration) : 0
    }

    static func scheduleCompletion(after duration: TimeInterval, options: AnimationOptions,
                                   _ completion: ((Bool) -> Void)?) {
        // A repeating animation never finishes, so its completion never runs.
        guard !options.contains(.repeat) else { CATransaction.noteAnimation(endingAt: nil); return }
        // Inside an interactive transition's start, the animation is paused until the interaction ends.
        if let paused = PausedAnimations.capturing { paused.hold(duration: duration, completion); return }
        CATransaction.noteAnimation(endingAt: Scheduler.shared.now + effectiveDuration(duration))
        Scheduler.shared.schedule(after: effectiveDuration(duration), "animation completion") {
            completion?(true)
        }
    }
}
