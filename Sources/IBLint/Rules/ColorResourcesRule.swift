import InterfaceBuilder

/// `color_resources` (IBLinter's): every named colour the file uses exists as a colour set in the project's catalogs.
public struct ColorResourcesRule: LintRule {
    /// `color_resources`.
    public static let identifier = "color_resources"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "Named colours exist in the project's asset catalogs."
    /// An error, as in IBLinter.
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        document.resources.compactMap { resource in
            guard resource.kind == "namedColor", !context.project.colors.contains(resource.name) else { return nil }
            return diagnostic("color \"\(resource.name)\" is not a colour set in the project's asset catalogs", at: resource.element.position, in: context)
        }
    }
}
