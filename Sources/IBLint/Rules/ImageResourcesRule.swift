import InterfaceBuilder

/// `image_resources` (IBLinter's): every image the file names (its `<resources>`) exists in the project's asset
/// catalogs or as an image file. System images (SF Symbols) are not checked.
public struct ImageResourcesRule: LintRule {
    /// `image_resources`.
    public static let identifier = "image_resources"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "Images the file names exist in the project's asset catalogs or files."
    /// An error, as in IBLinter.
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        document.resources.compactMap { resource in
            guard resource.kind == "image", resource.catalog != "system", !context.project.images.contains(resource.name) else { return nil }
            return diagnostic("image \"\(resource.name)\" is not in the project's asset catalogs or image files", at: resource.element.position, in: context)
        }
    }
}
