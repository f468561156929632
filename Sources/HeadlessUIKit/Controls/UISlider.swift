import Foundation

/// A control that picks a `Float` from a continuous range. A user's drag is `value` changed
/// then `sendActions(for: .valueChanged)`; changing `value` in code sends nothing, as in UIKit.
@MainActor
open class UISlider: UIControl {
    /// Makes a slider with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Makes a slider from an archive: range, value, continuity, images and colours (a nib's
    /// opacity flag is kept).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder {
            decodeSliderAttributes(nib)
        } else {
            isOpaque = false
        }
    }

    /// The value, always within `minimumValue…maximumValue`. Default 0.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    /// The smallest value. Default 0. Raising it above `value` raises `value`, as in UIKit.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// The largest value. Default 1. Lowering it below `value` lowers `value`, as in UIKit.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// Whether a drag sends `.valueChanged` continuously (true) or once at the end. Default true.
    open var isContinuous = true
    /// The image at the minimum end.
    open var minimumValueImage: UIImage?
    /// The image at the maximum end.
    open var maximumValueImage: UIImage?
    /// The colour of the track below the thumb.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track above the thumb.
    open var maximumTrackTintColor: UIColor?
    /// The colour of the thumb.
    open var thumbTintColor: UIColor?

    /// Sets the value, clamped to the range; no action is sent.
    open func setValue(_ value: Float, animated: Bool) {
        observedPropertyWillChange(.value)
        storedValue = clamped(value)
        observedPropertyDidChange(.value)
    }

    /// A slider's `.valueChanged` is its primary action.
    override var primaryActionSourceEvents: UIControl.Event { .valueChanged }

    /// No intrinsic width; a height of 30 for the alignment rectangle, so a 31-point frame.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 30) }

    /// The track's ends and the thumb's shadow lie outside what constraints align: 2 points at each
    /// end, 1 below. (Read off the frames Xcode stores: a slider pinned 8 points from an edge sits
    /// at x = 6, 31 points high, its centre aligned with a 30-point text field's.)
    open override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2) }

    private func clamped(_ value: Float) -> Float { min(max(value, minimumValue), maximumValue) }
}
