import Foundation

// Rules 31–35, 56–57: the appearance state machine.
//
// disappeared --will appear--> appearing --did appear--> appeared
// appeared --will disappear--> disappearing --did disappear--> disappeared
// A transition reversed midway (appearing → will disappear) is a cancel: the opposite "will",
// then its "did" (rule 31). `viewIsAppearing` comes once per appearance, at the first layout of
// the root view in a window, or at the end of the transition if no layout happened (rule 34).
// With automatic forwarding (rule 56) the parent's callbacks reach the children whose views are
// in its hierarchy, parent first.

extension UIViewController {
    var isInAppearanceTransition: Bool { appearanceState.isTransitioning }

    /// Starts a transition unless already in it or done with it; returns whether it started.
    @discardableResult
    func beginAppearance(_ appearing: Bool, animated: Bool) -> Bool {
        switch (appearing, appearanceState) {
        case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared):
            return false
        default:
            break
        }
        if appearing {
            loadViewIfRequired()   // viewDidLoad always precedes viewWillAppear
            hasSentIsAppearing = false
        }
        appearanceState = appearing ? .appearing : .disappearing
        appearanceAnimated = animated
        appearanceToken &+= 1
        if appearing {
            LifecycleRecorder.send(self, .controller, "viewWillAppear", [.bool("animated", animated)]) { viewWillAppear(animated) }
        } else {
            LifecycleRecorder.send(self, .controller, "viewWillDisappear", [.bool("animated", animated)]) { viewWillDisappear(animated) }
        }
        for child in forwardedChildren() {
            child.beginAppearance(appearing, animated: animated)
        }
        return true
    }

    /// Sends `viewIsAppearing` once per appearance, here and in appearing children.
    func sendIsAppearingIfNeeded() {
        guard appearanceState == .appearing else { return }
        if !hasSentIsAppearing {
            hasSentIsAppearing = true
            LifecycleRecorder.send(self, .controller, "viewIsAppearing", [.bool("animated", appearanceAnimated)]) {
                viewIsAppearing(appearanceAnimated)
            }
        }
        for child in forwardedChildren() { child.sendIsAppearingIfNeeded() }
    }

    /// Ends the current transition with its "did" callback, here then in the children.
    func endAppearance() {
        let animated = appearanceAnimated
        switch appearanceState {
        case .appearing:
            sendIsAppearingIfNeeded()
            appearanceState = .appeared
            LifecycleRecorder.send(self, .controller, "viewDidAppear", [.bool("animated", animated)]) { viewDidAppear(animated) }
            for child in forwardedChildren() where child.appearanceState == .appearing { child.endAppearance() }
        case .disappearing:
            appearanceState = .disappeared
            LifecycleRecorder.send(self, .controller, "viewDidDisappear", [.bool("animated", animated)]) { viewDidDisappear(animated) }
            for child in forwardedChildren() where child.appearanceState == .disappearing { child.endAppearance() }
        case .appeared, .disappeared:
            return
        }
    }

    /// Brings a child whose view its container just took off the screen to rest, when nothing else
    /// will: a disappearance in progress ends (`viewDidDisappear`), an appearance in progress or
    /// done is reversed, the opposite "will" then its "did" (rule 31). A transition that still
    /// holds the controller's token finds it ended and sends nothing more.
    func settleOffScreen() {
        guard !AppearanceCoordinator.isVisible(storedView?.window) else { return }
        switch appearanceState {
        case .disappeared:
            return
        case .appearing, .appeared:
            beginAppearance(false, animated: appearanceAnimated)
        case .disappearing:
            break
        }
        endAppearance()
    }

    /// Children that follow this controller's appearance: forwarding is on and their views are
    /// in this controller's view hierarchy (a container's hidden children do not appear).
    func forwardedChildren() -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = storedView else { return [] }
        return storedChildren.filter { $0.storedView?.isDescendant(of: root) == true }
    }

    /// Rule 34: the first layout of an appearing root view in a window is preceded by `viewIsAppearing`.
    func rootViewWillLayout() {
        if appearanceState == .appearing, !hasSentIsAppearing, storedView?.window != nil {
            hasSentIsAppearing = true
            LifecycleRecorder.send(self, .controller, "viewIsAppearing", [.bool("animated", appearanceAnimated)]) {
                viewIsAppearing(appearanceAnimated)
            }
        }
    }

    // MARK: Manual transitions (rule 57)

    func manualBeginAppearance(_ isAppearing: Bool, animated: Bool) {
        guard beginAppearance(isAppearing, animated: animated) else {
            Diagnostics.warning("Unbalanced calls to begin/end appearance transitions for \(self).")
            return
        }
    }

    func manualEndAppearance() {
        guard appearanceState.isTransitioning else {
            Diagnostics.warning("Unbalanced calls to begin/end appearance transitions for \(self).")
            return
        }
        endAppearance()
    }
}
