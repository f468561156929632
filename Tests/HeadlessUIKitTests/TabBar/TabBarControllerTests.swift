import Foundation
import Testing
@testable import HeadlessUIKit

/// A delegate that notes what it is asked and told.
@MainActor
final class TabDelegateProbe: UITabBarControllerDelegate {
    var calls: [String] = []
    var refuse: Set<ObjectIdentifier> = []
    var names: [ObjectIdentifier: String] = [:]

    func name(_ controller: UIViewController) -> String { names[ObjectIdentifier(controller)] ?? "\(type(of: controller))" }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        calls.append("shouldSelect \(name(viewController))")
        return !refuse.contains(ObjectIdentifier(viewController))
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("didSelect \(name(viewController))")
    }
}

@MainActor
struct TabBarControllerTests {
    /// A tab bar controller with three probe tabs named T1…T3, named "Tabs".
    private func makeTabs(_ stage: Stage, count: Int = 3) -> (UITabBarController, [ProbeController]) {
        let tabs = UITabBarController()
        let children = (1...count).map { index -> ProbeController in
            let child = ProbeController()
            child.title = "T\(index)"
            stage.name(child, "T\(index)")
            return child
        }
        stage.name(tabs, "Tabs")
        tabs.viewControllers = children
        return (tabs, children)
    }

    private func withoutLayout(_ lines: [String]) -> [String] { lines.filter { !$0.contains("Layout") } }

    @Test("Rule 43: only the selected tab's view loads at launch; the bar's items are read without loading views")
    func onlySelectedTabLoadsAtLaunch() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage)
        tabs.selectedIndex = 1

        stage.show(tabs)

        #expect(!children[0].isViewLoaded)
        #expect(children[1].isViewLoaded)
        #expect(!children[2].isViewLoaded)
        #expect(tabs.tabBar.items?.map(\.title) == ["T1", "T2", "T3"])
        #expect(zip(tabs.tabBar.items ?? [], children).allSatisfy { $0 === $1.tabBarItem })
        #expect(tabs.tabBar.selectedItem === children[1].tabBarItem)
    }

    @Test("Rule 43: a tab's view loads on its first selection, and not again")
    func tabLoadsOnFirstSelection() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage)
        stage.show(tabs)

        tabs.selectedIndex = 2
        UIApplication.shared.runUntilIdle()
        let loadedAfterFirstVisit = children[2].isViewLoaded
        tabs.selectedIndex = 0
        UIApplication.shared.runUntilIdle()
        stage.clear()
        tabs.selectedIndex = 2
        UIApplication.shared.runUntilIdle()

        #expect(loadedAfterFirstVisit)
        #expect(!children[1].isViewLoaded)
        #expect(!stage.lines.contains("T3.viewDidLoad()"))
    }

    @Test("Rules 34, 43: launch with a tab bar root sends Tabs' callbacks, then the selected tab's, not animated")
    func launchOrder() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage)
        stage.clear()

        stage.show(tabs)

        #expect(withoutLayout(stage.lines) == [
            "Tabs.loadView()", "Tabs.viewDidLoad()",
            "Tabs.viewWillAppear(animated: false)",
            "T1.loadView()", "T1.viewDidLoad()", "T1.viewWillAppear(animated: false)",
            "Tabs.viewIsAppearing(animated: false)", "T1.viewIsAppearing(animated: false)",
            "Tabs.viewDidAppear(animated: false)", "T1.viewDidAppear(animated: false)",
        ])
        #expect(children[0].note(for: "viewIsAppearing")?.contains("inWindow=true") == true)
        #expect(children[0].note(for: "viewWillAppear")?.contains("inWindow=false") == true)
    }

    @Test("Rules 44, 50: switching tabs on first visit loads T2, then T2 will appear, T1 will disappear, T1 did disappear, T2 did appear, all not animated")
    func tabSwitchOrderFirstVisit() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage)
        stage.show(tabs)
        stage.clear()

        tabs.selectedIndex = 1
        let atOnce = stage.lines
        UIApplication.shared.runUntilIdle()

        #expect(atOnce == [
            "T2.loadView()", "T2.viewDidLoad()", "T2.viewWillAppear(animated: false)", "T1.viewWillDisappear(animated: false)",
        ])
        #expect(withoutLayout(stage.lines) == atOnce + [
            "T2.viewIsAppearing(animated: false)", "T1.viewDidDisappear(animated: false)", "T2.viewDidAppear(animated: false)",
        ])
        #expect(children[1].notes.allSatisfy { $0.contains("animated=false") && !$0.contains("movingToParent") })
        #expect(children[0].notes.allSatisfy { $0.contains("animated=false") && !$0.contains("movingFromParent") })
        #expect(tabs.selectedViewController === children[1])
    }

    @Test("Rules 44, 50: switching back to a visited tab sends no load, and the same order")
    func tabSwitchOrderSecondVisit() {
        let stage = Stage()
        let (tabs, _) = makeTabs(stage)
        stage.show(tabs)
        tabs.selectedIndex = 1
        UIApplication.shared.runUntilIdle()
        stage.clear()

        tabs.selectedIndex = 0
        UIApplication.shared.runUntilIdle()

        #expect(withoutLayout(stage.lines) == [
            "T1.viewWillAppear(animated: false)", "T2.viewWillDisappear(animated: false)",
            "T1.viewIsAppearing(animated: false)", "T2.viewDidDisappear(animated: false)", "T1.viewDidAppear(animated: false)",
        ])
    }

    @Test("Rule 44: only the selected tab's view is in the hierarchy")
    func onlySelectedViewInHierarchy() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage)
        stage.show(tabs)

        tabs.selectedIndex = 2
        UIApplication.shared.runUntilIdle()

        #expect(children[2].view.window === stage.window)
        #expect(children[2].view.superview === tabs.view)
        #expect(children[0].view.superview == nil)
        #expect(tabs.tabBar.superview === tabs.view)
        #expect(tabs.view.subviews.last === tabs.tabBar)
        #expect(children[2].view.frame == tabs.view.bounds)
    }

    @Test("Rule 44: a quick switch and switch back before the end leaves exactly the first tab appeared")
    func quickSwitchBack() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage)
        stage.show(tabs)
        stage.clear()

        tabs.selectedIndex = 1
        tabs.selectedIndex = 0
        UIApplication.shared.runUntilIdle()

        #expect(children[0].appearanceState == .appeared)
        #expect(children[1].appearanceState == .disappeared)
        #expect(children[0].view.window != nil)
        #expect(children[1].view.window == nil)
        #expect(stage.recorder.diagnostics.isEmpty)
    }

    @Test("Rule 50: a tab bar controller's own animated appearance reaches the selected tab, animated; the tab follows its disappearance too")
    func containerAppearanceForwarded() {
        for animated in [false, true] {
            let stage = Stage()
            let (tabs, children) = makeTabs(stage)
            let host = ManualContainer()
            stage.name(host, "Host")
            stage.show(host)
            host.addChild(tabs)
            tabs.beginAppearanceTransition(true, animated: animated)
            host.view.addSubview(tabs.view)
            tabs.didMove(toParent: host)
            stage.clear()

            tabs.endAppearanceTransition()
            tabs.beginAppearanceTransition(false, animated: animated)
            tabs.endAppearanceTransition()

            #expect(children[0].note(for: "viewWillAppear")?.contains("animated=\(animated)") == true)
            #expect(withoutLayout(stage.lines) == [
                "Tabs.viewIsAppearing(animated: \(animated))", "T1.viewIsAppearing(animated: \(animated))",
                "Tabs.viewDidAppear(animated: \(animated))", "T1.viewDidAppear(animated: \(animated))",
                "Tabs.viewWillDisappear(animated: \(animated))", "T1.viewWillDisappear(animated: \(animated))",
                "Tabs.viewDidDisappear(animated: \(animated))", "T1.viewDidDisappear(animated: \(animated))",
            ])
        }
    }

    @Test("Rule 57: hiding the window makes the tab bar controller and its selected tab disappear")
    func windowHiddenDisappears() {
        let stage = Stage()
        let (tabs, _) = makeTabs(stage)
        stage.show(tabs)
        stage.clear()

        stage.window.isHidden = true

        #expect(stage.lines == [
            "Tabs.viewWillDisappear(animated: false)", "T1.viewWillDisappear(animated: false)",
            "Tabs.viewDidDisappear(animated: false)", "T1.viewDidDisappear(animated: false)",
        ])
    }

    @Test("Selecting from code before launch chooses the tab that loads; nothing else loads")
    func selectBeforeLaunch() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage)

        tabs.selectedViewController = children[2]
        stage.show(tabs)

        #expect(tabs.selectedIndex == 2)
        #expect(children.map(\.isViewLoaded) == [false, false, true])
        #expect(children[2].appearanceState == .appeared)
    }

    @Test("tabBarController is the nearest tab bar controller ancestor; children are the tabs")
    func tabBarControllerProperty() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage)
        let grandchild = UIViewController()
        children[1].addChild(grandchild)

        #expect(children.allSatisfy { $0.tabBarController === tabs })
        #expect(grandchild.tabBarController === tabs)
        #expect(tabs.tabBarController == nil)
        #expect(UIViewController().tabBarController == nil)
        #expect(tabs.children == children)
        #expect(children.allSatisfy { $0.parent === tabs })
    }

    @Test("Out-of-range selectedIndex is ignored with a warning; no tabs gives NSNotFound")
    func outOfRangeSelection() {
        let stage = Stage()
        let empty = UITabBarController()
        let (tabs, _) = makeTabs(stage)

        tabs.selectedIndex = 7

        #expect(tabs.selectedIndex == 0)
        #expect(empty.selectedIndex == NSNotFound)
        #expect(empty.selectedViewController == nil)
        #expect(stage.recorder.diagnostics.count == 1)
    }
}
