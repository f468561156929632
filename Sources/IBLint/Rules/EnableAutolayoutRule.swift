import InterfaceBuilder

/// `enable_autolayout` (IBLinter's): the document has "Use Auto Layout" off (`useAutolayout` absent or `NO`).
/// IBLinter skips files without the attribute; Xcode leaves it out exactly when Auto Layout is off, so this reports them.
public struct EnableAutolayoutRule: LintRule {
    /// `enable_autolayout`.
    public static let identifier = "enable_autolayout"
    /// On by default, as in IBLinter.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "The document uses Auto Layout."
    /// A warning.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        guard document.header.useAutolayout != true else { return [] }
        return [diagnostic("\(context.baseName) does not use Auto Layout (useAutolayout is off)", in: document, context: context)]
    }
}
