import InterfaceBuilder

/// `relative_to_margin` (IBLinter's): a constraint to a margin attribute (`leadingMargin`, `topMargin`…).
public struct RelativeToMarginRule: LintRule {
    /// `relative_to_margin`.
    public static let identifier = "relative_to_margin"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "Forbids constraints relative to margins."
    /// A warning.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        document.constraints.compactMap { constraint in
            let margins = [constraint.firstAttribute, constraint.secondAttribute].compactMap { $0 }.filter { $0.hasSuffix("Margin") }
            guard let attribute = margins.first else { return nil }
            return diagnostic("constraint \(constraint.id ?? "") of \(document[constraint.owner].lintName) is relative to margin (\(attribute))",
                              at: constraint.position, in: context)
        }
    }
}
