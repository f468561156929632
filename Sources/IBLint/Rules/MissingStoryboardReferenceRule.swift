import InterfaceBuilder

/// `missing_storyboard_reference`: a storyboard reference to a storyboard the project does not have, to an identifier
/// that storyboard does not define, or (without an identifier) to a storyboard with no initial controller. UIKit raises
/// when the segue fires or the scene loads.
public struct MissingStoryboardReferenceRule: LintRule {
    /// `missing_storyboard_reference`.
    public static let identifier = "missing_storyboard_reference"
    /// On by default.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "A storyboard reference names a storyboard or scene identifier the project does not have."
    /// An error: the app crashes when it follows the reference.
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        document.objects.compactMap { object in
            guard object.kind == "viewControllerPlaceholder" else { return nil }
            let identifier = object.referencedIdentifier.flatMap { $0.isEmpty ? nil : $0 }
            let target: LintProject.Storyboard
            let name: String
            if let storyboardName = object.storyboardName, !storyboardName.isEmpty {
                name = storyboardName
                guard let known = context.project.storyboards[storyboardName] else {
                    // Without a scanned project (a file linted alone) there is nothing to compare with.
                    guard context.project.root != nil || !context.project.storyboards.isEmpty else { return nil }
                    return diagnostic("storyboard reference \(object.id) names storyboard \"\(storyboardName)\", which is not in the project",
                                      at: object.position, in: context)
                }
                target = known
            } else {
                name = context.baseName
                target = LintProject.Storyboard(identifiers: Set(document.objects.compactMap(\.storyboardIdentifier)),
                                                hasInitialViewController: document.header.initialViewController != nil)
            }
            if let identifier {
                guard let identifiers = target.identifiers, !identifiers.contains(identifier) else { return nil }
                return diagnostic("storyboard reference \(object.id) names identifier \"\(identifier)\", which storyboard \"\(name)\" does not define",
                                  at: object.position, in: context)
            }
            guard target.hasInitialViewController == false else { return nil }
            return diagnostic("storyboard reference \(object.id) names storyboard \"\(name)\" without an identifier, but it has no initial view controller",
                              at: object.position, in: context)
        }
    }
}
