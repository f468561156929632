import Foundation

/// A view that lays out its arranged subviews in a row or a column, with Auto Layout
/// constraints, as UIKit's does.
///
/// What matches UIKit:
/// - The stack view holds internal constraints (`UISV-…` identifiers) between its arranged
///   subviews and itself, or its `layoutMarginsGuide` when `isLayoutMarginsRelativeArrangement`;
///   each arranged subview gets `translatesAutoresizingMaskIntoConstraints = false`. The solver
///   places the views, and UIView's default `layoutSubviews` gives them their frames.
/// - The constraints are rebuilt when the arrangement changes: arranged subviews added, inserted,
///   removed (also by leaving the stack's subviews), hidden or shown, `axis`, `distribution`,
///   `alignment`, `spacing`, custom spacing, the two arrangement flags, and, for
///   `.fillProportionally`, an arranged subview's intrinsic size.
/// - Distributions: `.fill` (spacing chain; extra room by hugging priority), `.fillEqually`
///   (equal sizes), `.fillProportionally` (intrinsic sizes as shares of the room left after
///   spacing, via multipliers), `.equalSpacing` (hidden spacer guides of equal size, `>= spacing`),
///   `.equalCentering` (guides of equal size between centers, `>= spacing` between edges).
/// - Alignments: `.fill` (edges `==` the stack's), `.leading`/`.top`, `.center`,
///   `.trailing`/`.bottom` (inside `>=`/`<=` canvas connections), `.firstBaseline` and
///   `.lastBaseline` (the views' baseline anchors, horizontal stacks).
/// - A hidden arranged subview gets a `UISV-hiding` size of 0 and no spacing around it.
/// - `isBaselineRelativeArrangement`: a vertical stack measures spacing from one view's last
///   baseline to the next one's first baseline.
/// - The stack view hugs its content when nothing else fixes its size; its
///   `intrinsicContentSize` stays `noIntrinsicMetric`.
///
/// What approximates UIKit:
/// - Ties UIKit resolves "based on index" (equal hugging or compression priorities, an
///   ambiguous layout Xcode warns about) are left to the solver, which may pick another view.
/// - `isBaselineRelativeArrangement` changes nothing in a horizontal stack.
/// - Cross-axis hugging and baseline placement use low-priority constraints on the stack itself
///   instead of UIKit's private alignment spanner guide; `.firstBaseline`/`.lastBaseline` on a
///   vertical stack behave as `.fill`.
/// - `.fillProportionally` gives a view without an intrinsic size on the axis no share (all
///   views share equally when none has one); `.equalCentering` keeps equal center distances at
///   priority 999.
/// - The system spacing (`spacingUseSystem`) is 8 points.
@MainActor
open class UIStackView: UIView {
    /// How arranged views are sized along the axis, with UIKit's raw values.
    public enum Distribution: Int, Sendable {
        /// Natural sizes, one view stretched or shrunk to fill.
        case fill = 0
        /// Equal sizes filling the axis.
        case fillEqually = 1
        /// Sizes proportional to the natural sizes, filling the axis.
        case fillProportionally = 2
        /// Natural sizes, equal spaces between them.
        case equalSpacing = 3
        /// Natural sizes, equal distances between their centers.
        case equalCentering = 4
    }

    /// How arranged views are placed across the axis, with UIKit's raw values.
    public enum Alignment: Int, Sendable {
        /// Stretched across the stack.
        case fill = 0
        /// Against the leading edge (vertical stacks) or the top (horizontal stacks: `.top`).
        case leading = 1
        /// First baselines aligned (horizontal stacks).
        case firstBaseline = 2
        /// Centered.
        case center = 3
        /// Against the trailing edge (vertical stacks) or the bottom (horizontal stacks: `.bottom`).
        case trailing = 4
        /// Last baselines aligned (horizontal stacks).
        case lastBaseline = 5

        /// The top, for horizontal stacks (the same value as `.leading`).
        public static var top: Alignment { .leading }
        /// The bottom, for horizontal stacks (the same value as `.trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// A custom spacing value meaning "use the stack view's `spacing`".
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// A spacing value meaning "use the system spacing" (8 points headless).
    public static let spacingUseSystem: CGFloat = .leastNonzeroMagnitude

    /// The views the stack lays out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The internal constraints the stack view holds now (all `isInternal`).
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The spacer guides of `.equalSpacing` and `.equalCentering`, reused across rebuilds.
    var distributionGuides: [UILayoutGuide] = []
    /// True while decoding or initialising: changes rebuild once, at the end.
    private var defersArrangement = false
    /// Set when the arrangement changed and the internal constraints wait for the constraint pass.
    var arrangementIsStale = false

    /// Makes an empty horizontal stack view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a stack view from an archive: axis, distribution, alignment, spacing and the
    /// arranged subviews (each also a subview).
    // Not failable, as UIKit's is (`- (instancetype)initWithCoder:` in UIStackView.h, unlike UIView's
    // `nullable`): a subclass writes `required init(coder: NSCoder) { super.init(coder: coder) }`.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!  // UIView's never returns nil here
        if let nib = coder as? UINibDecoder {
            batchArrangementChanges { decodeStackViewAttributes(nib) }
        }
    }

    /// Makes a horizontal stack view arranging the views (each becomes a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        batchArrangementChanges {
            for view in views { addArrangedSubview(view) }
        }
    }

    /// The axis the views are arranged along. Default horizontal.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// How the views are sized along the axis. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    /// How the views are placed across the axis. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// The space between adjacent views (the minimum, for the spacing distributions). Default 0.
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
    /// Whether a vertical stack measures spacing between baselines instead of edges. Default false.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }
    /// Whether views are laid out inside the layout margins instead of the bounds. Default false.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Adds a view at the end of the arrangement, adding it as the last subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view in the arrangement (moving it if already arranged); adds it as a subview if
    /// needed, and sets its `translatesAutoresizingMaskIntoConstraints` to false, as UIKit does.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        var index = stackIndex
        if !(0...arrangedSubviews.count).contains(index) {
            Diagnostics.warning("insertArrangedSubview(_:at:) on \(uikitDescription(self)): index \(stackIndex) is outside 0…\(arrangedSubviews.count); the view goes at the nearest end.")
            index = min(max(0, index), arrangedSubviews.count)
        }
        arrangedSubviews.insert(view, at: index)
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// Removes a view from the arrangement. As in UIKit it stays a subview: call
    /// `removeFromSuperview()` to take it out of the hierarchy.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after one arranged view (iOS 11); `spacingUseDefault` removes it.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The space after one arranged view, or `spacingUseDefault` when none was set (iOS 11).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The constraint pass: rebuilds the internal constraints when the arrangement changed.
    open override func updateConstraints() {
        rebuildArrangementIfStale()
        super.updateConstraints()
    }

    /// A subview removed from the stack view also leaves the arrangement, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    // MARK: Internal

    /// An arranged subview's intrinsic size changed: the engine follows it; `.fillProportionally`
    /// rebuilds its multipliers. An enclosing stack view hears of it too.
    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        if distribution == .fillProportionally { arrangementDidChange() }
        setNeedsLayout()
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// An arranged subview was hidden or shown: it collapses (`UISV-hiding`) or comes back.
    override func subviewVisibilityDidChange(_ subview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangementDidChange()
    }

    /// The space after `view` to the next visible view: its custom spacing, else `spacing`
    /// (`spacingUseSystem` is 8).
    func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == UIStackView.spacingUseDefault ? spacing : custom
        return value == UIStackView.spacingUseSystem ? UIView.systemSpacing : value
    }

    /// Something the constraints depend on changed: they are rebuilt once, in the next constraint
    /// pass (`updateConstraints`), as UIKit's stack view does, so adding views one by one costs one
    /// rebuild, not one per view.
    func arrangementDidChange() {
        guard !defersArrangement else { return }
        arrangementIsStale = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Rebuilds the internal constraints if the arrangement changed since the last rebuild.
    func rebuildArrangementIfStale() {
        guard arrangementIsStale else { return }
        arrangementIsStale = false
        rebuildArrangementConstraints()
    }

    private func batchArrangementChanges(_ body: () -> Void) {
        let wasDeferring = defersArrangement
        defersArrangement = true
        body()
        defersArrangement = wasDeferring
        arrangementDidChange()
    }
}
