import Foundation

// Rules 36–39, 41, 42, 50 and 57: the transition from the displayed controller to the top.
//
// Push B onto [A] (rule 36), at the scheduler's next turn ("the next layout pass" in UIKit):
//   B.loadView, B.viewDidLoad, [delegate willShow B], A.viewWillDisappear, B.viewWillAppear,
//   (B's view joins, laid out) B.viewIsAppearing, …animation…, (A's view leaves)
//   A.viewDidDisappear, B.viewDidAppear, B.didMove(toParent: nav), [delegate didShow B].
// Pop B off [A, B] (rule 38): B.willMove(toParent: nil) and B leaving the stack happen in the
//   call (rule 37); then A loads if needed, B.viewWillDisappear, A.viewWillAppear,
//   A.viewIsAppearing, …, B.viewDidDisappear, A.viewDidAppear, B.didMove(toParent: nil).
// In both, the disappearing controller's "did" comes first, as rules 36 and 38 say.
//
// Only the outgoing and incoming tops get appearance callbacks (rules 41, 42); controllers
// beneath load only when a later transition reveals them. The `animated` flag of the call reaches
// every callback (rule 50); an animated transition sends its "did" callbacks after
// `transitionDuration`, a non-animated one in the same turn as its "will" callbacks.
//
// The navigation controller forwards nothing automatically (rule 57): it begins and ends its
// children's appearance itself, before moving their views, so the window's AppearanceCoordinator
// (which skips the children of a non-forwarding parent) sends nothing twice. Appearance is
// forwarded only while the navigation controller itself is appearing or appeared; off screen a
// transition just moves views and sends `didMove`, with no appearance callbacks. When the
// navigation controller itself appears or disappears, its top controller does with it
// (`viewWillAppear` … `viewDidAppear` below, rule 34's order: nav first, then the top).
//
// [U] Where the delegate's `willShow` falls is not in the rules: we send it once the incoming
// view is loaded and before the "will" callbacks (UIKit's delegate may touch the view), and
// `didShow` last, after `didMove`.

/// One transition between the displayed controller and the top.
@MainActor
final class NavigationTransition {
    let from: UIViewController?
    let to: UIViewController?
    /// The `animated` flag of the call (rule 50).
    let animated: Bool
    /// Whether the children get appearance callbacks (the navigation controller is on screen).
    let forwards: Bool
    /// The controllers whose appearance this transition began, with their tokens.
    var begun: [(controller: UIViewController, token: Int)] = []
    /// The controllers that get `didMove(toParent: nav)` at the end.
    var added: [UIViewController] = []
    /// The controllers that get `removeFromParent()` at the end.
    var removed: [UIViewController] = []
    /// The coordinator controllers reach through `transitionCoordinator` while it runs.
    var coordinator: TransitionCoordinator?
    /// The delegate's custom animator, if it gave one.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The delegate's interaction controller for that animator, if it gave one.
    var interaction: (any UIViewControllerInteractiveTransitioning)?

    init(from: UIViewController?, to: UIViewController?, animated: Bool, forwards: Bool) {
        self.from = from
        self.to = to
        self.animated = animated
        self.forwards = forwards
    }
}

extension UINavigationController {
    /// Makes the transition's coordinator (the `transitionCoordinator` of this controller and both
    /// tops from now on) and asks the delegate for a custom animator; returns the transition's length.
    @discardableResult
    func coordinate(_ transition: NavigationTransition, pop: Bool) -> TimeInterval {
        var duration = Self.transitionDuration
        if transition.animated, let from = transition.from, let to = transition.to,
           let animator = delegate?.navigationController(self, animationControllerFor: pop ? .pop : .push, from: from, to: to) {
            transition.animator = animator
            transition.interaction = delegate?.navigationController(self, interactionControllerFor: animator)
            duration = animator.transitionDuration(using: nil)
        }
        let coordinator = TransitionCoordinator(from: transition.from, to: transition.to, container: view,
                                                animated: transition.animated, duration: duration)
        coordinator.register([self, transition.from, transition.to])
        transition.coordinator = coordinator
        return duration
    }

    /// Whether the navigation controller is on screen or appearing: only then do children get callbacks.
    var forwardsAppearanceToChildren: Bool { appearanceState == .appearing || appearanceState == .appeared }

    /// Asks for a transition at the scheduler's next turn; changes in one turn make one transition.
    func requestTransition(animated: Bool) {
        requestedAnimated = animated
        guard runningTransition == nil, !isTransitionScheduled else { return }
        isTransitionScheduled = true
        Scheduler.shared.schedule("UINavigationController transition") { [weak self] in
            self?.runScheduledTransition()
        }
    }

    private var needsTransition: Bool {
        displayedViewController !== topViewController || !awaitingDidMove.isEmpty || !awaitingRemoval.isEmpty
    }

    func runScheduledTransition() {
        isTransitionScheduled = false
        guard runningTransition == nil else { return }   // the running one asks again when it ends
        forgetDisplayedViewIfGone()
        let animated = requestedAnimated
        let top = topViewController
        guard isViewLoaded, top !== displayedViewController else {
            // No view yet, or nothing to show: only the bookkeeping (didMove, removal) happens.
            let transition = NavigationTransition(from: nil, to: nil, animated: false, forwards: false)
            takeMoves(into: transition)
            completeMoves(of: transition)
            return
        }
        beginTransition(to: top, animated: animated)
    }

    /// Moves the pending `didMove`/removal work into `transition`.
    func takeMoves(into transition: NavigationTransition) {
        transition.added = awaitingDidMove
        transition.removed = awaitingRemoval
        awaitingDidMove = []
        awaitingRemoval = []
    }

    func beginTransition(to incoming: UIViewController?, animated: Bool) {
        let outgoing = displayedViewController
        let forwards = forwardsAppearanceToChildren
        let transition = NavigationTransition(from: outgoing, to: incoming, animated: animated, forwards: forwards)
        takeMoves(into: transition)
        runningTransition = transition

        // Rule 36: the incoming view loads first, sized to the container before viewWillAppear (rule 21).
        if let incoming { prepareView(of: incoming) }
        let pop = incoming.map { isPop(from: outgoing, to: $0) } ?? false
        let duration = coordinate(transition, pop: pop)
        if let incoming { delegate?.navigationController(self, willShow: incoming, animated: animated) }
        if forwards {
            if let outgoing, outgoing.beginAppearance(false, animated: animated) {
                transition.begun.append((outgoing, outgoing.appearanceToken))
            }
            if let incoming, incoming.beginAppearance(true, animated: animated) {
                transition.begun.append((incoming, incoming.appearanceToken))
            }
        }
        // Rule 32: "will" before the view joins; the incoming view goes above the outgoing one
        // for a push, below it for a pop (it is revealed).
        if let incoming { insertView(of: incoming, revealed: pop) }
        displayedViewController = incoming
        if forwards, let incoming, incoming.viewIfLoaded?.window != nil {
            view.layoutIfNeeded()                 // viewIsAppearing comes with the first layout (rule 34)
            incoming.sendIsAppearingIfNeeded()
        }
        transition.coordinator?.start(animator: transition.animator, interaction: forwards ? transition.interaction : nil)
        if animated && forwards, let animator = transition.animator, let coordinator = transition.coordinator {
            // A delegate's animator ends the transition when it calls `completeTransition(_:)` (after
            // its interaction controller finished or cancelled, for an interactive one); with `false`
            // a pop is undone as a cancelled swipe is (rule 40's order). A push it cancels still
            // completes: headless does not undo a push (docs/known-gaps.md).
            coordinator.waitForAnimator(animator) { [weak self, weak transition] completed in
                guard let self, let transition else { return }
                guard !completed && pop else { self.endTransition(transition); return }
                transition.coordinator?.markCancelled()
                self.cancelInteractivePop(transition)
            }
        } else if animated && forwards {
            Scheduler.shared.schedule(after: UIView.effectiveDuration(duration), "UINavigationController transition end") { [weak self] in
                self?.endTransition(transition)
            }
        } else {
            endTransition(transition)
        }
    }

    /// The end of a push or pop: the outgoing view leaves, the "did" callbacks (disappearing first),
    /// `didMove`, then the delegate's `didShow`.
    func endTransition(_ transition: NavigationTransition) {
        guard runningTransition === transition else { return }
        transition.coordinator?.finish(animator: transition.animator)
        transition.coordinator?.end()
        if let outgoing = transition.from, outgoing !== displayedViewController { removeView(of: outgoing) }
        // A controller whose transition was reversed since (its token changed) is left to whoever did it.
        for (controller, token) in transition.begun where controller.appearanceToken == token {
            controller.endAppearance()
        }
        completeMoves(of: transition)
        runningTransition = nil
        if let incoming = transition.to, incoming === displayedViewController {
            delegate?.navigationController(self, didShow: incoming, animated: transition.animated)
        }
        if needsTransition { requestTransition(animated: requestedAnimated) }
    }

    /// `didMove(toParent: self)` to the controllers that joined and are still here; `removeFromParent()`
    /// (which sends `didMove(toParent: nil)`) to the ones that left and did not come back.
    func completeMoves(of transition: NavigationTransition) {
        // The stack can hold thousands: controllers that joined are found from the top, where they
        // are; the set of the whole stack is built only when some controller left.
        for controller in transition.added where controller.storedParent === self && isInStack(controller) {
            controller.didMove(toParent: self)
        }
        guard !transition.removed.isEmpty else { return }
        let stack = Set(storedChildren.map(ObjectIdentifier.init))
        for controller in transition.removed where controller.storedParent === self && !stack.contains(ObjectIdentifier(controller)) {
            if controller === displayedViewController {   // still shown: the next transition removes it
                awaitingRemoval.append(controller)
                continue
            }
            removeView(of: controller)
            controller.removeFromParent()
        }
    }

    /// Whether a controller is in the stack, searching from the top.
    func isInStack(_ controller: UIViewController) -> Bool {
        storedChildren.lastIndex { $0 === controller } != nil
    }

    // MARK: Views (rule 41)

    /// Loads a controller's view and sizes it to this controller's view, following its size.
    func prepareView(of controller: UIViewController) {
        let childView: UIView = controller.view
        let bounds = view.bounds
        if childView.frame != bounds { childView.frame = bounds }
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    func insertView(of controller: UIViewController, revealed: Bool) {
        let container: UIView = view
        guard let childView = controller.viewIfLoaded, childView.superview !== container else { return }
        if revealed, let outgoingView = displayedViewController?.viewIfLoaded, outgoingView.superview === container {
            container.insertSubview(childView, belowSubview: outgoingView)
        } else {
            container.addSubview(childView)
        }
    }

    func removeView(of controller: UIViewController) {
        if let childView = controller.viewIfLoaded, let container = viewIfLoaded, childView.superview === container {
            childView.removeFromSuperview()
        }
        // A controller still mid-transition that nothing will end (a transition superseded, the
        // navigation controller reappearing over a pending change, its view unloaded by a memory
        // warning during a transition) ends here (rule 31).
        controller.settleOffScreen()
    }

    private func isPop(from outgoing: UIViewController?, to incoming: UIViewController) -> Bool {
        guard let outgoing else { return false }
        guard let outgoingIndex = storedChildren.lastIndex(where: { $0 === outgoing }) else { return true }
        let incomingIndex = storedChildren.lastIndex { $0 === incoming } ?? storedChildren.count
        return incomingIndex < outgoingIndex
    }

    /// Forgets the displayed controller when its view is no longer in this controller's view
    /// (this controller's view was unloaded and reloaded, rules 62–65).
    func forgetDisplayedViewIfGone() {
        guard runningTransition == nil, let displayed = displayedViewController else { return }
        if displayed.viewIfLoaded?.superview == nil || displayed.viewIfLoaded?.superview !== viewIfLoaded {
            displayedViewController = nil
            displayed.settleOffScreen()   // a transition it was in can no longer end it
        }
    }

    /// From `viewWillLayoutSubviews`: a view loaded while nothing was on screen shows the top.
    func installTopViewIfIdle() {
        forgetDisplayedViewIfGone()
        guard runningTransition == nil, !isTransitionScheduled, let top = topViewController,
              top !== displayedViewController, !forwardsAppearanceToChildren else { return }
        if let displayed = displayedViewController { removeView(of: displayed) }
        prepareView(of: top)
        insertView(of: top, revealed: false)
        displayedViewController = top
    }

    // MARK: The navigation controller's own appearance (rules 34, 56–57)

    func forwardWillAppear(animated: Bool) {
        forwardedAppearance = []
        forgetDisplayedViewIfGone()
        if let running = runningTransition {
            // Back on screen during a transition (a tab switch away and back during a push): the
            // incoming controller appears again with the navigation controller, reversing the
            // disappearance its `viewWillDisappear` began (rule 31); the transition ends the outgoing one.
            if let incoming = running.to {
                prepareView(of: incoming)
                if incoming.beginAppearance(true, animated: animated) {
                    forwardedAppearance.append((Weak(incoming), incoming.appearanceToken))
                }
                // This controller's view may have been unloaded and reloaded meanwhile (rules 62–65).
                insertView(of: incoming, revealed: false)
            }
            return
        }
        guard let top = topViewController else { return }
        if top !== displayedViewController {
            // The first appearance, or a change made off screen whose transition has not run yet:
            // the top is shown now; the scheduled transition then only sends didMove.
            prepareView(of: top)
            delegate?.navigationController(self, willShow: top, animated: animated)
            pendingDidShow = top
        }
        if top.beginAppearance(true, animated: animated) {
            forwardedAppearance.append((Weak(top), top.appearanceToken))
        }
        if top !== displayedViewController {
            if let displayed = displayedViewController { removeView(of: displayed) }
            insertView(of: top, revealed: false)
            displayedViewController = top
        }
    }

    func forwardIsAppearing() {
        for entry in forwardedAppearance {
            guard let controller = entry.controller.value, controller.appearanceToken == entry.token else { continue }
            controller.sendIsAppearingIfNeeded()
        }
    }

    func forwardDidAppear() {
        endForwardedAppearance()
        if let shown = pendingDidShow, shown === displayedViewController, runningTransition == nil {
            pendingDidShow = nil
            delegate?.navigationController(self, didShow: shown, animated: appearanceAnimated)
        }
    }

    func forwardWillDisappear(animated: Bool) {
        forwardedAppearance = []
        // During a transition the incoming controller is the one on screen for the outside world;
        // the outgoing one is already disappearing and the transition ends it.
        guard let shown = runningTransition?.to ?? displayedViewController else { return }
        if shown.beginAppearance(false, animated: animated) {
            forwardedAppearance.append((Weak(shown), shown.appearanceToken))
        }
    }

    func forwardDidDisappear() {
        endForwardedAppearance()
    }

    private func endForwardedAppearance() {
        let entries = forwardedAppearance
        forwardedAppearance = []
        for entry in entries {
            guard let controller = entry.controller.value, controller.appearanceToken == entry.token else { continue }
            controller.endAppearance()
        }
    }
}
