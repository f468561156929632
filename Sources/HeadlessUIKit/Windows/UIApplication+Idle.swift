import Foundation

extension UIApplication {
    /// Lets the main queue run, then runs HeadlessUIKit's scheduler until idle, and repeats while
    /// either finds work: what `DispatchQueue.main.async { }`, `Task { @MainActor in }` and
    /// `perform(_:with:afterDelay: 0)` queued all runs before this returns.
    ///
    /// `runUntilIdle()` cannot do this synchronously: a `@MainActor` test is itself a block on the
    /// main queue, and on Linux that queue is drained by libdispatch after `dispatch_main()`, so
    /// only suspending the test lets it move on. `DispatchQueue.main.asyncAfter` blocks wait for
    /// their real-time deadline; this does not wait for them (see docs/time.md).
    public func idle() async {
        for _ in 0..<Self.idleRoundLimit {
            // A few turns, so blocks that queue blocks (a short chain) also run.
            for _ in 0..<3 { await MainQueue.turn() }
            if Scheduler.shared.runUntilIdle() == 0 { return }
        }
        Diagnostics.warning("idle() stopped after \(Self.idleRoundLimit) rounds: main-queue work and scheduled work keep queuing each other.")
    }

    private static let idleRoundLimit = 10_000
}
