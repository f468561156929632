import Foundation

// A label draws its text in its font and colour, centred vertically in its bounds (UILabel's drawText(in:) puts
// the text rect in the middle), at most `numberOfLines` lines, with its alignment and line break mode.

extension UILabel: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        guard let text, !text.isEmpty else { return }
        var color = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label
        // A disabled label draws its text dimmed (UIKit uses a grey).
        if !isEnabled { color = UIColor(white: 0.56, alpha: 1) }
        let operation = SystemLook.centredText(text, font: font, color: color.cgColor, in: bounds, alignment: textAlignment,
                                               numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
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
