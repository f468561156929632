import Foundation

// A segmented control: a light grey rounded track, the selected segment as a white rounded rectangle with a soft
// shadow, thin separators between unselected segments, and each segment's title centred (13 points; the
// selected one semibold).

extension UISegmentedControl: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        let count = numberOfSegments
        ctx.paint(.fill(CGPath(roundedRect: bounds, cornerWidth: 9, cornerHeight: 9, transform: nil), color: SystemLook.fill,
                        rule: .nonZero))
        guard count > 0 else { return }
        let fixed = (0..<count).map { widthForSegment(at: $0) }
        let free = max(0, bounds.width - fixed.reduce(0, +))
        let flexible = fixed.filter { $0 <= 0 }.count
        let widths = fixed.map { $0 > 0 ? $0 : free / CGFloat(max(1, flexible)) }
        var x = bounds.minX
        let selected = selectedSegmentIndex
        for index in 0..<count {
            let segment = CGRect(x: x, y: bounds.minY, width: widths[index], height: bounds.height)
            if index == selected {
                ctx.saveGState()
                ctx.record(.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: SystemLook.knobShadow))
                ctx.paint(.fill(CGPath(roundedRect: segment.insetBy(dx: 2, dy: 2), cornerWidth: 7, cornerHeight: 7, transform: nil),
                                color: selectedSegmentTintColor?.cgColor ?? .white, rule: .nonZero))
                ctx.restoreGState()
            } else if index > 0, index - 1 != selected {
                ctx.paint(SystemLook.lines([[CGPoint(x: x, y: segment.minY + 8), CGPoint(x: x, y: segment.maxY - 8)]],
                                           color: SystemLook.separator, width: 1, cap: .butt))
            }
            if let title = titleForSegment(at: index), !title.isEmpty {
                let font = UIFont.systemFont(ofSize: 13, weight: index == selected ? .semibold : .regular)
                ctx.paint(SystemLook.centredText(title, font: font, color: CGColor.black, in: segment.insetBy(dx: 4, dy: 0)))
            } else if let image = imageForSegment(at: index),
                      let content = SystemLook.imageContent(image, tint: .label, templateByDefault: true) {
                ctx.paint(.image(content, rect: ContentPlacement.place(image.size, in: segment, x: 0.5, y: 0.5)))
            }
            x += widths[index]
        }
    }
}
