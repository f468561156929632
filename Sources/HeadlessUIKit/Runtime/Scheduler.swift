import Foundation

/// HeadlessUIKit's main-thread scheduler: deferred work (appearance transitions, layout passes,
/// animation completions) waits here on a virtual clock.
///
/// Tests drain it on demand (`UIApplication.shared.runUntilIdle()`, `advanceTime(by:)`), so
/// nothing happens behind their back: inside a `@MainActor` Swift Testing test the main queue
/// does not drain, and a RunLoop timer never fires. A program that runs the main run loop gets
/// the same work in real time: the scheduler keeps one `Timer` on `RunLoop.main` armed for the
/// earliest item, and when it fires the virtual clock advances by the wall time that passed.
@MainActor
final class Scheduler {
    static let shared = Scheduler()

    /// What a queued item is, which decides whether `runUntilIdle()` moves the clock for it.
    enum Kind {
        /// Deferred work (transitions, layout, animation completions): `runUntilIdle()` advances the clock to it.
        case work
        /// A timer's firing or a delayed perform: it runs when the clock reaches it, and `runUntilIdle()` does not
        /// move the clock for it (a repeating timer would never let it return).
        case timer
    }

    private struct Item {
        let due: TimeInterval
        let sequence: Int
        let label: String
        let kind: Kind
        let work: @MainActor () -> Void
    }

    /// The virtual clock, in seconds since the process started using HeadlessUIKit.
    private(set) var now: TimeInterval = 0
    private var items: [Item] = []   // kept sorted by (due, sequence)
    private var sequence = 0
    private var layoutPassPending = false
    private var layoutRequests: [Weak<UIView>] = []

    /// The most items one drain runs before it reports a loop of work that keeps re-scheduling itself.
    var runawayLimit = 1_000_000

    // Real-time pumping.
    private var timer: Foundation.Timer?
    private var timerDue: TimeInterval = .infinity
    /// Set at the first timer tick, the proof that a run loop runs: from then on the virtual
    /// clock follows the wall clock. Never set inside tests, whose run loop does not run.
    private var wallAnchor: (wall: Date, virtual: TimeInterval)?

    /// Whether `runUntilIdle()` has something to run: deferred work, or a timer that is due now.
    var hasPendingWork: Bool { items.contains { $0.kind == .work || $0.due <= now } }

    /// When the earliest timer (or delayed perform) is due, if one waits.
    var nextTimerDue: TimeInterval? { items.first { $0.kind == .timer }?.due }

    /// Queues `work` to run when the clock reaches `now + delay`; same-time items run in the order queued.
    /// Returns a token for `cancel(_:)`.
    @discardableResult
    func schedule(after delay: TimeInterval = 0, _ label: String, kind: Kind = .work, _ work: @escaping @MainActor () -> Void) -> Int {
        followWallClock()
        return schedule(at: now + max(0, delay), label, kind: kind, work)
    }

    /// Queues `work` to run when the clock reaches `due` (at once if that is past).
    @discardableResult
    func schedule(at due: TimeInterval, _ label: String, kind: Kind, _ work: @escaping @MainActor () -> Void) -> Int {
        sequence += 1
        let item = Item(due: max(now, due), sequence: sequence, label: label, kind: kind, work: work)
        let index = items.firstIndex { ($0.due, $0.sequence) > (item.due, item.sequence) } ?? items.endIndex
        items.insert(item, at: index)
        armRealTimeTimer()
        return sequence
    }

    /// The clock now: in a program that runs the main run loop, first moved up to the wall clock.
    func currentTime() -> TimeInterval {
        followWallClock()
        return now
    }

    /// Drops a queued item (an invalidated timer, a cancelled perform); nothing happens if it already ran.
    func cancel(_ token: Int) {
        items.removeAll { $0.sequence == token }
    }

    /// Asks for one layout pass at the current time (rule 75: calls merge).
    func requestLayout(of view: UIView) {
        layoutRequests.append(Weak(view))
        guard !layoutPassPending else { return }
        layoutPassPending = true
        schedule("layout pass") { [unowned self] in self.runLayoutPass() }
    }

    /// Lays out every visible window that asked for layout, from its root down (rule 76).
    ///
    /// Rule 75: UIKit lays out when Core Animation commits the layer trees of on-screen windows,
    /// so a view that is not in a visible window keeps its mark until it joins one or someone calls
    /// `layoutIfNeeded()` on it. The scheduled pass does the same.
    func runLayoutPass() {
        layoutPassPending = false
        let requests = layoutRequests
        layoutRequests.removeAll()
        var roots: [UIView] = []
        for request in requests {
            guard let view = request.value else { continue }
            let root = view.rootAncestor
            if !roots.contains(where: { $0 === root }) { roots.append(root) }
        }
        for root in roots {
            guard let window = root as? UIWindow, !window.isHidden else { continue }
            root.layoutIfNeeded()
        }
    }

    /// Runs everything pending, advancing the clock to each item's due time, until nothing is left
    /// but timers that are not yet due. Timers run on the way when the clock passes them for other
    /// work; the clock never moves for a timer alone. Returns how many items ran.
    @discardableResult
    func runUntilIdle() -> Int {
        var count = 0
        while let first = items.first, first.due <= horizon {
            count += 1
            if count > runawayLimit {
                Diagnostics.warning("runUntilIdle() stopped after \(runawayLimit) items: work keeps scheduling more work (last: \(first.label)). Look for a layout or animation that re-arms itself.")
                return count
            }
            items.removeFirst()
            now = max(now, first.due)
            first.work()
        }
        return count
    }

    /// How far `runUntilIdle()` may move the clock: to the last deferred work, never for a timer alone.
    private var horizon: TimeInterval {
        items.last { $0.kind == .work }.map { max(now, $0.due) } ?? now
    }

    /// Advances the clock by `interval`, running what comes due in order.
    func advanceTime(by interval: TimeInterval) {
        let target = now + max(0, interval)
        while let first = items.first, first.due <= target {
            items.removeFirst()
            now = max(now, first.due)
            first.work()
        }
        now = target
    }

    /// Drops pending work and rewinds the clock (used by `UIApplication.resetForTesting()`).
    func reset() {
        items.removeAll()
        PerformRequests.reset()
        layoutRequests.removeAll()
        layoutPassPending = false
        now = 0
        timer?.invalidate()
        timer = nil
        timerDue = .infinity
        wallAnchor = nil
    }

    // MARK: Real time

    private func armRealTimeTimer() {
        guard let due = items.first?.due, due < timerDue else { return }
        timer?.invalidate()
        timerDue = due
        let wait = max(0, due - now)
        let newTimer = Foundation.Timer(timeInterval: wait, repeats: false) { _ in
            MainActor.assumeIsolated { Scheduler.shared.realTimeTick() }
        }
        RunLoop.main.add(newTimer, forMode: .common)
        timer = newTimer
    }

    /// In real time, moves the virtual clock up to the wall clock, so new work is timed from now.
    private func followWallClock() {
        guard let anchor = wallAnchor else { return }
        now = max(now, anchor.virtual + Date().timeIntervalSince(anchor.wall))
    }

    /// Runs when the main run loop fires our timer: the virtual clock follows the wall clock.
    private func realTimeTick() {
        timer = nil
        timerDue = .infinity
        if wallAnchor == nil { wallAnchor = (Date(), now) }
        let anchor = wallAnchor ?? (Date(), now)
        let wallNow = anchor.virtual + Date().timeIntervalSince(anchor.wall)
        // Only what is due by the wall clock runs; a timer that fired a little early re-arms.
        advanceTime(by: max(0, wallNow - now))
        armRealTimeTimer()
    }
}

/// A weak reference, for lists that must not keep views or controllers alive.
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
