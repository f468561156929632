import InterfaceBuilder

/// `ambiguous_layout`: a view whose constraints leave its position or size undetermined at the document's device
/// size, found by the Auto Layout solver (Xcode's "Need constraints for: X position"). Views Xcode already marked
/// `ambiguous` are left to the `ambiguous` rule. Like `unsatisfiable_constraints`, the check runs in
/// `headless lint`, which links the UIKit runtime; this type carries the identifier.
public struct AmbiguousLayoutRule: LintRule {
    /// `ambiguous_layout`.
    public static let identifier = "ambiguous_layout"
    /// On by default.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "(headless lint only) A view whose constraints leave its position or size undetermined."
    /// A warning, as Xcode's canvas shows it before the app runs.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// No findings here: `headless lint` lays the scenes out and adds them.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] { [] }
}
