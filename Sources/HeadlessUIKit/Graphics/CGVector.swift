import Foundation

/// A two-dimensional vector (Core Graphics' type; Linux's Foundation lacks it).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat
    /// Makes a vector.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// Makes a vector from doubles.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// Makes a vector from integers.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
    /// `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
