import InterfaceBuilder

/// `missing_image` (`--sources`): an image an element names (`image=`, `highlightedImage=`, `backgroundImage=`…)
/// that no asset catalog or image file under the source folders or the project has. System images
/// (`catalog="system"`, SF Symbols) are not checked. UIKit shows no image and logs
/// "Could not load the "…" image referenced from a nib".
public struct MissingImageRule: LintRule {
    /// `missing_image`.
    public static let identifier = "missing_image"
    /// On when `--sources` is given.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "(with --sources) An image an element uses is in no asset catalog of the sources or the project."
    /// A warning: the view shows no image.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings: at each element using a missing image, else at the `<image>` resource that lists it.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        guard let sources = context.project.sources else { return [] }
        let known = context.project.images.union(sources.images)
        var found: [LintDiagnostic] = []
        var used: Set<String> = []
        document.forEachElement { element in
            guard element.name != "image", element[attribute: "catalog"] != "system" else { return }
            for attribute in element.attributes where (attribute.name == "image" || attribute.name.hasSuffix("Image")) && attribute.value != "YES" && attribute.value != "NO" {
                used.insert(attribute.value)
                guard !known.contains(attribute.value) else { continue }
                found.append(diagnostic("image \"\(attribute.value)\" (\(attribute.name) of \(document.lintOwnerName(of: element))) is in no asset catalog or image file of the sources or the project; add an image set named \"\(attribute.value)\" or fix the name",
                                        at: element.position, in: context))
            }
        }
        for resource in document.resources where resource.kind == "image" && resource.catalog != "system"
            && !used.contains(resource.name) && !known.contains(resource.name) {
            found.append(diagnostic("image \"\(resource.name)\" is in no asset catalog or image file of the sources or the project; add an image set named \"\(resource.name)\" or fix the name",
                                    at: resource.element.position, in: context))
        }
        return found
    }
}
