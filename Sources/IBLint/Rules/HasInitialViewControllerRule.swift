import InterfaceBuilder

/// `has_initial_view_controller` (IBLinter's): a storyboard names no initial view controller, so
/// `instantiateInitialViewController()` returns nil (storyboards loaded only by identifier may disable the rule).
public struct HasInitialViewControllerRule: LintRule {
    /// `has_initial_view_controller`.
    public static let identifier = "has_initial_view_controller"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "A storyboard has an initial view controller."
    /// A warning.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        guard document.kind == .storyboard, document.header.initialViewController == nil else { return [] }
        return [diagnostic("the storyboard has no initial view controller", in: document, context: context)]
    }
}
