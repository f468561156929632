import InterfaceBuilder

/// `use_base_class` (IBLinter's): elements of a configured class (`use_base_class_rule: element_class: UILabel`) have
/// one of the configured custom classes (`base_classes`).
public struct UseBaseClassRule: LintRule {
    /// `use_base_class`.
    public static let identifier = "use_base_class"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "Elements use one of the base classes of use_base_class_rule."
    /// A warning.
    public static let severity = LintSeverity.warning

    /// Element class → allowed custom classes.
    let baseClasses: [String: [String]]

    /// Creates the rule.
    public init(configuration: LintConfiguration) { baseClasses = configuration.baseClasses }

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        guard !baseClasses.isEmpty else { return [] }
        return document.objects.compactMap { object in
            guard let allowed = baseClasses[object.uikitClassName] ?? baseClasses[object.kind] else { return nil }
            guard let customClass = object.customClass else {
                return diagnostic("\(object.lintName) has no custom class; use one of \(allowed.joined(separator: ", "))", at: object.position, in: context)
            }
            guard !allowed.contains(customClass) else { return nil }
            return diagnostic("\(object.lintName) is not one of the base classes \(allowed.joined(separator: ", "))", at: object.position, in: context)
        }
    }
}
