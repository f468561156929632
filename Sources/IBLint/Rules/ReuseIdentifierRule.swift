import InterfaceBuilder

/// `reuse_identifier` (IBLinter's): a cell or reusable view with a custom class has that class name as its reuse identifier.
public struct ReuseIdentifierRule: LintRule {
    /// `reuse_identifier`.
    public static let identifier = "reuse_identifier"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "A cell's reuse identifier equals its custom class name."
    /// A warning.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        document.objects.compactMap { object in
            guard ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(object.kind),
                  let customClass = object.customClass, object.reuseIdentifier != customClass else { return nil }
            return diagnostic("\(object.lintName) should have the reuse identifier \"\(customClass)\" (it has \(object.reuseIdentifier.map { "\"\($0)\"" } ?? "none"))",
                              at: object.position, in: context)
        }
    }
}
