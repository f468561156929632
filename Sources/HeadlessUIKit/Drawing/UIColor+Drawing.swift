import Foundation

extension UIColor {
    /// Makes this the fill and stroke colour of the current context.
    public func set() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let color = cgColor
        context.setFillColor(color)
        context.setStrokeColor(color)
    }

    /// Makes this the fill colour of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the stroke colour of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
