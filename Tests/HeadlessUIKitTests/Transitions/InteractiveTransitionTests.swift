import Foundation
import Testing
@testable import HeadlessUIKit

/// Interaction controllers from delegates steer custom transitions, as in UIKit: a percent-driven
/// driver holds the animator's animations until `finish()` or `cancel()`, and the animator's
/// completion then completes (or cancels) the transition.
@MainActor
struct InteractiveTransitionTests {
    /// Animates for 0.4 s and completes unless the context says the transition was cancelled, as app animators do.
    private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var ended: [Bool] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)
            UIView.animate(withDuration: 0.4, animations: { to?.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    /// A navigation delegate with an animator and a percent-driven driver, as a pan-to-pop screen has.
    private final class PanToPop: NSObject, UINavigationControllerDelegate {
        let animator = FadeAnimator()
        let driver = UIPercentDrivenInteractiveTransition()
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            operation == .pop ? animator : nil
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            driver
        }
    }

    /// A transitioning delegate with a dismissal animator and a percent-driven driver (swipe to dismiss).
    private final class SwipeToDismiss: NSObject, UIViewControllerTransitioningDelegate {
        let animator = FadeAnimator()
        let driver = UIPercentDrivenInteractiveTransition()
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { driver }
    }


    /// A navigation stack [root, top] on screen, with the pan-to-pop delegate.
    private func stack() -> (UINavigationController, AppearanceLogged, AppearanceLogged, PanToPop, UIWindow) {
        let root = AppearanceLogged()
        let top = AppearanceLogged()
        let nav = UINavigationController(rootViewController: root)
        let window = phoneWindow(root: nav)
        nav.pushViewController(top, animated: false)
        UIApplication.shared.runUntilIdle()
        let delegate = PanToPop()
        nav.delegate = delegate
        root.log = []
        top.log = []
        return (nav, root, top, delegate, window)
    }

    @Test("A percent-driven pop waits for its driver: nothing ends while the finger is down, finish() ends it after what is left")
    func interactivePopFinishes() {
        // Given a navigation stack whose delegate drives pops interactively
        UIApplication.shared.resetForTesting()
        let (nav, root, top, delegate, window) = stack()

        // When the top is popped and the clock runs far past the animation, the finger still down
        nav.popViewController(animated: true)
        UIApplication.shared.advanceTime(by: 5)
        let held = (root.log, nav.transitionCoordinator?.isInteractive)

        // Then the pop waits, interactive
        #expect(held.0 == ["willAppear"] && held.1 == true)

        // When the finger went 75% of the way and lifts
        delegate.driver.update(0.75)
        delegate.driver.finish()
        UIApplication.shared.advanceTime(by: 0.09)
        let beforeEnd = root.log
        UIApplication.shared.advanceTime(by: 0.02)

        // Then the pop ends once the last quarter of the 0.4 s animation has run
        #expect(beforeEnd == ["willAppear"])
        #expect(root.log == ["willAppear", "didAppear"])
        #expect(top.log == ["willDisappear", "didDisappear"])
        #expect(nav.viewControllers.count == 1)
        #expect(delegate.animator.ended == [true])
        #expect(window.rootViewController === nav)
    }

    @Test("A percent-driven pop that is cancelled puts the top back, in rule 40's order for a cancelled swipe")
    func interactivePopCancelled() {
        // Given a navigation stack whose delegate drives pops interactively, a pop under way
        UIApplication.shared.resetForTesting()
        let (nav, root, top, delegate, window) = stack()
        nav.popViewController(animated: true)
        UIApplication.shared.runUntilIdle()

        // When the finger goes back after 30% and the clock runs
        delegate.driver.update(0.3)
        delegate.driver.cancel()
        UIApplication.shared.runUntilIdle()

        // Then the top is back on the stack and appeared again; the animator heard the cancel
        #expect(nav.viewControllers.count == 2 && nav.topViewController === top)
        #expect(root.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(top.log == ["willDisappear", "willAppear", "didAppear"])
        #expect(delegate.animator.ended == [false])
        #expect(window.rootViewController === nav)
    }

    @Test("A cancelled interactive dismissal leaves the controller presented, sends the reversal, and skips the completion")
    func interactiveDismissalCancelled() {
        // Given a full-screen presentation whose transitioning delegate drives dismissals interactively
        UIApplication.shared.resetForTesting()
        let root = AppearanceLogged()
        let window = phoneWindow(root: root)
        let presented = AppearanceLogged()
        presented.modalPresentationStyle = .fullScreen
        let delegate = SwipeToDismiss()
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        UIApplication.shared.runUntilIdle()
        root.log = []
        presented.log = []
        var completions = 0

        // When a dismissal starts, the finger goes 40% and back
        root.dismiss(animated: true) { completions += 1 }
        UIApplication.shared.runUntilIdle()
        delegate.driver.update(0.4)
        delegate.driver.cancel()
        UIApplication.shared.runUntilIdle()

        // Then it is still presented and on screen; the root's view left again; no completion ran
        #expect(root.presentedViewController === presented)
        #expect(presented.viewIfLoaded?.window === window)
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(root.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(presented.log == ["willDisappear", "willAppear", "didAppear"])
        #expect(completions == 0)

        // And a later dismissal that finishes dismisses it
        root.dismiss(animated: true) { completions += 1 }
        UIApplication.shared.runUntilIdle()
        delegate.driver.finish()
        UIApplication.shared.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(completions == 1)
        #expect(presented.log.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(delegate.animator.ended == [false, true])
    }

    @Test("Keyframe animations run their keyframes at once and complete after their duration; transition(from:to:) swaps views")
    func keyframesAndViewTransitions() {
        // Given a container with one view
        UIApplication.shared.resetForTesting()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIView()
        let second = UIView()
        container.addSubview(first)
        var done: [String] = []

        // When keyframes move the first view, and a transition replaces it with the second
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { first.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { first.alpha = 0 }
        }) { _ in done.append("keyframes") }
        UIView.transition(from: first, to: second, duration: 0.5, options: [.transitionCrossDissolve]) { _ in done.append("transition") }

        // Then the model values are final at once, the views are swapped, and the completions come in time
        #expect(first.alpha == 0)
        #expect(container.subviews == [second] && first.superview == nil)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(done == ["transition"])
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(done == ["transition", "keyframes"])
    }
}
