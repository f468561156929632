import Foundation

extension UIViewController {
    /// The coordinator of the transition this controller (or an ancestor) takes part in, while it
    /// runs: from the "will" callbacks until the transition ends; nil otherwise.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            if let coordinator = TransitionCoordinator.active[ObjectIdentifier(controller)] { return coordinator }
            current = controller.parent
        }
        return nil
    }
}
