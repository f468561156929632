/// A type the app's sources declare or extend, as `--sources` rules need it: its kind, what it inherits, its
/// properties and its methods' Objective-C selectors (from its declaration and all its extensions).
public struct SwiftSourceType: Sendable, Hashable {
    /// The qualified name (`Outer.Inner` for a nested type).
    public var name: String
    /// `class`, `struct`, `enum`, `actor`, `protocol`, or nil when only extensions were seen.
    public var kind: String?
    /// The Objective-C name `@objc(Name)` gives the class, if any.
    public var objcName: String?
    /// The inherited types as written (the superclass first, for a class), last name component only.
    public var inherited: [String] = []
    /// Stored and computed property names (`@IBOutlet var name` and any other `var`/`let` of the type's body).
    public var properties: Set<String> = []
    /// The Objective-C selectors of its methods (`save:`, `saveWithSender:`, `save`, or an `@objc(name:)`'s).
    public var selectors: Set<String> = []
    /// Declared in Objective-C (`@interface`): its members are not read, so member rules do not check it.
    public var membersUnknown = false
    /// Where the declaration is (`path:line`), for messages.
    public var declaredIn: String?

    /// Creates an entry.
    public init(name: String, kind: String? = nil) {
        self.name = name
        self.kind = kind
    }

    /// The last component of the name (`Inner` for `Outer.Inner`).
    public var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }
}
