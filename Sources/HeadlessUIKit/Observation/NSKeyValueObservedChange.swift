import Foundation

/// One change seen by a key-value observation (Foundation's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change (Foundation's name for it).
    public typealias Kind = NSKeyValueChange
    /// Always `.setting` for the properties HeadlessUIKit reports.
    public let kind: Kind
    /// The value after the change, when the options asked for `.new` (nil in a prior notification).
    public let newValue: Value?
    /// The value before the change, when the options asked for `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change; nil for a setter.
    public let indexes: IndexSet?
    /// True in the notification sent before the change (`.prior`).
    public let isPrior: Bool
}
