import Foundation

/// A rectangle in a window's hierarchy, with UIKit's geometry, hierarchy, layout and callbacks.
///
/// The type is split by aspect: `UIView+Hierarchy` (rules 72–74), `UIView+Layout` (rules 75–79),
/// `UIView+HitTesting`, `UIView+Animation`, `UIView+Description`.
@MainActor
open class UIView: UIResponder {
    // Geometry is kept as the untransformed frame's origin plus the bounds, so frames read back exactly
    // as set. The layer (QuartzCore/, made on first use) reads these; only a non-default anchor point or
    // transform (`hasLayerGeometry`) takes the slower path, where center = layer.position.
    var frameOrigin: CGPoint
    var storedBounds: CGRect
    /// The layer, once made (`layer`, UIView+Layer.swift).
    var layerStorage: CALayer?
    /// Whether the layer's anchor point or transform is not the default (frame and center then use them).
    var hasLayerGeometry = false
    /// Key-value observations of this view's reporting properties; nil until the first (Observation/).
    var keyValueObservers: KeyValueObserverRegistry?

    /// The superview, or nil for a root.
    public internal(set) weak var superview: UIView?
    /// The subviews, back to front.
    public internal(set) var subviews: [UIView] = []

    /// The active constraints this view holds (Layout/UIView+AutoLayout.swift).
    public internal(set) var constraints: [NSLayoutConstraint] = []

    /// The Auto Layout engine, on the root of a hierarchy that uses constraints (Layout/LayoutEngine.swift).
    var layoutEngineStorage: LayoutEngine?
    /// Hugging, compression, guides and margin settings, made on first use.
    var autoLayoutStorage: ViewAutoLayoutState?
    /// `rootAncestor`'s cache, valid while `rootCacheGeneration` is `hierarchyGeneration`.
    weak var rootCache: UIView?
    var rootCacheGeneration = -1
    /// Bumped whenever any view's superview changes.
    static var hierarchyGeneration = 0
    /// The view's variables in its hierarchy's layout engine, valid while `layoutBoxStamp` is the engine's.
    var layoutBoxStorage: LayoutEngine.Box?
    var layoutBoxStamp = 0
    /// The frame the last solve gave this view (set when the engine solves, applied by its superview).
    var layoutSolvedFrame: CGRect = .zero
    /// The build stamp of the last engine rebuild that walked this view (its hierarchy's membership).
    var layoutWalkStamp = 0
    /// Whether `updateConstraints` should run in the next constraint pass (a new view: yes).
    var needsUpdateConstraintsFlag = true

    /// Set while this view is a view controller's root view (UIKit's view delegate).
    weak var owningController: UIViewController?

    /// Whether a layout pass should run `layoutSubviews` (rule 75). A new view has never been laid
    /// out, so it starts true, as a new CALayer does.
    var needsLayout = true

    /// True while this view's `layoutSubviews` runs: resizing its subviews then does not mark it again.
    var isRunningLayoutSubviews = false

    /// The gesture recognizers attached to this view, in the order they were added (UIView+Gestures.swift).
    var storedGestureRecognizers: [UIGestureRecognizer] = []
    /// The attached interactions (`addInteraction(_:)`).
    var storedInteractions: [any UIInteraction] = []

    /// Makes a view with a frame.
    public init(frame: CGRect) {
        frameOrigin = frame.origin
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Makes a zero-sized view.
    public convenience override init() { self.init(frame: .zero) }

    /// Makes a view from an archive: a nib's coder gives the frame, the subviews (made here, as
    /// UIKit does) and the view's attributes (UIView+Nib.swift).
    public required init?(coder: NSCoder) {
        frameOrigin = .zero
        storedBounds = .zero
        super.init()
        if let nib = coder as? UINibDecoder { decodeViewAttributes(nib) }
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates. Changing its size lays the view out (rule 78)
    /// and resizes autoresizing subviews (rule 79).
    open var frame: CGRect {
        get { hasLayerGeometry ? layerGeometryFrame : CGRect(origin: frameOrigin, size: storedBounds.size) }
        set {
            if hasLayerGeometry, let layer = layerStorage, !CATransform3DIsIdentity(layer.transform) {
                // UIKit: the frame of a transformed view is undefined; here it moves, keeping its size.
                let old = frame
                center = CGPoint(x: center.x + newValue.midX - old.midX, y: center.y + newValue.midY - old.midY)
                return
            }
            observedPropertyWillChange(.frame)
            defer { observedPropertyDidChange(.frame) }
            let oldSize = storedBounds.size
            let oldOrigin = frameOrigin
            frameOrigin = newValue.origin
            storedBounds.size = newValue.size
            if oldSize != newValue.size { sizeDidChange(from: oldSize) }
            if LayoutEngine.liveEngines > 0, !LayoutEngine.isApplying, oldSize != newValue.size || oldOrigin != newValue.origin {
                layoutEngineIfCreated?.frameDidChange(self)
            }
        }
    }

    /// The bounds in the view's own coordinates. Changing the size keeps the center.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            observedPropertyWillChange(.bounds)
            defer { observedPropertyDidChange(.bounds) }
            let oldSize = storedBounds.size
            let oldCenter = center
            storedBounds = newValue
            guard oldSize != newValue.size else { return }
            let anchor = layerAnchor
            frameOrigin = CGPoint(x: oldCenter.x - newValue.width * anchor.x, y: oldCenter.y - newValue.height * anchor.y)
            sizeDidChange(from: oldSize)
            if LayoutEngine.liveEngines > 0, !LayoutEngine.isApplying { layoutEngineIfCreated?.frameDidChange(self) }
        }
    }

    /// The center of the frame, in the superview's coordinates (the layer's `position`: with a moved
    /// anchor point, where that point is).
    open var center: CGPoint {
        get {
            let anchor = layerAnchor
            return CGPoint(x: frameOrigin.x + storedBounds.width * anchor.x, y: frameOrigin.y + storedBounds.height * anchor.y)
        }
        set {
            observedPropertyWillChange(.center)
            defer { observedPropertyDidChange(.center) }
            let anchor = layerAnchor
            frameOrigin = CGPoint(x: newValue.x - storedBounds.width * anchor.x, y: newValue.y - storedBounds.height * anchor.y)
            if LayoutEngine.liveEngines > 0, !LayoutEngine.isApplying { layoutEngineIfCreated?.frameDidChange(self) }
        }
    }

    // MARK: Appearance

    /// The background colour; nil is transparent. The layer's `backgroundColor` is this colour.
    open var backgroundColor: UIColor?
    /// The transform about the center (the layer's affine transform); the identity by default. The
    /// frame is then the smallest rectangle holding the transformed bounds; center and bounds do not change.
    open var transform: CGAffineTransform {
        get { layerStorage.map { CATransform3DGetAffineTransform($0.transform) } ?? .identity }
        set {
            if layerStorage == nil, newValue.isIdentity { return }
            layer.setAffineTransform(newValue)
        }
    }
    /// The layer's 3-D transform.
    open var transform3D: CATransform3D {
        get { layerStorage?.transform ?? .identity }
        set { layer.transform = newValue }
    }
    /// The class of the view's layer (`CALayer`; override to return `CAGradientLayer.self`, `CAShapeLayer.self`…).
    open class var layerClass: AnyClass { CALayer.self }
    /// Marks the view for redrawing: its layer's `setNeedsDisplay()`.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks a part of the view for redrawing (the whole layer, headless).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
    /// Draws the view's own content in `rect` (its bounds) into `UIGraphicsGetCurrentContext()`; does nothing by
    /// default. Called when the view is drawn (`drawing()`, `drawHierarchy`, `layer.render(in:)`; issue 12).
    open func draw(_ rect: CGRect) {}
    /// Opacity, 0…1. Views under 0.01 do not receive touches.
    open var alpha: CGFloat = 1 {
        willSet { observedPropertyWillChange(.alpha) }
        didSet { observedPropertyDidChange(.alpha) }
    }
    /// Whether the view is hidden. Hidden views do not receive touches; a stack view re-arranges
    /// around an arranged subview that is hidden or shown, as UIKit's does.
    open var isHidden = false {
        willSet { observedPropertyWillChange(.isHidden) }
        didSet {
            if oldValue != isHidden { superview?.subviewVisibilityDidChange(self) }
            observedPropertyDidChange(.isHidden)
        }
    }
    /// Whether the view is opaque (a drawing hint).
    open var isOpaque = true
    /// A number for finding the view with `viewWithTag(_:)`.
    open var tag = 0
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// How content is laid out when the bounds change.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether the view receives touches.
    open var isUserInteractionEnabled = true
    /// Whether more than one touch is delivered.
    open var isMultipleTouchEnabled = false
    /// The tint colour; nil inherits the superview's (default system blue).
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set { storedTintColor = newValue }
    }
    var storedTintColor: UIColor?
    /// How the view resizes when its superview's size changes (rule 79). Default none.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews are resized by their masks when this view's size changes. Default true.
    open var autoresizesSubviews = true
    /// Whether Auto Layout turns the frame and autoresizing mask into constraints (true), or
    /// constraints alone place the view (false).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            // A view in a hierarchy takes part from now on (its hierarchy gets an engine); a lone
            // view has nothing to solve until it joins one, which looks at its subtree then.
            if superview != nil { layoutEngine.structureDidChange() } else { layoutEngineIfCreated?.structureDidChange() }
        }
    }
    /// An identifier for tests and accessibility tools.
    open var accessibilityIdentifier: String?
    /// The accessibility label; unset, the standard control's default (a label's text, a button's title).
    open var accessibilityLabel: String? {
        get { accessibility.hasLabel ? accessibility.label : defaultAccessibilityLabel }
        set { accessibility.label = newValue; accessibility.hasLabel = true }
    }
    /// A short hint at what activating the element does.
    open var accessibilityHint: String?
    /// The element's value; unset, the standard control's default (a switch's "1"/"0").
    open var accessibilityValue: String? {
        get { accessibility.hasValue ? accessibility.value : defaultAccessibilityValue }
        set { accessibility.value = newValue; accessibility.hasValue = true }
    }
    /// What the element is and does; unset, the standard control's default (Accessibility/UIView+Accessibility.swift).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }
    /// Whether assistive apps see this view; unset, true for standard controls, labels and images.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }
    /// The accessibility values set explicitly (Accessibility/UIView+Accessibility.swift).
    var accessibility = AccessibilitySettings()
    /// The layout margins, as laid out (the safe area and the system minimum included, see
    /// Layout/UIView+LayoutGuides.swift). Setting them sets the view's own margins.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            storedLayoutMargins = newValue
            layoutMarginsWereSet = true
            layoutMarginsMayHaveChanged()
        }
    }
    /// The view's own margins (8 on every edge unless set).
    var storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var layoutMarginsWereSet = false
    /// The layout margins by reading direction (leading = left: layouts are left to right).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { let m = layoutMargins; return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    /// Whether the view's margins are at least its superview's where the two meet. Default false.
    open var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue; layoutMarginsMayHaveChanged() }
    }
    /// Whether the margins stay inside the safe area. Default true.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue; layoutMarginsMayHaveChanged() }
    }
    /// Sent when the safe area insets changed (during layout).
    open func safeAreaInsetsDidChange() {}
    /// Sent when the layout margins changed.
    open func layoutMarginsDidChange() {}

    // MARK: Auto Layout (machinery in Layout/)

    /// Updates the view's constraints in the constraint pass, before layout; call super last.
    open func updateConstraints() {}
    /// Whether the class needs Auto Layout to work (false by default).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// How far the alignment rectangle (what constraints act on) is inside the frame. Default zero.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The root view's controller for a root view, else the superview (the responder chain).
    open override var next: UIResponder? { owningController ?? superview }

    // MARK: Hierarchy (machinery in UIView+Hierarchy.swift; rules 72–74)

    /// The window this view is in, if any.
    open var window: UIWindow? { rootAncestor as? UIWindow }

    /// Adds a subview on top of the others (moving it if it already has a superview).
    open func addSubview(_ view: UIView) { insert(view, at: subviews.count) }

    /// Adds a subview at an index in `subviews`.
    open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }

    /// Adds a subview just above a sibling (moving it there if it is already a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        // Rule 72: the index is the sibling's once `view` is out of the list, so a subview moved
        // from below its sibling lands right above it, not one place further up.
        guard view !== siblingSubview else { return }
        let index = indexAmongOtherSubviews(of: siblingSubview, excluding: view).map { $0 + 1 } ?? subviews.count
        insert(view, at: index)
    }

    /// Adds a subview just below a sibling (moving it there if it is already a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        let index = indexAmongOtherSubviews(of: siblingSubview, excluding: view) ?? subviews.count
        insert(view, at: index)
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() { detachFromSuperview() }

    /// Sent before the superview changes.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Sent after the superview changed.
    open func didMoveToSuperview() {}
    /// Sent before the window changes, to the view and every descendant.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Sent after the window changed, to the view and every descendant.
    open func didMoveToWindow() {}
    /// Sent after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Sent before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (machinery in UIView+Layout.swift; rules 75–79)

    /// Lays out subviews: by default, gives the subviews that Auto Layout places their solved
    /// frames. Never call it directly (rule 77): use `setNeedsLayout()` or `layoutIfNeeded()`.
    open func layoutSubviews() {
        if LayoutEngine.liveEngines > 0 { (LayoutEngine.sweeping ?? layoutEngineIfCreated)?.applyFrames(toSubviewsOf: self) }
    }

    /// Marks the view for layout in the next pass and returns (rule 75).
    open func setNeedsLayout() { markNeedsLayout() }

    /// Lays out now if a layout is pending here or above (rule 76); otherwise does nothing.
    open func layoutIfNeeded() { performPendingLayout() }

    /// The size that best fits `size`; by default the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// The size the content wants; `noIntrinsicMetric` on an axis without one.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells layout that `intrinsicContentSize` changed: a stack view holding the view lays out again.
    open func invalidateIntrinsicContentSize() {
        superview?.subviewIntrinsicContentSizeDidChange(self)
        if LayoutEngine.liveEngines > 0 { layoutEngineIfCreated?.intrinsicContentSizeDidChange(self) }
    }

    /// Hook for containers that size their subviews from their content (UIStackView): a subview's
    /// intrinsic size changed. Nothing by default.
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}

    /// Hook for containers that arrange visible subviews (UIStackView): a subview was hidden or shown.
    func subviewVisibilityDidChange(_ subview: UIView) {}

    /// A dimension with no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Sent after the size changed; keeps autoresizing subviews in proportion (rule 79) and lays out (rule 78).
    func sizeDidChange(from oldSize: CGSize) { applySizeChange(from: oldSize) }

    // MARK: Traits (Graphics/UITraitCollection.swift)

    /// The traits in effect: the screen's (`UIScreen.traitCollection`), with the light or dark style
    /// of the nearest `overrideUserInterfaceStyle` up the hierarchy (this view, its controller, its superviews).
    open var traitCollection: UITraitCollection { UIScreen.main.traitCollection.replacingStyle(with: inheritedStyleOverride) }

    /// Light or dark for this view and its subviews whatever the system says (iOS 13); `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        willSet { styleOverrideWillChange() }
        didSet { styleOverrideDidChange() }
    }

    /// Sent after the screen's traits changed (e.g. `UIScreen.main.bounds` turned landscape), with the old ones.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Hit testing (UIView+HitTesting.swift)

    /// The deepest visible, interactive descendant containing `point` (in this view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// UIKit's `<UIView: 0x…; frame = (x y; w h); …>`.
    open override var description: String { describeView(includingAddress: true) }

    /// Extra `key = value` parts for `description` and `recursiveDescription()`, for subclasses.
    var descriptionDetails: [String] { [] }

    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretch to fill.
        case scaleToFill
        /// Scale to fit, keeping the aspect ratio.
        case scaleAspectFit
        /// Scale to fill, keeping the aspect ratio.
        case scaleAspectFill
        /// Redraw on bounds change.
        case redraw
        /// Centered.
        case center
        /// Top.
        case top
        /// Bottom.
        case bottom
        /// Left.
        case left
        /// Right.
        case right
        /// Top left.
        case topLeft
        /// Top right.
        case topRight
        /// Bottom left.
        case bottomLeft
        /// Bottom right.
        case bottomRight
    }

    /// Which parts of a view stretch when its superview's size changes (rule 79).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Makes a mask from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
