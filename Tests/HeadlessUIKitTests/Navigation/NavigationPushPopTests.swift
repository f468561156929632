import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct NavigationPushPopTests {
    @Test("Rule 36: push B onto [A] sends willMove inside the call and the rest at the next turn", arguments: [false, true])
    func pushOrder(animated: Bool) {
        let a = ProbeController()
        let b = ProbeController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")

        harness.nav.pushViewController(b, animated: animated)

        #expect(harness.lines == ["B.willMove(toParent: Nav)"])
        #expect(!b.isViewLoaded)

        harness.settle()

        #expect(harness.lines == [
            "B.willMove(toParent: Nav)", "B.loadView()", "B.viewDidLoad()",
            "A.viewWillDisappear(animated: \(animated))", "B.viewWillAppear(animated: \(animated))",
            "B.viewIsAppearing(animated: \(animated))", "A.viewDidDisappear(animated: \(animated))",
            "B.viewDidAppear(animated: \(animated))", "B.didMove(toParent: Nav)",
        ])
        #expect(harness.nav.viewControllers == [a, b])
        #expect(harness.nav.view.subviews == [b.view])
    }

    @Test("Rule 36: an animated push sends its did callbacks and didMove when the animation ends")
    func animatedPushTiming() {
        let a = ProbeController()
        let b = ProbeController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")

        harness.nav.pushViewController(b, animated: true)
        UIApplication.shared.advanceTime(by: 0)

        #expect(harness.lines.last == "B.viewIsAppearing(animated: true)")
        #expect(a.view.superview === harness.nav.view, "both views are in the hierarchy while the animation runs")
        #expect(b.view.superview === harness.nav.view)

        UIApplication.shared.advanceTime(by: UINavigationController.transitionDuration)

        #expect(Array(harness.lines.suffix(3)) == [
            "A.viewDidDisappear(animated: true)", "B.viewDidAppear(animated: true)", "B.didMove(toParent: Nav)",
        ])
        #expect(a.view.superview == nil)
    }

    @Test("Rule 36: with animations disabled an animated push ends in the same turn, still passing animated: true")
    func animatedPushWithAnimationsDisabled() {
        let a = ProbeController()
        let b = ProbeController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")
        UIView.setAnimationsEnabled(false)

        harness.nav.pushViewController(b, animated: true)
        UIApplication.shared.advanceTime(by: 0)

        #expect(harness.lines.last == "B.didMove(toParent: Nav)")
        #expect(b.note(for: "viewDidAppear")?.contains("animated=true") == true)
    }

    @Test("Rule 37: viewControllers already contains B during the push, from the call on", arguments: [false, true])
    func stackDuringPush(animated: Bool) {
        let a = UIViewController()
        let b = StackObserver()
        let harness = NavigationStage(root: a, named: "A")

        harness.nav.pushViewController(b, animated: animated)

        #expect(harness.nav.viewControllers == [a, b])
        #expect(harness.nav.topViewController === b)

        harness.settle()

        #expect(b.stackInWillAppear == [a, b])
        #expect(b.stackInDidAppear == [a, b])
    }

    @Test("Rule 37: during a pop B has already left viewControllers when B.viewWillDisappear runs", arguments: [false, true])
    func stackDuringPop(animated: Bool) {
        let a = UIViewController()
        let b = StackObserver()
        let harness = NavigationStage(root: a, named: "A")
        harness.nav.pushViewController(b, animated: false)
        harness.settle()

        let popped = harness.nav.popViewController(animated: animated)

        #expect(popped === b)
        #expect(harness.nav.viewControllers == [a])

        harness.settle()

        #expect(b.stackInWillDisappear == [a])
        #expect(b.navigationControllerInWillDisappear === harness.nav, "B is still the navigation controller's child until didMove(toParent: nil)")
        #expect(b.navigationController == nil)
        #expect(b.parent == nil)
    }

    @Test("Rule 38: pop B off [A, B] in UIKit's order", arguments: [false, true])
    func popOrder(animated: Bool) {
        let a = ProbeController()
        let b = ProbeController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")
        harness.nav.pushViewController(b, animated: false)
        harness.settle()
        harness.clear()

        harness.nav.popViewController(animated: animated)

        #expect(harness.lines == ["B.willMove(toParent: nil)"])

        harness.settle()

        #expect(harness.lines == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(animated: \(animated))", "A.viewWillAppear(animated: \(animated))",
            "A.viewIsAppearing(animated: \(animated))", "B.viewDidDisappear(animated: \(animated))",
            "A.viewDidAppear(animated: \(animated))", "B.didMove(toParent: nil)",
        ])
        #expect(harness.nav.view.subviews == [a.view])
    }

    @Test("Rule 38: an animated pop sends its did callbacks when the animation ends")
    func animatedPopTiming() {
        let a = ProbeController()
        let b = ProbeController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")
        harness.nav.pushViewController(b, animated: false)
        harness.settle()
        harness.clear()

        harness.nav.popViewController(animated: true)
        UIApplication.shared.advanceTime(by: 0)

        #expect(harness.lines.last == "A.viewIsAppearing(animated: true)")
        #expect(harness.nav.view.subviews == [a.view, b.view], "the revealed view goes under the popped one")

        UIApplication.shared.advanceTime(by: UINavigationController.transitionDuration)

        #expect(harness.lines.last == "B.didMove(toParent: nil)")
        #expect(harness.nav.view.subviews == [a.view])
    }

    @Test("Rule 39: isMovingToParent in the pushed controller's appear callbacks only", arguments: [false, true])
    func movingToParentFlags(animated: Bool) {
        let a = ProbeController()
        let b = ProbeController()
        let harness = NavigationStage(root: a, named: "A")

        harness.nav.pushViewController(b, animated: animated)
        harness.settle()

        #expect(b.notes == [
            "viewWillAppear inWindow=false animated=\(animated) movingToParent",
            "viewIsAppearing inWindow=true animated=\(animated) movingToParent",
            "viewDidAppear inWindow=true animated=\(animated) movingToParent",
        ])
        #expect(a.notes.suffix(2) == [
            "viewWillDisappear inWindow=true animated=\(animated)",
            "viewDidDisappear inWindow=false animated=\(animated)",
        ])
        #expect(!b.isMovingToParent)
    }

    @Test("Rule 39: isMovingFromParent in the popped controller's disappear callbacks only", arguments: [false, true])
    func movingFromParentFlags(animated: Bool) {
        let a = ProbeController()
        let b = ProbeController()
        let harness = NavigationStage(root: a, named: "A")
        harness.nav.pushViewController(b, animated: false)
        harness.settle()
        a.notes.removeAll()
        b.notes.removeAll()

        harness.nav.popViewController(animated: animated)
        harness.settle()

        #expect(b.notes == [
            "viewWillDisappear inWindow=true animated=\(animated) movingFromParent",
            "viewDidDisappear inWindow=false animated=\(animated) movingFromParent",
        ])
        #expect(a.notes == [
            "viewWillAppear inWindow=false animated=\(animated)",
            "viewIsAppearing inWindow=true animated=\(animated)",
            "viewDidAppear inWindow=true animated=\(animated)",
        ])
        #expect(!b.isMovingFromParent)
    }

    @Test("Rule 50: the animated flag of push and pop reaches every callback", arguments: [false, true])
    func animatedFlagEverywhere(animated: Bool) {
        let a = ProbeController()
        let b = ProbeController()
        let harness = NavigationStage(root: a, named: "A")
        a.notes.removeAll()

        harness.nav.pushViewController(b, animated: animated)
        harness.settle()
        harness.nav.popViewController(animated: animated)
        harness.settle()

        let notes = a.notes + b.notes
        #expect(notes.count == 10)
        #expect(notes.allSatisfy { $0.contains("animated=\(animated)") })
    }

    @Test("Rule 41: only the top controller's view is in the hierarchy, sized to the navigation controller's view")
    func onlyTheTopViewIsInTheHierarchy() {
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let harness = NavigationStage(root: a, named: "A")

        harness.nav.pushViewController(b, animated: true)
        harness.nav.pushViewController(c, animated: false)
        harness.settle()

        #expect(harness.nav.view.subviews == [c.view])
        #expect(c.view.frame == harness.nav.view.bounds)
        #expect(c.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(a.isViewLoaded && a.view.superview == nil, "the others keep their loaded views, out of the hierarchy")

        harness.nav.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)

        #expect(c.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    }
}

/// A controller that notes the navigation stack as seen from inside its callbacks.
@MainActor
final class StackObserver: UIViewController {
    var stackInWillAppear: [UIViewController]?
    var stackInDidAppear: [UIViewController]?
    var stackInWillDisappear: [UIViewController]?
    weak var navigationControllerInWillDisappear: UINavigationController?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        stackInWillAppear = navigationController?.viewControllers
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        stackInDidAppear = navigationController?.viewControllers
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        stackInWillDisappear = navigationController?.viewControllers
        navigationControllerInWillDisappear = navigationController
    }
}
