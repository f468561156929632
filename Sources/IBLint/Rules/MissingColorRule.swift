import InterfaceBuilder

/// `missing_color` (`--sources`): a named colour an element uses (`<color key="…" name="…"/>`, listed as a
/// `<namedColor>` resource) that no colour set under the source folders or the project has. System colours
/// (`systemColor=`, `catalog="System"`, `<systemColor>` resources) are not checked. UIKit logs
/// "Could not load the "…" color referenced from a nib" and uses no colour.
public struct MissingColorRule: LintRule {
    /// `missing_color`.
    public static let identifier = "missing_color"
    /// On when `--sources` is given.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "(with --sources) A named colour an element uses is in no asset catalog of the sources or the project."
    /// A warning: the colour is missing at run time.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings: at each `<color>` naming a missing colour set, else at the `<namedColor>` resource.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        guard let sources = context.project.sources else { return [] }
        let known = context.project.colors.union(sources.colors)
        let system = Set(document.resources.filter { $0.kind == "systemColor" }.map(\.name))
        var found: [LintDiagnostic] = []
        var used: Set<String> = []
        document.forEachElement { element in
            guard element.name == "color", let name = element[attribute: "name"], element[attribute: "catalog"] == nil,
                  element[attribute: "systemColor"] == nil, !system.contains(name) else { return }
            used.insert(name)
            guard !known.contains(name) else { return }
            let key = element[attribute: "key"].map { "\($0) of " } ?? ""
            let owner = element.parent.map(document.lintOwnerName(of:)) ?? "the document"
            found.append(diagnostic("color \"\(name)\" (\(key)\(owner)) is in no asset catalog of the sources or the project; add a colour set named \"\(name)\" or fix the name",
                                    at: element.position, in: context))
        }
        for resource in document.resources where resource.kind == "namedColor" && !used.contains(resource.name) && !known.contains(resource.name) {
            found.append(diagnostic("color \"\(resource.name)\" is in no asset catalog of the sources or the project; add a colour set named \"\(resource.name)\" or fix the name",
                                    at: resource.element.position, in: context))
        }
        return found
    }
}
