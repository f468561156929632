import InterfaceBuilder

/// `duplicate_id` (IBLinter's): two elements with the same id. Xcode cannot open such a file reliably (merge conflicts
/// leave them); the first element keeps the id.
public struct DuplicateIDRule: LintRule {
    /// `duplicate_id`.
    public static let identifier = "duplicate_id"
    /// On by default, as in IBLinter.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "Two elements use the same id."
    /// An error: the file does not compile.
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        context.readProblems.compactMap { problem in
            guard case .duplicateID(let id, let first, _) = problem.kind else { return nil }
            return diagnostic("id \"\(id)\" is already used on line \(first)", at: problem.position ?? document.root.position, in: context)
        }
    }
}
