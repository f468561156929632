import InterfaceBuilder

/// `hides_bottom_bar` (IBLinter's): every content controller has "Hide Bottom Bar on Push" on, unless its class is in
/// `hides_bottom_bar_rule: excluded_view_controllers` (IBLinter's fixtures check every scene, not only pushed ones).
/// Containers (navigation, tab bar, split, page controllers) and storyboard references are not checked.
public struct HidesBottomBarRule: LintRule {
    /// `hides_bottom_bar`.
    public static let identifier = "hides_bottom_bar"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "Controllers set hidesBottomBarWhenPushed, except excluded_view_controllers."
    /// A warning.
    public static let severity = LintSeverity.warning

    /// Classes allowed to keep the bottom bar.
    let excluded: [String]

    /// Creates the rule.
    public init(configuration: LintConfiguration) { excluded = configuration.hidesBottomBarExcluded }

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        document.controllers.compactMap { controller in
            guard ["viewController", "tableViewController", "collectionViewController"].contains(controller.kind),
                  controller.hidesBottomBarWhenPushed != true,
                  !excluded.contains(controller.customClass ?? controller.uikitClassName) else { return nil }
            return diagnostic("\(controller.lintName) does not hide the bottom bar when pushed (hidesBottomBarWhenPushed)", at: controller.position, in: context)
        }
    }
}
