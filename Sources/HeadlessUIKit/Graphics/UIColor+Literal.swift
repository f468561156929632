import Foundation

/// The type of `#colorLiteral(red:green:blue:alpha:)` when nothing else is asked for: `UIColor`, as UIKit declares.
public typealias _ColorLiteralType = UIColor

// Xcode's colour literals: `#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)` is a UIColor on iOS, in a
// `let` without annotation too (UIKit's `_ColorLiteralType`).
extension UIColor: _ExpressibleByColorLiteral {
    /// A colour literal's sRGB components.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
