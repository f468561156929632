import Foundation
import Testing
@testable import HeadlessUIKit

/// UIViewPropertyAnimator on the virtual clock. UIKit's documented behaviour (UIViewAnimating's states
/// and final positions); no numbered rule.
@MainActor
struct PropertyAnimatorTests {
    @Test("A running animator sets model values at once and completes at .end after its duration")
    func runsToTheEnd() {
        // Given a view and a running animator of 0.4 s after a 0.1 s delay
        UIApplication.shared.resetForTesting()
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.4, delay: 0.1, animations: { view.alpha = 0.2 }) {
            positions.append($0)
        }

        // When the clock runs
        let stateWhileRunning = animator.state
        UIApplication.shared.advanceTime(by: 0.49)
        let beforeEnd = positions
        UIApplication.shared.advanceTime(by: 0.01)

        // Then the value changed at once and the completion came at 0.5 s
        #expect(view.alpha == 0.2)
        #expect(stateWhileRunning == .active)
        #expect(beforeEnd.isEmpty)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
    }

    @Test("A stopped animator finishes where it is told, and a paused one resumes for what is left")
    func stopAndPause() {
        UIApplication.shared.resetForTesting()
        var positions: [UIViewAnimatingPosition] = []
        let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
        stopped.addCompletion { positions.append($0) }
        stopped.startAnimation()
        stopped.stopAnimation(false)
        #expect(stopped.state == .stopped)
        stopped.finishAnimation(at: .current)

        let paused = UIViewPropertyAnimator(duration: 1, curve: .easeIn) {}
        paused.addCompletion { positions.append($0) }
        paused.startAnimation()
        UIApplication.shared.advanceTime(by: 0.25)
        paused.pauseAnimation()
        let fraction = paused.fractionComplete
        UIApplication.shared.advanceTime(by: 5)
        let whilePaused = positions
        paused.startAnimation()
        UIApplication.shared.advanceTime(by: 0.75)

        #expect(fraction == 0.25)
        #expect(whilePaused == [.current])
        #expect(positions == [.current, .end])
    }
}
