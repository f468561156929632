import InterfaceBuilder

/// `stackview_backgroundcolor` (IBLinter's): a stack view with a background colour (before iOS 14 a stack view
/// draws nothing, so the colour silently does nothing there).
public struct StackViewBackgroundColorRule: LintRule {
    /// `stackview_backgroundcolor`.
    public static let identifier = "stackview_backgroundcolor"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "A stack view keeps the default (no) background colour."
    /// A warning.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        document.objects.compactMap { object in
            guard object.kind == "stackView", object.color("backgroundColor") != nil else { return nil }
            return diagnostic("\(object.lintName) should not have a background color", at: object.position, in: context)
        }
    }
}
