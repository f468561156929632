import Foundation

/// A view that shows read-only text.
///
/// Sizes come from `TextMetrics`, an approximation (each character half the point size wide,
/// lines `font.lineHeight` high): deterministic, but not what an iPhone measures.
@MainActor
open class UILabel: UIView {
    /// Makes a label with a frame. Labels ignore touches by default, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Makes a label from an archive: text, font, colours, alignment, line settings (a nib's
    /// interaction and opacity flags are kept, as in UIKit).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder {
            decodeLabelAttributes(nib)
        } else {
            isUserInteractionEnabled = false
            isOpaque = false
        }
    }

    /// The text; nil by default. Setting it drops an attributed text's attributes, as UIKit does.
    open var text: String? {
        willSet { observedPropertyWillChange(.text) }
        didSet {
            if storedAttributedText?.string != text { storedAttributedText = nil }
            if oldValue != text { contentDidChange() }
            observedPropertyDidChange(.text)
        }
    }

    /// The text with attributes. Setting it sets `text` to its characters; reading it without one set gives `text`
    /// in the label's font and colour. Characters without a `.font` or `.foregroundColor` use the label's.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            return text.map { NSAttributedString(string: $0, attributes: [.font: font!, .foregroundColor: textColor!]) }
        }
        set {
            text = newValue?.string
            storedAttributedText = newValue
            contentDidChange()
        }
    }
    var storedAttributedText: NSAttributedString?

    /// The font; setting nil restores the default, the 17-point system font.
    open var font: UIFont! {
        get { storedFont }
        set { storedFont = newValue ?? UILabel.defaultFont; contentDidChange() }
    }
    private var storedFont = UILabel.defaultFont
    static var defaultFont: UIFont { .systemFont(ofSize: UIFont.labelFontSize) }

    /// The text colour; setting nil restores the default, `.label`.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor: UIColor = .label

    /// The text alignment. Default `.natural` (iOS 9 and later).
    open var textAlignment: NSTextAlignment = .natural
    /// How text that does not fit is wrapped or truncated. Default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The most lines shown; 0 means as many as needed. Default 1.
    open var numberOfLines = 1 {
        didSet { if oldValue != numberOfLines { contentDidChange() } }
    }
    /// Whether the text is drawn enabled (disabled text is dimmed).
    open var isEnabled = true
    /// Whether the text is drawn highlighted.
    open var isHighlighted = false
    /// The text colour when highlighted.
    open var highlightedTextColor: UIColor?
    /// The shadow colour; nil for no shadow.
    open var shadowColor: UIColor?
    /// The shadow offset. Default (0, -1), as in UIKit.
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Whether the font shrinks so the text fits the width (not applied headless).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to when `adjustsFontSizeToFitWidth` is on.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether letters may be tightened before truncating.
    open var allowsDefaultTighteningForTruncation = false
    /// The width at which a multiline label wraps when computing its intrinsic size; 0: no wrapping.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { contentDidChange() } }
    }

    /// The text's size: wrapped at `preferredMaxLayoutWidth` when set and more than one line is
    /// allowed; a multi-line label that Auto Layout places and has no preferred width wraps at its
    /// current width (UIKit's automatic preferred width since iOS 8).
    open override var intrinsicContentSize: CGSize {
        var wrap: CGFloat? = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        if wrap == nil, numberOfLines != 1, let width = autoLayoutStorage?.fittingWrapWidth { wrap = width }
        if wrap == nil, numberOfLines != 1, !translatesAutoresizingMaskIntoConstraints, bounds.width > 0 { wrap = bounds.width }
        return TextMetrics.size(of: text, font: storedFont, numberOfLines: numberOfLines, wrappingAt: wrap)
    }

    /// A multi-line label's height follows its width: a new width is a new intrinsic size.
    override func sizeDidChange(from oldSize: CGSize) {
        super.sizeDidChange(from: oldSize)
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, !translatesAutoresizingMaskIntoConstraints, oldSize.width != bounds.width {
            invalidateIntrinsicContentSize()
        }
    }

    /// The text's size, wrapped at `size.width` when more than one line is allowed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        TextMetrics.size(of: text, font: storedFont, numberOfLines: numberOfLines,
                         wrappingAt: size.width > 0 ? size.width : nil)
    }

    /// The rectangle the text is drawn in: the bounds, as UIKit's default does.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = TextMetrics.size(of: text, font: storedFont, numberOfLines: numberOfLines, wrappingAt: bounds.width)
        return CGRect(origin: bounds.origin, size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height)))
    }

    /// UIKit's `text = 'Hello'` part of the description.
    override var descriptionDetails: [String] {
        super.descriptionDetails + (text.map { ["text = '\($0)'"] } ?? [])
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
    }
}
