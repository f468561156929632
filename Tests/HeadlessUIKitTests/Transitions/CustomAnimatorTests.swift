import Foundation
import Testing
@testable import HeadlessUIKit

/// A custom animator's transition ends when the animator calls `completeTransition(_:)`, as in UIKit
/// (UIViewControllerAnimatedTransitioning: "you must call completeTransition(_:) … when your animations
/// end"), not when its `transitionDuration` has passed.
@MainActor
struct CustomAnimatorTests {
    /// Claims `claimed` seconds, animates for `animates` seconds (nil: completes inside `animateTransition`),
    /// then completes with `completes` (nil: never calls `completeTransition`).
    private final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        let claimed: TimeInterval
        let animates: TimeInterval?
        let completes: Bool?
        var ended: [Bool] = []
        init(claimed: TimeInterval, animates: TimeInterval?, completes: Bool?) {
            self.claimed = claimed
            self.animates = animates
            self.completes = completes
        }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { claimed }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let completes else { return }
            guard let animates else { transitionContext.completeTransition(completes); return }
            UIView.animate(withDuration: animates, animations: {}) { _ in transitionContext.completeTransition(completes) }
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    /// A navigation delegate that hands out one animator.
    private final class NavigationAnimation: NSObject, UINavigationControllerDelegate {
        let animator: Animator
        init(_ animator: Animator) { self.animator = animator }
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            animator
        }
    }

    /// A transitioning delegate that hands out one animator for presentations and dismissals.
    private final class ModalAnimation: NSObject, UIViewControllerTransitioningDelegate {
        let animator: Animator
        init(_ animator: Animator) { self.animator = animator }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }


    @Test("A push with a custom animator ends when the animator calls completeTransition, not after its transitionDuration")
    func pushEndsOnCompleteTransition() {
        // Given a navigation controller whose delegate's animator claims 0.3 s but animates for 2 s
        UIApplication.shared.resetForTesting()
        let nav = UINavigationController(rootViewController: UIViewController())
        let animation = NavigationAnimation(Animator(claimed: 0.3, animates: 2, completes: true))
        nav.delegate = animation
        let window = phoneWindow(root: nav)
        let pushed = AppearanceLogged()

        // When a controller is pushed, animated, and the clock passes the claimed duration
        nav.pushViewController(pushed, animated: true)
        UIApplication.shared.advanceTime(by: 1)
        let midway = pushed.log

        // Then it is still appearing; once the animation ends and completes the transition, it has appeared
        #expect(midway == ["willAppear"])
        #expect(nav.transitionCoordinator != nil)
        UIApplication.shared.advanceTime(by: 1)
        #expect(pushed.log == ["willAppear", "didAppear"])
        #expect(nav.transitionCoordinator == nil)
        #expect(animation.animator.ended == [true])
        #expect(window.rootViewController === nav)
    }

    @Test("An animator that completes inside animateTransition ends the push at once")
    func pushCompletedSynchronously() {
        // Given a navigation controller whose animator completes as soon as it is asked to animate
        UIApplication.shared.resetForTesting()
        let nav = UINavigationController(rootViewController: UIViewController())
        let animation = NavigationAnimation(Animator(claimed: 0.3, animates: nil, completes: true))
        nav.delegate = animation
        let window = phoneWindow(root: nav)
        let pushed = AppearanceLogged()

        // When a controller is pushed and the scheduler's next turn runs, with no time passing
        nav.pushViewController(pushed, animated: true)
        UIApplication.shared.advanceTime(by: 0)

        // Then the push is over
        #expect(pushed.log == ["willAppear", "didAppear"])
        #expect(window.rootViewController === nav)
    }

    @Test("An animator that cancels a pop with completeTransition(false) leaves the popped controller on top")
    func popCancelledByAnimator() throws {
        // Given two controllers on a navigation stack, and an animator that cancels
        UIApplication.shared.resetForTesting()
        let root = AppearanceLogged()
        let top = AppearanceLogged()
        let nav = UINavigationController(rootViewController: root)
        let window = phoneWindow(root: nav)
        nav.pushViewController(top, animated: false)
        UIApplication.shared.runUntilIdle()
        let animation = NavigationAnimation(Animator(claimed: 0.3, animates: 0.3, completes: false))
        nav.delegate = animation
        root.log = []
        top.log = []

        // When the top is popped, animated, and the animator ends with completeTransition(false)
        nav.popViewController(animated: true)
        UIApplication.shared.runUntilIdle()

        // Then the pop was undone in rule 40's order: the top reappeared and is on the stack again
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController === top)
        #expect(root.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(top.log == ["willDisappear", "willAppear", "didAppear"])
        #expect(top.viewIfLoaded?.superview === nav.view)
        #expect(animation.animator.ended == [false])
        #expect(window.rootViewController === nav)
    }

    @Test("A presentation's custom animator ends it when it calls completeTransition, and the completion runs then")
    func presentationEndsOnCompleteTransition() {
        // Given a controller with a transitioning delegate whose animator claims 0.1 s but animates for 1 s
        UIApplication.shared.resetForTesting()
        let root = UIViewController()
        let window = phoneWindow(root: root)
        let presented = AppearanceLogged()
        presented.modalPresentationStyle = .fullScreen
        let animation = ModalAnimation(Animator(claimed: 0.1, animates: 1, completes: true))
        presented.transitioningDelegate = animation
        var completed = false

        // When it is presented, animated, and half the animation has run
        root.present(presented, animated: true) { completed = true }
        UIApplication.shared.advanceTime(by: 0.5)
        let midway = (presented.log, completed)

        // Then nothing has ended yet; at the animator's end the presentation has
        #expect(midway.0 == ["willAppear"] && midway.1 == false)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(presented.log == ["willAppear", "didAppear"])
        #expect(completed)

        // And its dismissal waits for the animator the same way
        root.dismiss(animated: true)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(presented.log.last == "willDisappear")
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(presented.log.last == "didDisappear")
        #expect(root.presentedViewController == nil)
        #expect(window.rootViewController === root)
    }

    @Test("An animator that never calls completeTransition leaves the push running and is named in a warning")
    func animatorThatNeverCompletes() {
        // Given a navigation controller whose animator never completes its transition
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        let nav = UINavigationController(rootViewController: UIViewController())
        let animation = NavigationAnimation(Animator(claimed: 0.3, animates: nil, completes: nil))
        nav.delegate = animation
        let window = phoneWindow(root: nav)
        let pushed = AppearanceLogged()

        // When a controller is pushed, animated, and the clock runs out
        nav.pushViewController(pushed, animated: true)
        UIApplication.shared.runUntilIdle()

        // Then, as on iOS, the push never ends; a warning names the animator
        #expect(pushed.log == ["willAppear"])
        #expect(nav.transitionCoordinator != nil)
        #expect(recorder.diagnostics.contains { $0.contains("Animator") && $0.contains("completeTransition(_:)") })
        #expect(window.rootViewController === nav)
    }
}
