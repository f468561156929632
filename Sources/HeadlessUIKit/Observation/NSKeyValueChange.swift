import Foundation

/// The kind of a change (Foundation's `NSKeyValueChange`); a property's setter is always `.setting`.
public enum NSKeyValueChange: UInt, Sendable, Hashable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects were replaced in a to-many relationship.
    case replacement = 4
}
