import Foundation

// Keyframe animations and view-to-view transitions. Headless, as every animation: the blocks run at
// once, in order, so the model values end where the last keyframe puts them (UIKit's model values do
// the same; only the presentation layer moves through the frames), and the completion runs when the
// virtual clock reaches delay + duration.

extension UIView {
    /// Options for keyframe animations.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Makes options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews during the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Allow touches during the animation.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the current state.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat forever (headless: the completion never runs).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation between keyframes.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace over the keyframes.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Animates keyframes: `animations` (which adds them) runs now, and each keyframe's block with it;
    /// `completion(true)` runs when the clock reaches delay + duration.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        animations()
        scheduleCompletion(after: delay + duration, options: options.contains(.repeat) ? .repeat : [], completion)
    }

    /// Adds a keyframe to the enclosing `animateKeyframes` call: its block runs now (headless).
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        animations()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (with `.showHideTransitionViews`: hides
    /// `fromView` and shows `toView` instead), at once; `completion(true)` runs when the clock reaches `duration`.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            if toView.superview !== superview { superview.insertSubview(toView, aboveSubview: fromView) }
            fromView.removeFromSuperview()
        }
        scheduleCompletion(after: duration, options: options, completion)
    }
}
