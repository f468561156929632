import Foundation

/// A bar that fills as a task progresses, from 0 to 1.
@MainActor
open class UIProgressView: UIView {
    /// The bar's look, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// The bar of a toolbar.
        case bar = 1
    }

    /// UIKit's bar height.
    static let standardHeight: CGFloat = 4

    /// Makes a progress view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Makes a progress view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Makes a progress view of a style, as wide as 0 and as high as UIKit's bar.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIProgressView.standardHeight))
        progressViewStyle = style
    }

    /// The look. Default `.default`.
    open var progressViewStyle: Style = .default
    /// The progress, always within 0…1. Default 0.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0

    /// Sets the progress, clamped to 0…1 (the animation is headless).
    open func setProgress(_ progress: Float, animated: Bool) {
        observedPropertyWillChange(.progress)
        storedProgress = min(max(0, progress), 1)
        observedPropertyDidChange(.progress)
    }

    /// The colour of the filled part; nil for the tint colour.
    open var progressTintColor: UIColor?
    /// The colour of the unfilled part; nil for the default.
    open var trackTintColor: UIColor?
    /// An image for the filled part.
    open var progressImage: UIImage?
    /// An image for the unfilled part.
    open var trackImage: UIImage?

    /// UIKit's bar height (4 points); no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.standardHeight)
    }

    /// The current width and UIKit's bar height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: UIProgressView.standardHeight)
    }
}
