import Foundation

/// Insets for each edge of a rectangle.
public struct UIEdgeInsets: Hashable, Sendable {
    /// Top inset.
    public var top: CGFloat
    /// Left inset.
    public var left: CGFloat
    /// Bottom inset.
    public var bottom: CGFloat
    /// Right inset.
    public var right: CGFloat
    /// Makes insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// The rectangle shrunk by `insets`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}

/// UIKit's `(x y; w h)` form of a rectangle, as in `recursiveDescription`.
func describe(_ rect: CGRect) -> String {
    "(\(number(rect.origin.x)) \(number(rect.origin.y)); \(number(rect.size.width)) \(number(rect.size.height)))"
}

func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
}

/// Insets for each edge, named by reading direction (leading and trailing).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// Top inset.
    public var top: CGFloat
    /// Leading inset.
    public var leading: CGFloat
    /// Bottom inset.
    public var bottom: CGFloat
    /// Trailing inset.
    public var trailing: CGFloat
    /// Makes insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension UIEdgeInsets {
    /// The same inset on every edge.
    init(all value: CGFloat) { self.init(top: value, left: value, bottom: value, right: value) }
}
