import InterfaceBuilder

/// `hides_bottom_bar` (IBLinter's): a controller pushed by a `show` (or `push`) segue has "Hide Bottom Bar on Push" on,
/// unless its class is in `hides_bottom_bar_rule: excluded_view_controllers`.
public struct HidesBottomBarRule: LintRule {
    /// `hides_bottom_bar`.
    public static let identifier = "hides_bottom_bar"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "Pushed controllers set hidesBottomBarWhenPushed."
    /// A warning.
    public static let severity = LintSeverity.warning

    /// Classes allowed to keep the bottom bar.
    let excluded: [String]

    /// Creates the rule.
    public init(configuration: LintConfiguration) { excluded = configuration.hidesBottomBarExcluded }

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        var reported = Set<Int>()
        var found: [LintDiagnostic] = []
        for c in document.connections where c.kind == .segue && (c.segueKind == "show" || c.segueKind == "push") {
            guard let d = c.destinationIndex, !reported.contains(d) else { continue }
            let controller = document[d]
            guard controller.isController, controller.kind != "viewControllerPlaceholder", controller.hidesBottomBarWhenPushed != true,
                  !excluded.contains(controller.customClass ?? controller.uikitClassName) else { continue }
            reported.insert(d)
            found.append(diagnostic("\(controller.lintName) is pushed but does not hide the bottom bar (hidesBottomBarWhenPushed)", at: controller.position, in: context))
        }
        return found
    }
}
