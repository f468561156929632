import Foundation

/// The object that manages one modal presentation: which controller is presented, over which
/// one, in what style, in which container view (rules 45–48).
///
/// HeadlessUIKit makes one per presentation (or earlier, when an app reads
/// `presentationController` before presenting, to set its delegate) and forgets it once the
/// dismissal ends. It holds both controllers weakly: the presenting controller's
/// `presentedViewController` is what keeps a presented controller alive.
@MainActor
open class UIPresentationController {
    /// The action methods this class answers to, by selector (HeadlessUIKit's stand-in for `@objc`; none here).
    /// On iOS any NSObject subclass can be a target, so an app's subclass lists its own (docs/actions.md).
    open class var actionMethods: ActionMethods { ActionMethods() }


    /// Where the presentation is in its life.
    enum Phase {
        /// Made, not yet presented.
        case idle
        /// The presentation's transition is running.
        case presenting
        /// On screen, no transition running.
        case presented
        /// A dismissal's transition is running (programmatic or interactive).
        case dismissing
    }

    /// A view taken out of the hierarchy because the presentation covers it (`.fullScreen`,
    /// `.currentContext`), with where to put it back on dismissal (rules 45, 46).
    struct RemovedView {
        weak var controller: UIViewController?
        weak var superview: UIView?
        let index: Int
    }

    private weak var weakPresented: UIViewController?
    private weak var weakPresenting: UIViewController?
    /// The controller shown in place of the presented one, from the delegate's
    /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` (nil: none).
    weak var adaptiveViewController: UIViewController?
    var phase: Phase = .idle
    var resolvedStyle: UIModalPresentationStyle = .fullScreen
    weak var storedContainerView: UIView?
    /// The controllers whose views this presentation removed, from the presenter down.
    var removedViews: [RemovedView] = []

    /// Makes a presentation controller for `presentedViewController`, shown over `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        weakPresented = presentedViewController
        weakPresenting = presentingViewController
    }

    /// The controller being presented.
    public var presentedViewController: UIViewController { weakPresented! }

    /// The controller the presentation is made over (the root of the presentation context, which
    /// may be an ancestor of the controller whose `present` was called). Nil before presenting.
    public var presentingViewController: UIViewController! {
        get { weakPresenting }
    }

    /// The presented controller's view (the adaptive controller's, when one is shown in its place).
    open var presentedView: UIView? { (adaptiveViewController ?? weakPresented)?.viewIfLoaded }

    /// The view that holds the presented view: the window, or the context's superview for
    /// `.currentContext` and `.overCurrentContext`. Nil when not presented.
    public var containerView: UIView? { phase == .idle ? nil : storedContainerView }

    /// The style in use: the presented controller's `modalPresentationStyle`, with `.automatic`
    /// resolved to `.pageSheet` (rule 47).
    open var presentationStyle: UIModalPresentationStyle {
        phase == .idle ? (weakPresented?.modalPresentationStyle.resolvedForPresentation ?? .pageSheet) : resolvedStyle
    }

    /// Where the presented view goes in the container view (see `UIViewController+Presentation.swift`).
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = storedContainerView else { return .zero }
        return ModalPresentation.frame(for: presentationStyle, in: container.bounds)
    }

    /// Told about interactive dismissals (a sheet's swipe down).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    // MARK: For subclasses: the presentation's life
    //
    // A `.custom` presentation uses the transitioning delegate's `presentationController(forPresented:
    // presenting:source:)`, as in UIKit, and sends it these. Order, as UIKit's: the presented controller's
    // view loads, `presentationTransitionWillBegin()` (the coordinator is there: dimming views join and
    // animate alongside), the "will" callbacks, the presented view joins the container (a view of its own
    // for a custom presentation, above the presenter) at `frameOfPresentedViewInContainerView`, the
    // container lays out (`containerViewWillLayoutSubviews`/`DidLayoutSubviews`), and at the end
    // `presentationTransitionDidEnd(true)` before the "did" callbacks. A dismissal sends
    // `dismissalTransitionWillBegin()` before its "will" callbacks and `dismissalTransitionDidEnd(_:)` at its end
    // (false when its animator cancelled). UIKit's own implementations do nothing.

    /// The presentation's transition is about to start.
    open func presentationTransitionWillBegin() {}
    /// The presentation's transition ended (`completed`: it was not cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal's transition is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal's transition ended (`completed`: it was not cancelled).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
    /// Whether the presenter's view leaves the window once the presentation ends (default false, as a
    /// custom presentation's; the full-screen styles remove it whatever this says, rule 45).
    open var shouldRemovePresentersView: Bool { false }
    /// Whether the presentation covers the whole screen (default true).
    open var shouldPresentInFullscreen: Bool { true }

    /// The container view this presentation made (a custom presentation's), removed when the dismissal ends.
    var ownContainer: UIView?

    /// Lays the container out, with the subclass's hooks around it.
    func layoutContainer() {
        containerViewWillLayoutSubviews()
        storedContainerView?.layoutIfNeeded()
        containerViewDidLayoutSubviews()
    }

    func attach(presenting: UIViewController, style: UIModalPresentationStyle, container: UIView) {
        weakPresenting = presenting
        resolvedStyle = style
        storedContainerView = container
        removedViews = []
    }

    var presentedIfAlive: UIViewController? { weakPresented }

    /// Whether this presentation shows `controller`: its presented controller, or the adaptive controller in its place.
    func shows(_ controller: UIViewController) -> Bool {
        weakPresented === controller || (adaptiveViewController != nil && adaptiveViewController === controller)
    }
}

/// Told when the user (here: code, through `beginInteractiveDismissal()`) tries to dismiss a sheet.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asked whether a swipe may dismiss the sheet (default true).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Sent when a swipe was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss` said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// Sent when a swipe starts dismissing the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Sent when a swipe finished dismissing the sheet (not sent for `dismiss(animated:completion:)`).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The style to adapt to in a compact environment: asked when a popover is presented on a phone (`.none` keeps it).
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The style to adapt to in a compact environment (`.none`: do not adapt).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The controller to show in place of the presented one once the presentation adapts (nil: the presented one).
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// Sent before an adapted presentation starts, with the style it adapted to.
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// The compact answer.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// UIKit's default adaptation (`.automatic`: the system's choice).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    /// None: the presented controller is shown.
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    /// Does nothing.
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
}

/// The presentation controllers of controllers, kept beside them (UIViewController has no slot
/// for one). Entries are checked against a weak reference, so a reused object identifier never
/// finds a dead controller's entry, and dead entries are pruned as new ones are made.
@MainActor
enum PresentationControllers {
    private static var table: [ObjectIdentifier: UIPresentationController] = [:]
    private static var insertionsSincePrune = 0

    static func existing(for controller: UIViewController) -> UIPresentationController? {
        let key = ObjectIdentifier(controller)
        guard let entry = table[key] else { return nil }
        guard entry.shows(controller) else {
            table[key] = nil
            return nil
        }
        return entry
    }

    static func make(for controller: UIViewController) -> UIPresentationController {
        if let entry = existing(for: controller) { return entry }
        insertionsSincePrune += 1
        if insertionsSincePrune >= 64 {
            insertionsSincePrune = 0
            table = table.filter { $0.value.presentedIfAlive != nil }
        }
        // A popover's and a sheet's presentation controllers are their own classes, as in UIKit.
        let entry: UIPresentationController
        switch controller.modalPresentationStyle {
        case .popover: entry = UIPopoverPresentationController(presentedViewController: controller, presenting: nil)
        case .pageSheet, .formSheet, .automatic: entry = UISheetPresentationController(presentedViewController: controller, presenting: nil)
        default: entry = UIPresentationController(presentedViewController: controller, presenting: nil)
        }
        table[ObjectIdentifier(controller)] = entry
        return entry
    }

    /// The transitioning delegate's own presentation controller for a `.custom` presentation, kept as this
    /// controller's from now on (nil: the delegate gives none, or the style is not `.custom`).
    static func custom(for presented: UIViewController, style: UIModalPresentationStyle, presenting: UIViewController,
                       source: UIViewController) -> UIPresentationController? {
        guard style == .custom, let delegate = presented.transitioningDelegate,
              let controller = delegate.presentationController(forPresented: presented, presenting: presenting, source: source)
        else { return nil }
        table[ObjectIdentifier(presented)] = controller
        return controller
    }

    /// Records that `adaptive` is shown in place of `controller`'s presented controller: either finds the presentation.
    static func alias(_ adaptive: UIViewController, to controller: UIPresentationController) {
        controller.adaptiveViewController = adaptive
        table[ObjectIdentifier(adaptive)] = controller
    }

    static func remove(for controller: UIViewController) {
        let key = ObjectIdentifier(controller)
        if let entry = table[key], entry.shows(controller) || entry.presentedIfAlive == nil {
            table[key] = nil
            // The original's entry goes with its adaptive controller's (and the other way round).
            for other in [entry.adaptiveViewController, entry.presentedIfAlive].compactMap({ $0 })
            where table[ObjectIdentifier(other)] === entry {
                table[ObjectIdentifier(other)] = nil
            }
        }
    }
}
