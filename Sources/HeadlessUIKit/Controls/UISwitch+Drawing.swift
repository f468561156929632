import Foundation

// A switch: a pill track (green #34C759, or onTintColor, when on; light grey when off) and a white knob with a
// soft shadow, at the right when on.

extension UISwitch: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        let track = CGRect(x: bounds.minX, y: bounds.midY - 15.5, width: min(bounds.width, 51), height: 31)
        ctx.paint(.fill(SystemLook.pill(track), color: isOn ? (onTintColor?.cgColor ?? SystemLook.green) : SystemLook.offTrack,
                        rule: .nonZero))
        let diameter = track.height - 4
        let x = isOn ? track.maxX - 2 - diameter : track.minX + 2
        SystemLook.knob(CGRect(x: x, y: track.minY + 2, width: diameter, height: diameter),
                        color: thumbTintColor?.cgColor ?? .white, in: ctx)
    }
}
