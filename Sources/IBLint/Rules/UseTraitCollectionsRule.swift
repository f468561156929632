import InterfaceBuilder

/// `use_trait_collections` (IBLinter's): the document's "Use Trait Variations" is on (or off, with
/// `use_trait_collections_rule: use_trait_collections: false`).
public struct UseTraitCollectionsRule: LintRule {
    /// `use_trait_collections`.
    public static let identifier = "use_trait_collections"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "useTraitCollections is enabled (or disabled, by configuration)."
    /// A warning.
    public static let severity = LintSeverity.warning

    /// Whether trait collections must be on.
    let required: Bool

    /// Creates the rule.
    public init(configuration: LintConfiguration) { required = configuration.useTraitCollections }

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        let on = document.header.useTraitCollections == true
        guard on != required else { return [] }
        return [diagnostic("useTraitCollections must be \(required ? "enabled" : "disabled")", in: document, context: context)]
    }
}
