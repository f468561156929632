import Foundation

// The More tab (iPhone): with more than five tabs the bar shows the first four and a "More" item
// (`UITabBarItem(tabBarSystemItem: .more, tag: 0)`). Its controller is `moreNavigationController`,
// a navigation controller whose root is a list of the remaining tabs (UIKit's private
// `UIMoreListController`). Choosing a tab from that list pushes the tab's controller onto it, so
// the chosen tab's `parent` is `moreNavigationController` while it is shown; tabs in the list that
// are not shown have no parent (`tabBarController` still finds their tab bar controller).
//
// Decisions:
// - `selectedIndex` of a More tab is its index in `viewControllers`; while the list itself is
//   shown `selectedIndex` is `NSNotFound` and `selectedViewController` is `moreNavigationController`
//   (UIKit's documentation).
// - A navigation controller cannot be pushed (rule 60). UIKit then moves its stack into the More
//   navigation controller; HeadlessUIKit instead shows such a tab directly, in place of the More
//   navigation controller, with the More item selected. [U]
// - `hidesBottomBarWhenPushed` is kept as a model: the tab bar reports `isHidden` while the shown
//   navigation stack holds, above its root, a controller that has it set.

/// The More tab's list of the tabs that do not fit on the bar (UIKit's `UIMoreListController`).
@MainActor
final class UIMoreListController: UIViewController {
    weak var tabBarControllerOwner: UITabBarController?

    /// The tabs listed, in order.
    var listedViewControllers: [UIViewController] {
        guard let owner = tabBarControllerOwner, owner.needsMoreTab else { return [] }
        return Array(owner.viewControllers?.dropFirst(4) ?? [])
    }
}

/// The More tab's objects, made when first needed.
@MainActor
struct MoreState {
    var navigation: UINavigationController?
    var list: UIMoreListController?
    let moreItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)

    var navigationIfMade: UIViewController? { navigation }
}

extension UITabBarController {
    /// The navigation controller of the More tab, whose root lists the tabs that do not fit on the bar.
    public var moreNavigationController: UINavigationController {
        if let navigation = moreState.navigation { return navigation }
        let list = UIMoreListController()
        list.tabBarControllerOwner = self
        list.title = "More"
        let navigation = UINavigationController(rootViewController: list)
        navigation.tabBarItem = moreState.moreItem
        moreState.list = list
        moreState.navigation = navigation
        return navigation
    }

    /// Whether the controller at `index` of `viewControllers` is shown directly rather than pushed
    /// onto the More navigation controller (a navigation controller cannot be pushed, rule 60).
    func isShownDirectly(_ controller: UIViewController) -> Bool { controller is UINavigationController }

    /// Puts `controller` on top of the More list.
    func showInMore(_ controller: UIViewController, animated: Bool) {
        guard !isShownDirectly(controller) else { return }
        let navigation = moreNavigationController
        guard let list = moreState.list else { return }
        let stack = navigation.viewControllers
        if stack.count == 2, stack[1] === controller { return }
        if animated, stack.count == 1 {
            navigation.pushViewController(controller, animated: true)
        } else {
            navigation.viewControllers = [list, controller]
        }
    }

    /// Shows the More list itself.
    func showMoreList() {
        let navigation = moreNavigationController
        if navigation.viewControllers.count > 1 { navigation.popToRootViewController(animated: false) }
    }

    /// Keeps the More stack to tabs that are still in the More list.
    func rebuildMoreList() {
        guard let navigation = moreState.navigation, let list = moreState.list else { return }
        let listed = list.listedViewControllers
        let stack = navigation.viewControllers
        if stack.count > 1, !listed.contains(where: { $0 === stack[1] }) {
            navigation.viewControllers = [list]
        }
    }

    /// A second tap on the selected tab pops its navigation stack to the root, as on iOS.
    func popToRootIfNavigation(_ controller: UIViewController) {
        guard let navigation = controller as? UINavigationController, navigation.viewControllers.count > 1 else { return }
        navigation.popToRootViewController(animated: true)
        if navigation === moreState.navigation { moreListIsSelected = true }
    }

    /// Whether the shown navigation stack holds, above its root, a controller pushed with
    /// `hidesBottomBarWhenPushed` (the tab bar is then hidden).
    var bottomBarIsHiddenByPushedController: Bool {
        guard let navigation = displayedChildren.first as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }
}
