import InterfaceBuilder

/// `unknown_segue_kind`: a segue whose `kind` is none UIKit knows (a typo or a hand edit); the storyboard does not compile.
public struct UnknownSegueKindRule: LintRule {
    /// `unknown_segue_kind`.
    public static let identifier = "unknown_segue_kind"
    /// On by default.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "A segue's kind is not one of UIKit's (show, showDetail, presentation, embed, unwind, relationship…)."
    /// An error.
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        document.connections.compactMap { c in
            guard c.kind == .segue else { return nil }
            guard let kind = c.segueKind else {
                return diagnostic("segue \(c.id ?? "") has no kind", at: c.position, in: context)
            }
            guard IBSegueKind(rawValue: kind) == nil else { return nil }
            let known = IBSegueKind.allCases.map(\.rawValue).joined(separator: ", ")
            return diagnostic("segue \(c.id ?? "") has unknown kind \"\(kind)\" (UIKit knows \(known))", at: c.position, in: context)
        }
    }
}
