import Foundation

// Rule 40: the interactive pop (the edge swipe), driven from code.
//
// begin:  B.willMove(toParent: nil), B leaves the stack (rule 37), A loads if needed,
//         [delegate willShow A], B.viewWillDisappear(true), A.viewWillAppear(true); A's view goes
//         under B's. A.viewIsAppearing comes with the next layout of A's view in the window, as
//         for any appearance (rule 32): rule 40 was observed before viewIsAppearing existed.
// finish: at the next turn: B's view leaves, B.viewDidDisappear,
//         A.viewDidAppear, B.didMove(toParent: nil), [delegate didShow A] — rule 38's end.
// cancel: when the animation back ends (as long as the finger went): A.viewWillDisappear, A.viewDidDisappear,
//         B.viewWillAppear, B.viewIsAppearing, B.viewDidAppear (rule 40), A's view leaves, B is
//         back on top of the stack and gets B.didMove(toParent: nav).
//
// [U] UIKit sends `willMove(toParent: nil)` when the swipe starts, even if it is cancelled later
// (a well-known surprise for apps that clean up there); after a cancel we send
// `didMove(toParent: nav)`, so the pair is balanced and `isMovingFromParent` is false again in
// B's reappearance callbacks (rule 39). Both callbacks are `animated: true`: a swipe animates.
// Changes to the stack made during the swipe wait for it to end (their transition follows).

extension UINavigationController {
    /// Starts an interactive pop, as the edge swipe does: sends the "will" callbacks and returns
    /// the transition to drive (`update`, then `finish` or `cancel`). Nil when fewer than two
    /// controllers are on the stack, a transition is running or pending (rule 40), or the navigation
    /// controller's view is not in a visible window (the edge swipe is a touch on screen: UIKit's
    /// recognizer cannot begin on a view that is not shown, such as an unselected tab's).
    public func beginInteractivePop() -> InteractiveTransition? {
        forgetDisplayedViewIfGone()
        guard storedChildren.count >= 2, runningTransition == nil, !isTransitionScheduled, isViewLoaded,
              let window = view.window, !window.isHidden,
              let popped = storedChildren.last, popped === displayedViewController else { return nil }
        let revealed = storedChildren[storedChildren.count - 2]

        release(popped)
        let forwards = forwardsAppearanceToChildren
        let transition = NavigationTransition(from: popped, to: revealed, animated: true, forwards: forwards)
        takeMoves(into: transition)
        runningTransition = transition
        prepareView(of: revealed)
        coordinate(transition, pop: true)
        transition.coordinator?.beginInteraction()
        delegate?.navigationController(self, willShow: revealed, animated: true)
        if forwards {
            if popped.beginAppearance(false, animated: true) { transition.begun.append((popped, popped.appearanceToken)) }
            if revealed.beginAppearance(true, animated: true) { transition.begun.append((revealed, revealed.appearanceToken)) }
        }
        insertView(of: revealed, revealed: true)
        displayedViewController = revealed
        transition.coordinator?.start(animator: transition.animator)

        let handle = InteractivePopHandle()
        // The closures hold the transition weakly: a caller that keeps the handle after the pop
        // must not keep the popped controller alive.
        let interactive = InteractiveTransition(
            name: "interactive pop of \(popped)",
            onFinish: { [weak self, weak transition] in
                transition?.coordinator?.endInteraction(cancelled: false)
                // The rest of the animation takes what the finger left to go.
                let progress = Double(handle.value?.percentComplete ?? 0)
                Scheduler.shared.schedule(after: UIView.effectiveDuration(Self.transitionDuration * (1 - progress)), "interactive pop finish") {
                    guard let transition else { return }
                    self?.endTransition(transition)
                }
            },
            onCancel: { [weak self, weak transition] in
                transition?.coordinator?.endInteraction(cancelled: true)
                // The animation back takes as long as the finger went.
                let progress = Double(handle.value?.percentComplete ?? 0)
                Scheduler.shared.schedule(after: UIView.effectiveDuration(Self.transitionDuration * progress), "interactive pop cancel") {
                    guard let transition else { return }
                    self?.cancelInteractivePop(transition)
                }
            })
        handle.value = interactive
        return interactive
    }

    /// Rule 40's order for a cancelled swipe, then B back on top of the stack.
    func cancelInteractivePop(_ transition: NavigationTransition) {
        guard runningTransition === transition, let popped = transition.from, let revealed = transition.to else { return }
        transition.coordinator?.finish(animator: transition.animator)   // completions see isCancelled
        transition.coordinator?.end()
        popped.movingFromParent = false   // rule 39: B is not leaving any more
        // What each controller gets depends on where it is now, not on where the swipe began: the
        // navigation controller may have left or re-entered the screen during the swipe.
        switch revealed.appearanceState {
        case .appearing, .appeared:
            revealed.beginAppearance(false, animated: true)   // A.viewWillDisappear: the reversal (rule 31)
            revealed.endAppearance()                          // A.viewDidDisappear
        case .disappearing:
            revealed.endAppearance()
        case .disappeared:
            break
        }
        if forwardsAppearanceToChildren {
            popped.beginAppearance(true, animated: true)      // B.viewWillAppear
            popped.endAppearance()                            // B.viewIsAppearing, B.viewDidAppear
        } else if popped.appearanceState == .disappearing {
            popped.endAppearance()                            // off screen now: B's disappearance ends
        }
        removeView(of: revealed)
        displayedViewController = popped
        // B comes back on top; it never left `children`' parent link, so only the stack changes.
        transition.removed.removeAll { $0 === popped }
        if !storedChildren.contains(where: { $0 === popped }) { storedChildren.append(popped) }
        popped.didMove(toParent: self)
        completeMoves(of: transition)
        runningTransition = nil
        if displayedViewController !== topViewController || !awaitingDidMove.isEmpty || !awaitingRemoval.isEmpty {
            requestTransition(animated: requestedAnimated)
        }
    }
}

/// A weak reference the pop's closures read the transition's progress through, without keeping
/// the transition (which holds the closures) alive.
@MainActor
private final class InteractivePopHandle {
    weak var value: InteractiveTransition?
}
