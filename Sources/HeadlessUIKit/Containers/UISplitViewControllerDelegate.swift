import Foundation

/// What a split view controller asks and tells its delegate.
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Asked when the split collapses. Return true if you handled the secondary yourself (the
    /// split then does nothing with it); false (the default) lets the split push it onto the
    /// primary navigation controller.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Sent before the display mode changes. Default: nothing.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

extension UISplitViewControllerDelegate {
    /// Returns false: the split's default collapse (the method is optional in UIKit).
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    /// Does nothing (the method is optional in UIKit).
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
}
