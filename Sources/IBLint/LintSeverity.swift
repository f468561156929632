/// How serious a diagnostic is: warnings fail the run only with `--strict`, errors always do.
public enum LintSeverity: String, Sendable, Hashable, Codable, Comparable {
    /// Printed as `warning:`.
    case warning
    /// Printed as `error:`.
    case error

    /// Warnings sort before errors.
    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs == .warning && rhs == .error }
}
