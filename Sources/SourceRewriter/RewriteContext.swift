import SwiftParser
import SwiftSyntax

/// What the rewriter knows of the app's other files: the names that decide whether `x?.name?(…)` and `x.name!(…)`
/// call an `@objc` protocol's optional requirement (rewritten) or a property holding an optional closure (left alone).
///
/// The rewriter sees one file at a time; `headless-rewrite --context FILE…` (or `RewriteContext.scanning(_:)`) adds
/// what the other files declare. A call that matches neither set is taken for an optional requirement.
public struct RewriteContext: Sendable, Hashable, Codable {
    /// The optional requirements of the app's `@objc` protocols: `name(label:_:)` for methods, `name` for properties.
    public var optionalRequirements: Set<String>
    /// The names of the properties and variables of an optional type or holding a closure: `x.name?(…)` calls a closure.
    public var optionalProperties: Set<String>

    /// A context with these names (none by default: the file alone decides).
    public init(optionalRequirements: Set<String> = [], optionalProperties: Set<String> = []) {
        self.optionalRequirements = optionalRequirements
        self.optionalProperties = optionalProperties
    }

    /// The names the app's files declare (their sources, read only for their declarations).
    public static func scanning(_ sources: [String]) -> RewriteContext {
        var context = RewriteContext()
        for source in sources { context.formUnion(DeclarationIndex(Parser.parse(source: source)).context) }
        return context
    }

    /// Adds another context's names.
    public mutating func formUnion(_ other: RewriteContext) {
        optionalRequirements.formUnion(other.optionalRequirements)
        optionalProperties.formUnion(other.optionalProperties)
    }
}
