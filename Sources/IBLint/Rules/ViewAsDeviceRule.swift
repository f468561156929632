import InterfaceBuilder

/// `view_as_device` (IBLinter's): the file's "View as" device is the configured one (`view_as_device_rule: device_id`,
/// default `retina4_7`).
public struct ViewAsDeviceRule: LintRule {
    /// `view_as_device`.
    public static let identifier = "view_as_device"
    /// Off by default, as in IBLinter.
    public static let isEnabledByDefault = false
    /// What it checks.
    public static let description = "\"View as\" is the device of view_as_device_rule."
    /// A warning.
    public static let severity = LintSeverity.warning

    /// The device id required.
    let deviceID: String

    /// Creates the rule.
    public init(configuration: LintConfiguration) { deviceID = configuration.viewAsDevice }

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        guard let device = document.header.device, let id = device[attribute: "id"] else {
            return [diagnostic("\"View as\" should be \(deviceID) explicitly", in: document, context: context)]
        }
        guard id != deviceID else { return [] }
        return [diagnostic("\"View as\" should be \(deviceID); it is \(id)", at: device.position, in: context)]
    }
}
