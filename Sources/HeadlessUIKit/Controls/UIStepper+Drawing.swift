import Foundation

// A stepper: a light grey rounded rectangle split in two by a thin line, "−" on the left and "+" on the right
// (dimmed at the limits unless it wraps).

extension UIStepper: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        ctx.paint(.fill(CGPath(roundedRect: bounds, cornerWidth: 8, cornerHeight: 8, transform: nil), color: SystemLook.fill,
                        rule: .nonZero))
        let mid = bounds.midX, cy = bounds.midY, arm: CGFloat = 7
        ctx.paint(SystemLook.lines([[CGPoint(x: mid, y: bounds.minY + 8), CGPoint(x: mid, y: bounds.maxY - 8)]],
                                   color: SystemLook.separator, width: 1, cap: .butt))
        let minus = bounds.minX + bounds.width / 4, plus = bounds.minX + bounds.width * 3 / 4
        let dim = CGColor(gray: 0, alpha: 0.25)
        ctx.paint(SystemLook.lines([[CGPoint(x: minus - arm, y: cy), CGPoint(x: minus + arm, y: cy)]],
                                   color: !wraps && value <= minimumValue ? dim : .black, width: 1.5))
        ctx.paint(SystemLook.lines([[CGPoint(x: plus - arm, y: cy), CGPoint(x: plus + arm, y: cy)],
                                    [CGPoint(x: plus, y: cy - arm), CGPoint(x: plus, y: cy + arm)]],
                                   color: !wraps && value >= maximumValue ? dim : .black, width: 1.5))
    }
}
