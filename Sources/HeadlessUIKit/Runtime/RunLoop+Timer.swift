import Foundation

extension RunLoop {
    /// Schedules HeadlessUIKit's `Timer` on the clock, whatever the run loop and mode: headless, the
    /// main run loop is the scheduler, and it runs in every mode. Adding a timer twice changes nothing.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        timer.schedule()
    }
}
