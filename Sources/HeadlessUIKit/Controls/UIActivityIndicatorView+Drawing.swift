import Foundation

// An activity indicator: eight rounded spokes round its centre, fading round the circle, while it animates or
// when it does not hide when stopped.

extension UIActivityIndicatorView: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        guard isAnimating || !hidesWhenStopped else { return }
        let large = style == .large || style == .whiteLarge
        let outer: CGFloat = large ? 17 : 9, inner: CGFloat = large ? 9 : 5
        let base = color ?? (style == .white || style == .whiteLarge ? .white : UIColor(white: 0.56, alpha: 1))
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for spoke in 0..<8 {
            let angle = CGFloat(spoke) * .pi / 4 - .pi / 2
            let (c, s) = (cos(angle), sin(angle))
            ctx.paint(SystemLook.lines([[CGPoint(x: center.x + c * inner, y: center.y + s * inner),
                                         CGPoint(x: center.x + c * outer, y: center.y + s * outer)]],
                                       color: base.cgColor.copy(alpha: base.alpha * (1 - CGFloat(spoke) * 0.1)) ?? base.cgColor,
                                       width: large ? 3 : 2))
        }
    }
}
