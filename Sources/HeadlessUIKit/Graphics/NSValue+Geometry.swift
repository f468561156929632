import Foundation

// UIKit's geometry accessors on NSValue (UIGeometry.h), as keyboard notifications' user info
// and Core Animation values use them.
extension NSValue {
    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
