import InterfaceBuilder

/// `duplicate_constraint` (IBLinter's): a view holds two constraints between the same items and attributes with the
/// same constant (or the same constraint written the other way round, constant negated).
public struct DuplicateConstraintRule: LintRule {
    /// `duplicate_constraint`.
    public static let identifier = "duplicate_constraint"
    /// On by default, as in IBLinter.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "A view has the same constraint twice."
    /// A warning.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// What makes two constraints the same: items, attributes, relation, multiplier, constant.
    struct Key: Hashable {
        let first: Int?
        let firstAttribute: String?
        let second: Int?
        let secondAttribute: String?
        let relation: String?
        let multiplier: String?
        let constant: Double
    }

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        var found: [LintDiagnostic] = []
        for object in document.objects where object.constraints.count > 1 {
            var seen: [Key: Int] = [:]
            for index in object.constraints {
                let c = document.constraints[index]
                guard c.isInstalled else { continue }
                let key = Key(first: c.firstItemIndex, firstAttribute: c.firstAttribute, second: c.secondItemIndex, secondAttribute: c.secondAttribute,
                              relation: c.relation, multiplier: c.multiplier, constant: c.constant)
                // The reverse form: items and attributes swapped, constant negated (only for multiplier 1 and equality).
                let reversed = Key(first: c.secondItemIndex, firstAttribute: c.secondAttribute, second: c.firstItemIndex, secondAttribute: c.firstAttribute,
                                   relation: c.relation, multiplier: c.multiplier, constant: -c.constant)
                if let earlier = seen[key] ?? ((c.relation == nil && c.multiplier == nil) ? seen[reversed] : nil) {
                    let e = document.constraints[earlier]
                    found.append(diagnostic("constraint \(c.id ?? "") of \(object.lintName) duplicates constraint \(e.id ?? "") (\(c.firstAttribute ?? "?") to \(c.secondAttribute ?? "constant"))",
                                            at: c.position, in: context))
                } else {
                    seen[key] = index
                }
            }
        }
        return found
    }
}
