import Foundation

/// What a navigation controller tells its delegate about the controllers it shows.
///
/// Both methods are optional, as in UIKit: the protocol extension gives empty defaults.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Sent when a transition starts, once the incoming controller's view is loaded and before
    /// the "will" appearance callbacks.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

    /// Sent when a transition ends, after the "did" callbacks and `didMove(toParent:)`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
