import Foundation

/// What a tab bar controller asks and tells its delegate.
///
/// As in UIKit, the selection methods concern the user's taps only (in HeadlessUIKit:
/// `UITabBar.simulateTap(on:)` and `UITabBarController.simulateTap(at:)`); selecting a tab from
/// code (`selectedIndex`, `selectedViewController`) calls neither.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asked when the user taps a tab; false keeps the current tab. Default true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Sent after the user tapped a tab, even the one already selected. Default: nothing.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// Sent before the More screen's customizing sheet opens. Default: nothing.
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// Sent after the customizing sheet closes. Default: nothing.
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
}

extension UITabBarControllerDelegate {
    /// Returns true (the method is optional in UIKit).
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing (the method is optional in UIKit).
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// Does nothing (the method is optional in UIKit).
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    /// Does nothing (the method is optional in UIKit).
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
}
