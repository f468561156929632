import Foundation

/// How much a constraint or a content size matters to Auto Layout: 1…1000, 1000 = required.
///
/// A higher optional priority always wins over any number of lower ones (docs/auto-layout.md).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The value, 1…1000.
    public var rawValue: Float
    /// Makes a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Makes a priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Makes a priority from a literal (`priority = 999`).
    public init(floatLiteral value: Float) { rawValue = value }
    /// Makes a priority from a literal (`priority = 999`).
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a drag that may resize the scene (macOS; kept for source compatibility).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the scene keeps its size (macOS; kept for source compatibility).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that may not resize the scene (macOS; kept for source compatibility).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` uses to pull a view towards the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs` (`.defaultHigh + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs` (`.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
    /// The value, as UIKit prints it.
    public var description: String { rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue) }
}
