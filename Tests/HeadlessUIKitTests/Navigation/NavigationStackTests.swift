import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct NavigationStackTests {
    @Test("Rule 41: popToRoot on [R, X, Y, T]: only T disappears and R appears; X and Y only move", arguments: [false, true])
    func popToRootOrder(animated: Bool) {
        let r = UIViewController()
        let x = UIViewController()
        let y = UIViewController()
        let t = UIViewController()
        let harness = NavigationStage(root: r, named: "R")
        harness.name(x, "X")
        harness.name(y, "Y")
        harness.name(t, "T")
        harness.nav.setViewControllers([r, x, y, t], animated: false)
        harness.settle()
        harness.clear()

        let popped = harness.nav.popToRootViewController(animated: animated)
        harness.settle()

        #expect(popped == [x, y, t])
        #expect(harness.lines == [
            "X.willMove(toParent: nil)", "Y.willMove(toParent: nil)", "T.willMove(toParent: nil)",
            "T.viewWillDisappear(animated: \(animated))", "R.viewWillAppear(animated: \(animated))",
            "R.viewIsAppearing(animated: \(animated))", "T.viewDidDisappear(animated: \(animated))",
            "R.viewDidAppear(animated: \(animated))",
            "X.didMove(toParent: nil)", "Y.didMove(toParent: nil)", "T.didMove(toParent: nil)",
        ])
        #expect(harness.nav.viewControllers == [r])
        #expect(harness.nav.view.subviews == [r.view])
        #expect(!x.isViewLoaded && !y.isViewLoaded, "controllers never revealed never load")
    }

    @Test("Rule 41: popToViewController pops everything above it and returns it in stack order", arguments: [false, true])
    func popToViewController(animated: Bool) {
        let r = UIViewController()
        let x = UIViewController()
        let y = UIViewController()
        let harness = NavigationStage(root: r, named: "R")
        harness.name(x, "X")
        harness.name(y, "Y")
        harness.nav.setViewControllers([r, x, y], animated: false)
        harness.settle()
        harness.clear()

        let popped = harness.nav.popToViewController(x, animated: animated)
        harness.settle()

        #expect(popped == [y])
        #expect(harness.lines == [
            "Y.willMove(toParent: nil)", "X.loadView()", "X.viewDidLoad()",
            "Y.viewWillDisappear(animated: \(animated))", "X.viewWillAppear(animated: \(animated))",
            "X.viewIsAppearing(animated: \(animated))", "Y.viewDidDisappear(animated: \(animated))",
            "X.viewDidAppear(animated: \(animated))", "Y.didMove(toParent: nil)",
        ])
    }

    @Test("Pop return values: nil when nothing is popped, as UIKit answers")
    func popReturnValues() {
        let r = UIViewController()
        let harness = NavigationStage(root: r, named: "R")

        let single = harness.nav.popViewController(animated: true)
        let toRoot = harness.nav.popToRootViewController(animated: true)
        let toTop = harness.nav.popToViewController(r, animated: false)
        harness.settle()

        #expect(single == nil)
        #expect(toRoot == nil)
        #expect(toTop == nil)
        #expect(harness.nav.viewControllers == [r])
        #expect(harness.lines.isEmpty)
    }

    @Test("popToViewController with a controller not in the stack stops with UIKit's message")
    func popToAStranger() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.popToViewController(UIViewController(), animated: false)
            }
        }

        #expect(standardError(of: result).contains("Tried to pop to a view controller that doesn't exist."))
    }

    @Test("Rule 42: setViewControllers sends appearance only to the outgoing and incoming tops", arguments: [false, true])
    func setViewControllersOrder(animated: Bool) {
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let d = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")
        harness.name(c, "C")
        harness.name(d, "D")
        harness.nav.pushViewController(b, animated: false)
        harness.settle()
        harness.clear()

        harness.nav.setViewControllers([c, d], animated: animated)

        #expect(harness.nav.viewControllers == [c, d])
        #expect(harness.lines == [
            "A.willMove(toParent: nil)", "B.willMove(toParent: nil)",
            "C.willMove(toParent: Nav)", "D.willMove(toParent: Nav)",
        ])

        harness.settle()

        #expect(Array(harness.lines.dropFirst(4)) == [
            "D.loadView()", "D.viewDidLoad()",
            "B.viewWillDisappear(animated: \(animated))", "D.viewWillAppear(animated: \(animated))",
            "D.viewIsAppearing(animated: \(animated))", "B.viewDidDisappear(animated: \(animated))",
            "D.viewDidAppear(animated: \(animated))",
            "C.didMove(toParent: Nav)", "D.didMove(toParent: Nav)",
            "A.didMove(toParent: nil)", "B.didMove(toParent: nil)",
        ])
        #expect(!c.isViewLoaded)
        #expect(harness.nav.children == [c, d])
    }

    @Test("Rule 42: the controllers beneath load only when a pop reveals them", arguments: [false, true])
    func beneathLoadsWhenRevealed(animated: Bool) {
        let a = UIViewController()
        let c = UIViewController()
        let d = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(c, "C")
        harness.name(d, "D")
        harness.nav.viewControllers = [c, d]
        harness.settle()
        harness.clear()

        #expect(!c.isViewLoaded)

        harness.nav.popViewController(animated: animated)
        harness.settle()

        #expect(Array(harness.lines.prefix(4)) == [
            "D.willMove(toParent: nil)", "C.loadView()", "C.viewDidLoad()", "D.viewWillDisappear(animated: \(animated))",
        ])
        #expect(harness.nav.view.subviews == [c.view])
    }

    @Test("Rule 42: setViewControllers keeping the top sends no appearance callbacks; reordering it away does", arguments: [false, true])
    func setKeepingTheTop(animated: Bool) {
        let a = UIViewController()
        let b = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")

        harness.nav.setViewControllers([b, a], animated: animated)
        harness.settle()

        #expect(harness.lines == ["B.willMove(toParent: Nav)", "B.didMove(toParent: Nav)"])
        #expect(!b.isViewLoaded)
        harness.clear()

        harness.nav.setViewControllers([a, b], animated: animated)
        harness.settle()

        #expect(harness.lines == [
            "B.loadView()", "B.viewDidLoad()",
            "A.viewWillDisappear(animated: \(animated))", "B.viewWillAppear(animated: \(animated))",
            "B.viewIsAppearing(animated: \(animated))", "A.viewDidDisappear(animated: \(animated))",
            "B.viewDidAppear(animated: \(animated))",
        ])
        #expect(harness.nav.viewControllers == [a, b])
    }

    @Test("Rule 60: pushing a controller already in the stack stops with UIKit's message")
    func pushingTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIViewController()
                let nav = UINavigationController(rootViewController: a)
                nav.pushViewController(a, animated: false)
            }
        }

        let message = standardError(of: result)
        #expect(message.contains("NSInvalidArgumentException"))
        #expect(message.contains("Pushing the same view controller instance more than once is not supported (<UIViewController: 0x"))
    }

    @Test("Rule 60: pushing a navigation controller stops with UIKit's message")
    func pushingANavigationController() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.pushViewController(UINavigationController(), animated: true)
            }
        }

        #expect(standardError(of: result).contains("Pushing a navigation controller is not supported"))
    }

    @Test("Rule 60: pushViewControllerOrThrow throws UIKit's exceptions and leaves the stack alone")
    func pushOrThrow() {
        let stage = Stage()
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        stage.name(a, "A")
        stage.clear()

        #expect(throws: UIKitException(name: "NSInvalidArgumentException",
                                       reason: "Pushing the same view controller instance more than once is not supported (\(a))")) {
            try nav.pushViewControllerOrThrow(a, animated: false)
        }
        #expect(throws: UIKitException(name: "NSInvalidArgumentException", reason: "Pushing a navigation controller is not supported")) {
            try nav.pushViewControllerOrThrow(UINavigationController(), animated: false)
        }

        #expect(nav.viewControllers == [a])
        #expect(stage.lines.isEmpty)
    }

    @Test("A push during an animated push waits for it to end, then runs from what is on screen")
    func pushDuringAPush() {
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")
        harness.name(c, "C")
        harness.nav.pushViewController(b, animated: true)
        UIApplication.shared.advanceTime(by: 0)

        harness.nav.pushViewController(c, animated: true)

        #expect(harness.nav.viewControllers == [a, b, c])
        #expect(harness.lines.last == "C.willMove(toParent: Nav)")

        harness.settle()

        #expect(Array(harness.lines.drop { $0 != "C.willMove(toParent: Nav)" }) == [
            "C.willMove(toParent: Nav)",
            "A.viewDidDisappear(animated: true)", "B.viewDidAppear(animated: true)", "B.didMove(toParent: Nav)",
            "C.loadView()", "C.viewDidLoad()",
            "B.viewWillDisappear(animated: true)", "C.viewWillAppear(animated: true)", "C.viewIsAppearing(animated: true)",
            "B.viewDidDisappear(animated: true)", "C.viewDidAppear(animated: true)", "C.didMove(toParent: Nav)",
        ])
        #expect(harness.nav.view.subviews == [c.view])
    }

    @Test("A pop during an animated push lets the push finish, then pops", arguments: [false, true])
    func popDuringAPush(animated: Bool) {
        let a = UIViewController()
        let b = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")
        harness.nav.pushViewController(b, animated: true)
        UIApplication.shared.advanceTime(by: 0)

        let popped = harness.nav.popViewController(animated: animated)
        harness.settle()

        #expect(popped === b)
        #expect(Array(harness.lines.drop { $0 != "B.willMove(toParent: nil)" }) == [
            "B.willMove(toParent: nil)",
            "A.viewDidDisappear(animated: true)", "B.viewDidAppear(animated: true)",
            "B.viewWillDisappear(animated: \(animated))", "A.viewWillAppear(animated: \(animated))",
            "A.viewIsAppearing(animated: \(animated))", "B.viewDidDisappear(animated: \(animated))",
            "A.viewDidAppear(animated: \(animated))", "B.didMove(toParent: nil)",
        ])
        #expect(harness.nav.viewControllers == [a])
        #expect(harness.nav.view.subviews == [a.view])
        #expect(b.parent == nil)
    }

    @Test("Rules 41, 42: several pushes in one turn make one transition to the last", arguments: [false, true])
    func pushesInOneTurn(animated: Bool) {
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")
        harness.name(c, "C")

        harness.nav.pushViewController(b, animated: animated)
        harness.nav.pushViewController(c, animated: animated)
        harness.settle()

        #expect(harness.lines == [
            "B.willMove(toParent: Nav)", "C.willMove(toParent: Nav)", "C.loadView()", "C.viewDidLoad()",
            "A.viewWillDisappear(animated: \(animated))", "C.viewWillAppear(animated: \(animated))",
            "C.viewIsAppearing(animated: \(animated))", "A.viewDidDisappear(animated: \(animated))",
            "C.viewDidAppear(animated: \(animated))", "B.didMove(toParent: Nav)", "C.didMove(toParent: Nav)",
        ])
        #expect(!b.isViewLoaded)
    }

    @Test("A push and a pop of the same controller in one turn leave nothing on screen changed")
    func pushThenPopInOneTurn() {
        let a = UIViewController()
        let b = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")

        harness.nav.pushViewController(b, animated: true)
        harness.nav.popViewController(animated: true)
        harness.settle()

        #expect(harness.lines == ["B.willMove(toParent: Nav)", "B.willMove(toParent: nil)", "B.didMove(toParent: nil)"])
        #expect(b.parent == nil)
        #expect(!b.isViewLoaded)
    }

    @Test("Off screen, push and pop change the stack and the views without appearance callbacks", arguments: [false, true])
    func offScreen(animated: Bool) {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        stage.name(a, "A")
        stage.name(b, "B")
        _ = nav.view
        UIApplication.shared.runUntilIdle()

        nav.pushViewController(b, animated: animated)
        UIApplication.shared.runUntilIdle()

        #expect(nav.view.subviews == [b.view])
        #expect(a.view.superview == nil)

        nav.popViewController(animated: animated)
        UIApplication.shared.runUntilIdle()

        #expect(nav.view.subviews == [a.view])
        #expect(stage.lines.filter { $0.contains("ppear") }.isEmpty)
        #expect(stage.lines.filter { $0.contains("Move") } == [
            "A.willMove(toParent: UINavigationController)", "A.didMove(toParent: UINavigationController)",
            "B.willMove(toParent: UINavigationController)", "B.didMove(toParent: UINavigationController)",
            "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
        ])
    }

    @Test("A navigation controller whose view never loaded keeps the stack without loading any view")
    func unloadedNavigationController() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        stage.name(a, "A")
        stage.clear()
        let nav = UINavigationController(rootViewController: a)

        nav.pushViewController(b, animated: true)
        UIApplication.shared.runUntilIdle()

        #expect(nav.viewControllers == [a, b])
        #expect(!nav.isViewLoaded && !a.isViewLoaded && !b.isViewLoaded)
        #expect(stage.lines == ["A.willMove(toParent: UINavigationController)", "A.didMove(toParent: UINavigationController)"])
    }

    @Test("navigationController is the nearest navigation ancestor, for every controller in the stack and their children")
    func navigationControllerProperty() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        b.addChild(child)
        UIApplication.shared.runUntilIdle()

        #expect(a.navigationController === nav)
        #expect(b.navigationController === nav)
        #expect(child.navigationController === nav)
        #expect(nav.navigationController == nil)
        #expect(UIViewController().navigationController == nil)
        #expect(nav.children == nav.viewControllers)
        withExtendedLifetime(stage) {}
    }

    @Test("Initializers: nibName/bundle, coder and bar classes make an empty stack; the root initializer holds the root")
    func initializers() throws {
        let stage = Stage()
        final class CustomBar: UINavigationBar {}
        final class CustomToolbar: UIToolbar {}

        let empty = UINavigationController(nibName: nil, bundle: nil)
        let plain = UINavigationController()
        let custom = UINavigationController(navigationBarClass: CustomBar.self, toolbarClass: CustomToolbar.self)
        let fallback = UINavigationController(navigationBarClass: nil, toolbarClass: nil)
        let archived = try #require(UINavigationController(coder: NSCoder()))
        let root = UIViewController()
        let rooted = UINavigationController(rootViewController: root)

        #expect(empty.viewControllers.isEmpty && plain.viewControllers.isEmpty && archived.viewControllers.isEmpty)
        #expect(empty.topViewController == nil)
        #expect(custom.navigationBar is CustomBar)
        #expect(custom.toolbar is CustomToolbar)
        #expect(type(of: fallback.navigationBar) == UINavigationBar.self)
        #expect(rooted.viewControllers == [root])
        #expect(rooted.topViewController === root)
        #expect(!rooted.shouldAutomaticallyForwardAppearanceMethods)
        withExtendedLifetime(stage) {}
    }

    @Test("An empty navigation controller shows its first push; emptying the stack leaves an empty view")
    func emptyStack() {
        let stage = Stage()
        let a = UIViewController()
        let nav = UINavigationController()
        stage.name(a, "A")
        stage.show(nav)
        stage.clear()

        nav.pushViewController(a, animated: false)
        UIApplication.shared.runUntilIdle()

        #expect(nav.view.subviews == [a.view])
        #expect(a.appearanceState == .appeared)

        nav.setViewControllers([], animated: false)
        UIApplication.shared.runUntilIdle()

        #expect(nav.view.subviews.isEmpty)
        #expect(a.appearanceState == .disappeared)
        #expect(a.parent == nil)
    }

    @Test("show(_:sender:) pushes, animated, from the navigation controller and from a controller in its stack")
    func showPushes() {
        let a = ProbeController()
        let b = ProbeController()
        let c = ProbeController()
        let harness = NavigationStage(root: a, named: "A")

        harness.nav.show(b, sender: nil)
        harness.settle()

        #expect(harness.nav.viewControllers == [a, b])
        #expect(b.note(for: "viewDidAppear")?.contains("animated=true") == true)
        #expect(harness.nav.handlesShow)

        b.show(c, sender: nil)
        harness.settle()

        #expect(harness.nav.viewControllers == [a, b, c])
        #expect(c.note(for: "viewWillAppear")?.contains("movingToParent") == true)
    }

    @Test("visibleViewController is the top when nothing is presented")
    func visibleViewController() {
        let a = UIViewController()
        let b = UIViewController()
        let harness = NavigationStage(root: a, named: "A")

        harness.nav.pushViewController(b, animated: false)

        #expect(harness.nav.visibleViewController === b)
        #expect(harness.nav.topViewController === b)
    }

    @Test("visibleViewController is a controller presented over the stack; the top disappears and reappears with the navigation controller", arguments: [false, true])
    func visibleViewControllerWhilePresenting(animated: Bool) {
        let a = UIViewController()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        let harness = NavigationStage(root: a, named: "A")
        harness.name(modal, "M")

        a.present(modal, animated: animated)
        harness.settle()

        #expect(harness.nav.visibleViewController === modal)
        #expect(harness.nav.topViewController === a)
        #expect(a.appearanceState == .disappeared)
        #expect(harness.lines.filter { $0.hasPrefix("A.") } == [
            "A.viewWillDisappear(animated: \(animated))", "A.viewDidDisappear(animated: \(animated))",
        ])
        harness.clear()

        modal.dismiss(animated: animated)
        harness.settle()

        #expect(harness.nav.visibleViewController === a)
        #expect(harness.lines.filter { $0.hasPrefix("A.") } == [
            "A.viewWillAppear(animated: \(animated))", "A.viewIsAppearing(animated: \(animated))",
            "A.viewDidAppear(animated: \(animated))",
        ])
    }
}
