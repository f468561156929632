import InterfaceBuilder

/// `has_single_view_controller` (IBLinter's): a storyboard holds one controller (storyboard references do not count).
public struct HasSingleViewControllerRule: LintRule {
    /// `has_single_view_controller`.
    public static let identifier = "has_single_view_controller"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "A storyboard has a single view controller; references are allowed."
    /// A warning.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        let controllers = document.controllers.filter { $0.isController && $0.kind != "viewControllerPlaceholder" }
        guard document.kind == .storyboard, controllers.count > 1 else { return [] }
        return [diagnostic("the storyboard should have a single view controller; it has \(controllers.count)", at: controllers[1].position, in: context)]
    }
}
