import InterfaceBuilder

/// `duplicate_storyboard_identifier`: two scenes of one storyboard share a storyboard identifier; Xcode warns and
/// `instantiateViewController(withIdentifier:)` gets only one of them.
public struct DuplicateStoryboardIdentifierRule: LintRule {
    /// `duplicate_storyboard_identifier`.
    public static let identifier = "duplicate_storyboard_identifier"
    /// On by default.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "Two controllers of a storyboard share a storyboard identifier."
    /// A warning, as Xcode gives.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        var first: [String: IBObject] = [:]
        var found: [LintDiagnostic] = []
        for object in document.objects {
            guard let identifier = object.storyboardIdentifier, !identifier.isEmpty else { continue }
            if let earlier = first[identifier] {
                found.append(diagnostic("storyboard identifier \"\(identifier)\" is also used by \(earlier.lintName) on line \(earlier.position.line)",
                                        at: object.position, in: context))
            } else {
                first[identifier] = object
            }
        }
        return found
    }
}
