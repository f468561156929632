import InterfaceBuilder

/// `misplaced` (IBLinter's): a view whose frame in the file disagrees with its constraints (Xcode's "misplaced").
public struct MisplacedRule: LintRule {
    /// `misplaced`.
    public static let identifier = "misplaced"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "A view is misplaced: its frame disagrees with its constraints."
    /// An error, as in IBLinter.
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        document.objects.compactMap { object in
            object.isMisplaced == true ? diagnostic("\(object.lintName) is misplaced", at: object.position, in: context) : nil
        }
    }
}
