import Foundation

// A cell draws its selection grey under its content when selected or highlighted, and over its content its
// accessory (a grey disclosure chevron, a checkmark or an "i" detail button in the tint colour, 16 points from the
// right edge) and its separator (a hairline at the bottom from the separator inset, unless its table has none).

extension UITableViewCell: ViewContentDrawing, ViewOverlayDrawing {
    func drawContent(in ctx: CGContext) {
        if (isSelected || isHighlighted), selectionStyle != .none, selectedBackgroundView == nil {
            ctx.paint(.fill(CGPath(rect: bounds, transform: nil), color: SystemLook.selection, rule: .nonZero))
        }
    }

    func drawOverlay(in ctx: CGContext) {
        let tint: UIColor = tintColor
        let x = bounds.maxX - 16, y = bounds.midY
        if accessoryView == nil {
            switch accessoryType {
            case .disclosureIndicator:
                ctx.paint(SystemLook.lines([[CGPoint(x: x - 7, y: y - 6.5), CGPoint(x: x - 1, y: y), CGPoint(x: x - 7, y: y + 6.5)]],
                                           color: CGColor(red: 196.0 / 255, green: 196.0 / 255, blue: 199.0 / 255, alpha: 1), width: 2))
            case .checkmark:
                ctx.paint(SystemLook.lines([[CGPoint(x: x - 14, y: y), CGPoint(x: x - 9, y: y + 5), CGPoint(x: x, y: y - 6)]],
                                           color: tint.cgColor, width: 2))
            case .detailButton, .detailDisclosureButton:
                let circle = CGRect(x: x - 22, y: y - 11, width: 22, height: 22)
                ctx.paint(.stroke(CGPath(ellipseIn: circle, transform: nil), color: tint.cgColor, style: DrawingStrokeStyle(lineWidth: 1.5)))
                ctx.paint(SystemLook.centredText("i", font: .systemFont(ofSize: 15, weight: .semibold), color: tint.cgColor, in: circle))
            case .none:
                break
            }
        }
        var table = superview
        while let view = table, !(view is UITableView) { table = view.superview }
        if let table = table as? UITableView, table.separatorStyle == .none { return }
        let color = (table as? UITableView)?.separatorColor?.cgColor ?? SystemLook.separator
        let left = bounds.minX + separatorInset.left, right = bounds.maxX - separatorInset.right
        guard right > left else { return }
        ctx.paint(.fill(CGPath(rect: CGRect(x: left, y: bounds.maxY - 0.33, width: right - left, height: 0.33), transform: nil),
                        color: color, rule: .nonZero))
    }
}
