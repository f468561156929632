import Foundation

/// A transition driven from code as a finger would drive it: an interactive pop of a navigation
/// controller, or a swipe down on a sheet. HeadlessUIKit's stand-in for UIKit's gesture-driven
/// `UIPercentDrivenInteractiveTransition`.
///
/// ```swift
/// let pop = navigationController.beginInteractivePop()!   // "will" callbacks
/// pop.update(0.4)
/// pop.cancel()                                             // rule 40's order
/// UIApplication.shared.runUntilIdle()
/// ```
///
/// Finishing or cancelling schedules the rest of the transition on the scheduler; the "did"
/// callbacks come on the next `runUntilIdle()`. A second finish or cancel is a misuse and is logged.
@MainActor
public final class InteractiveTransition {
    /// How far the finger has gone, 0…1.
    public private(set) var percentComplete: CGFloat = 0
    /// Whether finish or cancel was called.
    public private(set) var isComplete = false
    /// Whether it ended by cancelling.
    public private(set) var wasCancelled = false

    private let name: String
    private let onFinish: @MainActor () -> Void
    private let onCancel: @MainActor () -> Void

    /// Made by the container that starts the transition.
    init(name: String, onFinish: @escaping @MainActor () -> Void, onCancel: @escaping @MainActor () -> Void) {
        self.name = name
        self.onFinish = onFinish
        self.onCancel = onCancel
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    public func update(_ percentComplete: CGFloat) {
        guard !isComplete else { return misuse("update(_:)") }
        self.percentComplete = min(1, max(0, percentComplete))
    }

    /// Lets the transition complete, as when the finger lifts past the threshold.
    public func finish() {
        guard !isComplete else { return misuse("finish()") }
        isComplete = true
        // The container reads `percentComplete` in its callback to time the rest of the animation.
        onFinish()
        percentComplete = 1
    }

    /// Sends the transition back, as when the finger returns.
    public func cancel() {
        guard !isComplete else { return misuse("cancel()") }
        isComplete = true
        wasCancelled = true
        onCancel()
    }

    private func misuse(_ call: String) {
        Diagnostics.warning("\(call) on the \(name) that already \(wasCancelled ? "was cancelled" : "finished"); nothing happens.")
    }
}
