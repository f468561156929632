import Foundation
import HeadlessUIKit

/// `headless demo realtime`: the same launch as seed 003's, driven by the real main run loop
/// instead of `runUntilIdle()`, with a 0.3-second animation whose completion waits for the wall clock.
@MainActor
struct RealTimeDemo {
    /// Where the output goes.
    let terminal: Terminal

    /// Shows a window, starts an animation and runs `RunLoop.main` until the animation completes.
    func run() {
        terminal.line(terminal.title("Real time · the main run loop drives the scheduler"))
        terminal.line()
        terminal.line(terminal.code("""
                window.rootViewController = vc
                window.makeKeyAndVisible()
                UIView.animate(withDuration: 0.3, animations: { vc.view.alpha = 0.5 }) { _ in … }
                RunLoop.main.run()   // until the completion has run
            """))
        terminal.line()

        let recorder = LifecycleRecorder(scope: .named)
        let window = UIWindow()
        let controller = UIViewController()
        recorder.name(controller, "vc")
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let start = Date()
        var completedAfter: TimeInterval?
        UIView.animate(withDuration: 0.3, animations: { controller.view.alpha = 0.5 }) { _ in
            completedAfter = Date().timeIntervalSince(start)
        }

        // Turn the run loop until the completion ran (or five seconds passed, on a very busy machine).
        let deadline = Date().addingTimeInterval(5)
        while completedAfter == nil, Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        }

        terminal.line(terminal.indented(recorder.timeline(colored: terminal.colored), by: 4))
        terminal.line()
        guard let completedAfter else {
            terminal.line("  The animation's completion did not run within 5 seconds.")
            return
        }
        let waited = completedAfter >= 0.3 ? "waited for the wall clock" : "ran early"
        terminal.line("  The animation's completion \(terminal.bold(waited)): it ran \(String(format: "%.2f", completedAfter)) s after the start;")
        terminal.line("  the virtual clock followed: it reads \(String(format: "%.2f", UIApplication.shared.currentTime)) s.")
    }
}
