import Foundation

// UIKit draws a path in the current context with the path's own line settings (they replace the context's for
// the stroke and are not kept), its fill rule, and the context's current colours.

extension UIBezierPath {
    /// The path's stroke settings.
    var strokeStyle: DrawingStrokeStyle {
        DrawingStrokeStyle(lineWidth: lineWidth, cap: lineCapStyle, join: lineJoinStyle, miterLimit: miterLimit,
                           dash: lineDash.pattern, dashPhase: lineDash.phase)
    }

    /// Fills the path's interior with the current fill colour.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext(), !isEmpty else { return }
        context.paint(.fill(cgPath, color: context.state.fillColor, rule: usesEvenOddFillRule ? .evenOdd : .nonZero))
    }

    /// Strokes the path with its line settings and the current stroke colour.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext(), !isEmpty else { return }
        context.paint(.stroke(cgPath, color: context.state.strokeColor, style: strokeStyle))
    }

    /// Fills with a blend mode (recorded as source-over) and an alpha.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        withAlpha(alpha) { fill() }
    }

    /// Strokes with a blend mode (recorded as source-over) and an alpha.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        withAlpha(alpha) { stroke() }
    }

    /// Intersects the current context's clip with the path's interior.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.intersectClip(cgPath, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    private func withAlpha(_ alpha: CGFloat, _ body: () -> Void) {
        guard let context = UIGraphicsGetCurrentContext(), alpha > 0 else { return }
        guard alpha < 1 else { body(); return }
        context.saveGState()
        context.setAlpha(alpha * context.state.alpha)
        body()
        context.restoreGState()
    }
}
