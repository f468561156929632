/// A configuration file that cannot be read: its line and what is wrong.
public struct LintConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based line, 0 when the whole file is concerned.
    public var line: Int
    /// What is wrong.
    public var message: String
    /// The file, when known.
    public var file: String?

    /// Creates an error.
    public init(line: Int, message: String, file: String? = nil) {
        self.line = line
        self.message = message
        self.file = file
    }

    /// `file:line: error: message`.
    public var description: String { "\(file ?? ".headless-lint.yml"):\(line): error: \(message)" }
}
