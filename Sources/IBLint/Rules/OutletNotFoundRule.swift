import InterfaceBuilder

/// `outlet_not_found` (`--sources`): an outlet connection whose source object's class (with its extensions and its
/// superclasses in the sources) declares no property of that name. UIKit raises "this class is not key value
/// coding-compliant for the key …" when it connects the outlet.
public struct OutletNotFoundRule: LintRule {
    /// `outlet_not_found`.
    public static let identifier = "outlet_not_found"
    /// On when `--sources` is given.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "(with --sources) An outlet names a property its object's class does not declare."
    /// An error: loading the scene raises.
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        guard let sources = context.project.sources else { return [] }
        return document.connections.compactMap { connection in
            guard connection.kind == .outlet || connection.kind == .outletCollection, let property = connection.property else { return nil }
            let object = document.objects[connection.source]
            // A UIKit object (no custom class) or an unknown class (unknown_class reports it) is not checked here.
            guard let name = object.checkedCustomClass, let type = sources.type(named: name), type.kind == "class" else { return nil }
            let chain = sources.chain(of: type)
            if chain.hasUnreadMembers || chain.types.contains(where: { $0.properties.contains(property) }) { return nil }
            if let superclass = chain.externalSuperclass {
                // A superclass from elsewhere (a library) may declare it; UIKit's own declare the usual outlets.
                guard SwiftSourceIndex.isFrameworkClass(superclass), !UIKitMembers.outletProperties.contains(property) else { return nil }
            }
            return diagnostic("outlet \"\(property)\" of \(object.lintName) names no property of \(type.name) or its superclasses in the sources; UIKit will raise \"this class is not key value coding-compliant for the key \(property)\": add `@IBOutlet var \(property)` to \(type.name) or remove the connection",
                              at: connection.position, in: context)
        }
    }
}
