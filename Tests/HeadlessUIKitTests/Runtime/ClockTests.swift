import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct ClockTests {
    @Test("runUntilIdle runs everything pending and advances the clock as far as the work needs")
    func runUntilIdleAdvancesTheClock() {
        UIApplication.shared.resetForTesting()
        var finished: [String] = []
        let view = UIView()

        UIView.animate(withDuration: 0.3, delay: 0.2, options: [], animations: { view.alpha = 0 }) { _ in finished.append("fade") }
        UIView.animate(withDuration: 0.1, animations: { view.alpha = 0.5 }) { _ in finished.append("half") }
        let pendingBefore = UIApplication.shared.hasPendingWork
        UIApplication.shared.runUntilIdle()

        #expect(pendingBefore)
        #expect(finished == ["half", "fade"])
        #expect(UIApplication.shared.currentTime == 0.5)
        #expect(!UIApplication.shared.hasPendingWork)
    }

    @Test("advanceTime(by:) runs only what comes due, in order, and moves the clock exactly")
    func advanceTimeRunsWhatIsDue() {
        UIApplication.shared.resetForTesting()
        var finished: [Bool] = []
        let view = UIView()

        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { finished.append($0) }
        UIApplication.shared.advanceTime(by: 0.99)
        let early = finished
        UIApplication.shared.advanceTime(by: 0.01)

        #expect(view.alpha == 0)
        #expect(early.isEmpty)
        #expect(finished == [true])
        #expect(UIApplication.shared.currentTime == 1)
    }

    @Test("Work that keeps scheduling work is stopped with a diagnostic instead of hanging")
    func runawayWorkIsReported() {
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        Scheduler.shared.runawayLimit = 100
        func again() { Scheduler.shared.schedule(after: 1, "again") { again() } }
        again()

        UIApplication.shared.runUntilIdle()

        Scheduler.shared.runawayLimit = 1_000_000
        #expect(recorder.diagnostics.first?.contains("keeps scheduling more work") == true)
        Scheduler.shared.reset()
    }
}
