import Foundation

// A toolbar: its background with a hairline on top, and its items in the tint colour, laid out in the top 44
// points: flexible spaces share what the others leave.

extension UIToolbar: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        ctx.paint(.fill(CGPath(rect: bounds, transform: nil), color: barTintColor?.cgColor ?? SystemLook.barBackground, rule: .nonZero))
        ctx.paint(.fill(CGPath(rect: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 0.33), transform: nil),
                        color: SystemLook.separator, rule: .nonZero))
        let items = self.items ?? []
        guard !items.isEmpty else { return }
        let font = UIFont.systemFont(ofSize: 17)
        let band = CGRect(x: bounds.minX + 8, y: bounds.minY, width: bounds.width - 16, height: min(44, bounds.height))
        let widths = items.map { $0.systemItem == .flexibleSpace ? 0 : $0.barWidth(font: font) + ($0.isSpace ? 0 : 16) }
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let share = flexible > 0 ? max(0, band.width - widths.reduce(0, +)) / CGFloat(flexible) : 0
        var x = band.minX
        let tint: UIColor = tintColor
        for (item, width) in zip(items, widths) {
            if item.systemItem == .flexibleSpace { x += share; continue }
            if !item.isSpace { item.draw(in: CGRect(x: x, y: band.minY, width: width, height: band.height), tint: tint, ctx: ctx) }
            x += width
        }
    }
}
