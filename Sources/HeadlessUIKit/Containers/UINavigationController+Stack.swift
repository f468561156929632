import Foundation

// Rules 36–42 and 60: changing the stack.
//
// Every change is applied to the stack at once, inside the call: `viewControllers` (= `children`)
// and the navigation bar's items are the new ones, pushed controllers have had
// `willMove(toParent: self)` and popped ones `willMove(toParent: nil)` (rules 36, 37, 38). What
// the user sees (views, appearance callbacks, `didMove`) follows in a transition at the
// scheduler's next turn (UINavigationController+Transitions.swift).
//
// A change made while a transition runs (an animated push not yet finished, an interactive pop)
// is applied to the stack at once too, and its transition starts when the running one has ended,
// from what is then on screen to the new top. UIKit finishes the first transition as well; it
// also logs "nested push animation can result in corrupted navigation bar", which we do not,
// since nothing gets corrupted here. Several changes in one turn make one transition, from the
// displayed controller to the final top, as UIKit's deferred transition does: the controllers in
// between get `willMove`/`didMove` and no appearance callbacks (rules 41, 42).

extension UINavigationController {
    /// `pushViewController(_:animated:)`, throwing UIKit's exception instead of stopping when the
    /// controller is already in the stack or is a navigation controller (rule 60).
    public func pushViewControllerOrThrow(_ viewController: UIViewController, animated: Bool) throws(UIKitException) {
        if let problem = pushProblem(viewController) { throw problem }
        adopt(viewController)
        requestTransition(animated: animated)
    }

    /// Rule 60's two refusals, with UIKit's messages.
    func pushProblem(_ viewController: UIViewController) -> UIKitException? {
        if viewController is UINavigationController {
            return .invalidArgument("Pushing a navigation controller is not supported")
        }
        if viewController.storedParent === self && isInStack(viewController) {
            return .invalidArgument("Pushing the same view controller instance more than once is not supported (\(viewController))")
        }
        return nil
    }

    /// Puts a controller on top of the stack: `willMove(toParent: self)` now, `didMove` at the
    /// end of the next transition.
    func adopt(_ viewController: UIViewController) {
        if viewController.storedParent === self {
            // Popped in this turn or during the running transition, and not yet removed: it comes
            // back. It was told `willMove(toParent: nil)`, so it is told where it goes now.
            awaitingRemoval.removeAll { $0 === viewController }
            viewController.movingFromParent = false
            viewController.movingToParent = true
            viewController.willMove(toParent: self)
            storedChildren.append(viewController)
        } else {
            addChild(viewController)   // willMove(toParent: self); a child of another parent leaves it first (rule 55)
        }
        awaitingDidMove.append(viewController)
    }

    /// Takes a controller off the stack: `willMove(toParent: nil)` now; it stays this controller's
    /// child (so `navigationController` still answers in its disappearance callbacks) until the
    /// transition ends with `removeFromParent()` (rules 37, 38).
    func release(_ viewController: UIViewController) {
        viewController.willMove(toParent: nil)
        if let index = storedChildren.lastIndex(where: { $0 === viewController }) { storedChildren.remove(at: index) }
        awaitingRemoval.append(viewController)
    }

    func performPop(animated: Bool) -> UIViewController? {
        guard storedChildren.count > 1, let top = storedChildren.last else { return nil }
        release(top)
        requestTransition(animated: animated)
        return top
    }

    func performPop(to viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = storedChildren.firstIndex(where: { $0 === viewController }) else {
            UIKitException.internalInconsistency("Tried to pop to a view controller that doesn't exist.").raise()
        }
        let popped = Array(storedChildren[(index + 1)...])
        // UIKit answers nil, not an empty array, when nothing is popped.
        guard !popped.isEmpty else { return nil }
        // Rule 41: every popped controller is told it leaves; only the top one will disappear.
        for controller in popped { controller.willMove(toParent: nil) }
        storedChildren.removeSubrange((index + 1)...)
        awaitingRemoval.append(contentsOf: popped)
        requestTransition(animated: animated)
        return popped
    }

    func performSetViewControllers(_ newControllers: [UIViewController], animated: Bool) {
        var controllers: [UIViewController] = []
        for controller in newControllers {
            if let problem = pushProblem(controller), controller is UINavigationController { problem.raise() }
            if controllers.contains(where: { $0 === controller }) {
                Diagnostics.warning("setViewControllers(_:animated:) was given \(controller) more than once; the first place is kept.")
                continue
            }
            controllers.append(controller)
        }
        let kept = Set(controllers.map(ObjectIdentifier.init))
        // Rule 42: the controllers that leave are told so, then the ones that join, in stack order.
        for controller in storedChildren where !kept.contains(ObjectIdentifier(controller)) {
            release(controller)
        }
        let present = Set(storedChildren.map(ObjectIdentifier.init))
        for controller in controllers where !present.contains(ObjectIdentifier(controller)) {
            adopt(controller)
        }
        storedChildren = controllers
        requestTransition(animated: animated)
    }

    /// Whether a bottom bar (a tab bar) should hide: some controller in the stack asks for it with
    /// `hidesBottomBarWhenPushed`, the top or any below it, as UIKit does.
    var hidesBottomBar: Bool { storedChildren.contains { $0.hidesBottomBarWhenPushed } }

    func attachBars() {
        storedNavigationBar.managingNavigationController = self
        storedToolbar.managingNavigationController = self
        storedToolbar.isHidden = toolbarHiddenFlag
    }
}

extension UIViewController {
    /// The nearest ancestor (not this controller) that is a navigation controller, or nil.
    public var navigationController: UINavigationController? { firstAncestor(ofType: UINavigationController.self) }
}
