import InterfaceBuilder

/// `custom_class_name` (IBLinter's): a storyboard with a single scene (other than `Main`) is named after its
/// controller's custom class.
public struct CustomClassNameRule: LintRule {
    /// `custom_class_name`.
    public static let identifier = "custom_class_name"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "A one-scene storyboard's controller class has the storyboard's file name."
    /// An error, as in IBLinter.
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        let name = context.baseName
        guard document.kind == .storyboard, document.scenes.count == 1, name != "Main",
              let controller = document.controllers.first, let customClass = controller.customClass, customClass != name else { return [] }
        return [diagnostic("custom class name \"\(customClass)\" should be \"\(name)\", the storyboard's name", at: controller.position, in: context)]
    }
}
