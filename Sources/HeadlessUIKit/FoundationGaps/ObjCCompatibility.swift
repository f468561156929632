import Foundation

/// Objective-C's integer type, as Swift imports it on Apple platforms.
public typealias NSInteger = Int
/// Objective-C's unsigned integer type.
public typealias NSUInteger = UInt

/// The selector named by a string (`Selector(name)`): actions are named by strings on Linux.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The name of a selector.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// The keys of a key-value observing change dictionary (Foundation's, missing on Linux). HeadlessUIKit's
/// `observe(_:options:changeHandler:)` gives typed changes; this type lets code that names the keys compile.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Makes a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The kind of change.
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The new value.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The changed indexes.
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// Whether the notification comes before the change.
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}
