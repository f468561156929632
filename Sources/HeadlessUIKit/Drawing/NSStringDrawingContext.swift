import Foundation

/// Extra settings and results of string drawing (UIKit's; headless text is never shrunk).
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the font may shrink to (not applied headless).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale actually used: always 1 headless.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The area the last drawing or measurement covered.
    open internal(set) var totalBounds: CGRect = .zero
}
