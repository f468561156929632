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

    /// A custom animator for a push or pop; nil for the standard one. It gets the transition's context
    /// where the standard animation would start (docs/events-menus-animations.md).
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?

    /// An interactive driver for a custom push or pop; nil when not interactive.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}

    /// The standard animator.
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    /// Not interactive.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UINavigationController {
    /// The kind of a navigation transition, with UIKit's raw values.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none = 0
        /// A push.
        case push = 1
        /// A pop.
        case pop = 2
    }
}
