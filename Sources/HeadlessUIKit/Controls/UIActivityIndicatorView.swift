import Foundation

/// A spinner showing that work is in progress.
///
/// With `hidesWhenStopped` (the default) the view is hidden whenever it is not animating,
/// including right after it is made, as in UIKit.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's look, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Large and white (deprecated in iOS 13).
        case whiteLarge = 0
        /// White (deprecated in iOS 13).
        case white = 1
        /// Grey (deprecated in iOS 13).
        case gray = 2
        /// The medium indicator (iOS 13).
        case medium = 100
        /// The large indicator (iOS 13).
        case large = 101

        /// The side length of the indicator in points.
        var side: CGFloat {
            switch self {
            case .whiteLarge, .large: 37
            case .white, .gray, .medium: 20
            }
        }
    }

    /// Makes a medium indicator with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isHidden = hidesWhenStopped
    }

    /// Makes an indicator from an archive: style, colour, `hidesWhenStopped` and whether it
    /// starts animating (a nib's opacity flag is kept).
    // Not failable, as UIKit's is (`- (instancetype)initWithCoder:` in UIActivityIndicatorView.h).
    public required init(coder: NSCoder) {
        super.init(coder: coder)!  // UIView's never returns nil here
        if let nib = coder as? UINibDecoder {
            decodeActivityIndicatorAttributes(nib)
        } else {
            isOpaque = false
            isHidden = hidesWhenStopped
        }
    }

    /// Makes an indicator of a style, sized to it (20 × 20 medium, 37 × 37 large).
    public convenience init(style: Style) {
        self.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        self.style = style
    }

    /// The style. Default `.medium`.
    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The spinner's colour; nil for the style's default.
    open var color: UIColor!

    /// Whether the view hides when not animating. Default true; changing it while stopped
    /// shows or hides the view at once.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// Whether the spinner is animating.
    open var isAnimating: Bool { animating }
    private var animating = false

    /// Starts the spinner and shows the view.
    open func startAnimating() {
        animating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops the spinner; hides the view when `hidesWhenStopped`.
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size: 20 × 20 for medium, 37 × 37 for large.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
