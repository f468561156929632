import InterfaceBuilder

/// A lint rule: one check over one read document. Each rule lives in its own file under `Rules/`.
public protocol LintRule: Sendable {
    /// The identifier used in configuration files and output (IBLinter's where IBLinter has the rule).
    static var identifier: String { get }
    /// Whether the rule runs without being named in `enabled_rules`.
    static var isEnabledByDefault: Bool { get }
    /// One sentence: what the rule checks.
    static var description: String { get }
    /// How serious its findings are.
    static var severity: LintSeverity { get }
    /// Creates the rule with its options from the configuration.
    init(configuration: LintConfiguration)
    /// The findings in one document.
    func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic]
}

extension LintRule {
    /// A finding of this rule at a position in the context's file.
    func diagnostic(_ message: String, at position: IBSourcePosition, in context: LintContext) -> LintDiagnostic {
        LintDiagnostic(file: context.path, position: position, severity: Self.severity, message: message, rule: Self.identifier)
    }

    /// A finding of this rule about the whole document (reported at the `<document>` element).
    func diagnostic(_ message: String, in document: IBDocument, context: LintContext) -> LintDiagnostic {
        diagnostic(message, at: document.root.position, in: context)
    }
}
