import Foundation

/// A row of segments, each with a title or an image, at most one selected.
///
/// A user's tap is `selectedSegmentIndex` changed then `sendActions(for: .valueChanged)`;
/// changing the selection in code sends nothing, as in UIKit.
@MainActor
open class UISegmentedControl: UIControl {
    /// The selected index when no segment is selected.
    public static let noSegment = -1

    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
    }

    private var segments: [Segment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment

    /// Makes an empty segmented control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Makes a segmented control from an archive: segments, selection, momentary (a nib's
    /// opacity flag is kept).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder {
            decodeSegmentedControlAttributes(nib)
        } else {
            isOpaque = false
        }
    }

    /// Makes a segment for each item: a `String` title or a `UIImage`. Other items make empty segments.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            segments.append(Segment(title: item as? String, image: item as? UIImage))
        }
        sizeToFitContent()
    }

    /// Makes a segment for each action, titled by it; selecting a segment runs its action (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// A segmented control's `.valueChanged` is its primary action.
    override var primaryActionSourceEvents: UIControl.Event { .valueChanged }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment; the index is clamped to `0…numberOfSegments`, as in UIKit.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment with an image; the index is clamped to `0…numberOfSegments`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for an action, titled by it (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Removes a segment (out-of-range indexes are ignored). Removing the selected segment
    /// leaves none selected; the selection otherwise stays on the same segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = UISegmentedControl.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        contentDidChange()
    }

    /// Removes every segment; none is selected.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = UISegmentedControl.noSegment
        contentDidChange()
    }

    /// Sets a segment's title (replacing its image, as in UIKit).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        contentDidChange()
    }

    /// A segment's title, or nil (also for an index out of range).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (replacing its title, as in UIKit).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        contentDidChange()
    }

    /// A segment's image, or nil.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables one segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether a segment is enabled (false for an index out of range).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets a segment's width; 0 (the default) sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        contentDidChange()
    }

    /// A segment's width as set (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// The action of a segment made from a `UIAction`, or nil (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    // MARK: Selection

    /// The selected segment's index, or `noSegment` (-1). An index outside
    /// `-1..<numberOfSegments` is refused with a warning and the selection is kept.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else {
                Diagnostics.warning("UISegmentedControl.selectedSegmentIndex = \(newValue) ignored on \(uikitDescription(self)): it has \(segments.count) segment(s); use 0..<\(segments.count) or UISegmentedControl.noSegment.")
                return
            }
            storedSelectedIndex = newValue
        }
    }

    /// Whether a tapped segment only flashes instead of staying selected. Default false.
    open var isMomentary = false
    /// Whether automatic widths follow each segment's content instead of being equal. Default false.
    open var apportionsSegmentWidthsByContent = false {
        didSet { contentDidChange() }
    }
    /// The colour of the selected segment (iOS 13).
    open var selectedSegmentTintColor: UIColor?

    /// Sends `.valueChanged` (and so `.primaryActionTriggered`); a segment made from a `UIAction`
    /// also runs that action when it is the selected one, as UIKit does on a tap.
    open override func sendActions(for controlEvents: UIControl.Event) {
        if controlEvents.contains(.valueChanged), let action = actionForSegment(at: storedSelectedIndex) {
            sendAction(action)
        }
        super.sendActions(for: controlEvents)
    }

    // MARK: Size

    /// The segments side by side, 31 points high for Auto Layout in a 32-point frame (iOS 13 and
    /// later; see `alignmentRectInsets`). Automatic widths are the widest content plus 16 points of
    /// padding each side, equal for every segment unless `apportionsSegmentWidthsByContent`.
    /// Approximate (`TextMetrics`).
    open override var intrinsicContentSize: CGSize {
        let size = fittingFrameSize
        return CGSize(width: size.width, height: size.height - 1)
    }

    /// The bottom point lies outside what constraints align (Xcode's stored frames: a 32-point
    /// control with the next view of a stack 31 points below its top).
    open override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0) }

    /// The frame's size for the content: the segments side by side, 32 points high.
    private var fittingFrameSize: CGSize {
        let contents = segments.map(contentWidth)
        let widest = contents.max() ?? 0
        let width = segments.indices.reduce(CGFloat(0)) { total, index in
            let segment = segments[index]
            if segment.width > 0 { return total + segment.width }
            return total + (apportionsSegmentWidthsByContent ? contents[index] : widest)
        }
        return CGSize(width: width, height: 32)
    }

    /// The segments' frame size (32 points high).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingFrameSize }

    // MARK: Private

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(segment, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        contentDidChange()
    }

    private func contentWidth(_ segment: Segment) -> CGFloat {
        let title = TextMetrics.size(of: segment.title, font: .systemFont(ofSize: 13), numberOfLines: 1, wrappingAt: nil).width
        return max(title, segment.image?.size.width ?? 0) + 32
    }

    private func sizeToFitContent() {
        frame = CGRect(origin: frame.origin, size: fittingFrameSize)
    }

    private func contentDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
}
