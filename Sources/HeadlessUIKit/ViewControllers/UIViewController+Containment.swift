import Foundation

// Rules 53–59 and 61: containment.
//
// addChild(c):        [c leaves its old parent: c.didMove(toParent: nil)] (rule 55),
//                     c.willMove(toParent: self), c joins `children` — never didMove (rule 53).
// removeFromParent(): c leaves `children`, c.didMove(toParent: nil) — never willMove (rule 54).
// isMovingToParent is true from addChild until didMove(toParent:); isMovingFromParent from
// willMove(toParent: nil) until removeFromParent (rule 39), so a child's appearance callbacks
// during seed 002's steps see them set.

extension UIViewController {
    func performAddChild(_ child: UIViewController) {
        if child === self {
            UIKitException.invalidArgument("Cannot add \(self) as a child of itself.").raise()
        }
        var ancestor = storedParent
        while let current = ancestor {
            if current === child {
                UIKitException.invalidArgument("Cannot add \(child) as a child of its own descendant \(self).").raise()
            }
            ancestor = current.storedParent
        }
        guard child.storedParent !== self else { return }   // already a child: nothing to do
        if child.storedParent != nil { child.performRemoveFromParent() }   // rule 55
        child.movingToParent = true
        child.willMove(toParent: self)
        storedChildren.append(child)
        child.storedParent = self
    }

    func performRemoveFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
        movingFromParent = false
        movingToParent = false
    }

    /// The nearest ancestor of type `T` (this controller excluded), or nil: behind
    /// `navigationController`, `tabBarController` and `splitViewController`.
    func firstAncestor<T: UIViewController>(ofType type: T.Type) -> T? {
        var current = storedParent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.storedParent
        }
        return nil
    }

    /// The outermost ancestor (this controller when it has no parent).
    var topmostAncestor: UIViewController {
        var controller = self
        while let parent = controller.storedParent { controller = parent }
        return controller
    }

    func recordWillMove(toParent parent: UIViewController?) {
        LifecycleRecorder.record(self, .controller, "willMove", [.object("toParent", parent)])
        if parent == nil { movingFromParent = true } else { movingToParent = true }
    }

    func recordDidMove(toParent parent: UIViewController?) {
        LifecycleRecorder.record(self, .controller, "didMove", [.object("toParent", parent)])
        movingToParent = false
        if parent == nil { movingFromParent = false }
    }

    /// `transition(from:to:duration:options:animations:completion:)`, throwing UIKit's exception
    /// instead of stopping when the controllers are not both children of this one (rule 58).
    public func transitionOrThrow(from fromViewController: UIViewController, to toViewController: UIViewController,
                                  duration: TimeInterval, options: UIView.AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) throws(UIKitException) {
        guard fromViewController.storedParent === self, toViewController.storedParent === self else {
            throw UIKitException.invalidArgument(
                "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
        }
        guard let container = fromViewController.storedView?.superview else {
            throw UIKitException.invalidArgument(
                "transition(from:to:…) needs \(fromViewController)'s view in a superview, where \(toViewController)'s view will be added; add it with addSubview(_:) first.")
        }
        let animated = UIView.effectiveDuration(duration) > 0
        // Appearance is forwarded only while this container is on screen and forwards automatically
        // (a container that does not drives its children itself, rule 57).
        let forwards = shouldAutomaticallyForwardAppearanceMethods && appearanceState != .disappeared
        var begun: [(UIViewController, Int)] = []
        if forwards {
            if fromViewController.beginAppearance(false, animated: animated) { begun.append((fromViewController, fromViewController.appearanceToken)) }
            if toViewController.beginAppearance(true, animated: animated) { begun.append((toViewController, toViewController.appearanceToken)) }
        }
        // Both controllers are now mid-transition, so the window-driven path leaves them alone.
        let toView: UIView = toViewController.view
        if toView.superview !== container { container.addSubview(toView) }
        animations?()
        let scheduler = Scheduler.shared
        scheduler.schedule(after: UIView.effectiveDuration(duration), "transition(from:to:) end") {
            if fromViewController.storedView?.superview === container { fromViewController.storedView?.removeFromSuperview() }
            toView.window?.layoutIfNeeded()
            // Disappearing first, then appearing, as in a push (rule 36).
            for (controller, token) in begun where controller.appearanceToken == token { controller.endAppearance() }
            completion?(true)
        }
    }
}
