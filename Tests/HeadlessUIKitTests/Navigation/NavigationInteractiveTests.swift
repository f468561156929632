import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct NavigationInteractiveTests {
    /// Rule 40's lines (and rule 38's for a finish) are compared without viewIsAppearing, which
    /// comes with the first layout of a view in the window (rule 32) and postdates rule 40's logs.
    private func appearanceLines(_ harness: NavigationStage) -> [String] {
        harness.lines.filter { !$0.contains("viewIsAppearing") }
    }

    @Test("Rule 40: a cancelled interactive pop gives B.viewWillDisappear, A.viewWillAppear, A.viewWillDisappear, A.viewDidDisappear, B.viewWillAppear, B.viewDidAppear")
    func cancelledInteractivePop() throws {
        let a = ProbeController()
        let b = ProbeController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")
        harness.nav.pushViewController(b, animated: false)
        harness.settle()
        harness.clear()

        let pop = try #require(harness.nav.beginInteractivePop())

        #expect(harness.lines == ["B.willMove(toParent: nil)", "B.viewWillDisappear(animated: true)", "A.viewWillAppear(animated: true)"])
        #expect(harness.nav.viewControllers == [a], "rule 37: B has left the stack while it disappears")
        #expect(harness.nav.view.subviews == [a.view, b.view])

        pop.update(0.4)
        pop.cancel()
        harness.settle()

        #expect(appearanceLines(harness) == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(animated: true)", "A.viewWillAppear(animated: true)",
            "A.viewWillDisappear(animated: true)", "A.viewDidDisappear(animated: true)",
            "B.viewWillAppear(animated: true)", "B.viewDidAppear(animated: true)",
            "B.didMove(toParent: Nav)",
        ])
        #expect(harness.nav.viewControllers == [a, b])
        #expect(harness.nav.view.subviews == [b.view])
        #expect(b.parent === harness.nav)
        #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
    }

    @Test("Rule 40: a cancelled pop sets isMovingFromParent only while B is leaving")
    func cancelledInteractivePopFlags() throws {
        let a = ProbeController()
        let b = ProbeController()
        let harness = NavigationStage(root: a, named: "A")
        harness.nav.pushViewController(b, animated: false)
        harness.settle()
        b.notes.removeAll()

        let pop = try #require(harness.nav.beginInteractivePop())
        pop.cancel()
        harness.settle()

        #expect(b.notes == [
            "viewWillDisappear inWindow=true animated=true movingFromParent",
            "viewWillAppear inWindow=true animated=true",
            "viewIsAppearing inWindow=true animated=true",
            "viewDidAppear inWindow=true animated=true",
        ])
        #expect(!b.isMovingFromParent && !b.isMovingToParent)
    }

    @Test("Rule 38: a finished interactive pop ends as a pop does")
    func finishedInteractivePop() throws {
        let a = ProbeController()
        let b = ProbeController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")
        harness.nav.pushViewController(b, animated: false)
        harness.settle()
        harness.clear()

        let pop = try #require(harness.nav.beginInteractivePop())
        pop.update(0.7)
        pop.finish()

        #expect(appearanceLines(harness).count == 3, "the rest comes when the remaining animation ends")

        harness.settle()

        #expect(appearanceLines(harness) == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(animated: true)", "A.viewWillAppear(animated: true)",
            "B.viewDidDisappear(animated: true)", "A.viewDidAppear(animated: true)",
            "B.didMove(toParent: nil)",
        ])
        #expect(harness.nav.viewControllers == [a])
        #expect(harness.nav.view.subviews == [a.view])
        #expect(b.note(for: "viewDidDisappear")?.contains("movingFromParent") == true)
        #expect(b.parent == nil)
    }

    @Test("Rule 40: a cancelled swipe animates back as far as the finger went; a finished one animates what was left")
    func interactivePopTiming() throws {
        let a = UIViewController()
        let b = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        harness.nav.pushViewController(b, animated: false)
        harness.settle()

        let cancelled = try #require(harness.nav.beginInteractivePop())
        cancelled.update(0.5)
        cancelled.cancel()
        UIApplication.shared.advanceTime(by: UINavigationController.transitionDuration * 0.4)

        #expect(harness.nav.viewControllers == [a])

        UIApplication.shared.advanceTime(by: UINavigationController.transitionDuration * 0.2)

        #expect(harness.nav.viewControllers == [a, b])

        let finished = try #require(harness.nav.beginInteractivePop())
        finished.update(0.75)
        finished.finish()
        UIApplication.shared.advanceTime(by: UINavigationController.transitionDuration * 0.2)

        #expect(b.parent === harness.nav)

        UIApplication.shared.advanceTime(by: UINavigationController.transitionDuration * 0.1)

        #expect(b.parent == nil)
    }

    @Test("Rule 40: no interactive pop with only the root, or while a transition runs")
    func interactivePopRefused() {
        let a = UIViewController()
        let b = UIViewController()
        let harness = NavigationStage(root: a, named: "A")

        #expect(harness.nav.beginInteractivePop() == nil)

        harness.nav.pushViewController(b, animated: true)

        #expect(harness.nav.beginInteractivePop() == nil, "the push is pending")

        UIApplication.shared.advanceTime(by: 0)

        #expect(harness.nav.beginInteractivePop() == nil, "the push is animating")

        harness.settle()
        let pop = harness.nav.beginInteractivePop()

        #expect(pop != nil)
        #expect(harness.nav.beginInteractivePop() == nil, "one swipe at a time")
        pop?.finish()
        harness.settle()
    }

    @Test("Rule 40: a push during the swipe waits for the cancel, then runs")
    func pushDuringASwipe() throws {
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        harness.nav.pushViewController(b, animated: false)
        harness.settle()

        let pop = try #require(harness.nav.beginInteractivePop())
        harness.nav.pushViewController(c, animated: false)
        pop.cancel()
        harness.settle()

        #expect(harness.nav.viewControllers == [a, c, b])
        #expect(harness.nav.view.subviews == [b.view])
        #expect(c.parent === harness.nav)
        #expect(!c.isMovingToParent)
    }
}
