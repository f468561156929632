import Foundation

// The machinery shared by the containers that drive their children's appearance themselves
// (UITabBarController, UISplitViewController, UIPageViewController; rule 57).
//
// Each of them returns false from `shouldAutomaticallyForwardAppearanceMethods`, so neither the
// window (AppearanceCoordinator) nor the appearance state machine touches its children: the
// container forwards its own callbacks to the children whose views it shows, and runs its own
// transitions between children the way `transitionOrThrow` does — begin appearance first (rule 32:
// "will" before the view moves), move the views, schedule the end on `Scheduler.shared`, end
// appearance ("did"), then the completion.

/// A container's root view: lays out the children's views when its size changes (rule 78), as
/// UIKit's private `UILayoutContainerView` does.
@MainActor
final class UILayoutContainerView: UIView {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}

/// The children whose views a container shows, and the transitions between them.
@MainActor
final class ContainerChildDisplay {
    private unowned let container: UIViewController
    /// The children whose views are in the container's hierarchy now, in display order.
    private(set) var displayed: [UIViewController] = []

    init(container: UIViewController) {
        self.container = container
    }

    /// Whether the container is on screen or appearing: only then do children get callbacks.
    var containerIsVisible: Bool {
        container.isViewLoaded && (container.appearanceState == .appearing || container.appearanceState == .appeared)
    }

    // MARK: Forwarding the container's own appearance (rule 57)

    /// From the container's `viewWillAppear`: installs the wanted children's views and begins
    /// their appearance. Their "did" comes from the container's `viewDidAppear`.
    func containerWillAppear(_ wanted: [UIViewController], host: UIView, animated: Bool, frame: (UIViewController) -> CGRect) {
        for child in displayed where !wanted.contains(where: { $0 === child }) {
            child.viewIfLoaded?.removeFromSuperview()
        }
        for child in wanted {
            child.beginAppearance(true, animated: animated)   // loads the view first (rule 43)
            install(child, in: host, frame: frame(child))
        }
        displayed = wanted
    }

    /// From the container's `viewIsAppearing`: the children follow, parent first.
    func containerIsAppearing() {
        for child in displayed { child.sendIsAppearingIfNeeded() }
    }

    /// From the container's `viewDidAppear`.
    func containerDidAppear() {
        for child in displayed where child.appearanceState == .appearing { child.endAppearance() }
    }

    /// From the container's `viewWillDisappear`.
    func containerWillDisappear(animated: Bool) {
        for child in displayed { child.beginAppearance(false, animated: animated) }
    }

    /// From the container's `viewDidDisappear`.
    func containerDidDisappear() {
        for child in displayed where child.appearanceState == .disappearing { child.endAppearance() }
    }

    // MARK: Switching children

    /// Shows `wanted` instead of what is displayed now.
    ///
    /// On screen: the "will" callbacks at once (incoming first when `appearingFirst`, as a tab
    /// switch does, rule 44; else outgoing first, as a push does, rule 36), the views move, and the
    /// "did" callbacks (outgoing, then incoming) come when the scheduler reaches `duration`, then
    /// `completion(true)`. Off screen: the old views leave, the new ones are not loaded (they load
    /// when the container appears, rule 43), and `completion` runs at once.
    func show(_ wanted: [UIViewController], host: UIView?, animated: Bool, appearingFirst: Bool,
              duration: TimeInterval = 0, label: String,
              frame: @escaping (UIViewController) -> CGRect, completion: ((Bool) -> Void)? = nil) {
        let leaving = displayed.filter { old in !wanted.contains { $0 === old } }
        let entering = wanted.filter { new in !displayed.contains { $0 === new } }
        guard containerIsVisible, let host else {
            for child in leaving {
                child.viewIfLoaded?.removeFromSuperview()
                child.settleOffScreen()   // left mid-transition (the container is disappearing): end it now
            }
            displayed = displayed.filter { old in wanted.contains { $0 === old } }
            completion?(true)   // nothing to animate or wait for
            return
        }
        var begun: [(UIViewController, Int)] = []
        func begin(_ child: UIViewController, _ appearing: Bool) {
            if child.beginAppearance(appearing, animated: animated) { begun.append((child, child.appearanceToken)) }
        }
        if appearingFirst {
            for child in entering { begin(child, true) }
            for child in leaving { begin(child, false) }
        } else {
            for child in leaving { begin(child, false) }
            for child in entering { begin(child, true) }
        }
        // Every moving child is mid-transition now, so the window-driven path leaves it alone.
        for child in leaving where child.viewIfLoaded?.superview === host { child.viewIfLoaded?.removeFromSuperview() }
        for child in wanted { install(child, in: host, frame: frame(child)) }
        displayed = wanted
        let disappearing = begun.filter { $0.0.appearanceState == .disappearing }
        let appearing = begun.filter { $0.0.appearanceState == .appearing }
        Scheduler.shared.schedule(after: UIView.effectiveDuration(animated ? duration : 0), label) {
            host.window?.layoutIfNeeded()   // viewIsAppearing at the layout pass (rules 32, 34)
            for (child, token) in disappearing + appearing where child.appearanceToken == token {
                child.endAppearance()
            }
            completion?(true)
        }
    }

    /// Forgets a child that left the container (its view leaves too).
    func forget(_ child: UIViewController) {
        displayed.removeAll { $0 === child }
        if let view = child.viewIfLoaded, view.superview != nil, view.superview?.enclosingController === container {
            view.removeFromSuperview()
        }
        // On screen, `show` began its disappearance and ends it with the switch; off screen nothing will.
        if !containerIsVisible { child.settleOffScreen() }
    }

    /// Puts each displayed child's view at its frame.
    func relayout(frame: (UIViewController) -> CGRect) {
        for child in displayed { child.viewIfLoaded?.frame = frame(child) }
    }

    private func install(_ child: UIViewController, in host: UIView, frame: CGRect) {
        let view: UIView = child.view
        view.frame = frame
        if view.superview !== host { host.insertSubview(view, at: insertionIndex(for: child, in: host)) }
    }

    /// Children's views go below the container's own chrome (tab bar), in display order.
    private func insertionIndex(for child: UIViewController, in host: UIView) -> Int {
        var index = 0
        for view in host.subviews {
            if let owner = view.owningController, owner.parent === container || displayed.contains(where: { $0 === owner }) {
                index += 1
            } else {
                break
            }
        }
        return index
    }
}
