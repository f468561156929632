import Foundation

// A text view draws its text from the top, inside its text container inset and the container's 5-point line
// fragment padding, wrapped at its width, as many lines as the text has.

extension UITextView: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        guard let text, !text.isEmpty else { return }
        let font = self.font ?? TextDrawing.defaultFont
        let inset = textContainerInset
        let rect = CGRect(x: bounds.minX + inset.left + 5, y: bounds.minY + inset.top,
                          width: max(0, bounds.width - inset.left - inset.right - 10),
                          height: max(0, bounds.height - inset.top - inset.bottom))
        ctx.paint(.text(DrawingText(runs: [TextDrawing.run(text, font: font, color: (textColor ?? .label).cgColor)], rect: rect,
                                    alignment: textAlignment, numberOfLines: 0, lineBreakMode: .byWordWrapping)))
    }
}
