import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct TabBarSelectionTests {
    private func makeTabs(_ stage: Stage, count: Int = 3) -> (UITabBarController, [ProbeController], TabDelegateProbe) {
        let tabs = UITabBarController()
        let delegate = TabDelegateProbe()
        let children = (1...count).map { index -> ProbeController in
            let child = ProbeController()
            child.title = "T\(index)"
            stage.name(child, "T\(index)")
            delegate.names[ObjectIdentifier(child)] = "T\(index)"
            return child
        }
        stage.name(tabs, "Tabs")
        tabs.viewControllers = children
        tabs.delegate = delegate
        return (tabs, children, delegate)
    }

    @Test("Selecting a tab from code calls neither shouldSelect nor didSelect (UIKit's documentation)")
    func codeSelectionSkipsDelegate() {
        let stage = Stage()
        let (tabs, children, delegate) = makeTabs(stage)
        stage.show(tabs)

        tabs.selectedIndex = 1
        tabs.selectedViewController = children[2]
        UIApplication.shared.runUntilIdle()

        #expect(delegate.calls.isEmpty)
        #expect(tabs.selectedIndex == 2)
    }

    @Test("Rule 44: a simulated tap asks shouldSelect, switches tabs, then sends didSelect")
    func tapAsksThenTells() {
        let stage = Stage()
        let (tabs, children, delegate) = makeTabs(stage)
        stage.show(tabs)
        stage.clear()

        let tapped = tabs.tabBar.simulateTap(on: children[1].tabBarItem)
        UIApplication.shared.runUntilIdle()

        #expect(tapped)
        #expect(delegate.calls == ["shouldSelect T2", "didSelect T2"])
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.tabBar.selectedItem === children[1].tabBarItem)
        #expect(stage.lines.filter { !$0.contains("Layout") } == [
            "T2.loadView()", "T2.viewDidLoad()", "T2.viewWillAppear(animated: false)", "T1.viewWillDisappear(animated: false)",
            "T2.viewIsAppearing(animated: false)", "T1.viewDidDisappear(animated: false)", "T2.viewDidAppear(animated: false)",
        ])
    }

    @Test("A tap the delegate refuses keeps the current tab and its item, and sends no didSelect")
    func refusedTap() {
        let stage = Stage()
        let (tabs, children, delegate) = makeTabs(stage)
        delegate.refuse = [ObjectIdentifier(children[2])]
        stage.show(tabs)
        stage.clear()

        let selected = tabs.simulateTap(at: 2)
        UIApplication.shared.runUntilIdle()

        #expect(!selected)
        #expect(delegate.calls == ["shouldSelect T3"])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem === children[0].tabBarItem)
        #expect(!children[2].isViewLoaded)
        #expect(stage.lines.isEmpty)
    }

    @Test("Tapping the selected tab again sends shouldSelect and didSelect but no appearance callbacks")
    func tapSelectedTabAgain() {
        let stage = Stage()
        let (tabs, _, delegate) = makeTabs(stage)
        stage.show(tabs)
        stage.clear()

        tabs.simulateTap(at: 0)
        UIApplication.shared.runUntilIdle()

        #expect(delegate.calls == ["shouldSelect T1", "didSelect T1"])
        #expect(stage.lines.isEmpty)
    }

    @Test("A disabled item ignores taps")
    func disabledItem() {
        let stage = Stage()
        let (tabs, children, delegate) = makeTabs(stage)
        stage.show(tabs)
        children[1].tabBarItem.isEnabled = false

        let tapped = tabs.tabBar.simulateTap(on: children[1].tabBarItem)

        #expect(!tapped)
        #expect(delegate.calls.isEmpty)
        #expect(tabs.selectedIndex == 0)
    }

    @Test("A standalone tab bar selects the tapped item and tells its delegate")
    func standaloneTabBar() {
        final class BarDelegate: UITabBarDelegate {
            var selected: [String?] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title) }
        }
        UIApplication.shared.resetForTesting()
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        let delegate = BarDelegate()
        let first = UITabBarItem(title: "One", image: nil, tag: 1)
        let second = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
        bar.items = [first, second]
        bar.delegate = delegate

        bar.simulateTap(on: second)

        #expect(bar.selectedItem === second)
        #expect(delegate.selected == ["Favorites"])
        #expect(!bar.simulateTap(on: UITabBarItem()))
    }

    @Test("Rules 44, 50: setViewControllers replacing the selected tab switches to the new first tab, not animated")
    func setViewControllersReplacesSelected() {
        for animated in [false, true] {
            let stage = Stage()
            let (tabs, children, delegate) = makeTabs(stage, count: 2)
            let replacement = ProbeController()
            stage.name(replacement, "R")
            stage.show(tabs)
            stage.clear()

            tabs.setViewControllers([replacement, children[1]], animated: animated)
            UIApplication.shared.runUntilIdle()

            #expect(stage.lines.filter { !$0.contains("Layout") } == [
                "T1.willMove(toParent: nil)", "R.willMove(toParent: Tabs)",
                "R.loadView()", "R.viewDidLoad()", "R.viewWillAppear(animated: false)", "T1.viewWillDisappear(animated: false)",
                "T1.didMove(toParent: nil)", "R.didMove(toParent: Tabs)",
                "R.viewIsAppearing(animated: false)", "T1.viewDidDisappear(animated: false)", "R.viewDidAppear(animated: false)",
            ])
            #expect(tabs.children == [replacement, children[1]])
            #expect(tabs.selectedViewController === replacement)
            #expect(children[0].parent == nil)
            #expect(delegate.calls.isEmpty)
            #expect(children[0].note(for: "viewWillDisappear")?.contains("movingFromParent") == true)
        }
    }

    @Test("setViewControllers keeps the selected controller selected when it stays")
    func setViewControllersKeepsSelection() {
        let stage = Stage()
        let (tabs, children, _) = makeTabs(stage)
        stage.show(tabs)
        tabs.selectedIndex = 2
        UIApplication.shared.runUntilIdle()
        stage.clear()

        tabs.viewControllers = [children[2], children[0]]
        UIApplication.shared.runUntilIdle()

        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === children[2])
        #expect(stage.lines == ["T2.willMove(toParent: nil)", "T2.didMove(toParent: nil)"])
        #expect(tabs.tabBar.items?.map(\.title) == ["T3", "T1"])
        #expect(tabs.customizableViewControllers?.count == 2)
    }

    @Test("Leaks: a removed tab's controller is deallocated once nothing holds it")
    func removedTabIsDeallocated() {
        let stage = Stage()
        let tabs = UITabBarController()
        let keeper = UIViewController()
        weak var removed: UIViewController?
        do {
            let first = ProbeController()
            removed = first
            tabs.viewControllers = [first, keeper]
        }
        stage.show(tabs)
        tabs.selectedIndex = 0
        UIApplication.shared.runUntilIdle()

        tabs.viewControllers = [keeper]
        UIApplication.shared.runUntilIdle()

        #expect(removed == nil)
        #expect(keeper.appearanceState == .appeared)
    }
}
