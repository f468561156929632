import InterfaceBuilder

/// `storyboard_viewcontroller_id` (IBLinter's): a scene's controller has its custom class name as storyboard identifier.
public struct StoryboardViewControllerIDRule: LintRule {
    /// `storyboard_viewcontroller_id`.
    public static let identifier = "storyboard_viewcontroller_id"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "A controller's storyboard identifier equals its custom class name."
    /// An error, as in IBLinter.
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        document.controllers.compactMap { controller in
            guard controller.isController, controller.kind != "viewControllerPlaceholder",
                  controller.customClass != controller.storyboardIdentifier else { return nil }
            return diagnostic("\(controller.lintName) should have the storyboard identifier \"\(controller.customClass ?? controller.uikitClassName)\" (it has \(controller.storyboardIdentifier.map { "\"\($0)\"" } ?? "none"))",
                              at: controller.position, in: context)
        }
    }
}
