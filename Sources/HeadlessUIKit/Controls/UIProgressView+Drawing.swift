import Foundation

// A progress view: a rounded track across its width and the done part in the progress tint (the tint colour
// by default).

extension UIProgressView: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        let track = CGRect(x: bounds.minX, y: bounds.midY - min(bounds.height, 4) / 2, width: bounds.width, height: min(bounds.height, 4))
        ctx.paint(.fill(SystemLook.pill(track), color: trackTintColor?.cgColor ?? SystemLook.track, rule: .nonZero))
        let done = CGRect(x: track.minX, y: track.minY, width: track.width * CGFloat(min(1, max(0, progress))), height: track.height)
        guard done.width > 0 else { return }
        ctx.paint(.fill(SystemLook.pill(done), color: (progressTintColor ?? tintColor).cgColor, rule: .nonZero))
    }
}
