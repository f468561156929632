import Foundation

// A navigation bar: its background (the bar tint, else iOS's translucent light grey) with a hairline at the
// bottom, the top item's title centred in semibold 17 points, a back button ("‹" chevron and the previous item's
// back title) or the left items, and the right items, in the tint colour, in the bar's last 44 points.

extension UINavigationBar: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        ctx.paint(.fill(CGPath(rect: bounds, transform: nil), color: barTintColor?.cgColor ?? SystemLook.barBackground, rule: .nonZero))
        ctx.paint(.fill(CGPath(rect: CGRect(x: bounds.minX, y: bounds.maxY - 0.33, width: bounds.width, height: 0.33), transform: nil),
                        color: SystemLook.separator, rule: .nonZero))
        let band = CGRect(x: bounds.minX, y: max(bounds.minY, bounds.maxY - 44), width: bounds.width, height: min(44, bounds.height))
        let tint: UIColor = tintColor
        let font = UIFont.systemFont(ofSize: 17)
        guard let item = topItem else { return }
        var left = band.minX + 8
        if let back = backItem, !item.hidesBackButton, item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton {
            let title = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
            ctx.paint(SystemLook.lines([[CGPoint(x: left + 10, y: band.midY - 10), CGPoint(x: left + 2, y: band.midY),
                                         CGPoint(x: left + 10, y: band.midY + 10)]], color: tint.cgColor, width: 3))
            left += 18
            let width = TextMetrics.size(of: title, font: font, numberOfLines: 1, wrappingAt: nil).width
            ctx.paint(SystemLook.centredText(title, font: font, color: tint.cgColor,
                                             in: CGRect(x: left, y: band.minY, width: width, height: band.height), alignment: .left))
            left += width + 8
        }
        for barItem in item.leftBarButtonItems ?? [] where !barItem.isSpace {
            let width = barItem.barWidth(font: font)
            barItem.draw(in: CGRect(x: left + 8, y: band.minY, width: width, height: band.height), tint: tint, ctx: ctx)
            left += width + 16
        }
        var right = band.maxX - 8
        for barItem in item.rightBarButtonItems ?? [] where !barItem.isSpace {
            let width = barItem.barWidth(font: font)
            barItem.draw(in: CGRect(x: right - 8 - width, y: band.minY, width: width, height: band.height), tint: tint, ctx: ctx)
            right -= width + 16
        }
        if item.titleView == nil, let title = item.title, !title.isEmpty {
            let room = max(0, min(band.midX - left, right - band.midX)) * 2
            ctx.paint(SystemLook.centredText(title, font: .systemFont(ofSize: 17, weight: .semibold), color: CGColor.black,
                                             in: CGRect(x: band.midX - room / 2, y: band.minY, width: room, height: band.height)))
        }
    }
}
