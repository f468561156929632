import Foundation

// The page view controller: pages are children; only the current pages' views are in the
// hierarchy, sized to the container's view.
//
// Turning from page A to page B (setViewControllers or a simulated swipe), on screen:
//   at once:       A.willMove(toParent: nil), B.willMove(toParent: P), [B.loadView, B.viewDidLoad],
//                  A.viewWillDisappear, B.viewWillAppear; B's view replaces A's
//   at the end:    B.viewIsAppearing (at the layout pass, which may come first), A.viewDidDisappear, B.viewDidAppear,
//                  A.didMove(toParent: nil) (A leaves `children`), B.didMove(toParent: P),
//                  then the delegate's didFinishAnimating (swipes only) and the completion.
// The end comes on the scheduler's next turn, or after `UIPageViewController.transitionDuration`
// when animated (rule 50: `animated` reaches every callback). [U] UIKit documents no order between
// the outgoing and incoming "will"; HeadlessUIKit uses a push's (outgoing first, rule 36).
// The controller drives its pages itself (rule 57) and forwards its own appearance to them.

/// A container that shows one page (two for a page curl with a middle spine) and turns pages.
@MainActor
open class UIPageViewController: UIViewController {
    /// How a page turn looks.
    public enum TransitionStyle: Int, Sendable {
        /// Pages curl like paper.
        case pageCurl = 0
        /// Pages scroll.
        case scroll = 1
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// The direction of a page turn.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where the spine of a page curl sits.
    public enum SpineLocation: Int, Sendable {
        /// No spine (scroll style).
        case none = 0
        /// At the leading (or top) edge.
        case min = 1
        /// In the middle: two pages show at once.
        case mid = 2
        /// At the trailing (or bottom) edge.
        case max = 3
    }

    /// Keys of the `options` dictionary.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Makes a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` raw value (page curl).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages, in points (scroll).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How long an animated page turn lasts before its "did" callbacks.
    public static let transitionDuration: TimeInterval = 0.35

    /// How page turns look.
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine sits (`.none` for scroll).
    open private(set) var spineLocation: SpineLocation
    /// The space between pages (scroll style).
    public let interPageSpacing: CGFloat
    /// Whether content shows on the back of pages (page curl).
    open var isDoubleSided = false

    /// Supplies the pages before and after the current one.
    open weak var dataSource: UIPageViewControllerDataSource?
    /// Told about the user's page turns.
    open weak var delegate: UIPageViewControllerDelegate?

    var storedPages: [UIViewController] = []
    lazy var childDisplay = ContainerChildDisplay(container: self)
    /// Pages removed by a turn that is still running: they leave `children` at its end.
    var pagesAwaitingRemoval: [UIViewController] = []

    /// Makes a page view controller; `options` may hold `.spineLocation` and `.interPageSpacing`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (options?[.spineLocation] as? SpineLocation)
        spineLocation = style == .scroll ? .none : (spine ?? .min)
        interPageSpacing = (options?[.interPageSpacing] as? CGFloat) ?? CGFloat((options?[.interPageSpacing] as? Double) ?? 0)
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a page view controller from an archive: page curl, horizontal (Interface Builder's default).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// The pages shown now (one; two with a middle spine).
    open var viewControllers: [UIViewController]? { storedPages }

    /// Shows `viewControllers` as the current pages. The delegate is not told (the turn is not the
    /// user's); `completion(true)` runs when the turn ends. Stops with UIKit's message when the
    /// number of pages does not fit the spine.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        do {
            try setViewControllersOrThrow(viewControllers, direction: direction, animated: animated, completion: completion)
        } catch {
            error.raise()
        }
    }

    /// The gesture recognizers of the pages (none headless: use `goToNextPage(animated:)`).
    open var gestureRecognizers: [AnyObject] { [] }

    // MARK: View and appearance (rule 57)

    /// The container's own drive of its pages (rule 57).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Makes the container view.
    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.onLayout = { [unowned self] in self.childDisplay.relayout { [unowned self] in self.pageFrame(for: $0) } }
        view = container
    }

    /// Calls super, then the current pages load if needed and get `viewWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        childDisplay.containerWillAppear(storedPages, host: view, animated: animated) { [unowned self] in self.pageFrame(for: $0) }
    }

    /// Calls super, then the current pages get `viewIsAppearing`.
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        childDisplay.containerIsAppearing()
    }

    /// Calls super, then the current pages get `viewDidAppear`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        childDisplay.containerDidAppear()
    }

    /// Calls super, then the current pages get `viewWillDisappear`.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        childDisplay.containerWillDisappear(animated: animated)
    }

    /// Calls super, then the current pages get `viewDidDisappear`.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        childDisplay.containerDidDisappear()
    }
}

extension UIPageViewController {
    /// `setViewControllers(_:direction:animated:completion:)`, throwing UIKit's exception instead of
    /// stopping when the number of pages does not fit the spine (one; two with a middle spine).
    public func setViewControllersOrThrow(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                          animated: Bool, completion: ((Bool) -> Void)? = nil) throws(UIKitException) {
        let pages = viewControllers ?? []
        let required = spineLocation == .mid ? 2 : 1
        guard pages.count == required else {
            throw UIKitException.invalidArgument(
                "The number of view controllers provided (\(pages.count)) doesn't match the number required (\(required)) for the requested transition")
        }
        turn(to: pages, animated: animated, completion: completion)
    }

    /// HeadlessUIKit's stand-in for the user's swipe to the next page: asks the data source for the
    /// page after the current one; if there is one, tells the delegate `willTransitionTo`, turns
    /// forward, then tells it `didFinishAnimating(_:previousViewControllers:transitionCompleted:)`.
    /// Returns whether a page was available.
    @discardableResult
    public func goToNextPage(animated: Bool = true) -> Bool { simulateSwipe(forward: true, animated: animated) }

    /// HeadlessUIKit's stand-in for the user's swipe to the previous page (see `goToNextPage(animated:)`).
    /// Returns whether a page was available.
    @discardableResult
    public func goToPreviousPage(animated: Bool = true) -> Bool { simulateSwipe(forward: false, animated: animated) }

    func simulateSwipe(forward: Bool, animated: Bool) -> Bool {
        guard let dataSource, !storedPages.isEmpty else { return false }
        var next: [UIViewController] = []
        if spineLocation == .mid {
            // Two pages turn at once: the two after the last (or before the first).
            let anchor = forward ? storedPages.last! : storedPages.first!
            guard let first = forward ? dataSource.pageViewController(self, viewControllerAfter: anchor)
                                      : dataSource.pageViewController(self, viewControllerBefore: anchor),
                  let second = forward ? dataSource.pageViewController(self, viewControllerAfter: first)
                                       : dataSource.pageViewController(self, viewControllerBefore: first) else { return false }
            next = forward ? [first, second] : [second, first]
        } else {
            let current = storedPages[0]
            guard let page = forward ? dataSource.pageViewController(self, viewControllerAfter: current)
                                     : dataSource.pageViewController(self, viewControllerBefore: current) else { return false }
            next = [page]
        }
        let previous = storedPages
        delegate?.pageViewController(self, willTransitionTo: next)
        turn(to: next, animated: animated) { [weak self] finished in
            guard let self else { return }
            self.delegate?.pageViewController(self, didFinishAnimating: finished, previousViewControllers: previous, transitionCompleted: true)
        }
        return true
    }

    /// The turn itself: containment, appearance (outgoing first, [U]), views, then the end.
    func turn(to pages: [UIViewController], animated: Bool, completion: ((Bool) -> Void)?) {
        let old = storedPages
        let leaving = old.filter { page in !pages.contains { $0 === page } }
        let joining = pages.filter { page in !old.contains { $0 === page } }
        for page in leaving { page.willMove(toParent: nil) }
        for page in joining { addChild(page) }
        storedPages = pages
        pagesAwaitingRemoval.append(contentsOf: leaving)
        childDisplay.show(pages, host: viewIfLoaded, animated: animated, appearingFirst: false,
                          duration: Self.transitionDuration, label: "page turn end",
                          frame: { [unowned self] in self.pageFrame(for: $0) }) { [weak self] finished in
            guard let self else { return }
            for page in leaving where !self.storedPages.contains(where: { $0 === page }) {
                self.pagesAwaitingRemoval.removeAll { $0 === page }
                if page.parent === self { page.removeFromParent() }
            }
            for page in joining where page.parent === self && self.storedPages.contains(where: { $0 === page }) {
                page.didMove(toParent: self)
            }
            completion?(finished)
        }
    }

    func pageFrame(for page: UIViewController) -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        guard storedPages.count == 2, let index = storedPages.firstIndex(where: { $0 === page }) else { return bounds }
        switch navigationOrientation {
        case .horizontal:
            let width = bounds.width / 2
            return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        case .vertical:
            let height = bounds.height / 2
            return CGRect(x: 0, y: CGFloat(index) * height, width: bounds.width, height: height)
        }
    }
}
