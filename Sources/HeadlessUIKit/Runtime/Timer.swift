import Foundation

/// Foundation's `Timer`, as iOS code spells it, firing on HeadlessUIKit's virtual clock.
///
/// A file that says `import UIKit` (and not `import Foundation` beside it) sees this class under
/// the name `Timer`: HeadlessUIKit's declaration shadows Foundation's because Foundation reaches
/// the file through HeadlessUIKit's re-export. Timers then fire when a test moves the clock
/// (`UIApplication.shared.advanceTime(by:)`), or in real time in a program that runs the main
/// run loop. See docs/time.md for why this is a class of its own and not Foundation's.
///
/// As on iOS, a scheduled timer keeps itself (the run loop holds it) and its target alive until
/// it is invalidated; a repeating timer fires every `timeInterval` seconds of the clock, measured
/// from its scheduled fire dates, not from when it last ran.
open class Timer: Hashable, @unchecked Sendable, CustomStringConvertible {
    private enum Action {
        case block(@Sendable (Timer) -> Void)
        case selector(AnyObject, Selector)
    }

    /// The interval between firings of a repeating timer; 0 for a timer that fires once.
    open private(set) var timeInterval: TimeInterval
    /// How late the timer may fire. Recorded only: on the virtual clock timers fire exactly on time.
    open var tolerance: TimeInterval = 0
    /// The object given when the timer was made.
    open private(set) var userInfo: Any?

    private var action: Action?
    private let repeats: Bool
    /// The next fire time on the virtual clock.
    private var due: TimeInterval
    /// The scheduler's token while the timer is scheduled.
    private var token: Int?
    private var scheduled = false

    // MARK: Making timers

    /// A timer that calls `block` after `interval` seconds (and every `interval` if it repeats); add it to a run loop to start it.
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        self.repeats = repeats
        self.timeInterval = Self.interval(interval, repeats: repeats)
        self.due = Self.clock + max(0, interval)
        self.action = .block(block)
    }

    /// A timer that calls `block` at `date`, then every `interval` seconds if it repeats; add it to a run loop to start it.
    public init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        self.repeats = repeats
        self.timeInterval = Self.interval(interval, repeats: repeats)
        self.due = Self.clock + max(0, date.timeIntervalSinceNow)
        self.action = .block(block)
    }

    /// A timer that sends `selector` to `target` (with the timer as argument) after `ti` seconds;
    /// add it to a run loop to start it. The target's class lists the method in `actionMethods`.
    public init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        self.repeats = yesOrNo
        self.timeInterval = Self.interval(ti, repeats: yesOrNo)
        self.due = Self.clock + max(0, ti)
        self.userInfo = userInfo
        self.action = .selector(aTarget as AnyObject, aSelector)
        Self.warnIfUnlisted(aTarget as AnyObject, aSelector)
    }

    /// A timer that sends `s` to `t` at `date`, then every `ti` seconds if it repeats; add it to a run loop to start it.
    public init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?, repeats rep: Bool) {
        self.repeats = rep
        self.timeInterval = Self.interval(ti, repeats: rep)
        self.due = Self.clock + max(0, date.timeIntervalSinceNow)
        self.userInfo = ui
        self.action = .selector(t as AnyObject, s)
        Self.warnIfUnlisted(t as AnyObject, s)
    }

    /// Makes a timer that calls `block` and schedules it on the current run loop (HeadlessUIKit's clock).
    @discardableResult
    open class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// Makes a timer that sends `aSelector` to `aTarget` and schedules it on the current run loop (HeadlessUIKit's clock).
    @discardableResult
    open class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        timer.schedule()
        return timer
    }

    // MARK: Using timers

    /// Whether the timer can still fire: true until it is invalidated or a non-repeating timer has fired.
    open private(set) var isValid = true

    /// When the timer fires next, as a wall-clock date as far from now as its fire time is on the virtual clock.
    /// Setting it moves a scheduled timer's next firing.
    open var fireDate: Date {
        get { Date(timeIntervalSinceNow: due - Self.clock) }
        set {
            due = Self.clock + max(0, newValue.timeIntervalSinceNow)
            guard scheduled, isValid else { return }
            arm()
        }
    }

    /// Fires the timer now: a repeating timer keeps its schedule; a non-repeating one is then invalidated.
    /// Does nothing once the timer is invalid, as in Foundation.
    open func fire() {
        guard isValid else { return }
        run()
        if !repeats { invalidate() }
    }

    /// Stops the timer for good and releases its target, block and user info.
    open func invalidate() {
        guard isValid else { return }
        isValid = false
        if let token { MainActor.assumeIsolated { Scheduler.shared.cancel(token) } }
        token = nil
        action = nil
        userInfo = nil
    }

    /// `<Timer: 0x…>` with the next fire time.
    open var description: String {
        "<\(uikitTypeName(type(of: self))): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))> fireDate in \(due - Self.clock)s, interval \(timeInterval)"
    }

    /// Identity: timers are equal only to themselves.
    public static func == (lhs: Timer, rhs: Timer) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Scheduling

    /// Puts the timer on the clock (what adding it to a run loop does); a second add changes nothing.
    func schedule() {
        guard isValid, !scheduled else { return }
        scheduled = true
        arm()
    }

    private func arm() {
        MainActor.assumeIsolated {
            if let token { Scheduler.shared.cancel(token) }
            token = Scheduler.shared.schedule(at: due, "Timer", kind: .timer) { [self] in tick() }
        }
    }

    /// The clock reached the fire time: fire, then re-arm from the scheduled time or end.
    @MainActor
    private func tick() {
        token = nil
        guard isValid else { return }
        if repeats {
            // Foundation reschedules from the scheduled fire date, not from when the timer ran.
            due += timeInterval
            arm()
            run()
        } else {
            run()
            invalidate()
        }
    }

    private func run() {
        switch action {
        case .block(let block):
            block(self)
        case .selector(let target, let selector):
            MainActor.assumeIsolated { ActionDispatch.send(selector, to: target, sender: self, event: nil) }
        case nil:
            break
        }
    }

    /// The virtual clock, read from any thread a timer is used on (the main thread in practice).
    private static var clock: TimeInterval { MainActor.assumeIsolated { Scheduler.shared.currentTime() } }

    /// Foundation: a repeating timer's interval of 0 or less becomes 0.1 ms; a non-repeating timer has none.
    private static func interval(_ interval: TimeInterval, repeats: Bool) -> TimeInterval {
        repeats ? (interval <= 0 ? 0.0001 : interval) : 0
    }

    private static func warnIfUnlisted(_ object: AnyObject, _ selector: Selector) {
        let box = UncheckedSendable(object)
        MainActor.assumeIsolated {
            let target = box.value
            guard !ActionDispatch.responds(target, to: selector) else { return }
            Diagnostics.warning("Timer with target \(uikitDescription(target)): \(uikitTypeName(type(of: target))) does not list \"\(selector.name)\" in its actionMethods, so firing will stop with \"unrecognized selector\". List it: override class var actionMethods in \(String(describing: type(of: target))) (HeadlessUIKit's stand-in for @objc).")
        }
    }
}
