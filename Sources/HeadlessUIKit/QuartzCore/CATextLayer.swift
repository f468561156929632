import Foundation

/// A layer that draws a string (plain or attributed) in its bounds, with a font, size, colour and
/// alignment. Drawn with the text drawing every label uses; `font` may be a `UIFont` or a font name.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (which keeps its own attributes).
    open var string: Any? { didSet { setNeedsDisplay() } }
    /// The font: a `UIFont`, or a font name (`String`); the size comes from `fontSize`. Helvetica by default.
    open var font: Any? { didSet { setNeedsDisplay() } }
    /// The font size; 36 by default, as in Core Animation.
    open var fontSize: CGFloat = 36 { didSet { setNeedsDisplay() } }
    /// The text colour; opaque white by default.
    open var foregroundColor: CGColor? = .white { didSet { setNeedsDisplay() } }
    /// Whether the text wraps to the layer's width.
    open var isWrapped = false { didSet { setNeedsDisplay() } }
    /// How text too long for the layer is cut.
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { setNeedsDisplay() } }
    /// How the text is aligned in the layer.
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { setNeedsDisplay() } }
    /// Whether glyphs may be placed at fractions of a pixel.
    open var allowsFontSubpixelQuantization = false

    /// Draws the string in the bounds.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        if let attributed = string as? NSAttributedString {
            attributed.draw(in: bounds)
        } else if let text = string as? String ?? (string as? NSString).map({ String($0) }) {
            text.draw(with: bounds, options: isWrapped ? [.usesLineFragmentOrigin] : [], attributes: textAttributes, context: nil)
        }
    }

    /// The attributes a plain string is drawn with.
    var textAttributes: [NSAttributedString.Key: Any] {
        let resolvedFont: UIFont
        switch font {
        case let given as UIFont: resolvedFont = given.withSize(fontSize)
        case let name as String: resolvedFont = UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: resolvedFont = UIFont(name: "Helvetica", size: fontSize) ?? .systemFont(ofSize: fontSize)
        }
        let paragraph = NSMutableParagraphStyle()
        switch alignmentMode {
        case .center: paragraph.alignment = .center
        case .right: paragraph.alignment = .right
        case .justified: paragraph.alignment = .justified
        case .left: paragraph.alignment = .left
        default: paragraph.alignment = .natural
        }
        switch truncationMode {
        case .start: paragraph.lineBreakMode = .byTruncatingHead
        case .middle: paragraph.lineBreakMode = .byTruncatingMiddle
        case .end: paragraph.lineBreakMode = .byTruncatingTail
        default: paragraph.lineBreakMode = isWrapped ? .byWordWrapping : .byClipping
        }
        var attributes: [NSAttributedString.Key: Any] = [.font: resolvedFont, .paragraphStyle: paragraph]
        if let foregroundColor { attributes[.foregroundColor] = UIColor(cgColor: foregroundColor) }
        return attributes
    }
}

/// How a text layer aligns its text.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a text layer cuts text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Clipped, not truncated.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
