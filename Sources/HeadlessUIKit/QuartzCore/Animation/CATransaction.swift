import Foundation

/// Core Animation's transactions: a group of layer changes and animations with a shared duration,
/// timing and completion block.
///
/// Headless: `begin()`/`commit()` nest; without them, an implicit transaction is open until the
/// next scheduler turn, as Core Animation commits at the end of the run-loop turn. The completion
/// block runs when every animation added during the transaction has ended — `CAAnimation`s on
/// layers and `UIView.animate` blocks — or on the next turn when there were none; never inside the
/// call. Implicit layer animations do not exist here (model values change at once), so
/// `setDisableActions` only records its flag.
@MainActor
public final class CATransaction {
    private final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (@MainActor () -> Void)?
        var values: [String: Any] = [:]
        /// The latest time on the virtual clock an animation added in this transaction ends at.
        var latestEnd: TimeInterval?
        let isImplicit: Bool
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    private static var stack: [Frame] = []
    private static var implicitCommitScheduled = false

    private init() {}

    /// Opens a transaction.
    public static func begin() { stack.append(Frame(isImplicit: false)) }

    /// Closes the innermost transaction; its completion block is scheduled for when its animations end.
    public static func commit() {
        guard let frame = stack.popLast() else { return }
        finish(frame)
    }

    /// Commits the implicit transaction now (headless: its completion is scheduled as on commit).
    public static func flush() {
        if let index = stack.lastIndex(where: { $0.isImplicit }) { finish(stack.remove(at: index)) }
    }

    /// Nothing to lock headless (one thread).
    public static func lock() {}
    /// Nothing to unlock headless.
    public static func unlock() {}

    /// The duration animations of this transaction take by default (0.25 s).
    public static func animationDuration() -> CFTimeInterval {
        stack.reversed().lazy.compactMap(\.duration).first ?? 0.25
    }

    /// Sets the default duration for this transaction.
    public static func setAnimationDuration(_ dur: CFTimeInterval) { current().duration = dur }

    /// The default timing curve of this transaction.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        stack.reversed().lazy.compactMap(\.timingFunction).first
    }

    /// Sets the default timing curve of this transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current().timingFunction = function }

    /// Whether implicit animations are off in this transaction.
    public static func disableActions() -> Bool {
        stack.reversed().lazy.compactMap(\.disableActions).first ?? false
    }

    /// Turns implicit animations off or on for this transaction.
    public static func setDisableActions(_ flag: Bool) { current().disableActions = flag }

    /// The block run when this transaction's animations end.
    public static func completionBlock() -> (@MainActor () -> Void)? { stack.last?.completion }

    /// Sets the block run when this transaction's animations end.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) { current().completion = block }

    /// A value of this transaction.
    public static func value(forKey key: String) -> Any? {
        for frame in stack.reversed() { if let value = frame.values[key] { return value } }
        return nil
    }

    /// Sets a value of this transaction.
    public static func setValue(_ anObject: Any?, forKey key: String) { current().values[key] = anObject }

    /// Forgets open transactions (for `resetForTesting()`).
    static func reset() {
        stack.removeAll()
        implicitCommitScheduled = false
    }

    /// Notes that an animation added now ends at `end` on the virtual clock (nil: never), for the completion blocks
    /// of the open transactions.
    static func noteAnimation(endingAt end: TimeInterval?) {
        guard !stack.isEmpty else { return }
        let time = end ?? .infinity
        for frame in stack { frame.latestEnd = max(frame.latestEnd ?? time, time) }
    }

    /// The innermost transaction, opening an implicit one (committed on the next scheduler turn) when none is open.
    private static func current() -> Frame {
        if let frame = stack.last { return frame }
        let frame = Frame(isImplicit: true)
        stack.append(frame)
        if !implicitCommitScheduled {
            implicitCommitScheduled = true
            Scheduler.shared.schedule("CATransaction implicit commit") {
                implicitCommitScheduled = false
                flush()
            }
        }
        return frame
    }

    private static func finish(_ frame: Frame) {
        guard let completion = frame.completion else { return }
        let end = frame.latestEnd ?? Scheduler.shared.now
        // An animation that never ends keeps its transaction's completion from running, as in Core Animation.
        guard end.isFinite else { return }
        Scheduler.shared.schedule(at: max(end, Scheduler.shared.now), "CATransaction completion", kind: .work) { completion() }
    }
}
