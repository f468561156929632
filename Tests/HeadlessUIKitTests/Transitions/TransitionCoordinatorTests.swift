import Foundation
import Testing
@testable import HeadlessUIKit

/// `transitionCoordinator`, alongside animations and custom animators. UIKit's documented behaviour
/// (UIViewControllerTransitionCoordinator, UIViewControllerAnimatedTransitioning); the pushes and pops
/// keep rules 36–40's order of callbacks, which the navigation tests check.
@MainActor
struct TransitionCoordinatorTests {
    /// Records, from its callbacks, what the coordinator lets it see and when its blocks run.
    private final class CoordinatedController: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard let coordinator = transitionCoordinator else { log.append("willAppear: no coordinator"); return }
            log.append("willAppear animated=\(coordinator.isAnimated)")
            coordinator.animate(alongsideTransition: { _ in self.log.append("alongside") },
                                completion: { context in self.log.append("completion cancelled=\(context.isCancelled)") })
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("didAppear coordinator=\(transitionCoordinator != nil)")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            transitionCoordinator?.notifyWhenInteractionChanges { context in self.log.append("interaction ended cancelled=\(context.isCancelled)") }
            transitionCoordinator?.animate(alongsideTransition: nil) { context in self.log.append("disappear completion cancelled=\(context.isCancelled)") }
        }
    }

    private func window(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return window
    }

    @Test("During an animated push the incoming controller has a coordinator: alongside blocks run with the animation, completions before viewDidAppear")
    func pushCoordinator() {
        // Given a navigation controller on screen
        UIApplication.shared.resetForTesting()
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = window(root: nav)
        let pushed = CoordinatedController()

        // When a controller is pushed, animated, and the clock runs
        nav.pushViewController(pushed, animated: true)
        UIApplication.shared.runUntilIdle()

        // Then it saw the coordinator in viewWillAppear, and it is gone afterwards
        #expect(pushed.log == ["willAppear animated=true", "alongside", "completion cancelled=false", "didAppear coordinator=false"])
        #expect(nav.transitionCoordinator == nil)
        #expect(window.isKeyWindow)
    }

    @Test("A cancelled interactive pop tells the coordinator's blocks it was cancelled")
    func cancelledInteractivePop() throws {
        // Given a stack of two on screen, the top one recording
        UIApplication.shared.resetForTesting()
        let top = CoordinatedController()
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = window(root: nav)
        nav.pushViewController(top, animated: false)
        UIApplication.shared.runUntilIdle()
        top.log = []

        // When an interactive pop starts and is cancelled
        let pop = try #require(nav.beginInteractivePop())
        pop.update(0.3)
        pop.cancel()
        UIApplication.shared.runUntilIdle()

        // Then the interaction handler and completion saw the cancel, and the top is back
        #expect(top.log.prefix(2) == ["interaction ended cancelled=true", "disappear completion cancelled=true"])
        #expect(nav.topViewController === top)
        #expect(window.rootViewController === nav)
    }

    /// A custom animator that records what the context gives it.
    private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var seen: [String] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1.25 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let to = transitionContext.viewController(forKey: .to)!
            seen.append("animate to=\(type(of: to)) final=\(transitionContext.finalFrame(for: to).size.height) container=\(transitionContext.containerView is UIWindow)")
            UIView.animate(withDuration: 1.25, animations: {}) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { seen.append("ended \(transitionCompleted)") }
    }

    private final class Transitioning: NSObject, UIViewControllerTransitioningDelegate {
        let animator = SlideAnimator()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }

    @Test("A transitioning delegate's animator animates a presentation, which lasts its transitionDuration")
    func customPresentationAnimator() {
        // Given a presented controller with a transitioning delegate
        UIApplication.shared.resetForTesting()
        let root = UIViewController()
        let window = window(root: root)
        let presented = CoordinatedController()
        presented.modalPresentationStyle = .fullScreen
        let transitioning = Transitioning()
        presented.transitioningDelegate = transitioning

        // When it is presented, animated
        root.present(presented, animated: true)
        UIApplication.shared.advanceTime(by: 1.0)
        let beforeEnd = presented.log
        UIApplication.shared.advanceTime(by: 0.25)

        // Then the animator got the context, and the "did" callbacks came after its 1.25 s
        #expect(transitioning.animator.seen == ["animate to=CoordinatedController final=844.0 container=true", "ended true"])
        #expect(beforeEnd == ["willAppear animated=true", "alongside"])
        #expect(presented.log.suffix(2) == ["completion cancelled=false", "didAppear coordinator=false"])
        #expect(window.rootViewController === root)
    }

    private final class SizeController: UIViewController {
        var sizes: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append("will \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
            coordinator.animate(alongsideTransition: nil) { _ in self.sizes.append("done \(Int(self.view.bounds.width))") }
        }
    }

    @Test("A window's size change sends viewWillTransition(to:with:) to its root, which forwards it to its children")
    func sizeTransition() {
        // Given a navigation controller whose top controller watches size changes
        UIApplication.shared.resetForTesting()
        let child = SizeController()
        let nav = UINavigationController(rootViewController: child)
        let window = window(root: nav)

        // When the window turns to landscape
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)

        // Then the child heard it while its view had the old width, and the completion after
        #expect(child.sizes == ["will 844x390 from 390", "done 844"])
    }
}
