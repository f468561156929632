import Foundation

/// Which corners `CALayer.cornerRadius` rounds (`maskedCorners`). On iOS's y-down layers,
/// `layerMinXMinYCorner` is the top left.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Corners from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner on screen.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner on screen.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner on screen.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner on screen.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    /// All four (the default).
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
