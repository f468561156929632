import Foundation

// The split view controller: columns side by side when the width is regular, collapsed into one
// column when it is compact.
//
// Decisions:
// - Compact width: HeadlessUIKit has no trait collections, so the split is collapsed when its
//   view is narrower than `UISplitViewController.compactWidthThreshold` (600 points, between the
//   widest iPhone in portrait, 440, and the narrowest iPad, 744; an iPhone-sized 390-point window
//   collapses). The width is checked when the split appears and at every layout of its view (a
//   size change lays it out, rule 78).
// - Collapsing (no `.compact` column, delegate returns false): when the primary is a navigation
//   controller, the secondary goes on top of its stack (a secondary navigation controller's
//   stack moves there instead, since a navigation controller cannot be pushed, rule 60).
//   Expanding moves what sits above the primary's own stack back to the secondary column.
//   With a `.compact` column, collapsing shows that column instead. [U] for the appearance
//   callbacks of the moving secondary while on screen (it may see a cancelled disappearance).
// - `viewControllers` holds the columns' controllers as set (UIKit's column styles also wrap
//   each column in a navigation controller; HeadlessUIKit does not).
// - `show(_:sender:)` replaces the primary; `showDetailViewController(_:sender:)` replaces the
//   secondary, or, collapsed, pushes onto the primary navigation controller (animated).
// - Appearance: the controller drives its children itself (rule 57): the visible columns follow
//   its own callbacks; replacing a visible column sends the old one viewWillDisappear, the new one
//   viewWillAppear, and their "did" callbacks at the scheduler's next turn.

/// A container with two or three columns side by side, collapsing to one in a compact width.
@MainActor
open class UISplitViewController: UIViewController {
    /// How many columns the split manages.
    public enum Style: Int, Sendable {
        /// The classic split: `viewControllers` holds primary and secondary.
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// A column of the split.
    public enum Column: Int, Sendable {
        /// The leading column.
        case primary = 0
        /// The middle column of a triple-column split.
        case supplementary = 1
        /// The main content.
        case secondary = 2
        /// The controller shown instead of the others when collapsed.
        case compact = 3
    }

    /// How the columns are arranged when expanded.
    public enum DisplayMode: Int, Sendable {
        /// The split chooses.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary.
        case oneOverSecondary = 3
        /// Two columns beside the secondary.
        case twoBesideSecondary = 4
        /// Two columns over the secondary.
        case twoOverSecondary = 5
        /// Two columns pushing the secondary aside.
        case twoDisplaceSecondary = 6
    }

    /// Below this width (points) the split is collapsed (HeadlessUIKit's stand-in for a compact
    /// horizontal size class).
    public static let compactWidthThreshold: CGFloat = 600

    /// The number of columns the split manages.
    public let style: Style

    /// Told about collapsing and display mode changes.
    open weak var delegate: UISplitViewControllerDelegate?

    /// The arrangement the app prefers; `.automatic` lets the split choose.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            guard preferredDisplayMode != oldValue else { return }
            delegate?.splitViewController(self, willChangeTo: displayMode)
            refreshDisplay()
        }
    }

    /// The item `displayModeButtonItem` made, kept so every read returns the same one.
    var displayModeButtonItemStorage: UIBarButtonItem?

    /// The width of the primary column, in points.
    open var preferredPrimaryColumnWidth: CGFloat = 320
    /// The width of the supplementary column, in points.
    open var preferredSupplementaryColumnWidth: CGFloat = 320

    var columns: [Column: UIViewController] = [:]
    var collapsed = false
    /// While collapsed: how many controllers the primary navigation stack had of its own.
    var primaryStackBaseCount = 0
    /// While collapsed: whether the secondary's controllers moved onto the primary stack.
    var movedSecondaryOntoPrimary = false
    lazy var childDisplay = ContainerChildDisplay(container: self)

    /// Makes a split with the given number of columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a classic split (`style` is `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes a classic split from an archive.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
        // Rule 70: a storyboard's relationship children come with the container; views load lazily. A child that is
        // a storyboard reference is the referenced scene's controller, loaded now (UINibDecoder+Relationships).
        if let nib = coder as? UINibDecoder {
            if let primary = nib.relationshipChild("UIMasterViewController") { setViewController(primary, for: .primary) }
            if let secondary = nib.relationshipChild("UIDetailViewController") { setViewController(secondary, for: .secondary) }
        }
    }

    /// The columns' controllers: primary, supplementary (triple column), secondary — those set.
    open var viewControllers: [UIViewController] {
        get {
            let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return order.compactMap { columns[$0] }
        }
        set {
            let order: [Column] = style == .tripleColumn && newValue.count >= 3 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
        }
    }

    /// Puts `vc` in a column (nil empties it).
    open func setViewController(_ vc: UIViewController?, for column: Column) { replace(column, with: vc) }

    /// The controller in a column, or nil.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Whether only one column shows because the width is compact.
    open var isCollapsed: Bool { collapsed }

    /// The arrangement now: the preferred one, `.automatic` resolved.
    open var displayMode: DisplayMode { resolvedDisplayMode }

    /// Replaces the primary column's controller.
    open override func show(_ vc: UIViewController, sender: Any?) { setViewController(vc, for: .primary) }

    /// Replaces the secondary; collapsed, pushes onto the primary navigation controller.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) { performSplitShowDetail(vc) }

    override var handlesShow: Bool { true }
    override var handlesShowDetail: Bool { true }

    // MARK: View and appearance (rule 57)

    /// The container's own drive of its children (rule 57).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Makes the container view.
    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.onLayout = { [unowned self] in self.splitViewDidLayout() }
        view = container
    }

    /// Calls super, collapses or expands for the width, then the visible columns appear.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateCollapsedState(onScreen: false)
        childDisplay.containerWillAppear(visibleChildren, host: view, animated: animated) { [unowned self] in self.frame(for: $0) }
    }

    /// Calls super, then the visible columns get `viewIsAppearing`.
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        childDisplay.containerIsAppearing()
    }

    /// Calls super, then the visible columns get `viewDidAppear`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        childDisplay.containerDidAppear()
    }

    /// Calls super, then the visible columns get `viewWillDisappear`.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        childDisplay.containerWillDisappear(animated: animated)
    }

    /// Calls super, then the visible columns get `viewDidDisappear`.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        childDisplay.containerDidDisappear()
    }
}

extension UISplitViewController {
    var resolvedDisplayMode: DisplayMode {
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        if style == .tripleColumn, currentWidth >= 1024 { return .twoBesideSecondary }
        return .oneBesideSecondary
    }

    var currentWidth: CGFloat { viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width }

    /// The controllers whose views show now, leading first (only the split's own children: a
    /// secondary on its way back from the primary stack joins once the stack lets it go).
    var visibleChildren: [UIViewController] { columnsToShow.filter { $0.parent === self } }

    var columnsToShow: [UIViewController] {
        if collapsed {
            return [columns[.compact] ?? columns[.primary] ?? columns[.secondary]].compactMap { $0 }
        }
        let secondary = columns[.secondary]
        let leading: [UIViewController?]
        switch (style == .tripleColumn, resolvedDisplayMode) {
        case (_, .secondaryOnly): leading = []
        case (true, .oneBesideSecondary), (true, .oneOverSecondary): leading = [columns[.supplementary]]
        case (true, _): leading = [columns[.primary], columns[.supplementary]]
        case (false, _): leading = [columns[.primary]]
        }
        return (leading + [secondary]).compactMap { $0 }
    }

    func frame(for child: UIViewController) -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        let visible = visibleChildren
        guard !collapsed, let index = visible.firstIndex(where: { $0 === child }) else { return bounds }
        let mode = resolvedDisplayMode
        let overlays = mode == .oneOverSecondary || mode == .twoOverSecondary
        var x: CGFloat = 0
        for (position, controller) in visible.enumerated() {
            let isSecondary = position == visible.count - 1
            let width: CGFloat = isSecondary ? (overlays ? bounds.width : max(0, bounds.width - x))
                : (controller === columns[.supplementary] ? preferredSupplementaryColumnWidth : preferredPrimaryColumnWidth)
            let originX = isSecondary && overlays ? 0 : x
            if position == index { return CGRect(x: originX, y: 0, width: width, height: bounds.height) }
            x += width
        }
        return bounds
    }

    func splitViewDidLayout() {
        if appearanceState == .appeared || appearanceState == .appearing { updateCollapsedState(onScreen: true) }
        childDisplay.relayout { [unowned self] in self.frame(for: $0) }
    }

    /// Shows the visible columns, with appearance callbacks when on screen.
    func refreshDisplay() {
        childDisplay.show(visibleChildren, host: viewIfLoaded, animated: false, appearingFirst: false,
                          label: "split view display change", frame: { [unowned self] in self.frame(for: $0) })
    }

    func replace(_ column: Column, with controller: UIViewController?) {
        let old = columns[column]
        guard old !== controller else { return }
        if collapsed, column == .secondary, movedSecondaryOntoPrimary, let navigation = columns[.primary] as? UINavigationController {
            // The secondary lives on the primary stack while collapsed: replace it there.
            columns[column] = controller
            let base = Array(navigation.viewControllers.prefix(primaryStackBaseCount))
            navigation.setViewControllers(base + (controller.map { [$0] } ?? []), animated: false)
            return
        }
        if let old, old.parent === self { old.willMove(toParent: nil) }
        if let controller { addChild(controller) }
        columns[column] = controller
        if collapsed, column == .primary { movedSecondaryOntoPrimary = false; primaryStackBaseCount = 0 }
        refreshDisplay()
        if let old, old.parent === self, !columns.values.contains(where: { $0 === old }) {
            childDisplay.forget(old)
            old.removeFromParent()
        }
        controller?.didMove(toParent: self)
    }

    func performSplitShowDetail(_ controller: UIViewController) {
        if collapsed, columns[.compact] == nil, let navigation = columns[.primary] as? UINavigationController {
            columns[.secondary] = controller
            navigation.pushViewController(controller, animated: true)
            return
        }
        setViewController(controller, for: .secondary)
    }

    // MARK: Collapsing and expanding

    func updateCollapsedState(onScreen: Bool) {
        let wantsCollapse = currentWidth < Self.compactWidthThreshold
        guard wantsCollapse != collapsed else { return }
        if wantsCollapse { collapse(onScreen: onScreen) } else { expand() }
        if onScreen { refreshDisplay() }
    }

    func collapse(onScreen: Bool) {
        collapsed = true
        movedSecondaryOntoPrimary = false
        guard columns[.compact] == nil, let primary = columns[.primary], let secondary = columns[.secondary] else { return }
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true { return }
        guard let navigation = primary as? UINavigationController else { return }
        // The secondary leaves the split's display first (its view leaves), then joins the stack.
        if onScreen { refreshDisplay() }
        primaryStackBaseCount = navigation.viewControllers.count
        let moving: [UIViewController]
        if let secondaryNavigation = secondary as? UINavigationController {
            moving = secondaryNavigation.viewControllers
            secondaryNavigation.setViewControllers([], animated: false)
        } else {
            childDisplay.forget(secondary)
            moving = [secondary]
        }
        navigation.setViewControllers(navigation.viewControllers + moving, animated: false)
        movedSecondaryOntoPrimary = true
    }

    func expand() {
        collapsed = false
        guard movedSecondaryOntoPrimary, let navigation = columns[.primary] as? UINavigationController else { return }
        movedSecondaryOntoPrimary = false
        let stack = navigation.viewControllers
        let moved = Array(stack.dropFirst(primaryStackBaseCount))
        navigation.setViewControllers(Array(stack.prefix(primaryStackBaseCount)), animated: false)
        if let secondaryNavigation = columns[.secondary] as? UINavigationController {
            if !moved.isEmpty { secondaryNavigation.setViewControllers(moved, animated: false) }
        } else if let last = moved.last {
            // The navigation controller lets its popped controllers go at the end of its transition;
            // the secondary returns to the split after that.
            columns[.secondary] = last
            Scheduler.shared.schedule("split view expand") { [weak self] in
                guard let self, self.columns[.secondary] === last, !self.collapsed else { return }
                if last.parent != nil, last.parent !== self { last.removeFromParent() }
                if last.parent !== self {
                    self.addChild(last)
                    self.refreshDisplay()
                    last.didMove(toParent: self)
                }
            }
        }
    }
}

extension UIViewController {
    /// The nearest ancestor that is a split view controller (this controller excluded), or nil.
    public var splitViewController: UISplitViewController? { firstAncestor(ofType: UISplitViewController.self) }
}
