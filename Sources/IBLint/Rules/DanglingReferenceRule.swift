import InterfaceBuilder

/// `dangling_reference`: an outlet, action, segue, constraint item or initial-controller arrow whose destination id
/// is not in the file. ibtool refuses such a file; at run time the outlet or segue would be missing.
public struct DanglingReferenceRule: LintRule {
    /// `dangling_reference`.
    public static let identifier = "dangling_reference"
    /// On by default.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "An outlet, action, segue, constraint or initial arrow names an id that is not in the file."
    /// An error: Xcode does not compile the file.
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        var found: [LintDiagnostic] = []
        for problem in context.readProblems {
            guard case .missingDestination(let connectionID, let destination) = problem.kind else { continue }
            let connection = document.connection(withID: connectionID)
            let what = connection.map { c -> String in
                switch c.kind {
                case .outlet, .outletCollection: return "outlet \"\(c.property ?? "?")\""
                case .action: return "action \"\(c.selector ?? "?")\""
                case .segue: return "segue\(c.identifier.map { " \"\($0)\"" } ?? "") (\(c.segueKind ?? "no kind"))"
                }
            } ?? "connection \(connectionID)"
            found.append(diagnostic("\(what) points to \"\(destination)\", but no object has that id",
                                    at: problem.position ?? document.root.position, in: context))
        }
        for constraint in document.constraints {
            if let first = constraint.firstItem, constraint.firstItemIndex == nil {
                found.append(diagnostic("constraint \(constraint.id ?? "") names firstItem \"\(first)\", but no object has that id", at: constraint.position, in: context))
            }
            if let second = constraint.secondItem, constraint.secondItemIndex == nil {
                found.append(diagnostic("constraint \(constraint.id ?? "") names secondItem \"\(second)\", but no object has that id", at: constraint.position, in: context))
            }
        }
        if let initial = document.header.initialViewController, document.index(ofID: initial) == nil {
            found.append(diagnostic("the initial view controller \"\(initial)\" is not in the file", in: document, context: context))
        }
        return found
    }
}
