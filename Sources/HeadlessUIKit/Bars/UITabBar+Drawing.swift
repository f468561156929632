import Foundation

// A tab bar: its background with a hairline on top and, in equal columns across its top 49 points, each item's
// image (25 points) over its title (10 points), the selected one in the tint colour and the others grey; a badge
// is a red pill with its value in white at the image's top right.

extension UITabBar: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        ctx.paint(.fill(CGPath(rect: bounds, transform: nil), color: barTintColor?.cgColor ?? SystemLook.barBackground, rule: .nonZero))
        ctx.paint(.fill(CGPath(rect: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 0.33), transform: nil),
                        color: SystemLook.separator, rule: .nonZero))
        let items = self.items ?? []
        guard !items.isEmpty else { return }
        let column = bounds.width / CGFloat(items.count)
        let tint: UIColor = tintColor
        for (index, item) in items.enumerated() {
            let selected = item === selectedItem
            let color = selected ? (selectedImageTintColor ?? tint).cgColor : unselectedItemTintColor?.cgColor ?? SystemLook.unselectedTab
            let cell = CGRect(x: bounds.minX + CGFloat(index) * column, y: bounds.minY, width: column, height: min(49, bounds.height))
            let imageRect = CGRect(x: cell.midX - 12.5, y: cell.minY + 5, width: 25, height: 25)
            if let image = (selected ? item.selectedImage : nil) ?? item.image,
               let content = SystemLook.imageContent(image, tint: UIColor(cgColor: color), templateByDefault: true) {
                ctx.paint(.image(content, rect: ContentPlacement.aspect(image.size, in: imageRect, fill: false)))
            }
            if let title = item.title, !title.isEmpty {
                ctx.paint(SystemLook.centredText(title, font: .systemFont(ofSize: 10, weight: .medium), color: color,
                                                 in: CGRect(x: cell.minX + 2, y: cell.minY + 33, width: column - 4, height: 12)))
            }
            if let badge = item.badgeValue {
                let font = UIFont.systemFont(ofSize: 13)
                let width = max(18, TextMetrics.size(of: badge, font: font, numberOfLines: 1, wrappingAt: nil).width + 10)
                let pill = CGRect(x: imageRect.maxX - 6, y: imageRect.minY - 3, width: badge.isEmpty ? 10 : width, height: badge.isEmpty ? 10 : 18)
                ctx.paint(.fill(SystemLook.pill(pill), color: item.badgeColor?.cgColor ?? SystemLook.red, rule: .nonZero))
                if !badge.isEmpty { ctx.paint(SystemLook.centredText(badge, font: font, color: .white, in: pill, lineBreakMode: .byClipping)) }
            }
        }
    }
}
