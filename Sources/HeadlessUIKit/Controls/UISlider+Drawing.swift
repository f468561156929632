import Foundation

// A slider: a 4-point rounded track across its width, the part below the value in the minimum track colour
// (the tint colour by default), the rest in light grey, and a 28-point white knob with a shadow at the value.

extension UISlider: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        let knob: CGFloat = 28
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let track = CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
        let knobX = bounds.minX + (bounds.width - knob) * min(1, max(0, fraction))
        let split = knobX + knob / 2
        ctx.paint(.fill(SystemLook.pill(track), color: maximumTrackTintColor?.cgColor ?? SystemLook.track, rule: .nonZero))
        let filled = CGRect(x: track.minX, y: track.minY, width: max(0, split - track.minX), height: track.height)
        ctx.paint(.fill(SystemLook.pill(filled), color: (minimumTrackTintColor ?? tintColor).cgColor, rule: .nonZero))
        SystemLook.knob(CGRect(x: knobX, y: bounds.midY - knob / 2, width: knob, height: knob),
                        color: thumbTintColor?.cgColor ?? .white, in: ctx)
    }
}
