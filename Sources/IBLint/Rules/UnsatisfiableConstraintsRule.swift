import InterfaceBuilder

/// `unsatisfiable_constraints`: required constraints of a scene that cannot all hold at the document's device size,
/// found by laying the scene out with the Auto Layout solver. IBLint stays free of the UIKit runtime, so the check
/// itself runs in `headless lint` (which instantiates each scene with HeadlessUIKit); here the rule only carries
/// its identifier, so configurations, `--only` and `--list-rules` treat it like any other.
public struct UnsatisfiableConstraintsRule: LintRule {
    /// `unsatisfiable_constraints`.
    public static let identifier = "unsatisfiable_constraints"
    /// On by default.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "(headless lint only) Required constraints that cannot all hold at the document's device size."
    /// An error: UIKit breaks one of them at run time ("Unable to simultaneously satisfy constraints").
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// No findings here: `headless lint` lays the scenes out and adds them.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] { [] }
}
