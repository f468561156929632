import Foundation

/// Axes, with UIKit's raw values.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Makes axes from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Neither axis.
    public static let neither: UIAxis = []
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
