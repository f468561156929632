import Testing
@testable import HeadlessUIKit
import AppearanceFuzz

/// Transitions that start while another is pending, in a container that leaves or re-enters the
/// screen, end with balanced callbacks (rule 31). Each test is a sequence the random harness found.
@MainActor
struct OverlappingTransitionTests {
    @Test func aPopThenPushThenTabSwitchAwayAndBackEndsThePoppedControllersDisappearance() {
        // Given a tab bar whose first tab is a navigation controller [root, a, b] on screen (issue 11)
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder(scope: .named)
        let root = UIViewController(), a = UIViewController(), b = UIViewController(), c = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.setViewControllers([root, a, b], animated: false)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        recorder.name(b, "b")
        recorder.name(c, "c")
        recorder.clear()

        // When b is popped, c pushed, and the tab switched away and back before anything ran
        _ = nav.popViewController(animated: true)
        nav.pushViewController(c, animated: true)
        tabs.selectedIndex = 1
        tabs.selectedIndex = 0
        UIApplication.shared.runUntilIdle()

        // Then b's disappearance ends, and c is on screen, appeared
        let bLines = recorder.lines.filter { $0.hasPrefix("b.view") && $0.contains("ppear") }
        #expect(bLines == ["b.viewWillDisappear(animated: false)", "b.viewDidDisappear(animated: false)"])
        #expect(c.appearanceState == .appeared)
        #expect(c.view.window === window)
        #expect(b.viewIfLoaded?.window == nil)
    }

    @Test func theSameWorldRunsTheSameWayTwice() {
        // Given a world with no steps
        // When it runs twice
        // Then nothing is unbalanced either time
        #expect(ContainerWorld.run([]).isEmpty)
        #expect(ContainerWorld.run([]).isEmpty)
    }

    @Test func aTabSwitchAwayAndBackDuringAnAnimatedPushAppearsThePushedControllerAgain() {
        // Given an animated push under way in the first tab
        // When the tab is switched away and back before the push ends
        let steps: [ContainerStep] = [
            .push(tab: 0, animated: true),
            .advance(seconds: 0.1),
            .selectTab(2),
            .selectTab(0),
        ]
        // Then the pushed controller reappears and everything is balanced once drained
        #expect(ContainerWorld.run(steps).isEmpty)
    }

    @Test func aTabSwitchDuringAFullScreenPresentationEndsTheLeavingTabsDisappearance() {
        // Given a full-screen presentation under way over the tab bar controller
        // When a tab is selected before it ends
        let steps: [ContainerStep] = [.present(.fullScreen, animated: true), .selectTab(2)]
        // Then the tab that left gets its viewDidDisappear
        #expect(ContainerWorld.run(steps).isEmpty)
    }

    @Test func presentingFromASheetBeingDismissedIsRefused() {
        // Given a form sheet whose dismissal is under way
        // When a full-screen presentation is asked of it
        let steps: [ContainerStep] = [
            .present(.formSheet, animated: false), .advance(seconds: 0.1),
            .dismiss(animated: true), .present(.fullScreen, animated: false),
        ]
        // Then it is refused (logged), and the tab bar controller ends up on screen
        #expect(ContainerWorld.run(steps).isEmpty)
    }

    @Test func aSwipeCannotBeginOnANavigationControllerThatIsNotShown() {
        // Given an interactive pop begun on a navigation controller in a tab that is not shown
        // When a memory warning unloads its view, the swipe is cancelled, and the tab is shown
        let steps: [ContainerStep] = [
            .selectTab(1), .push(tab: 0, animated: true), .drain, .beginInteractivePop(tab: 0),
            .memoryWarning, .endSwipe(finish: false, progress: 0.2), .selectTab(0),
        ]
        // Then the swipe never began (an unselected tab's navigation controller is not on screen, so
        // its edge swipe cannot start), and everything stays balanced and in place
        #expect(ContainerWorld.run(steps).isEmpty)
    }
}
