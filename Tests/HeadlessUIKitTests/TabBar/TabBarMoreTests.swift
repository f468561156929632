import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct TabBarMoreTests {
    private func makeTabs(_ stage: Stage, count: Int) -> (UITabBarController, [ProbeController]) {
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

    @Test("More than five tabs: the bar shows four items and More; five tabs fit")
    func moreItem() {
        let stage = Stage()
        let (seven, _) = makeTabs(stage, count: 7)
        let (five, _) = makeTabs(stage, count: 5)

        let items = seven.tabBar.items ?? []

        #expect(items.map(\.title) == ["T1", "T2", "T3", "T4", "More"])
        #expect(items.last?.systemItem == .more)
        #expect(five.tabBar.items?.count == 5)
        #expect(seven.children.count == 5)
        #expect(seven.children.last === seven.moreNavigationController)
        #expect(seven.moreNavigationController.viewControllers.count == 1)
    }

    @Test("Rules 43, 44: selecting a More tab from code pushes it on the More navigation controller, which replaces the shown tab")
    func selectMoreTabFromCode() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage, count: 7)
        stage.show(tabs)
        stage.clear()

        tabs.selectedIndex = 5
        UIApplication.shared.runUntilIdle()

        let more = tabs.moreNavigationController
        #expect(more.viewControllers.count == 2)
        #expect(more.viewControllers.last === children[5])
        #expect(children[5].parent === more)
        #expect(children[5].tabBarController === tabs)
        #expect(children[5].navigationController === more)
        #expect(children[6].tabBarController === tabs)
        #expect(!children[6].isViewLoaded)
        #expect(tabs.selectedIndex == 5)
        #expect(tabs.selectedViewController === children[5])
        #expect(tabs.tabBar.selectedItem === tabs.tabBar.items?.last)
        #expect(children[5].appearanceState == .appeared)
        #expect(children[0].appearanceState == .disappeared)
        #expect(children[5].view.window === stage.window)
        #expect(stage.lines.contains("T1.viewDidDisappear(animated: false)"))
    }

    @Test("Tapping More shows the list: selectedIndex is NSNotFound and selectedViewController the More navigation controller")
    func tapMoreShowsList() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage, count: 6)
        let delegate = TabDelegateProbe()
        delegate.names[ObjectIdentifier(tabs.moreNavigationController)] = "More"
        tabs.delegate = delegate
        stage.show(tabs)

        tabs.tabBar.simulateTap(on: tabs.tabBar.items![4])
        UIApplication.shared.runUntilIdle()

        #expect(delegate.calls == ["shouldSelect More", "didSelect More"])
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.moreNavigationController.appearanceState == .appeared)
        #expect(children[0].appearanceState == .disappeared)
        #expect(tabs.moreNavigationController.topViewController?.title == "More")
    }

    @Test("Rule 36: tapping a More tab's row pushes it, animated, onto the More list")
    func tapMoreRowPushes() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage, count: 6)
        let delegate = TabDelegateProbe()
        delegate.names[ObjectIdentifier(tabs.moreNavigationController)] = "More"
        delegate.names[ObjectIdentifier(children[5])] = "T6"
        tabs.delegate = delegate
        stage.show(tabs)

        let selected = tabs.simulateTap(at: 5)
        UIApplication.shared.runUntilIdle()

        #expect(selected)
        #expect(delegate.calls == ["shouldSelect More", "didSelect More", "shouldSelect T6", "didSelect T6"])
        #expect(tabs.selectedIndex == 5)
        #expect(children[5].note(for: "viewWillAppear")?.contains("animated=true") == true)
        #expect(children[5].appearanceState == .appeared)
    }

    @Test("A navigation controller in the More list is shown directly, with the More item selected")
    func navigationTabInMore() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage, count: 5)
        let root = ProbeController()
        let navigation = UINavigationController(rootViewController: root)
        tabs.viewControllers = children + [navigation]
        stage.show(tabs)

        tabs.selectedViewController = navigation
        UIApplication.shared.runUntilIdle()

        #expect(navigation.parent === tabs)
        #expect(root.appearanceState == .appeared)
        #expect(tabs.selectedIndex == 5)
        #expect(tabs.tabBar.selectedItem === tabs.tabBar.items?.last)
        #expect(navigation.tabBarController === tabs)
    }

    @Test("hidesBottomBarWhenPushed: the tab bar is hidden while the shown stack holds such a pushed controller")
    func hidesBottomBarWhenPushed() {
        let stage = Stage()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        stage.show(tabs)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true

        navigation.pushViewController(detail, animated: true)
        UIApplication.shared.runUntilIdle()
        let hiddenWhilePushed = tabs.tabBar.isHidden
        _ = navigation.popViewController(animated: false)
        UIApplication.shared.runUntilIdle()

        #expect(hiddenWhilePushed)
        #expect(!tabs.tabBar.isHidden)
    }

    @Test("A second tap on a selected navigation tab pops it to its root, animated")
    func secondTapPopsToRoot() {
        let stage = Stage()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        stage.show(tabs)
        navigation.pushViewController(ProbeController(), animated: false)
        UIApplication.shared.runUntilIdle()

        tabs.simulateTap(at: 0)
        UIApplication.shared.runUntilIdle()

        #expect(navigation.viewControllers == [root])
        #expect(root.appearanceState == .appeared)
    }
}
