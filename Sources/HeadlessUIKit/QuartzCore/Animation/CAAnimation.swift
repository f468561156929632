import Foundation

/// An explicit Core Animation animation, added to a layer with `add(_:forKey:)`.
///
/// Headless, as for `UIView.animate`: what moves on iOS is the presentation layer, never the
/// model, so an animation changes no layer property (an app sets the final value itself, or relies
/// on `fillMode = .forwards` with `isRemovedOnCompletion = false`, which only the screen shows).
/// Its timing is real: the delegate hears `animationDidStart` on the next scheduler turn and
/// `animationDidStop(_:finished: true)` when the virtual clock reaches the end (duration × repeat
/// count, doubled when it autoreverses, over speed); an infinitely repeating animation never stops;
/// removing it first sends `finished: false`. A duration of 0 means the transaction's (0.25 s).
@MainActor
open class CAAnimation: NSObject {
    /// The length of one pass, in seconds; 0 uses the transaction's duration (0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// When the animation starts, in the layer's time (0: when it is added; `CACurrentMediaTime() + d` delays it).
    open var beginTime: CFTimeInterval = 0
    /// The time scale: 2 runs twice as fast; 0 stops it.
    open var speed: Float = 1
    /// An offset into the animation's own time.
    open var timeOffset: CFTimeInterval = 0
    /// How many passes to run (`.infinity` forever; 0 means 1).
    open var repeatCount: Float = 0
    /// How long to repeat, in seconds (instead of `repeatCount`).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass runs forwards then backwards.
    open var autoreverses = false
    /// What shows outside the active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The timing curve (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer removes the animation when it ends (true by default).
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; held strongly, as Core Animation does.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation is allowed to run at a lower frame rate to save power.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Makes an animation.
    public required override init() { super.init() }

    /// Makes a new animation (Core Animation's class factory).
    public class func animation() -> Self { self.init() }

    /// The default value of a property (Core Animation's defaults: none here).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy: the layer keeps one, as Core Animation copies the animation it is given.
    func makeCopy() -> CAAnimation {
        let copy = type(of: self).init()
        copyTiming(to: copy)
        return copy
    }

    /// Copies what every animation has; subclasses add theirs.
    func copyTiming(to copy: CAAnimation) {
        copy.duration = duration
        copy.beginTime = beginTime
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        copy.preferredFrameRateRange = preferredFrameRateRange
    }

    /// The length of one pass: `duration`, or the transaction's when it is 0.
    var passDuration: CFTimeInterval { duration > 0 ? duration : CATransaction.animationDuration() }

    /// How long the animation runs on the virtual clock from its start; nil when it never ends.
    var activeDuration: CFTimeInterval? {
        let pass = passDuration
        var total: CFTimeInterval
        if repeatDuration > 0 {
            total = repeatDuration
        } else {
            if repeatCount.isInfinite { return nil }
            total = pass * Double(max(1, repeatCount)) * (autoreverses ? 2 : 1)
        }
        if speed == 0 { return nil }
        total /= Double(abs(speed))
        return max(0, total)
    }
}

/// The frame rates an animation may run at (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate.
    public var minimum: Float
    /// The highest rate.
    public var maximum: Float
    /// The preferred rate.
    public var preferred: Float?
    /// Makes a range.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// The system's default range.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0)
}

/// The current time on HeadlessUIKit's clock, in seconds (Core Animation's media time).
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { Scheduler.shared.now }
