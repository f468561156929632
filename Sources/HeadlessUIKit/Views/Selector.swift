/// The name of an action method: what `#selector(...)` makes on iOS.
///
/// Objective-C selectors do not exist on Linux, so actions are named with strings
/// (`"signIn:"`, `Selector("signIn:")`) and reach Swift methods through `ActionMethods`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, Objective-C style (`signIn:` takes a sender, `signIn` none).
    public let name: String

    /// A selector from its name.
    public init(_ name: String) { self.name = name }

    /// A selector from a string literal.
    public init(stringLiteral value: String) { self.name = value }

    /// The name.
    public var description: String { name }
}
