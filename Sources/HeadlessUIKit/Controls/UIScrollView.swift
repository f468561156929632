import Foundation

/// A view whose content is larger than its bounds and is moved by changing `contentOffset`.
///
/// As in UIKit, `contentOffset` is `bounds.origin`: scrolling moves the bounds, so subviews
/// placed in content coordinates appear shifted. Any change of the origin (through
/// `contentOffset`, `setContentOffset(_:animated:)` or `bounds`) calls the delegate's
/// `scrollViewDidScroll(_:)` and marks the view for layout (rule 75), as UIKit does when scrolling.
/// Headless: there are no touches, so dragging, deceleration and bouncing never happen.
@MainActor
open class UIScrollView: UIView {
    /// How safe-area insets are added to `contentInset` (iOS 11), with UIKit's raw values.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Scrollable axes, plus both in some containers.
        case automatic = 0
        /// Only on axes that scroll.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always.
        case always = 3
    }

    /// How the keyboard is dismissed by scrolling, with UIKit's raw values.
    public enum KeyboardDismissMode: Int, Sendable {
        /// It is not.
        case none = 0
        /// When a drag begins.
        case onDrag = 1
        /// Following the drag.
        case interactive = 2
    }

    /// How fast scrolling slows down after a flick.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The rate per millisecond.
        public let rawValue: CGFloat
        /// Makes a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The normal rate (0.998).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// The fast rate (0.99).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How long HeadlessUIKit's animated scrolls take on the virtual clock, in seconds.
    static let scrollAnimationDuration: TimeInterval = 0.3

    /// Makes a scroll view with a frame. Scroll views clip their content, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Makes a scroll view from an archive: content size and insets, scrolling, bouncing,
    /// paging, indicators and zoom scales (a nib's clipping flag is kept; the delegate is an outlet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder {
            decodeScrollViewAttributes(nib)
        } else {
            clipsToBounds = true
        }
    }

    /// The delegate, held weakly.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The bounds; a change of origin is a scroll (`scrollViewDidScroll(_:)` and a layout).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if newValue.origin != oldOrigin { contentOffsetDidChange() }
        }
    }

    /// The point of the content shown at the top left: `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            observedPropertyWillChange(.contentOffset)
            bounds = CGRect(origin: newValue, size: bounds.size)
            observedPropertyDidChange(.contentOffset)
        }
    }

    /// Scrolls to an offset. Animated: the offset changes now (headless animations jump to the
    /// end) and `scrollViewDidEndScrollingAnimation(_:)` follows when the animation would end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let changed = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        guard animated, changed else { return }
        scrollingAnimationGeneration += 1
        let generation = scrollingAnimationGeneration
        let delay = UIView.areAnimationsEnabled ? UIScrollView.scrollAnimationDuration : 0
        Scheduler.shared.schedule(after: delay, "UIScrollView scrolling animation") { [weak self] in
            guard let self, self.scrollingAnimationGeneration == generation else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
    private var scrollingAnimationGeneration = 0

    /// Scrolls the least needed to show `rect` (content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let size = bounds.size
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        let inset = adjustedContentInset
        offset.x = max(-inset.left, min(offset.x, contentSize.width + inset.right - size.width))
        offset.y = max(-inset.top, min(offset.y, contentSize.height + inset.bottom - size.height))
        setContentOffset(offset, animated: animated)
    }

    /// The size of the content. Default zero.
    open var contentSize: CGSize = .zero {
        willSet { observedPropertyWillChange(.contentSize) }
        didSet { observedPropertyDidChange(.contentSize) }
    }
    /// Extra scrollable space around the content. Default zero.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { observedPropertyWillChange(.contentInset) }
        didSet {
            if oldValue != contentInset {
                if lastAdjustedContentInset == nil {
                    let safe = safeAreaContentInset
                    lastAdjustedContentInset = UIEdgeInsets(top: oldValue.top + safe.top, left: oldValue.left + safe.left,
                                                            bottom: oldValue.bottom + safe.bottom, right: oldValue.right + safe.right)
                }
                adjustedContentInsetMayHaveChanged(byTheApp: true)
            }
            observedPropertyDidChange(.contentInset)
        }
    }
    /// The inset actually used: `contentInset` plus the safe area on the edges `contentInsetAdjustmentBehavior` says.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaContentInset
        return UIEdgeInsets(top: contentInset.top + safe.top, left: contentInset.left + safe.left,
                            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }
    /// How safe-area insets are added. Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if oldValue != contentInsetAdjustmentBehavior { adjustedContentInsetMayHaveChanged() } }
    }
    /// Called when `adjustedContentInset` changes (after the offset kept the content where it rested).
    open func adjustedContentInsetDidChange() {}
    /// The adjusted inset last announced.
    var lastAdjustedContentInset: UIEdgeInsets?

    /// The safe area moved: the adjusted inset may have changed with it.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged()
    }

    /// Whether the user can scroll. Default true.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds. Default false.
    open var isPagingEnabled = false
    /// Whether scrolling bounces past the edges. Default true.
    open var bounces = true
    /// Whether it bounces vertically even when the content is shorter. Default false.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when the content is narrower. Default false.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while scrolling. Default true.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling. Default true.
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical scroll indicator sits from the edges (iOS 13). Default zero; headless: stored only.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal scroll indicator sits from the edges (iOS 13). Default zero; headless: stored only.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether a drag scrolls along one axis only. Default false.
    open var isDirectionalLockEnabled = false
    /// Whether a status-bar tap scrolls to the top. Default true.
    open var scrollsToTop = true
    /// Whether touches in the content are delayed until it is clear they are not a scroll. Default true.
    open var delaysContentTouches = true
    /// Whether a scroll cancels touches in the content. Default true.
    open var canCancelContentTouches = true
    /// How scrolling dismisses the keyboard. Default `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// How fast a flick slows down. Default `.normal`.
    open var decelerationRate: DecelerationRate = .normal

    /// Whether a touch is tracking the content. Headless: always false.
    open var isTracking: Bool { false }
    /// Whether the user is dragging. Headless: always false.
    open var isDragging: Bool { false }
    /// Whether scrolling is slowing after a flick. Headless: always false.
    open var isDecelerating: Bool { false }
    /// Whether the user is pinching. Headless: always false.
    open var isZooming: Bool { false }

    // MARK: Zooming

    /// The smallest zoom scale. Default 1.
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale. Default 1 (no zooming).
    open var maximumZoomScale: CGFloat = 1
    /// Whether zooming bounces past the limits. Default true.
    open var bouncesZoom = true

    /// The zoom scale. Setting it is `setZoomScale(_:animated:)` without animation.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    private var storedZoomScale: CGFloat = 1

    /// Zooms to `scale`, clamped to `minimumZoomScale…maximumZoomScale`. As in UIKit, nothing
    /// happens unless the delegate returns a view from `viewForZooming(in:)`. The content size
    /// scales with the zoom (headless: the zoomed view gets no transform).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let delegate, delegate.viewForZooming(in: self) != nil else { return }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard clamped != storedZoomScale else { return }
        let ratio = clamped / storedZoomScale
        storedZoomScale = clamped
        contentSize = CGSize(width: contentSize.width * ratio, height: contentSize.height * ratio)
        delegate.scrollViewDidZoom(self)
    }

    /// UIKit's `contentOffset: {0, 0}; contentSize: {0, 0}; adjustedContentInset: {0, 0, 0, 0}`.
    override var descriptionDetails: [String] {
        let inset = adjustedContentInset
        return super.descriptionDetails + [
            "contentOffset: {\(number(contentOffset.x)), \(number(contentOffset.y))}",
            "contentSize: {\(number(contentSize.width)), \(number(contentSize.height))}",
            "adjustedContentInset: {\(number(inset.top)), \(number(inset.left)), \(number(inset.bottom)), \(number(inset.right))}",
        ]
    }

    private func contentOffsetDidChange() {
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }
}

extension UIScrollView {
    /// The content area for Auto Layout: constraints to its edges set `contentSize`. (Constraints
    /// between the scroll view's own edges and its content attach here too, as in UIKit.)
    public var contentLayoutGuide: UILayoutGuide { makeSystemGuide(.scrollContent, "UIScrollViewContentLayoutGuide") }
    /// The scroll view's frame for Auto Layout, for content that must not scroll with the rest.
    public var frameLayoutGuide: UILayoutGuide { makeSystemGuide(.scrollFrame, "UIScrollViewFrameLayoutGuide") }
}
