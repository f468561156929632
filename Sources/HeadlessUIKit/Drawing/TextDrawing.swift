import Foundation

/// Turns text and UIKit's attributes into recorded text (`DrawingText`) and measures it with `TextMetrics`
/// (each character half the point size wide, lines 1.2 × the size): the labels, buttons and string drawing share it.
enum TextDrawing {
    /// UIKit's font for string drawing without a `.font` attribute: Helvetica 12.
    static let defaultFont = UIFont(name: "Helvetica", size: 12)!

    /// A run of `string` in `font` and `color`.
    static func run(_ string: String, font: UIFont, color: CGColor, underlined: Bool = false) -> DrawingText.Run {
        let name = font.fontName
        return DrawingText.Run(string: string, fontName: name, pointSize: font.pointSize, weight: effectiveWeight(font),
                               isItalic: name.contains("Italic") || name.contains("Oblique"), color: color,
                               isUnderlined: underlined)
    }

    /// The weight a renderer should use: a named font's "Bold"/"Semibold"/"Medium" in its name counts.
    static func effectiveWeight(_ font: UIFont) -> CGFloat {
        if font.weight != .regular { return font.weight.rawValue }
        let name = font.fontName
        if name.contains("Bold") || name.contains("Heavy") || name.contains("Black") { return UIFont.Weight.bold.rawValue }
        if name.contains("Semibold") { return UIFont.Weight.semibold.rawValue }
        if name.contains("Medium") { return UIFont.Weight.medium.rawValue }
        return 0
    }

    /// What the attributes say: font, colour, underline, alignment and line breaking.
    struct Attributes {
        var font = TextDrawing.defaultFont
        var color = CGColor.black
        var underlined = false
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping

        init(_ attributes: [NSAttributedString.Key: Any]?) {
            guard let attributes else { return }
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { self.color = color.cgColor }
            else if let color = attributes[.foregroundColor] as? CGColor { self.color = color }
            if let style = attributes[.underlineStyle] as? NSUnderlineStyle { underlined = style.rawValue != 0 }
            else if let raw = attributes[.underlineStyle] as? Int { underlined = raw != 0 }
            if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
                alignment = paragraph.alignment
                lineBreakMode = paragraph.lineBreakMode
            }
        }
    }

    /// The runs of an attributed string, and the attributes of its first character (alignment, line breaking
    /// and the font it is measured with: headless measurement uses one font per string).
    static func runs(of string: NSAttributedString) -> (runs: [DrawingText.Run], first: Attributes) {
        var runs: [DrawingText.Run] = []
        var first: Attributes?
        let text = string.string as NSString
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            let a = Attributes(attributes)
            if first == nil { first = a }
            runs.append(run(text.substring(with: range), font: a.font, color: a.color, underlined: a.underlined))
        }
        return (runs, first ?? Attributes(nil))
    }

    /// The size of `text` in `font`, wrapped at `width` (nil: only at line feeds).
    static func size(of text: String, font: UIFont, wrappingAt width: CGFloat?) -> CGSize {
        let wrap = width.flatMap { $0 > 0 && $0 < CGFloat.greatestFiniteMagnitude / 2 ? $0 : nil }
        return TextMetrics.size(of: text, font: font, numberOfLines: 0, wrappingAt: wrap)
    }

    /// How many lines of `font` fit a height (at least one).
    static func lines(fitting height: CGFloat, font: UIFont) -> Int {
        guard height < CGFloat.greatestFiniteMagnitude / 2 else { return 0 }
        return max(1, Int((height / font.lineHeight).rounded(.down)))
    }

    /// Records runs at `point`: lines at line feeds only, as `draw(at:)`.
    static func draw(_ runs: [DrawingText.Run], at point: CGPoint, font: UIFont, text: String, alignment: NSTextAlignment) {
        guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
        let size = TextMetrics.size(of: text, font: font, numberOfLines: 0, wrappingAt: nil)
        context.paint(.text(DrawingText(runs: runs, rect: CGRect(origin: point, size: size), alignment: alignment,
                                        numberOfLines: 0, lineBreakMode: .byClipping)))
    }

    /// Records runs wrapped in `rect`, as many lines as fit its height, as `draw(in:)`.
    static func draw(_ runs: [DrawingText.Run], in rect: CGRect, font: UIFont, text: String, attributes: Attributes) {
        guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
        context.paint(.text(DrawingText(runs: runs, rect: rect, alignment: attributes.alignment,
                                        numberOfLines: lines(fitting: rect.height, font: font),
                                        lineBreakMode: attributes.lineBreakMode)))
    }

    /// Records runs for `draw(with:options:)`: wrapped in the rectangle with `.usesLineFragmentOrigin`, else one
    /// line whose baseline starts at the rectangle's origin.
    static func draw(_ runs: [DrawingText.Run], with rect: CGRect, options: NSStringDrawingOptions, font: UIFont,
                     text: String, attributes: Attributes) {
        if options.contains(.usesLineFragmentOrigin) {
            draw(runs, in: rect, font: font, text: text, attributes: attributes)
            return
        }
        guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
        let top = rect.minY - font.ascender
        let width = rect.width > 0 ? rect.width : TextMetrics.size(of: text, font: font, numberOfLines: 1, wrappingAt: nil).width
        context.paint(.text(DrawingText(runs: runs, rect: CGRect(x: rect.minX, y: top, width: width, height: font.lineHeight),
                                        alignment: attributes.alignment, numberOfLines: 1,
                                        lineBreakMode: options.contains(.truncatesLastVisibleLine) ? .byTruncatingTail : .byClipping)))
    }

    /// `boundingRect(with:options:)`: the size wrapped at the width with `.usesLineFragmentOrigin`, else one line.
    static func boundingRect(of text: String, size: CGSize, options: NSStringDrawingOptions, font: UIFont) -> CGRect {
        if options.contains(.usesLineFragmentOrigin) {
            return CGRect(origin: .zero, size: TextDrawing.size(of: text, font: font, wrappingAt: size.width))
        }
        let line = TextMetrics.size(of: text.replacingOccurrences(of: "\n", with: " "), font: font, numberOfLines: 1, wrappingAt: nil)
        return CGRect(x: 0, y: -font.ascender, width: line.width, height: line.height)
    }
}
