import Foundation

// A text field draws its border style (roundedRect: a white fill with a light grey rounded border, radius 5;
// line: a thin dark frame; bezel: a grey frame), then its text, or its placeholder in grey, on one line,
// centred vertically, inset from the sides. Secure text is drawn as bullets.

extension UITextField: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        switch borderStyle {
        case .roundedRect:
            let path = CGPath(roundedRect: bounds.insetBy(dx: 0.25, dy: 0.25), cornerWidth: 5, cornerHeight: 5, transform: nil)
            if backgroundColor == nil { ctx.paint(.fill(path, color: .white, rule: .nonZero)) }
            ctx.paint(.stroke(path, color: SystemLook.fieldBorder, style: DrawingStrokeStyle(lineWidth: 0.5)))
        case .line:
            ctx.paint(.stroke(CGPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5), transform: nil), color: CGColor(gray: 0.2, alpha: 1),
                              style: DrawingStrokeStyle(lineWidth: 1)))
        case .bezel:
            ctx.paint(.stroke(CGPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5), transform: nil), color: CGColor(gray: 0.5, alpha: 1),
                              style: DrawingStrokeStyle(lineWidth: 1)))
        case .none:
            break
        }
        // UIKit draws the text in editingRect/textRect and the placeholder in placeholderRect, so subclasses pad them.
        let textRect = isEditing ? editingRect(forBounds: bounds) : self.textRect(forBounds: bounds)
        let font = self.font ?? .systemFont(ofSize: 17)
        if let text, !text.isEmpty {
            let shown = isSecureTextEntry ? String(repeating: "•", count: text.count) : text
            ctx.paint(SystemLook.centredText(shown, font: font, color: (textColor ?? .label).cgColor, in: textRect,
                                             alignment: textAlignment, lineBreakMode: .byClipping))
        } else if let placeholder, !placeholder.isEmpty {
            ctx.paint(SystemLook.centredText(placeholder, font: font, color: SystemLook.placeholder, in: placeholderRect(forBounds: bounds),
                                             alignment: textAlignment))
        }
    }
}
