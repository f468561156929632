import Foundation

// Foundation on Linux has no key-value observing: these are Foundation's Darwin types, with the same names and raw
// values, so that an app's `observe(\.contentOffset, options: [.initial, .new])` compiles and runs unchanged.

/// What a key-value observation reports (Foundation's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits (Foundation's values).
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler runs once at once, with the current value as the new value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler also runs before each change (`isPrior` true).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
