import Foundation

extension UIColor {
    /// The colour as a `CGColor` (for layers).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// A colour from a `CGColor`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.0, green: c.1, blue: c.2, alpha: c.3)
    }
}
