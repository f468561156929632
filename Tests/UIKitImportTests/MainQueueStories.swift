import Testing
import UIKit

// Each story awaits, and while a @MainActor test is suspended the other tests run (and reset the
// clock): so each runs alone, in a child process (an exit test), whose expectations the parent reports.
@MainActor
struct MainQueueStories {
    @Test("await idle() runs what the app queued on the main queue and the main actor, then the scheduler")
    func idleRunsMainQueueWork() async {
        await #expect(processExitsWith: .success) { await MainQueueStories.mainQueueWorkRuns() }
    }

    @Test("Work that the scheduler's work queues on the main queue also runs before idle() returns")
    func idleAlternatesUntilQuiet() async {
        await #expect(processExitsWith: .success) { await MainQueueStories.schedulerAndQueueAlternate() }
    }

    @Test("runUntilIdle() alone does not run main-queue blocks: a @MainActor test is itself a main-queue block")
    func runUntilIdleLeavesTheMainQueue() async {
        await #expect(processExitsWith: .success) { await MainQueueStories.synchronousDrainLeavesTheQueue() }
    }

    @Test("idle() does not wait for asyncAfter's real-time deadline, nor move the clock for a repeating timer")
    func idleLeavesRealTimeAndTimers() async {
        await #expect(processExitsWith: .success) { await MainQueueStories.realTimeWorkIsLeft() }
    }

    static func mainQueueWorkRuns() async {
        // Given work queued the three ways apps queue it
        UIApplication.shared.resetForTesting()
        var log: [String] = []
        let view = UIView()
        DispatchQueue.main.async {
            log.append("main queue")
            DispatchQueue.main.async { log.append("nested block") }
        }
        Task { @MainActor in
            log.append("main-actor task")
            UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) { _ in log.append("animation done") }
        }
        let beforeIdle = log

        // When the test awaits idle
        await UIApplication.shared.idle()

        // Then it all ran, the animation's completion on the virtual clock
        #expect(beforeIdle.isEmpty)
        #expect(Set(log.prefix(3)) == ["main queue", "main-actor task", "nested block"])
        #expect(log.last == "animation done")
        #expect(UIApplication.shared.currentTime == 0.3)
    }

    static func schedulerAndQueueAlternate() async {
        // Given an animation whose completion queues a main-queue block that queues a delayed perform
        UIApplication.shared.resetForTesting()
        let draft = DraftViewController()
        UIView.animate(withDuration: 1, animations: {}) { _ in
            DispatchQueue.main.async { draft.perform("refresh", with: nil, afterDelay: 0) }
        }

        // When the test awaits idle
        await UIApplication.shared.idle()

        // Then the perform queued by the block queued by the completion ran too
        #expect(draft.refreshes == 1)
        #expect(UIApplication.shared.currentTime == 1)
    }

    static func synchronousDrainLeavesTheQueue() async {
        // Given a block on the main queue
        UIApplication.shared.resetForTesting()
        var ran = false
        DispatchQueue.main.async { ran = true }

        // When the test drains synchronously, then awaits idle
        UIApplication.shared.runUntilIdle()
        let afterSynchronousDrain = ran
        await UIApplication.shared.idle()

        // Then only idle() let it run
        #expect(!afterSynchronousDrain)
        #expect(ran)
    }

    static func realTimeWorkIsLeft() async {
        // Given a block due in 60 s of real time and a repeating timer
        UIApplication.shared.resetForTesting()
        var late = false
        let ticks = Shared(0)
        DispatchQueue.main.asyncAfter(deadline: .now() + 60) { late = true }
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks.value += 1 }

        // When the test awaits idle
        await UIApplication.shared.idle()

        // Then idle() returned at once: neither the late block nor the timer ran, the clock stayed
        #expect(!late)
        #expect(ticks.value == 0)
        #expect(UIApplication.shared.currentTime == 0)
        timer.invalidate()
    }
}
