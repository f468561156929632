import InterfaceBuilder

/// One finding: where, how serious, what, and which rule found it.
public struct LintDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file's path as given on the command line (or found in a folder).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// Warning or error.
    public var severity: LintSeverity
    /// What is wrong, in one sentence.
    public var message: String
    /// The rule's identifier (`dangling_reference`, `misplaced`…).
    public var rule: String

    /// Creates a diagnostic.
    public init(file: String, line: Int, column: Int, severity: LintSeverity, message: String, rule: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.rule = rule
    }

    /// Creates a diagnostic at a source position.
    public init(file: String, position: IBSourcePosition, severity: LintSeverity, message: String, rule: String) {
        self.init(file: file, line: position.line, column: position.column, severity: severity, message: message, rule: rule)
    }

    /// `path:line:column: warning: message [rule]`, as compilers print it.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]" }
}
