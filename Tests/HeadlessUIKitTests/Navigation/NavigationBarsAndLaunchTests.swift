import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct NavigationBarsAndLaunchTests {
    @Test("Rule 34: launching with a navigation root: the navigation controller appears, then its top, not animated")
    func launchOrder() {
        let stage = Stage()
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        stage.name(nav, "Nav")
        stage.name(a, "A")
        stage.clear()

        stage.show(nav)

        #expect(stage.lines == [
            "Nav.loadView()", "Nav.viewDidLoad()",
            "Nav.viewWillAppear(animated: false)", "A.loadView()", "A.viewDidLoad()", "A.viewWillAppear(animated: false)",
            "A.didMove(toParent: Nav)",
            "Nav.viewIsAppearing(animated: false)", "A.viewIsAppearing(animated: false)",
            "Nav.viewWillLayoutSubviews()", "Nav.viewDidLayoutSubviews()",
            "A.viewWillLayoutSubviews()", "A.viewDidLayoutSubviews()",
            "Nav.viewDidAppear(animated: false)", "A.viewDidAppear(animated: false)",
        ])
        #expect(nav.view.subviews == [a.view])
        #expect(a.view.frame == nav.view.bounds)
    }

    @Test("Rules 56, 57: the top controller disappears and reappears with the navigation controller; the others do not")
    func appearanceFollowsTheNavigationController() {
        let a = UIViewController()
        let b = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        harness.name(b, "B")
        harness.nav.pushViewController(b, animated: false)
        harness.settle()
        harness.clear()

        harness.stage.window.isHidden = true
        harness.settle()

        #expect(harness.lines == [
            "Nav.viewWillDisappear(animated: false)", "B.viewWillDisappear(animated: false)",
            "Nav.viewDidDisappear(animated: false)", "B.viewDidDisappear(animated: false)",
        ])
        harness.clear()

        harness.stage.window.isHidden = false
        harness.settle()

        #expect(harness.lines == [
            "Nav.viewWillAppear(animated: false)", "B.viewWillAppear(animated: false)",
            "Nav.viewIsAppearing(animated: false)", "B.viewIsAppearing(animated: false)",
            "Nav.viewDidAppear(animated: false)", "B.viewDidAppear(animated: false)",
        ])
    }

    @Test("Rule 42: a stack changed off screen shows only its new top when the navigation controller appears")
    func changedOffScreenThenShown() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        stage.name(a, "A")
        stage.name(b, "B")
        stage.name(c, "C")
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        stage.clear()

        stage.show(nav)

        #expect(!a.isViewLoaded && !b.isViewLoaded)
        #expect(nav.view.subviews == [c.view])
        #expect(stage.lines.filter { !$0.contains("Layout") } == [
            "C.loadView()", "C.viewDidLoad()", "C.viewWillAppear(animated: false)",
            "A.didMove(toParent: UINavigationController)", "B.didMove(toParent: UINavigationController)",
            "C.didMove(toParent: UINavigationController)",
            "C.viewIsAppearing(animated: false)", "C.viewDidAppear(animated: false)",
        ])
    }

    @Test("The delegate hears willShow when a transition starts and didShow when it ends, with the animated flag", arguments: [false, true])
    func delegateCalls(animated: Bool) {
        let a = UIViewController()
        let b = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        let delegate = NavigationDelegateProbe()
        delegate.names = [ObjectIdentifier(a): "A", ObjectIdentifier(b): "B"]
        harness.nav.delegate = delegate

        harness.nav.pushViewController(b, animated: animated)
        UIApplication.shared.advanceTime(by: 0)

        #expect(delegate.calls == ["willShow B animated=\(animated)"] + (animated ? [] : ["didShow B animated=false"]))

        harness.settle()
        harness.nav.popViewController(animated: animated)
        harness.settle()

        #expect(delegate.calls == [
            "willShow B animated=\(animated)", "didShow B animated=\(animated)",
            "willShow A animated=\(animated)", "didShow A animated=\(animated)",
        ])
    }

    @Test("The delegate hears about the root when the navigation controller first appears")
    func delegateAtLaunch() {
        let stage = Stage()
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let delegate = NavigationDelegateProbe()
        delegate.names = [ObjectIdentifier(a): "A"]
        nav.delegate = delegate

        stage.show(nav)

        #expect(delegate.calls == ["willShow A animated=false", "didShow A animated=false"])
    }

    @Test("The navigation bar's items follow the stack: top item, back item and back button title")
    func navigationBarItems() {
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        a.title = "Inbox"
        b.navigationItem.title = "Message"
        let harness = NavigationStage(root: a, named: "A")
        let bar = harness.nav.navigationBar

        #expect(bar.items?.count == 1)
        #expect(bar.topItem === a.navigationItem)
        #expect(bar.backItem == nil)
        #expect(bar.backButtonTitle == nil)

        harness.nav.pushViewController(b, animated: true)

        #expect(bar.items?.map(\.title) == ["Inbox", "Message"])
        #expect(bar.topItem === b.navigationItem)
        #expect(bar.backItem === a.navigationItem)
        #expect(bar.backButtonTitle == "Inbox")

        a.navigationItem.backButtonTitle = "Back to Inbox"
        harness.nav.pushViewController(c, animated: false)
        harness.settle()

        #expect(bar.backButtonTitle == "Message")

        harness.nav.popViewController(animated: false)

        #expect(bar.backButtonTitle == "Back to Inbox")
        #expect(!a.isViewLoaded || a.view.superview == nil, "reading items never loads a view")
    }

    @Test("Tapping the back button pops, animated; a hidden back button does nothing")
    func backButtonTap() {
        let a = ProbeController()
        let b = ProbeController()
        let harness = NavigationStage(root: a, named: "A")
        harness.nav.pushViewController(b, animated: false)
        harness.settle()

        b.navigationItem.hidesBackButton = true
        harness.nav.navigationBar.simulateBackButtonTap()
        harness.settle()

        #expect(harness.nav.viewControllers == [a, b])

        b.navigationItem.hidesBackButton = false
        harness.nav.navigationBar.simulateBackButtonTap()
        harness.settle()

        #expect(harness.nav.viewControllers == [a])
        #expect(b.note(for: "viewDidDisappear")?.contains("animated=true") == true)
    }

    @Test("A navigation controller's bar refuses direct item changes with UIKit's message")
    func managedBarRefusesItems() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.navigationBar.setItems([UINavigationItem(title: "X")], animated: false)
            }
        }

        #expect(standardError(of: result).contains("Cannot call setItems:animated: directly on a UINavigationBar managed by a controller."))
    }

    @Test("A bar of one's own keeps its items: push, pop, set")
    func standaloneBar() {
        let stage = Stage()
        let bar = UINavigationBar(frame: .zero)
        let first = UINavigationItem(title: "First")
        let second = UINavigationItem(title: "Second")

        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: true)

        #expect(bar.topItem === second && bar.backItem === first)
        #expect(bar.popItem(animated: false) === second)
        #expect(bar.items?.count == 1)

        bar.items = nil

        #expect(bar.topItem == nil)
        withExtendedLifetime(stage) {}
    }

    @Test("Bar visibility: the navigation bar shows and the toolbar hides by default; both can be toggled")
    func barVisibility() {
        let harness = NavigationStage(root: UIViewController(), named: "A")
        let nav = harness.nav

        #expect(!nav.isNavigationBarHidden && !nav.navigationBar.isHidden)
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden)

        nav.setNavigationBarHidden(true, animated: true)
        nav.setToolbarHidden(false, animated: true)

        #expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden)
        #expect(!nav.isToolbarHidden && !nav.toolbar.isHidden)

        nav.isNavigationBarHidden = false
        nav.isToolbarHidden = true

        #expect(!nav.navigationBar.isHidden && nav.toolbar.isHidden)
    }

    @Test("The toolbar shows the top controller's toolbarItems, following pushes and pops")
    func toolbarItems() {
        let a = UIViewController()
        let b = UIViewController()
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        a.toolbarItems = [share]
        let harness = NavigationStage(root: a, named: "A")
        let toolbar = harness.nav.toolbar!

        #expect(toolbar.items?.first === share)

        harness.nav.pushViewController(b, animated: false)

        #expect(toolbar.items == nil)

        b.setToolbarItems([trash], animated: true)

        #expect(toolbar.items?.first === trash)

        harness.nav.popViewController(animated: false)

        #expect(toolbar.items?.first === share)
    }

    @Test("hidesBottomBar is true while any controller in the stack has hidesBottomBarWhenPushed")
    func hidesBottomBar() {
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        b.hidesBottomBarWhenPushed = true
        let harness = NavigationStage(root: a, named: "A")

        #expect(!harness.nav.hidesBottomBar)

        harness.nav.pushViewController(b, animated: false)
        harness.nav.pushViewController(c, animated: false)

        #expect(harness.nav.hidesBottomBar)

        harness.nav.popToRootViewController(animated: false)

        #expect(!harness.nav.hidesBottomBar)
    }

    @Test("A popped controller is deallocated once nothing else holds it", arguments: [false, true])
    func poppedControllerIsReleased(animated: Bool) {
        let a = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        weak var weakB: UIViewController?
        weak var weakBView: UIView?
        do {
            let b = UIViewController()
            weakB = b
            weakBView = b.view
            harness.nav.pushViewController(b, animated: animated)
        }
        harness.settle()

        #expect(weakB != nil)

        harness.nav.popViewController(animated: animated)
        harness.settle()

        #expect(weakB == nil)
        #expect(weakBView == nil)
    }

    @Test("Controllers removed by popToRoot, setViewControllers and a finished swipe are deallocated")
    func removedControllersAreReleased() throws {
        let a = UIViewController()
        let harness = NavigationStage(root: a, named: "A")
        weak var weakX: UIViewController?
        weak var weakY: UIViewController?
        weak var weakZ: UIViewController?
        do {
            let x = UIViewController()
            let y = UIViewController()
            weakX = x
            weakY = y
            harness.nav.setViewControllers([a, x, y], animated: true)
        }
        harness.settle()
        harness.nav.popToRootViewController(animated: true)
        harness.settle()

        #expect(weakX == nil && weakY == nil)

        do {
            let z = UIViewController()
            weakZ = z
            harness.nav.pushViewController(z, animated: false)
        }
        harness.settle()
        let pop = try #require(harness.nav.beginInteractivePop())
        pop.finish()
        harness.settle()

        #expect(weakZ == nil)
    }

    @Test("A stack of 1,000 pushed controllers keeps working")
    func thousandControllers() {
        let root = UIViewController()
        let harness = NavigationStage(root: root, named: "Root")
        let started = Date()
        var pushed: [UIViewController] = []

        for _ in 0..<1_000 {
            let controller = UIViewController()
            pushed.append(controller)
            harness.nav.pushViewController(controller, animated: false)
        }
        harness.settle()

        #expect(harness.nav.viewControllers.count == 1_001)
        #expect(harness.nav.topViewController === pushed.last)
        #expect(harness.nav.view.subviews == [pushed.last!.view])
        #expect(pushed.dropLast().allSatisfy { !$0.isViewLoaded && $0.parent === harness.nav && !$0.isMovingToParent })
        #expect(pushed.last?.appearanceState == .appeared)
        #expect(harness.nav.navigationBar.items?.count == 1_001)

        let popped = harness.nav.popToRootViewController(animated: true)
        harness.settle()

        #expect(popped?.count == 1_000)
        #expect(harness.nav.viewControllers == [root])
        #expect(harness.nav.view.subviews == [root.view])
        #expect(root.appearanceState == .appeared)
        #expect(pushed.allSatisfy { $0.parent == nil && $0.appearanceState == .disappeared })
        #expect(Date().timeIntervalSince(started) < 2)
    }

    @Test("A stack of 1,000 controllers pushed one turn at a time keeps every appearance state valid")
    func thousandPushesOneAtATime() {
        let root = UIViewController()
        let harness = NavigationStage(root: root, named: "Root")
        let started = Date()
        var previous = root

        for _ in 0..<1_000 {
            let controller = UIViewController()
            harness.nav.pushViewController(controller, animated: true)
            harness.settle()
            #expect(previous.appearanceState == .disappeared && controller.appearanceState == .appeared)
            previous = controller
        }

        #expect(harness.nav.view.subviews == [previous.view])

        for _ in 0..<1_000 {
            harness.nav.popViewController(animated: true)
        }
        harness.settle()

        #expect(harness.nav.viewControllers == [root])
        #expect(root.appearanceState == .appeared)
        #expect(Date().timeIntervalSince(started) < 2)
    }
}
