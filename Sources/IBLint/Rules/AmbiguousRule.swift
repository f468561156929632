import InterfaceBuilder

/// `ambiguous` (IBLinter's): a view Xcode marked as having ambiguous constraints.
public struct AmbiguousRule: LintRule {
    /// `ambiguous`.
    public static let identifier = "ambiguous"
    /// On by default, as in IBLinter.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "A view has ambiguous constraints (as Xcode marked it)."
    /// An error, as in IBLinter.
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        document.objects.compactMap { object in
            object.isAmbiguous == true ? diagnostic("\(object.lintName) has ambiguous constraints", at: object.position, in: context) : nil
        }
    }
}
