import Foundation

extension UIWindow {
    func replaceRootViewController(with newRoot: UIViewController?) {
        let oldRoot = storedRootViewController
        guard oldRoot !== newRoot else { return }
        // Rule 34: setting the root loads its view, before anything else happens.
        let rootView: UIView? = newRoot?.view
        // Rule 35 (interleaving is [U]): on a visible window the old root's view leaves first, so
        // it gets viewWillDisappear then viewDidDisappear; then the new root's view joins and it
        // gets viewWillAppear, with viewIsAppearing…viewDidAppear at the end of the transition.
        if let oldView = oldRoot?.viewIfLoaded, oldView.superview === self {
            oldView.removeFromSuperview()
        }
        storedRootViewController = newRoot
        guard let rootView else { return }
        // Rule 22: sized to the window, in the window.
        rootView.frame = bounds
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(rootView)
    }

    /// Rule 34: a window that becomes visible makes its controllers appear (not animated); one
    /// that is hidden makes them disappear.
    func windowVisibilityDidChange(isVisible: Bool) {
        LifecycleRecorder.record(self, .application, isVisible ? "windowDidBecomeVisible" : "windowDidBecomeHidden")
        AppearanceCoordinator.windowVisibilityDidChange(self, isVisible: isVisible)
        if isVisible { setNeedsLayout() }
    }
}
