import Foundation

/// A view controller: it gets its view lazily and lives UIKit's life cycle.
///
/// The type is split by aspect: `+Loading` (rules 1–9, 21), `+Appearance` (rules 31–35, 56–57),
/// `+Containment` (rules 53–59, 61) and `+Unloading` (rules 62–65). Overridable members live here,
/// because Swift cannot override members declared in extensions.
@MainActor
open class UIViewController: UIResponder {
    // Loading
    var storedView: UIView?
    var loadingPhase: LoadingPhase = .idle
    var storedNibName: String?
    var storedNibBundle: Bundle?

    // Containment
    weak var storedParent: UIViewController?
    var storedChildren: [UIViewController] = []

    // Appearance (rules 31–35)
    var appearanceState: AppearanceState = .disappeared
    var appearanceAnimated = false
    var appearanceToken = 0
    var hasSentIsAppearing = false
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false

    // Bars (rule 43: made on first use, without loading the view)
    var storedNavigationItem: UINavigationItem?
    var storedTabBarItem: UITabBarItem?

    // Editing (UIViewController+Editing.swift)
    var storedEditing = false
    var storedEditButtonItem: UIBarButtonItem?

    // Storyboards (UIViewController+Storyboard.swift; rules 20, 24, 66–71)
    var storedStoryboard: UIStoryboard?
    var storyboardIdentifier: String?
    var segueTemplates: [UIStoryboardSegueTemplate] = []
    var externalObjectsForViewLoading: [String: Weak<AnyObject>] = [:]

    // Presentation (UIViewController+Presentation.swift; rules 45–52, 61)
    var storedPresentedViewController: UIViewController?
    weak var storedPresentingViewController: UIViewController?

    /// The designated initializer: records the nib's name and bundle and loads nothing (rules 10, 23).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
        UIViewController.registerLive(self)
        LifecycleRecorder.record(self, .controller, "init",
                                 [.text("nibName", nibNameOrNil.map { "\"\($0)\"" } ?? "nil"),
                                  .text("bundle", nibBundleOrNil == nil ? "nil" : "\"\(nibBundleOrNil!.bundlePath)\"")])
    }

    /// The same as `init(nibName: nil, bundle: nil)` (rule 23).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Makes a controller from an archive (a storyboard scene, rule 24). The view is not loaded.
    public required init?(coder: NSCoder) {
        super.init()
        UIViewController.registerLive(self)
        LifecycleRecorder.record(self, .controller, "init", [.text("coder", "…")])
        if let nib = coder as? UINibDecoder { decodeControllerAttributes(nib) }
    }

    // MARK: Storyboards and segues (UIViewController+Storyboard.swift; rules 20, 24, 66–71)

    /// The storyboard this controller was made from, if any (rule 20).
    open var storyboard: UIStoryboard? { storedStoryboard }

    /// Performs the segue with this identifier from this controller's scene: `prepare(for:sender:)`
    /// then the segue's `perform()`, without `shouldPerformSegue` (rule 67). An unknown identifier
    /// stops with UIKit's message; `performSegueOrThrow(withIdentifier:sender:)` throws instead.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        do { try performSegueOrThrow(withIdentifier: identifier, sender: sender) } catch { error.raise() }
    }

    /// Whether a segue triggered from the storyboard (a button, a cell) should run; default true (rule 66).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Sent before a segue performs, with the destination made and its view not loaded (rules 66, 68).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller handles the unwind `action`; default: its class lists the action (rule 71).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        ActionDispatch.responds(self, to: action)
    }

    /// Sent to each controller the unwind passes on its way to the destination (rule 71).
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: The view (UIViewController+Loading.swift; rules 1–9, 21)

    /// The root view, loaded on first access: `loadView()` then `viewDidLoad()` (rule 1).
    /// Assigning a view makes it loaded without `viewDidLoad`; assigning nil unloads it (rule 8).
    open var view: UIView! {
        get { loadViewIfRequired(); return storedView }
        set { assignView(newValue) }
    }

    /// Whether the view is loaded; never loads it (rule 2).
    open var isViewLoaded: Bool { storedView != nil }

    /// The view if it is loaded, else nil; never loads it (rule 2).
    open var viewIfLoaded: UIView? { storedView }

    /// Loads the view if it is not loaded; `viewDidLoad` never runs twice (rule 3).
    open func loadViewIfNeeded() { loadViewIfRequired() }

    /// Makes the view. Override to build it in code, assign `view`, and do not call super (rule 7).
    /// The default looks for a nib, then makes a generic, screen-sized view (rules 11, 21).
    open func loadView() { defaultLoadView() }

    /// Sent once per load, after `loadView()` (rules 1, 4).
    open func viewDidLoad() {}

    /// The name of the nib the view comes from, if any.
    open var nibName: String? { storedNibName }

    /// The bundle the nib comes from, if any.
    open var nibBundle: Bundle? { storedNibBundle }

    /// The title containers show. Setting it also sets the navigation item's and tab bar item's
    /// titles, as UIKit does.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    /// The preferred size for this controller's content in a container.
    open var preferredContentSize: CGSize = .zero

    // MARK: Appearance (UIViewController+Appearance.swift; rules 31–35, 56–57)

    /// Sent before the view is added to a visible window (rules 31, 32).
    open func viewWillAppear(_ animated: Bool) {}
    /// Sent after the view is in the hierarchy, before it is laid out for appearing (rules 31, 32, 34).
    open func viewIsAppearing(_ animated: Bool) {}
    /// Sent when the appearance transition ends (rule 31).
    open func viewDidAppear(_ animated: Bool) {}
    /// Sent before the view leaves a visible window (rule 31).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Sent when the disappearance transition ends (rule 31).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Sent before the root view's `layoutSubviews` (rule 33).
    open func viewWillLayoutSubviews() {}
    /// Sent after the root view's `layoutSubviews` (rule 33).
    open func viewDidLayoutSubviews() {}

    // MARK: Auto Layout (Layout/UIViewController+AutoLayout.swift)

    /// Updates the controller's constraints in the constraint pass, before `viewWillLayoutSubviews`;
    /// call super last (it updates the view's own).
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Sent when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Sent when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// Insets added to the safe area the containers give the root view.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { safeAreaMayHaveChanged() } }
    }
    /// The smallest margins the root view gets (16 at the sides, 20 on screens 414 points wide or more).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        // By the root view's width (the window's, the screen's when it has none yet): iPhones
        // narrower than 414 points get 16, wider screens and IB's 600-point canvas 20.
        let viewWidth = viewIfLoaded.map(\.bounds.width) ?? 0
        let width = viewWidth > 0 ? viewWidth : (viewIfLoaded?.window?.bounds.width ?? UIScreen.main.bounds.width)
        let side: CGFloat = width >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`. Default true.
    open var viewRespectsSystemMinimumLayoutMargins = true
    /// Which edges of the root view may go under the containers' bars (all by default): those
    /// bars then add to its safe area.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the root view extends under opaque bars too (kept; bars are not drawn headless).
    open var extendedLayoutIncludesOpaqueBars = false

    /// True in the appearance callbacks of a controller being added to a parent (rule 39).
    open var isMovingToParent: Bool { movingToParent }
    /// True in the disappearance callbacks of a controller being removed from its parent (rule 39).
    open var isMovingFromParent: Bool { movingFromParent }
    /// True in the appearance callbacks of a controller being presented (rule 49).
    open var isBeingPresented: Bool { beingPresented }
    /// True in the disappearance callbacks of a controller being dismissed (rule 49).
    open var isBeingDismissed: Bool { beingDismissed }

    /// Whether children get appearance callbacks with this controller (rule 56). Default true;
    /// a container that returns false drives them with `beginAppearanceTransition` (rule 57).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition by hand: sends `viewWillAppear` or `viewWillDisappear`.
    /// Calls that do not match the state log UIKit's "Unbalanced calls" warning (rule 57).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        manualBeginAppearance(isAppearing, animated: animated)
    }

    /// Ends the transition begun with `beginAppearanceTransition`: sends the matching "did" callback.
    open func endAppearanceTransition() { manualEndAppearance() }

    // MARK: Containment (UIViewController+Containment.swift; rules 53–59, 61)

    /// The parent, or nil; never the presenting controller (rule 61).
    open var parent: UIViewController? { storedParent }

    /// The children, in the order added; presented controllers are not among them (rule 61).
    open var children: [UIViewController] { storedChildren }

    /// Adds a child: sends it `willMove(toParent: self)`, never `didMove` (rule 53). A child of
    /// another parent is first removed from it (rule 55).
    open func addChild(_ childController: UIViewController) { performAddChild(childController) }

    /// Removes this controller from its parent and sends `didMove(toParent: nil)`, never
    /// `willMove` (rule 54).
    open func removeFromParent() { performRemoveFromParent() }

    /// Sent before the parent changes. Overrides must call super.
    open func willMove(toParent parent: UIViewController?) { recordWillMove(toParent: parent) }

    /// Sent after the parent changed. Overrides must call super.
    open func didMove(toParent parent: UIViewController?) { recordDidMove(toParent: parent) }

    /// Swaps two children's views: adds `toViewController.view` beside `fromViewController.view`,
    /// runs `animations`, and at the end removes the old view and calls `completion(true)`,
    /// forwarding appearance; it does not call `willMove`/`didMove` (rule 58). Both must be
    /// children of this controller, else it stops with UIKit's message.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        do {
            try transitionOrThrow(from: fromViewController, to: toViewController, duration: duration,
                                  options: options, animations: animations, completion: completion)
        } catch {
            error.raise()
        }
    }

    // MARK: Memory (UIViewController+Unloading.swift; rules 62–65)

    /// Sent on a memory warning. The default releases the view when it is loaded and not in a
    /// window, sending `viewWillUnload` and `viewDidUnload` (rule 62), unless the application's
    /// `viewUnloadPolicy` is `.neverUnload` (rule 65).
    open func didReceiveMemoryWarning() { releaseViewForMemoryWarning() }

    /// Sent before a memory warning releases the view (iOS 5; rule 62).
    open func viewWillUnload() {}

    /// Sent after a memory warning released the view; never on deallocation (rules 62, 63).
    open func viewDidUnload() {}

    // MARK: Bars (rule 43)

    /// The item a navigation bar shows for this controller; made on first use, never loading the view.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// The item a tab bar shows for this controller; made on first use, never loading the view (rule 43).
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem()
            item.title = title
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]?

    /// Sets the toolbar items (animation is headless).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// Whether a tab bar (or toolbar) hides while this controller is pushed on a navigation stack.
    open var hidesBottomBarWhenPushed = false

    // MARK: Editing (UIViewController+Editing.swift)

    /// Whether the controller lets the user edit its content; setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing and updates `editButtonItem` (Edit ⇄ Done); override to update
    /// the views, calling super. `UITableViewController` passes it on to its table.
    open func setEditing(_ editing: Bool, animated: Bool) { performSetEditing(editing, animated: animated) }

    /// A bar button titled Edit (Done while editing) whose tap calls `setEditing(!isEditing, animated: true)`.
    open var editButtonItem: UIBarButtonItem { makeEditButtonItemIfNeeded() }

    // MARK: Presentation (UIViewController+Presentation.swift; rules 45–52, 61)

    /// The controller this one presented, or else the one its nearest presenting ancestor presented (UIKit).
    open var presentedViewController: UIViewController? { resolvePresentedViewController() }

    /// The controller that presented this one (or one of its ancestors), if any.
    open var presentingViewController: UIViewController? { resolvePresentingViewController() }

    /// How this controller covers the screen when presented. Default `.automatic` (a page sheet, rule 47).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The animation used when this controller is presented.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Gives a custom animator for this controller's presentation and dismissal (held weakly).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Sent before the controller's view changes size (a rotation, a window resize), with the
    /// transition's coordinator. UIKit's implementation forwards it to the children; an override
    /// should call `super`. Headless: sent when the window's size changes (`window.frame = …`).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Whether this controller's view is covered by `.currentContext` presentations from below it.
    open var definesPresentationContext = false

    /// Whether this context's transition style overrides the presented controller's.
    open var providesPresentationContextTransitionStyle = false

    /// Whether a sheet refuses interactive dismissal (swipe down).
    open var isModalInPresentation = false

    /// Presents a controller modally (rules 45–52); `completion` runs after the last callback.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or this one if it was presented, with
    /// everything presented above it (rule 46).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    /// Shows a controller in the nearest container that knows how (a navigation controller
    /// pushes); otherwise presents it.
    open func show(_ vc: UIViewController, sender: Any?) { performShow(vc, sender: sender) }

    /// Shows a controller as the detail of the nearest split view controller; otherwise as `show`.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { performShowDetail(vc, sender: sender) }

    /// The controller that handles `action` (`"show:sender:"`, `"showDetailViewController:sender:"`):
    /// the first along the parent and presenting chain that can perform it.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        defaultTargetViewController(forAction: action, sender: sender)
    }

    /// Whether this class handles `show(_:sender:)` itself (containers such as UINavigationController).
    var handlesShow: Bool { false }

    /// Whether this class handles `showDetailViewController(_:sender:)` itself (UISplitViewController).
    var handlesShowDetail: Bool { false }

    // MARK: Traits and system appearance (Graphics/UITraitCollection.swift, Windows/UIDevice.swift)

    /// The traits in effect: the screen's (`UIScreen.traitCollection`), with the light or dark style of
    /// the nearest `overrideUserInterfaceStyle` (this controller, its parents, its view's window).
    open var traitCollection: UITraitCollection { UIScreen.main.traitCollection.replacingStyle(with: inheritedStyleOverride) }

    /// Light or dark for this controller, its view and its children whatever the system says (iOS 13); `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        willSet { viewIfLoaded?.styleOverrideWillChange() }
        didSet { viewIfLoaded?.styleOverrideDidChange() }
    }

    /// Sent after the screen's traits changed, before the controller's view hears, with the old ones.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The status bar style the controller wants (`.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether the controller wants the status bar hidden (false).
    open var prefersStatusBarHidden: Bool { false }

    /// Asks the system to read `preferredStatusBarStyle` again (nothing to redraw headless).
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// The orientations the controller supports (an iPhone's default: all but upside down).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// Whether the controller's contents rotate with the device (true).
    open var shouldAutorotate: Bool { true }

    /// The orientation to present the controller in (`.portrait`).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    // MARK: Responder chain

    /// The view's superview, else the parent, else the presenting controller.
    open override var next: UIResponder? { storedView?.superview ?? storedParent ?? storedPresentingViewController }
}
