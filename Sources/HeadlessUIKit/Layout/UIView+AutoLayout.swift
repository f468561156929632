import Foundation

/// Per-view Auto Layout settings, allocated the first time a view has any (most views never do).
@MainActor
final class ViewAutoLayoutState {
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var lastSafeAreaInsets: UIEdgeInsets = .zero
    var lastLayoutMargins: UIEdgeInsets?
    var intrinsicSizeOverride: CGSize?
    var safeAreaOverride: UIEdgeInsets?
    /// While `systemLayoutSizeFitting` measures: the width a multi-line label wraps at.
    var fittingWrapWidth: CGFloat?
}

extension UIView {
    /// The standard space between sibling views (`constraint(equalToSystemSpacingAfter:…)`, IB's "Standard").
    static let systemSpacing: CGFloat = 8
    /// IB's standard space between a view's edge and its superview's same edge.
    static let superviewEdgeSpacing: CGFloat = 20
    /// The smallest size that satisfies the constraints (`systemLayoutSizeFitting(_:)`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size that satisfies the constraints (`systemLayoutSizeFitting(_:)`); UIKit does not document its value.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    var autoLayout: ViewAutoLayoutState {
        if let state = autoLayoutStorage { return state }
        let state = ViewAutoLayoutState()
        autoLayoutStorage = state
        return state
    }

    /// This hierarchy's engine, if it has one (only hierarchies that use Auto Layout do).
    var layoutEngineIfCreated: LayoutEngine? {
        guard LayoutEngine.liveEngines > 0 else { return nil }
        return rootAncestor.layoutEngineStorage
    }

    /// This hierarchy's engine, made on first use.
    var layoutEngine: LayoutEngine {
        let root = rootAncestor
        if let engine = root.layoutEngineStorage { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutEngineStorage = engine
        return engine
    }

    // MARK: Anchors

    /// The leading edge (left, in a left-to-right layout).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the top for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Holding constraints

    /// Adds a constraint to the ones this view holds, which activates it.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let holder = constraint.holder {
            guard holder !== self else { return }
            holder.removeConstraint(constraint)
        }
        constraints.append(constraint)
        constraint.holder = self
        layoutEngine.constraintAdded(constraint)
    }

    /// Adds constraints to the ones this view holds.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes a constraint this view holds, which deactivates it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self, let index = constraints.firstIndex(where: { $0 === constraint }) else { return }
        constraints.remove(at: index)
        constraint.holder = nil
        layoutEngineIfCreated?.constraintRemoved(constraint)
    }

    /// Removes constraints this view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The nearest view that is this view or an ancestor of it and of `other`.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        // The common cases first: the same view, parent and child, siblings.
        if other === self { return self }
        let mine = superview, theirs = other.superview
        if theirs === self { return self }
        if mine === other { return other }
        if let mine, mine === theirs { return mine }
        func depth(_ view: UIView) -> Int {
            var count = 0, current = view.superview
            while let next = current { count += 1; current = next.superview }
            return count
        }
        var a: UIView? = self, b: UIView? = other
        var depthA = depth(self), depthB = depth(other)
        while depthA > depthB { a = a?.superview; depthA -= 1 }
        while depthB > depthA { b = b?.superview; depthB -= 1 }
        while let x = a, let y = b, x !== y { a = x.superview; b = y.superview }
        return a
    }

    /// UIKit removes the constraints that name a view leaving the hierarchy from the ancestors that hold them.
    func removeConstraintsReferencing(subtree: UIView, heldAbove parent: UIView) {
        var holder: UIView? = parent
        while let view = holder {
            for constraint in view.constraints where constraint.involvedViews.contains(where: { $0 === subtree || $0.isDescendant(of: subtree) }) {
                view.removeConstraint(constraint)
            }
            holder = view.superview
        }
    }

    // MARK: Content size

    /// For tools (`headless layout`): an intrinsic size Auto Layout uses instead of
    /// `intrinsicContentSize` (nil: the view's own). Lets a file's stored sizes stand in for fonts.
    @_spi(Tools) public var intrinsicContentSizeOverride: CGSize? {
        get { autoLayoutStorage?.intrinsicSizeOverride }
        set { autoLayout.intrinsicSizeOverride = newValue; layoutEngineIfCreated?.intrinsicContentSizeDidChange(self) }
    }

    /// For tools (`headless layout`): the safe-area insets this view reports instead of the ones
    /// its window and containers give it (a scene laid out at a file's own device without a window).
    @_spi(Tools) public var safeAreaInsetsOverride: UIEdgeInsets? {
        get { autoLayoutStorage?.safeAreaOverride }
        set { autoLayout.safeAreaOverride = newValue; layoutEngineIfCreated?.requestSolve() }
    }

    /// The intrinsic size Auto Layout uses.
    var layoutIntrinsicContentSize: CGSize { autoLayoutStorage?.intrinsicSizeOverride ?? intrinsicContentSize }

    /// How strongly the view resists growing past its intrinsic size on an axis (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = autoLayoutStorage else { return .defaultLow }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size on an axis.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        layoutEngineIfCreated?.intrinsicContentSizeDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = autoLayoutStorage else { return .defaultHigh }
        return axis == .horizontal ? state.compression.horizontal : state.compression.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.compression.horizontal = priority } else { autoLayout.compression.vertical = priority }
        layoutEngineIfCreated?.intrinsicContentSizeDidChange(self)
    }

    // MARK: The constraint pass

    /// Whether the view's constraints should be updated in the next constraint pass.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Asks for `updateConstraints()` in the next constraint pass (before layout).
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        let engine = layoutEngine
        engine.pendingConstraintUpdates.append(self)
        engine.requestSolve()
    }

    /// Runs the constraint pass now for this view and its subviews, if anything asked for it.
    public func updateConstraintsIfNeeded() {
        layoutEngineIfCreated?.runConstraintPass()
    }

    /// Sends `updateConstraints()`, or `updateViewConstraints()` to a root view's controller.
    func sendUpdateConstraints() {
        if let controller = owningController {
            LifecycleRecorder.send(controller, .controller, "updateViewConstraints") { controller.updateViewConstraints() }
        } else {
            LifecycleRecorder.send(self, .view, "updateConstraints") { updateConstraints() }
        }
    }

    // MARK: Fitting and debugging

    /// The smallest (or largest) size that satisfies the constraints of the view's content, nearest `targetSize`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the constraints of the view's content, pulled towards `targetSize`
    /// on each axis at the given priority (`.required` fixes that axis).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutFitting.size(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Whether the constraints leave the view's frame undetermined.
    public var hasAmbiguousLayout: Bool { layoutEngineIfCreated?.isAmbiguous(self) ?? false }

    /// Logs UIKit's ambiguity diagnostic for this view and its descendants when any is ambiguous
    /// (UIKit's own moves an ambiguous view to another valid frame; headless, only the log).
    public func exerciseAmbiguityInLayout() {
        guard hasAmbiguousLayoutInSubtree else { return }
        Diagnostics.warning("[LayoutConstraints] View has an ambiguous layout. See \"Auto Layout and View Ambiguity\" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.\n" + autolayoutTrace())
    }

    /// UIKit's `_autolayoutTrace`: the hierarchy, one view a line, `- AMBIGUOUS LAYOUT` where it applies.
    public func autolayoutTrace() -> String {
        var lines: [String] = []
        func visit(_ view: UIView, _ depth: Int) {
            let marker = view.translatesAutoresizingMaskIntoConstraints ? "" : "*"
            var line = String(repeating: "|   ", count: depth) + marker + "<\(uikitTypeName(type(of: view))):\(LayoutItems.address(view))>"
            if view.hasAmbiguousLayout { line += " - AMBIGUOUS LAYOUT for \(view.ambiguousAttributes.joined(separator: ", "))" }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth + 1) }
        }
        visit(rootAncestor, 0)
        return lines.joined(separator: "\n")
    }

    private var hasAmbiguousLayoutInSubtree: Bool {
        hasAmbiguousLayout || subviews.contains { $0.hasAmbiguousLayoutInSubtree }
    }

    /// Which of the view's four values its constraints leave undetermined: `x`, `y`, `width`, `height` (tools).
    @_spi(Tools) public var ambiguousLayoutValues: [String] {
        guard let engine = layoutEngineIfCreated, let box = engine.box(of: self) else { return [] }
        return zip(["x", "y", "width", "height"], [box.x, box.y, box.w, box.h]).filter { engine.solver.isAmbiguous($0.1) }.map(\.0)
    }

    private var ambiguousAttributes: [String] {
        guard let engine = layoutEngineIfCreated, let box = engine.box(of: self) else { return [] }
        return zip(["minX", "minY", "width", "height"], [box.x, box.y, box.w, box.h]).filter { engine.solver.isAmbiguous($0.1) }
            .map { "\(uikitTypeName(type(of: self))):\(LayoutItems.address(self)).\($0.0){id: \($0.1.id)}" }
    }

    /// The active constraints that place this view on an axis.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutEngineIfCreated?.constraintsAffecting(self, vertical: axis == .vertical) ?? []
    }

    // MARK: Alignment rectangles

    /// The rectangle constraints act on, for a frame (the frame inset by `alignmentRectInsets`).
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        guard insets != .zero else { return alignmentRect }
        return CGRect(x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
                      width: alignmentRect.width + insets.left + insets.right, height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// The view that holds the first baseline (the view itself by default).
    public var forFirstBaselineLayout: UIView { self }
    /// The view that holds the last baseline (the view itself by default).
    public var forLastBaselineLayout: UIView { self }

    /// The font whose baseline the view's baseline anchors follow (labels, text fields, buttons).
    var baselineFont: UIFont? {
        if let label = self as? UILabel { return label.font }
        if let field = self as? UITextField { return field.font }
        if let button = self as? UIButton { return button.titleLabel?.font }
        return nil
    }

    /// Distance from the top to the first baseline, for views that show text (nil: the bottom is the baseline).
    var firstBaselineOffsetFromTop: CGFloat? {
        guard let font = baselineFont else { return nil }
        return ((font.lineHeight - font.ascender + font.descender) / 2 + font.ascender).rounded()
    }

    /// Distance from the last baseline to the bottom, for views that show text.
    var lastBaselineOffsetFromBottom: CGFloat? {
        guard let font = baselineFont else { return nil }
        return ((font.lineHeight - font.ascender + font.descender) / 2 - font.descender).rounded()
    }
}

extension UIView {
    /// A nib's constraints: held and active at once; their items may still be on their way (the
    /// engine rebuilds at the next pass, when every object of the nib exists).
    func holdConstraintsFromNib(_ list: [NSLayoutConstraint]) {
        guard !list.isEmpty else { return }
        for constraint in list where constraint.holder == nil && !constraint.isPlaceholder {
            constraints.append(constraint)
            constraint.holder = self
        }
        layoutEngine.structureDidChange()
    }

    /// Before this view leaves `parent`: UIKit drops the constraints that name the subtree from
    /// the ancestors holding them, and the old hierarchy's engine rebuilds.
    func autoLayoutWillLeave(_ parent: UIView) {
        guard let engine = parent.layoutEngineIfCreated else { return }
        removeConstraintsReferencing(subtree: self, heldAbove: parent)
        if engine.box(of: self) != nil || engine.needsRebuild { engine.structureDidChange() }
    }

    /// After this view joined a new superview or became a root: the hierarchy it is in now
    /// takes over its engine, or makes one if the subtree uses Auto Layout.
    func autoLayoutDidMove() {
        let hadEngine = layoutEngineStorage != nil
        layoutEngineStorage = nil
        if hadEngine || usesAutoLayoutInSubtree {
            layoutEngine.structureDidChange()
        }
    }

    /// Whether any view of the subtree holds constraints or is placed by them.
    var usesAutoLayoutInSubtree: Bool {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if !view.constraints.isEmpty || !view.translatesAutoresizingMaskIntoConstraints { return true }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }
}
