import Testing
import UIKit

// Written as for iOS: `import UIKit` alone, so `Timer` is HeadlessUIKit's, on the virtual clock.

/// A countdown as an iOS app writes it: a repeating timer with a target and a selector.
final class CountdownViewController: UIViewController {
    private(set) var remaining = 3
    private(set) var timer: Timer?
    private(set) var firedWith: [Timer] = []

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick:"), userInfo: ["purpose": "countdown"], repeats: true)
    }

    func tick(_ timer: Timer) {
        firedWith.append(timer)
        remaining -= 1
        if remaining == 0 { timer.invalidate() }
    }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding(["tick:": .init(CountdownViewController.self) { target, sender in target.tick(sender as! Timer) }])
    }
}

/// A plain class that receives a timer's message.
final class Pinger: ActionMethodsProviding {
    private(set) var pings = 0
    func ping() { pings += 1 }
    static var actionMethods: ActionMethods { ActionMethods(["ping": .init(Pinger.ping)]) }
}

@MainActor
struct TimerStories {
    @Test("A scheduled target–selector timer fires once per interval of the virtual clock, with itself as argument")
    func selectorTimerFiresOnTheClock() {
        // Given a countdown that started a 1-second repeating timer
        UIApplication.shared.resetForTesting()
        let countdown = CountdownViewController()
        countdown.start()

        // When the clock moves 0.5 s, then 1 s more
        UIApplication.shared.advanceTime(by: 0.5)
        let afterHalf = countdown.remaining
        UIApplication.shared.advanceTime(by: 1)

        // Then it fired once, at 1 s, with the timer as argument and its user info
        #expect(afterHalf == 3)
        #expect(countdown.remaining == 2)
        #expect(countdown.firedWith.first === countdown.timer)
        #expect((countdown.timer?.userInfo as? [String: String]) == ["purpose": "countdown"])
        #expect(countdown.timer?.timeInterval == 1)
    }

    @Test("advanceTime over several intervals fires a repeating timer for each; invalidating in the handler stops it")
    func repeatingTimerStopsWhenInvalidated() {
        // Given a running countdown from 3
        UIApplication.shared.resetForTesting()
        let countdown = CountdownViewController()
        countdown.start()

        // When ten seconds pass
        UIApplication.shared.advanceTime(by: 10)

        // Then it ticked three times and invalidated itself at zero
        #expect(countdown.remaining == 0)
        #expect(countdown.firedWith.count == 3)
        #expect(countdown.timer?.isValid == false)
        #expect(countdown.timer?.userInfo == nil)
    }

    @Test("runUntilIdle runs what is due now and returns, even with a repeating timer running")
    func runUntilIdleDoesNotSpinOnRepeatingTimers() {
        // Given a repeating timer and a fade that takes 2.5 s
        UIApplication.shared.resetForTesting()
        let ticks = Shared(0)
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks.value += 1 }
        let view = UIView()
        var faded = false
        UIView.animate(withDuration: 2.5, animations: { view.alpha = 0 }) { _ in faded = true }

        // When the test drains the clock
        UIApplication.shared.runUntilIdle()

        // Then the clock moved for the animation only; the timer fired as the clock passed 1 s and 2 s
        #expect(faded)
        #expect(UIApplication.shared.currentTime == 2.5)
        #expect(ticks.value == 2)
        #expect(timer.isValid)
        #expect(!UIApplication.shared.hasPendingWork)
        timer.invalidate()
    }

    @Test("The block forms: Timer(timeInterval:repeats:block:) starts when added to RunLoop.main; a one-shot timer fires once and becomes invalid")
    func blockTimerAddedToRunLoop() {
        // Given a one-shot block timer not yet on a run loop
        UIApplication.shared.resetForTesting()
        let fired = Shared<[TimeInterval]>([])
        let timer = Timer(timeInterval: 0.3, repeats: false) { _ in
            MainActor.assumeIsolated { fired.value.append(UIApplication.shared.currentTime) }
        }
        UIApplication.shared.advanceTime(by: 1)
        let beforeAdding = fired.value

        // When it is added to the main run loop and time passes
        RunLoop.main.add(timer, forMode: .common)
        UIApplication.shared.advanceTime(by: 1)

        // Then it fired once, 0.3 s after it was made (its fire date was already past: at once), and is invalid
        #expect(beforeAdding.isEmpty)
        #expect(fired.value == [1])
        #expect(!timer.isValid)
        #expect(timer.timeInterval == 0)
    }

    @Test("invalidate() before the fire date stops a timer; fire() fires now, and a repeating timer keeps its schedule")
    func invalidateAndFire() {
        // Given a plain object pinged by two timers
        UIApplication.shared.resetForTesting()
        let pinger = Pinger()
        let cancelled = Timer.scheduledTimer(timeInterval: 1, target: pinger, selector: "ping", userInfo: nil, repeats: false)
        let repeating = Timer.scheduledTimer(timeInterval: 1, target: pinger, selector: "ping", userInfo: nil, repeats: true)

        // When one is invalidated, the other fired by hand, then 1 s passes
        cancelled.invalidate()
        repeating.fire()
        let afterFire = pinger.pings
        UIApplication.shared.advanceTime(by: 1)

        // Then only the repeating timer pinged: once by fire(), once on schedule
        #expect(afterFire == 1)
        #expect(pinger.pings == 2)
        #expect(!cancelled.isValid)
        #expect(repeating.isValid)
        cancelled.fire()
        #expect(pinger.pings == 2)
        repeating.invalidate()
    }

    @Test("fireDate reads the next firing and moving it reschedules the timer; tolerance is kept")
    func fireDateMovesTheTimer() {
        // Given a 10-second timer
        UIApplication.shared.resetForTesting()
        let fired = Shared(false)
        let timer = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in fired.value = true }
        timer.tolerance = 0.5
        let initialWait = timer.fireDate.timeIntervalSinceNow

        // When its fire date is moved to 2 s from now and 2 s pass
        timer.fireDate = Date(timeIntervalSinceNow: 2)
        UIApplication.shared.advanceTime(by: 2)

        // Then it fired at the new date
        #expect(abs(initialWait - 10) < 0.1)
        #expect(fired.value)
        #expect(timer.tolerance == 0.5)
    }

    @Test("A scheduled timer keeps its target alive until it is invalidated, as on iOS")
    func timerRetainsTarget() {
        // Given a timer whose target nobody else holds
        UIApplication.shared.resetForTesting()
        weak var weakPinger: Pinger?
        var timer: Timer?
        do {
            let pinger = Pinger()
            weakPinger = pinger
            timer = Timer.scheduledTimer(timeInterval: 1, target: pinger, selector: "ping", userInfo: nil, repeats: true)
        }
        let aliveWhileScheduled = weakPinger != nil

        // When the timer is invalidated
        timer?.invalidate()

        // Then the target goes
        #expect(aliveWhileScheduled)
        #expect(weakPinger == nil)
    }

    @Test("A timer whose target does not list the selector stops with UIKit's unrecognized-selector message")
    func unknownTimerSelectorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIApplication.shared.resetForTesting()
                let pinger = Pinger()
                Timer.scheduledTimer(timeInterval: 1, target: pinger, selector: "pong:", userInfo: nil, repeats: false)
                UIApplication.shared.advanceTime(by: 1)
            }
        }

        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("NSInvalidArgumentException"))
        #expect(stderr.contains("Pinger pong:]: unrecognized selector sent to instance"))
    }
}
