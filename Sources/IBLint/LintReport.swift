/// The result of a lint run: the diagnostics, how many files were linted, and which were skipped.
public struct LintReport: Sendable {
    /// A file that was not linted, and why (a macOS document, the legacy format…).
    public struct Skipped: Sendable, Hashable, Codable {
        /// The file.
        public var file: String
        /// Why.
        public var reason: String
    }

    /// Every finding, sorted by file, line and column.
    public var diagnostics: [LintDiagnostic] = []
    /// Files read and linted.
    public var filesLinted = 0
    /// Files skipped.
    public var skipped: [Skipped] = []

    /// The number of error diagnostics.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The number of warning diagnostics.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// 0 when clean (or only warnings without `strict`), 1 on warnings with `strict`, 2 on errors.
    public func exitCode(strict: Bool) -> Int32 {
        if errorCount > 0 { return 2 }
        return strict && warningCount > 0 ? 1 : 0
    }
}
