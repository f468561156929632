import Foundation

/// A view that lays out its arranged subviews in a row or a column.
///
/// UIKit does this with Auto Layout constraints; HeadlessUIKit computes the frames directly in
/// `layoutSubviews`, from each visible (not hidden) arranged subview's natural size: its
/// `intrinsicContentSize` on each axis where it has one, else its current size (a nested stack
/// view: the size its own content needs).
///
/// - `.fill`, `.fillEqually`, `.equalSpacing` follow UIKit. With no hugging priorities headless,
///   `.fill` gives extra room to the views without an intrinsic size on the axis (shared
///   equally), or to the last view when every view has one; it takes a shortfall from the last
///   view backwards, after shrinking the views without an intrinsic size. (UIKit resolves such
///   ties "based on their index".)
/// - `.fillProportionally` and `.equalCentering` are approximations.
/// - The stack view does not size itself: give it a frame. Hiding or showing an arranged subview
///   re-arranges the others, as in UIKit.
/// - Changing a property or an arranged subview's content marks the stack view (rule 75); the
///   frames change in the next layout pass of a visible window, or at `layoutIfNeeded()` (rule 76).
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
        /// First baselines aligned (horizontal stacks; headless: as `.top`).
        case firstBaseline = 2
        /// Centered.
        case center = 3
        /// Against the trailing edge (vertical stacks) or the bottom (horizontal stacks: `.bottom`).
        case trailing = 4
        /// Last baselines aligned (horizontal stacks; headless: as `.bottom`).
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

    /// Makes an empty horizontal stack view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a stack view from an archive: axis, distribution, alignment, spacing and the
    /// arranged subviews (each also a subview).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeStackViewAttributes(nib) }
    }

    /// Makes a horizontal stack view arranging the views (each becomes a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The axis the views are arranged along. Default horizontal.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    /// How the views are sized along the axis. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// How the views are placed across the axis. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// The space between adjacent views (the minimum, for the spacing distributions). Default 0.
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether baselines set the vertical spacing (not applied headless).
    open var isBaselineRelativeArrangement = false
    /// Whether views are laid out inside the layout margins instead of the bounds. Default false.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }

    /// Adds a view at the end of the arrangement, adding it as the last subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view in the arrangement (moving it if already arranged); adds it as a subview if needed.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        var index = stackIndex
        if !(0...arrangedSubviews.count).contains(index) {
            Diagnostics.warning("insertArrangedSubview(_:at:) on \(uikitDescription(self)): index \(stackIndex) is outside 0…\(arrangedSubviews.count); the view goes at the nearest end.")
            index = min(max(0, index), arrangedSubviews.count)
        }
        arrangedSubviews.insert(view, at: index)
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Removes a view from the arrangement. As in UIKit it stays a subview: call
    /// `removeFromSuperview()` to take it out of the hierarchy.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// Sets the space after one arranged view (iOS 11); `spacingUseDefault` removes it.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        setNeedsLayout()
    }

    /// The space after one arranged view, or `spacingUseDefault` when none was set (iOS 11).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// A subview removed from the stack view also leaves the arrangement, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// Lays out the visible arranged views by `axis`, `distribution`, `alignment` and `spacing`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let horizontal = axis == .horizontal
        let mainLength = horizontal ? area.width : area.height
        let crossLength = horizontal ? area.height : area.width
        let naturals = views.map(UIStackView.naturalSize)
        let mains = naturals.map { horizontal ? $0.width : $0.height }
        let crosses = naturals.map { horizontal ? $0.height : $0.width }
        let flexible = views.indices.filter {
            let intrinsic = views[$0].intrinsicContentSize
            return (horizontal ? intrinsic.width : intrinsic.height) == UIView.noIntrinsicMetric
        }
        let (lengths, starts) = mainAxisLayout(mains: mains, gaps: gaps(after: views), length: mainLength, flexible: flexible)

        for (index, view) in views.enumerated() {
            let (crossStart, crossSize) = crossAxisPlacement(natural: crosses[index], length: crossLength, horizontal: horizontal)
            view.frame = horizontal
                ? CGRect(x: area.minX + starts[index], y: area.minY + crossStart, width: lengths[index], height: crossSize)
                : CGRect(x: area.minX + crossStart, y: area.minY + starts[index], width: crossSize, height: lengths[index])
        }
    }

    // MARK: Internal

    /// An arranged subview's natural size may have changed: lay out again, and tell an enclosing
    /// stack view, whose natural size follows this one's content.
    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// An arranged subview was hidden or shown: the others take or give up its room.
    override func subviewVisibilityDidChange(_ subview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// A view's natural size: its intrinsic size where it has one, else its current size; a
    /// stack view without an intrinsic size uses the size its content needs.
    static func naturalSize(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        let fallback = (view as? UIStackView)?.contentFittingSize ?? view.bounds.size
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? fallback.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? fallback.height : intrinsic.height)
    }

    /// The size the visible arranged views need: their natural sizes and the spacing along the
    /// axis, the largest across it (plus the margins when arrangement is margin-relative).
    var contentFittingSize: CGSize {
        let views = arrangedSubviews.filter { !$0.isHidden }
        let naturals = views.map(UIStackView.naturalSize)
        let horizontal = axis == .horizontal
        let main = naturals.reduce(0) { $0 + (horizontal ? $1.width : $1.height) } + gaps(after: views).reduce(0, +)
        let cross = naturals.map { horizontal ? $0.height : $0.width }.max() ?? 0
        var size = horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
        if isLayoutMarginsRelativeArrangement {
            size.width += layoutMargins.left + layoutMargins.right
            size.height += layoutMargins.top + layoutMargins.bottom
        }
        return size
    }

    // MARK: Private

    /// The space after each view but the last.
    private func gaps(after views: [UIView]) -> [CGFloat] {
        views.dropLast().map { view in
            let custom = customSpacing(after: view)
            if custom == UIStackView.spacingUseDefault { return spacing == UIStackView.spacingUseSystem ? 8 : spacing }
            return custom == UIStackView.spacingUseSystem ? 8 : custom
        }
    }

    /// The lengths and start offsets along the axis.
    private func mainAxisLayout(mains: [CGFloat], gaps: [CGFloat], length: CGFloat, flexible: [Int]) -> ([CGFloat], [CGFloat]) {
        let count = mains.count
        let gapTotal = gaps.reduce(0, +)
        let naturalTotal = mains.reduce(0, +)
        var lengths = mains
        var spaces = gaps

        switch distribution {
        case .fill:
            lengths = UIStackView.fit(mains, into: length - gapTotal, stretching: flexible)
        case .fillEqually:
            lengths = Array(repeating: max(0, (length - gapTotal) / CGFloat(count)), count: count)
        case .fillProportionally:
            let available = max(0, length - gapTotal)
            lengths = naturalTotal > 0
                ? mains.map { available * $0 / naturalTotal }
                : Array(repeating: available / CGFloat(count), count: count)
        case .equalSpacing, .equalCentering:
            guard count > 1 else { break }
            let free = length - naturalTotal
            let equalGap = free / CGFloat(count - 1)
            if equalGap >= (gaps.max() ?? 0) {
                if distribution == .equalSpacing {
                    spaces = Array(repeating: equalGap, count: count - 1)
                } else {
                    // Centers evenly spread from the first view's center to the last one's.
                    let firstCenter = mains[0] / 2
                    let step = (length - mains[count - 1] / 2 - firstCenter) / CGFloat(count - 1)
                    var starts: [CGFloat] = []
                    for index in 0..<count { starts.append(firstCenter + step * CGFloat(index) - mains[index] / 2) }
                    return (lengths, starts)
                }
            } else {
                // Not enough room: keep the minimum spacing and shrink views from the last.
                lengths = UIStackView.fit(mains, into: length - gapTotal, stretching: [])
            }
        }

        var starts: [CGFloat] = []
        var position: CGFloat = 0
        for index in 0..<count {
            starts.append(position)
            position += lengths[index] + (index < spaces.count ? spaces[index] : 0)
        }
        return (lengths, starts)
    }

    /// Lengths that add up to `available`: extra room goes to the `stretching` views equally (or
    /// to the last view); a shortfall is taken from the stretching views first, then from the
    /// last view backwards (none below zero).
    private static func fit(_ mains: [CGFloat], into available: CGFloat, stretching: [Int]) -> [CGFloat] {
        var lengths = mains
        var extra = available - mains.reduce(0, +)
        if extra > 0 {
            let receivers = stretching.isEmpty ? [lengths.count - 1] : stretching
            for index in receivers { lengths[index] += extra / CGFloat(receivers.count) }
        } else {
            let stretchable = Set(stretching)
            let order = stretching.reversed() + lengths.indices.reversed().filter { !stretchable.contains($0) }
            for index in order where extra < 0 {
                let cut = min(lengths[index], -extra)
                lengths[index] -= cut
                extra += cut
            }
        }
        return lengths
    }

    /// The start and size across the axis for one view.
    private func crossAxisPlacement(natural: CGFloat, length: CGFloat, horizontal: Bool) -> (CGFloat, CGFloat) {
        switch alignment {
        case .fill:
            return (0, length)
        case .leading:
            return (0, natural)
        case .center:
            return ((length - natural) / 2, natural)
        case .trailing:
            return (length - natural, natural)
        case .firstBaseline:
            return horizontal ? (0, natural) : (0, length)
        case .lastBaseline:
            return horizontal ? (length - natural, natural) : (0, length)
        }
    }
}
