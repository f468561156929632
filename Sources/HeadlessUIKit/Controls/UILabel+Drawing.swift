import Foundation

// A label draws its text in its font and colour, centred vertically in its bounds (UILabel's drawText(in:) puts
// the text rect in the middle), at most `numberOfLines` lines, with its alignment and line break mode.

extension UILabel: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        guard let text, !text.isEmpty else { return }
        var color = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label
        // A disabled label draws its text dimmed (UIKit uses a grey).
        if !isEnabled { color = UIColor(white: 0.56, alpha: 1) }
        var operation = SystemLook.centredText(text, font: font, color: color.cgColor, in: bounds, alignment: textAlignment,
                                               numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        // An attributed text keeps the box the plain text would have and draws its own runs in it; characters
        // without a font or colour take the label's.
        if let attributed = storedAttributedText, isEnabled, case .text(var laid) = operation {
            var runs: [DrawingText.Run] = []
            let characters = attributed.string as NSString
            attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
                let runFont = attributes[.font] as? UIFont ?? font ?? UILabel.defaultFont
                let runColor = (attributes[.foregroundColor] as? UIColor)?.cgColor ?? color.cgColor
                let underline = (attributes[.underlineStyle] as? NSUnderlineStyle).map { $0.rawValue != 0 }
                    ?? (attributes[.underlineStyle] as? Int).map { $0 != 0 } ?? false
                runs.append(TextDrawing.run(characters.substring(with: range), font: runFont, color: runColor, underlined: underline))
            }
            laid.runs = runs
            operation = .text(laid)
        }
        if let shadow = shadowColor {
            ctx.saveGState()
            ctx.setShadow(offset: shadowOffset, blur: 0, color: shadow.cgColor)
            ctx.paint(operation)
            ctx.restoreGState()
        } else {
            ctx.paint(operation)
        }
    }
}
