import Foundation

// Rules 45–52 and 61: modal presentation, `show`/`showDetailViewController` and their target lookup.
//
// Present B from A, full screen (rule 45):
//   inside the call:  B.loadView, B.viewDidLoad, A.viewWillDisappear, B.viewWillAppear,
//                     B's view joins the window (over everything, sized to the window)
//   next turn:        B.viewIsAppearing (first layout of B's view in the window, rule 34)
//   at the end:       A's view leaves the window, B.viewDidAppear, A.viewDidDisappear, completion
// Dismiss B (rule 46):
//   inside the call:  B.viewWillDisappear, A.viewWillAppear, A's view back in the window
//   next turn:        A.viewIsAppearing
//   at the end:       B's view leaves, A.viewDidAppear, B.viewDidDisappear, completion
//
// Timing [U, chosen]: the "will" callbacks run inside `present`/`dismiss`, as UIKit starts a
// presentation before the call returns (B's `viewDidLoad` and `viewWillAppear` come before the
// line after `present`). The end comes from the scheduler: after `ModalPresentation.duration`
// (0.5 s, through `UIView.effectiveDuration`) when animated, at the next turn when not. Tests
// drain with `UIApplication.shared.runUntilIdle()`. Completion blocks run last.
//
// Where the views go (rule 45): the presenter's view is removed at the end of a full-screen
// presentation, just before the "did" callbacks, so `viewDidDisappear` finds it out of the window
// ("the view was removed from a view hierarchy"). Rule 47: the other styles leave it, and the
// presenter gets no callbacks.
//
// Who presents: the receiver's outermost ancestor (the top of its parent chain: the window's
// root, or a presented controller), as UIKit walks to the root of the presentation context. For
// `.currentContext`/`.overCurrentContext` it is the nearest controller, from the receiver up its
// parent chain, whose `definesPresentationContext` is true, else that outermost ancestor [U:
// UIKit documents "the window's root view controller"; inside a presented controller the
// outermost ancestor is the presented controller, which is the root of its own context].

/// Timing and geometry of modal presentations.
@MainActor
enum ModalPresentation {
    /// How long an animated present or dismiss takes: 0.5 s, UIKit's sheet and cover-vertical
    /// animations rounded. A non-animated one ends at the scheduler's next turn.
    static let duration: TimeInterval = 0.5

    /// A page or form sheet's top inset in the window: a 44-point status bar and UIKit's 10-point
    /// gap above an iPhone's large-detent sheet.
    static let sheetTopInset: CGFloat = 54

    /// The style a presentation takes in its environment. iOS 13 and later: in a horizontally or
    /// vertically compact one (a phone), a popover "behaves the same as" a form sheet (UIKit's
    /// documentation of `.popover`), unless the presentation controller's delegate answers
    /// `adaptivePresentationStyle(for:traitCollection:)` with `.none` (keep the popover) or another
    /// style (`.fullScreen`, `.overFullScreen`, a sheet). Other styles keep theirs on a phone.
    static func adapted(_ style: UIModalPresentationStyle, by controller: UIPresentationController,
                        traits: UITraitCollection) -> UIModalPresentationStyle {
        guard style == .popover, traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact else { return style }
        switch controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits) ?? .automatic {
        case .none: return .popover
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .pageSheet: return .pageSheet
        default: return .formSheet
        }
    }

    static func frame(for style: UIModalPresentationStyle, in bounds: CGRect) -> CGRect {
        switch style {
        case .pageSheet, .formSheet, .popover:
            return CGRect(x: bounds.minX, y: bounds.minY + sheetTopInset,
                          width: bounds.width, height: max(0, bounds.height - sheetTopInset))
        default:
            return bounds
        }
    }
}

extension UIModalPresentationStyle {
    /// The style a presentation uses: `.automatic` is a page sheet (rule 47); `.none` is only
    /// meaningful when adapting, so a presentation made with it is treated as full screen.
    var resolvedForPresentation: UIModalPresentationStyle {
        switch self {
        case .automatic: return .pageSheet
        case .none: return .fullScreen
        default: return self
        }
    }

    /// Rule 45 vs 47: only these remove the presenter's view (and send it appearance callbacks).
    var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }

    /// Presented over a context controller rather than the whole window.
    var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// The styles a swipe down can dismiss.
    var isSheet: Bool { self == .pageSheet || self == .formSheet }
}

extension UIViewController {
    // MARK: Public API that needs no override

    /// The object managing this controller's presentation: made on first use (so an app can set
    /// its `delegate` before presenting), forgotten when the dismissal ends.
    public var presentationController: UIPresentationController? {
        PresentationControllers.make(for: outermostAncestor)
    }

    /// The popover's presentation controller, when the style is `.popover` (set the style first, as in UIKit).
    public var popoverPresentationController: UIPopoverPresentationController? {
        // An adapted popover shown through another controller (`viewControllerForAdaptivePresentationStyle`) keeps it.
        let root = outermostAncestor
        guard (PresentationControllers.existing(for: root)?.presentedIfAlive ?? root).modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The sheet's presentation controller, when the style is a sheet (`.pageSheet`, `.formSheet`, `.automatic`; iOS 15).
    public var sheetPresentationController: UISheetPresentationController? {
        return presentationController as? UISheetPresentationController
    }

    /// `present(_:animated:completion:)`, throwing rule 52's exception instead of stopping when
    /// the controller is already presented or otherwise active. Rule 51's cases log and return.
    public func presentOrThrow(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                               completion: (() -> Void)? = nil) throws(UIKitException) {
        if let problem = activePresentationProblem(viewControllerToPresent) { throw problem }
        let original = viewControllerToPresent
        let requested = original.modalPresentationStyle.resolvedForPresentation
        let host = presentationHost(for: requested)

        // Rule 51: log and ignore (not thrown). The receiver is named as `<A>`.
        if let current = host.storedPresentedViewController ?? resolvePresentedViewController() {
            Diagnostics.warning("Attempt to present \(original) on \(self) which is already presenting \(current)")
            return
        }
        // UIKit refuses to present from a controller whose own presentation or dismissal is still
        // running: the controller would end up over one that leaves (rule 51's family of warnings).
        if let own = PresentationControllers.existing(for: host.outermostAncestor), own.phase == .presenting || own.phase == .dismissing {
            Diagnostics.warning("Attempt to present \(original) on \(self) while a presentation or dismiss is in progress!")
            return
        }
        guard let window = viewIfLoaded?.window, let hostView = host.viewIfLoaded, hostView.window === window else {
            Diagnostics.warning("Attempt to present \(original) on \(self) whose view is not in the window hierarchy")
            return
        }

        let custom = PresentationControllers.custom(for: original, style: requested, presenting: host, source: self)
        let controller = custom ?? PresentationControllers.make(for: original)
        let style = ModalPresentation.adapted(requested, by: controller, traits: window.traitCollection)
        // An adapted presentation (a popover on a phone) may show another controller in its place, often a navigation
        // controller around the presented one: the delegate's `viewControllerForAdaptivePresentationStyle`. That one
        // is what the presenter's `presentedViewController` is from now on, and what loads, appears and is dismissed.
        let adaptive = style == requested ? nil
            : controller.delegate?.presentationController(controller, viewControllerForAdaptivePresentationStyle: style)
        let presented = adaptive ?? original
        if presented !== original { PresentationControllers.alias(presented, to: controller) }
        var container: UIView = style.usesPresentationContext ? (hostView.superview ?? window) : window
        if custom != nil {
            // A custom presentation gets a container view of its own over the window (UIKit's transition
            // view), so the dimming views a presentation controller adds at index 0 sit above the presenter.
            let own = UIView(frame: window.bounds)
            own.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(own)
            container = own
        }
        controller.attach(presenting: host, style: style, container: container)
        controller.ownContainer = custom != nil ? container : nil
        controller.phase = .presenting
        host.storedPresentedViewController = presented
        presented.storedPresentingViewController = host

        // Rule 45: B loads first (loadView, viewDidLoad).
        let presentedView: UIView = presented.view
        let visible = AppearanceCoordinator.isVisible(window)
        // A sheet's frame follows its detent (UISheetPresentationController).
        let finalFrame = style.usesPresentationContext ? hostView.frame : controller.frameOfPresentedViewInContainerView
        let (coordinator, animator, duration) = ModalPresentation.coordinate(
            from: host, to: presented, container: container, animated: flag, style: style, finalFrame: finalFrame,
            animator: flag ? presented.transitioningDelegate?.animationController(forPresented: presented, presenting: host, source: self) : nil)
        if style != requested {
            controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: style, transitionCoordinator: coordinator)
        }
        controller.presentationTransitionWillBegin()
        // Rule 45: the covered controllers' will-disappear before B's will-appear; rule 47: none for the other
        // styles, unless a custom presentation controller removes the presenter's view (as full screen does).
        let covered = style.removesPresentersView ? coveredControllers(from: host, style: style)
            : controller.shouldRemovePresentersView ? coveredControllers(from: host, style: .fullScreen) : []
        var begun: [(UIViewController, Int)] = []
        if visible {
            for controller in covered where controller.beginAppearance(false, animated: flag) {
                begun.append((controller, controller.appearanceToken))
            }
        }
        if let popover = controller as? UIPopoverPresentationController { popover.popoverDelegate?.prepareForPopoverPresentation(popover) }
        presented.beingPresented = true   // rule 49
        let presentedBegan = visible && presented.beginAppearance(true, animated: flag)
        let presentedToken = presented.appearanceToken

        // Rule 32: B's view joins after viewWillAppear; the window-driven path skips B, already mid-transition.
        // A presentation controller may show the presented view inside one of its own (`presentedView`).
        let shownView = custom?.presentedView ?? presentedView
        shownView.frame = finalFrame
        shownView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if container === hostView.superview, style.usesPresentationContext {
            container.insertSubview(shownView, aboveSubview: hostView)
        } else if shownView.superview !== container {
            container.addSubview(shownView)
        }
        if custom != nil { controller.layoutContainer() }

        coordinator.start(animator: animator, interaction: animator.flatMap {
            presented.transitioningDelegate?.interactionControllerForPresentation(using: $0)
        })

        ModalPresentation.whenAnimationEnds(coordinator, animator: animator, after: flag ? duration : 0, "present end") { _ in
            presentedView.window?.layoutIfNeeded()
            coordinator.finish(animator: animator)
            coordinator.end()
            controller.presentationTransitionDidEnd(true)
            // Rule 45: the presenter's view leaves the window at the end, before the "did" callbacks.
            for covered in covered {
                guard let view = covered.viewIfLoaded, let superview = view.superview else { continue }
                let index = superview.subviews.firstIndex { $0 === view } ?? 0
                controller.removedViews.append(.init(controller: covered, superview: superview, index: index))
                view.removeFromSuperview()
            }
            if presentedBegan, presented.appearanceToken == presentedToken { presented.endAppearance() }
            presented.beingPresented = false
            for (controller, token) in begun where controller.appearanceToken == token { controller.endAppearance() }
            controller.phase = .presented
            completion?()
        }
    }

    /// Starts a sheet's swipe-to-dismiss from code: HeadlessUIKit's stand-in for the user's finger.
    ///
    /// Call it on a controller presented as a page or form sheet (or on one of its children). It
    /// sends the sheet's `viewWillDisappear(true)` at once (the presenter gets nothing, rule 47);
    /// `finish()` ends the dismissal (`viewDidDisappear`, `presentedViewController` cleared, the
    /// delegate's `presentationControllerDidDismiss`), `cancel()` brings the sheet back with rule
    /// 48's order. Returns nil, with a warning saying why, when the controller is not a sheet on top
    /// of its presentation chain, a transition is running, or the swipe is refused
    /// (`isModalInPresentation`, or the delegate's `presentationControllerShouldDismiss`).
    public func beginInteractiveDismissal() -> InteractiveTransition? {
        let sheet = outermostAncestor
        guard sheet.storedPresentingViewController != nil, let controller = PresentationControllers.existing(for: sheet) else {
            Diagnostics.warning("beginInteractiveDismissal() on \(self), which is not presented; nothing happens.")
            return nil
        }
        guard controller.resolvedStyle.isSheet else {
            Diagnostics.warning("beginInteractiveDismissal() on \(self), which is presented with style \(controller.resolvedStyle), not as a sheet; only page and form sheets can be swiped down.")
            return nil
        }
        guard controller.phase == .presented else {
            Diagnostics.warning("beginInteractiveDismissal() on \(self) while a presentation or dismissal is in progress; nothing happens.")
            return nil
        }
        guard sheet.hostedPresentations().isEmpty else {
            Diagnostics.warning("beginInteractiveDismissal() on \(self), whose sheet \(sheet) is presenting another controller; only the top sheet can be swiped down.")
            return nil
        }
        // isModalInPresentation: checked on the sheet and the controllers inside it.
        if let modal = sheet.selfAndDescendants().first(where: { $0.isModalInPresentation }) {
            Diagnostics.warning("beginInteractiveDismissal() on \(self) is refused: \(modal) has isModalInPresentation set.")
            controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
            return nil
        }
        if let delegate = controller.delegate, !delegate.presentationControllerShouldDismiss(controller) {
            Diagnostics.warning("beginInteractiveDismissal() on \(self) is refused: the presentation controller's delegate said presentationControllerShouldDismiss false.")
            delegate.presentationControllerDidAttemptToDismiss(controller)
            return nil
        }
        controller.delegate?.presentationControllerWillDismiss(controller)
        controller.phase = .dismissing
        sheet.beingDismissed = true   // rule 49
        let visible = AppearanceCoordinator.isVisible(sheet.viewIfLoaded?.window)
        let began = visible && sheet.beginAppearance(false, animated: true)
        let token = sheet.appearanceToken

        weak var handle: InteractiveTransition?
        weak let weakSheet = sheet
        let transition = InteractiveTransition(name: "interactive dismissal of \(sheet)", onFinish: {
            let remaining = ModalPresentation.duration * Double(1 - (handle?.percentComplete ?? 0))
            Scheduler.shared.schedule(after: UIView.effectiveDuration(remaining), "interactive dismissal end") {
                guard let sheet = weakSheet else { return }
                sheet.viewIfLoaded?.removeFromSuperview()
                if began, sheet.appearanceToken == token { sheet.endAppearance() }
                let presenter = sheet.storedPresentingViewController
                sheet.unlinkPresentation()
                controller.delegate?.presentationControllerDidDismiss(controller)
                withExtendedLifetime(presenter) {}
            }
        }, onCancel: {
            guard let sheet = weakSheet else { return }
            // Rule 48: B.viewWillDisappear, B.viewWillAppear, B.viewIsAppearing, B.viewDidAppear.
            sheet.beingDismissed = false
            let reversed = visible && sheet.beginAppearance(true, animated: true)
            let reverseToken = sheet.appearanceToken
            let elapsed = ModalPresentation.duration * Double(handle?.percentComplete ?? 0)
            Scheduler.shared.schedule(after: UIView.effectiveDuration(elapsed), "interactive dismissal cancel end") {
                guard let sheet = weakSheet else { return }
                sheet.viewIfLoaded?.window?.layoutIfNeeded()
                if reversed, sheet.appearanceToken == reverseToken { sheet.endAppearance() }
                controller.phase = .presented
            }
        })
        handle = transition
        return transition
    }

    // MARK: Behind the class body's members

    func performPresent(_ viewControllerToPresent: UIViewController, animated: Bool, completion: (() -> Void)?) {
        do {
            try presentOrThrow(viewControllerToPresent, animated: animated, completion: completion)
        } catch {
            error.raise()
        }
    }

    /// Rule 46 and the chain: a presenter (or a child of one) dismisses what it presented and
    /// everything above; a presented controller (or a child of one) with nothing above asks its
    /// presenter to dismiss it. Several at once: every one gets its callbacks, top first, and
    /// only the top one animates (they all end together, with the `animated` flag
    /// given to the top one and false to the others). With nothing to dismiss, nothing happens and the completion is not called [U].
    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        let first: UIViewController
        if let presented = resolvePresentedViewController() {
            first = presented
        } else if outermostAncestor.storedPresentingViewController != nil {
            first = outermostAncestor
        } else {
            return
        }
        guard let base = first.storedPresentingViewController else { return }
        let chain = first.presentationChain()   // bottom (first) to top
        let controllers = chain.compactMap { PresentationControllers.existing(for: $0) }
        guard controllers.allSatisfy({ $0.phase == .presented }) else {
            Diagnostics.warning("Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!")
            return
        }
        for controller in controllers { controller.phase = .dismissing }

        // The window of the views on screen: the top one's (those beneath may be covered, rule 45).
        let window = chain.reversed().lazy.compactMap { $0.viewIfLoaded?.window }.first ?? base.viewIfLoaded?.window
        let visible = AppearanceCoordinator.isVisible(window)
        let top = chain.last ?? first
        let (coordinator, animator, duration) = ModalPresentation.coordinate(
            from: top, to: base, container: top.viewIfLoaded?.superview ?? window ?? UIView(), animated: animated,
            style: PresentationControllers.existing(for: top)?.presentationStyle ?? .custom, finalFrame: nil,
            animator: animated ? top.transitioningDelegate?.animationController(forDismissed: top) : nil)
        let topController = PresentationControllers.existing(for: top)
        topController?.dismissalTransitionWillBegin()
        // Rule 46: the dismissed ones' will-disappear, top first (rule 49: isBeingDismissed).
        var disappearing: [(UIViewController, Int)] = []
        for presented in chain.reversed() {
            presented.beingDismissed = true
            // Only the top one animates; the ones beneath are "simply removed" (UIKit's documentation).
            let flag = presented === chain.last ? animated : false
            if visible, presented.beginAppearance(false, animated: flag) {
                disappearing.append((presented, presented.appearanceToken))
            }
        }
        // Then the revealed ones' will-appear, before their views are back (rule 32): the views
        // any dismissed presentation took out of the hierarchy, except the dismissed ones' own.
        // The controllers keep their lists until the dismissal completes: a cancelled one takes the views out again.
        var removed: [UIPresentationController.RemovedView] = []
        for controller in controllers {
            for entry in controller.removedViews {
                guard let covered = entry.controller, !chain.contains(where: { $0 === covered.outermostAncestor }) else { continue }
                removed.append(entry)
            }
        }
        var appearing: [(UIViewController, Int)] = []
        if visible {
            for entry in removed.reversed() {   // bottom first, as they are laid out
                guard let controller = entry.controller, controller.beginAppearance(true, animated: animated) else { continue }
                appearing.append((controller, controller.appearanceToken))
            }
        }
        for entry in removed.reversed() {
            guard let view = entry.controller?.viewIfLoaded, let superview = entry.superview else { continue }
            superview.insertSubview(view, at: min(entry.index, superview.subviews.count))
        }

        coordinator.start(animator: animator, interaction: animator.flatMap {
            top.transitioningDelegate?.interactionControllerForDismissal(using: $0)
        })

        ModalPresentation.whenAnimationEnds(coordinator, animator: animator, after: animated ? duration : 0, "dismiss end") { completed in
            window?.layoutIfNeeded()
            coordinator.finish(animator: animator)
            coordinator.end()
            topController?.dismissalTransitionDidEnd(completed)
            guard completed else {
                // The animator cancelled (an interactive dismissal let go): everything goes back (rule 40's
                // order, as for a cancelled pop: the revealed controllers disappear again, then the dismissed
                // ones reappear), the views the presentations had covered leave again, and the completion is
                // not called, as in UIKit.
                for (controller, token) in appearing where controller.appearanceToken == token {
                    controller.beginAppearance(false, animated: true)
                    controller.endAppearance()
                }
                for entry in removed { entry.controller?.viewIfLoaded?.removeFromSuperview() }
                for presented in chain {
                    presented.beingDismissed = false
                    if visible, presented.appearanceState == .disappearing || presented.appearanceState == .disappeared {
                        presented.beginAppearance(true, animated: true)
                        presented.endAppearance()
                    }
                }
                for controller in controllers { controller.phase = .presented }
                return
            }
            for presented in chain.reversed() { presented.viewIfLoaded?.removeFromSuperview() }
            for controller in controllers {
                controller.removedViews = []
                controller.ownContainer?.removeFromSuperview()
                controller.ownContainer = nil
            }
            for (controller, token) in appearing where controller.appearanceToken == token { controller.endAppearance() }
            for (controller, token) in disappearing where controller.appearanceToken == token { controller.endAppearance() }
            for presented in chain.reversed() { presented.unlinkPresentation() }
            withExtendedLifetime(base) {}
            completion?()
        }
    }

    func performShow(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: "show:sender:", sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    func performShowDetail(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: "showDetailViewController:sender:", sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    /// Self, then the parent chain, then the presenting chain: the first controller that handles
    /// `action` (`handlesShow`, `handlesShowDetail`; other actions: `canPerformAction`).
    func defaultTargetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            let handles: Bool
            switch action.name {
            case "show:sender:": handles = candidate.handlesShow
            case "showDetailViewController:sender:": handles = candidate.handlesShowDetail
            default: handles = candidate.canPerformAction(action, withSender: sender)
            }
            if handles { return candidate }
            current = candidate.storedParent ?? candidate.storedPresentingViewController
        }
        return nil
    }

    /// The presenting controller of this one or of its farthest ancestor (UIKit's documentation).
    func resolvePresentingViewController() -> UIViewController? {
        outermostAncestor.storedPresentingViewController
    }

    /// The controller presented by this one or by its nearest ancestor that presents one (UIKit's
    /// documentation: "presented by this view controller, or one of its ancestors").
    func resolvePresentedViewController() -> UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presented = candidate.storedPresentedViewController { return presented }
            current = candidate.storedParent
        }
        return nil
    }

    // MARK: Machinery

    /// The top of the parent chain (rule 61: never the presenting controller).
    var outermostAncestor: UIViewController {
        var controller = self
        while let parent = controller.storedParent { controller = parent }
        return controller
    }

    /// Who holds a presentation made from this controller in `style` (see the top of the file).
    func presentationHost(for style: UIModalPresentationStyle) -> UIViewController {
        if style.usesPresentationContext {
            var current: UIViewController? = self
            while let candidate = current {
                if candidate.definesPresentationContext { return candidate }
                current = candidate.storedParent
            }
        }
        return outermostAncestor
    }

    /// Rule 52: a controller that is presented, is the presenter or one of its ancestors, has a
    /// parent, or is a window's root (its view in a window) cannot be presented.
    func activePresentationProblem(_ controller: UIViewController) -> UIKitException? {
        var isActive = controller.storedPresentingViewController != nil
            || controller.storedParent != nil
            || controller.viewIfLoaded?.window != nil
            || UIApplication.shared.windows.contains { $0.rootViewController === controller }
        var ancestor: UIViewController? = self
        while let current = ancestor, !isActive {
            if current === controller { isActive = true }
            ancestor = current.storedParent ?? current.storedPresentingViewController
        }
        return isActive ? .invalidArgument("Application tried to present modally an active controller \(controller).") : nil
    }

    /// Controllers a full-screen presentation over `host` hides: the host, and below it, while the
    /// presentation it belongs to leaves its presenter visible (a sheet over A: both go). For
    /// `.currentContext`, only the context.
    func coveredControllers(from host: UIViewController, style: UIModalPresentationStyle) -> [UIViewController] {
        guard style == .fullScreen else { return [host] }
        var result: [UIViewController] = []
        var current: UIViewController? = host
        while let layer = current {
            result.append(layer)
            guard let presenter = layer.storedPresentingViewController,
                  let controller = PresentationControllers.existing(for: layer),
                  !controller.resolvedStyle.removesPresentersView else { break }
            current = presenter.outermostAncestor
        }
        return result
    }

    /// This controller and everything presented above it, bottom to top (presentations held by
    /// children, for `.currentContext`, included).
    func presentationChain() -> [UIViewController] {
        var chain: [UIViewController] = [self]
        var index = 0
        while index < chain.count {
            chain.append(contentsOf: chain[index].hostedPresentations())
            index += 1
        }
        return chain
    }

    /// Controllers presented by this controller or by its descendants.
    func hostedPresentations() -> [UIViewController] {
        selfAndDescendants().compactMap(\.storedPresentedViewController)
    }

    func selfAndDescendants() -> [UIViewController] {
        var result: [UIViewController] = [self]
        var index = 0
        while index < result.count {
            result.append(contentsOf: result[index].storedChildren)
            index += 1
        }
        return result
    }

    /// Ends a presentation's bookkeeping: `presentedViewController`/`presentingViewController`
    /// cleared (the presenter's strong reference goes, so nothing else keeps this controller alive).
    func unlinkPresentation() {
        beingDismissed = false
        beingPresented = false
        PresentationControllers.existing(for: self)?.phase = .idle
        PresentationControllers.remove(for: self)
        if let presenter = storedPresentingViewController, presenter.storedPresentedViewController === self {
            presenter.storedPresentedViewController = nil
        }
        storedPresentingViewController = nil
    }
}
