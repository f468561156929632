import Foundation

/// A container that shows a stack of view controllers, one at a time, with a navigation bar and
/// an optional toolbar (rules 36–42, 50, 60).
///
/// The type is split by aspect: `+Stack` (pushing, popping and replacing the stack, rule 60),
/// `+Transitions` (the deferred transition between the displayed controller and the top, and the
/// forwarding of the navigation controller's own appearance, rules 36–39, 41, 42, 50, 57) and
/// `+Interactive` (the interactive pop driven from code, rule 40). Overridable members live here,
/// because Swift cannot override members declared in extensions.
///
/// The stack is the children (`children == viewControllers`); only the top controller's view is
/// in the hierarchy (rule 41), sized to the navigation controller's view. The bars are models:
/// `navigationBar.items` follows the stack and `toolbar.items` is the top controller's
/// `toolbarItems`; neither is placed in the view hierarchy.
@MainActor
open class UINavigationController: UIViewController {
    /// How long an animated push or pop runs before its "did" callbacks (rule 36). UIKit's
    /// navigation transition lasts about 0.35 s (its spring animation settles then); any value
    /// above zero gives the same order, and disabled animations make it zero.
    static let transitionDuration: TimeInterval = 0.35

    /// How long hiding or showing the bars takes, as `UINavigationControllerHideShowBarDuration`.
    public static let hideShowBarDuration: CGFloat = 0.2

    // The bars (models).
    let storedNavigationBar: UINavigationBar
    let storedToolbar: UIToolbar
    var navigationBarHiddenFlag = false
    var toolbarHiddenFlag = true

    // Transitions (UINavigationController+Transitions.swift).
    /// The controller whose view is in this controller's view now (the top, once transitions end).
    var displayedViewController: UIViewController?
    /// The transition between `displayedViewController` and the top that is running, if any.
    var runningTransition: NavigationTransition?
    /// Whether a transition waits for the scheduler's next turn.
    var isTransitionScheduled = false
    /// The `animated` flag of the latest stack change (several changes in one turn make one transition).
    var requestedAnimated = false
    /// Controllers added since the last transition started: they get `didMove(toParent: self)` at its end.
    var awaitingDidMove: [UIViewController] = []
    /// Controllers removed since the last transition started: they leave `children` at once and
    /// get `removeFromParent()` (so `didMove(toParent: nil)`) at the end of the transition (rules 37, 38).
    var awaitingRemoval: [UIViewController] = []
    /// Children this controller forwarded its own appearance to, with their transition tokens (rule 57).
    var forwardedAppearance: [(controller: Weak<UIViewController>, token: Int)] = []
    /// The controller that gets `didShow` when this controller's own appearance ends.
    weak var pendingDidShow: UIViewController?

    /// Makes a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        storedNavigationBar = UINavigationBar.makeManagedBar(ofClass: nil)
        storedToolbar = UIToolbar.makeManagedToolbar(ofClass: nil)
        super.init(nibName: nil, bundle: nil)
        attachBars()
        pushViewController(rootViewController, animated: false)
    }

    /// Makes an empty navigation controller; records the nib's name and bundle (rule 10).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNavigationBar = UINavigationBar.makeManagedBar(ofClass: nil)
        storedToolbar = UIToolbar.makeManagedToolbar(ofClass: nil)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        attachBars()
    }

    /// Makes an empty navigation controller from an archive (a storyboard scene, rule 24).
    public required init?(coder: NSCoder) {
        storedNavigationBar = UINavigationBar.makeManagedBar(ofClass: nil)
        storedToolbar = UIToolbar.makeManagedToolbar(ofClass: nil)
        super.init(coder: coder)
        attachBars()
        // Rule 70: a storyboard's relationship children come with the container; views load lazily. A child that is
        // a storyboard reference is the referenced scene's controller, loaded now (UINibDecoder+Relationships).
        if let nib = coder as? UINibDecoder {
            let children = nib.relationshipChildren("UIViewControllers")
            if !children.isEmpty { setViewControllers(children, animated: false) }
        }
    }

    /// Makes an empty navigation controller whose bars are of the given subclasses (nil: the standard ones).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        storedNavigationBar = UINavigationBar.makeManagedBar(ofClass: navigationBarClass)
        storedToolbar = UIToolbar.makeManagedToolbar(ofClass: toolbarClass)
        super.init(nibName: nil, bundle: nil)
        attachBars()
    }

    // MARK: The stack (UINavigationController+Stack.swift; rules 36–42, 60)

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { storedChildren }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack; only the outgoing and incoming tops get appearance callbacks (rule 42).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSetViewControllers(viewControllers, animated: animated)
    }

    /// Pushes a controller: `willMove(toParent:)` at once, the rest at the next turn (rule 36).
    /// Pushing one already in the stack, or a navigation controller, stops with UIKit's message (rule 60).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        do {
            try pushViewControllerOrThrow(viewController, animated: animated)
        } catch {
            error.raise()
        }
    }

    /// Pops the top controller and returns it; nil when only the root is left (rule 38).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        performPop(animated: animated)
    }

    /// Pops until `viewController` is on top; returns the popped controllers, nil when none (rule 41).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        performPop(to: viewController, animated: animated)
    }

    /// Pops until the root is on top; returns the popped controllers, nil when none (rule 41).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = storedChildren.first else { return nil }
        return performPop(to: root, animated: animated)
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { storedChildren.last }

    /// The controller whose view shows: a controller presented over the stack, else the top.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController?.presentedViewController ?? topViewController
    }

    /// Told when a controller is about to show and when it has shown.
    open weak var delegate: (any UINavigationControllerDelegate)?

    // MARK: Bars

    /// The navigation bar; its items follow the stack.
    open var navigationBar: UINavigationBar { storedNavigationBar }

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenFlag }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (animation is headless).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBarHiddenFlag = hidden
        storedNavigationBar.isHidden = hidden
    }

    /// The toolbar; its items are the top controller's `toolbarItems`.
    open var toolbar: UIToolbar! { storedToolbar }

    /// Whether the toolbar is hidden; true by default.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenFlag }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar (animation is headless).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHiddenFlag = hidden
        storedToolbar.isHidden = hidden
    }

    // MARK: Appearance (UINavigationController+Transitions.swift; rules 56–57)

    /// False: the navigation controller drives its children itself (rule 57).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Forwards to the top controller, installing its view first if needed (rules 34, 57).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forwardWillAppear(animated: animated)
    }

    /// Forwards to the top controller (rule 34).
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        forwardIsAppearing()
    }

    /// Forwards to the top controller (rule 57).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forwardDidAppear()
    }

    /// Forwards to the top controller (rule 57).
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forwardWillDisappear(animated: animated)
    }

    /// Forwards to the top controller (rule 57).
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forwardDidDisappear()
    }

    /// Puts the top controller's view in place when nothing else has (a view loaded off screen).
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        installTopViewIfIdle()
    }

    // MARK: Showing

    /// Pushes `vc` (animated), as UIKit's navigation controller does.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    override var handlesShow: Bool { true }
}
