import InterfaceBuilder

/// `unknown_class` (`--sources`): a custom class that no source file declares as a class. UIKit logs
/// "Unknown class X in Interface Builder file." and makes the base class instead, so outlets and actions then fail.
public struct UnknownClassRule: LintRule {
    /// `unknown_class`.
    public static let identifier = "unknown_class"
    /// On when `--sources` is given.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "(with --sources) A custom class no source file declares as a class."
    /// A warning: UIKit logs and goes on with the base class.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        guard let sources = context.project.sources else { return [] }
        return document.objects.compactMap { object in
            // Framework classes and classes of other modules (customModule without the target's) are not checked.
            guard let name = object.checkedCustomClass else { return nil }
            if let type = sources.type(named: name) {
                guard type.kind != "class", !type.membersUnknown else { return nil }
                return diagnostic("custom class \"\(name)\" of \(object.uikitClassName) (id \(object.id)) is declared as \(type.kind.map { "a \($0)" } ?? "an extension only"), not a class; make it a class or fix the name in the Identity inspector",
                                  at: object.position, in: context)
            }
            if object.placeholderIdentifier == "IBFilesOwner" {
                return diagnostic("custom class \"\(name)\" of File's Owner (id \(object.id)) is declared in no source file; the owner the nib is loaded with has no outlets or actions of that class: declare the class or fix the name in the Identity inspector",
                                  at: object.position, in: context)
            }
            return diagnostic("custom class \"\(name)\" of \(object.uikitClassName) (id \(object.id)) is declared in no source file; UIKit will log \"Unknown class \(name) in Interface Builder file\" and make a \(object.uikitClassName): declare the class or fix the name in the Identity inspector",
                              at: object.position, in: context)
        }
    }
}
