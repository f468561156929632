/// What the rewriter says about one place of the file: something it changed that the app's author should know, or
/// something it could not rewrite.
public struct RewriteNote: Sendable, Hashable, CustomStringConvertible {
    /// How serious a note is.
    public enum Severity: String, Sendable, Hashable {
        /// A change worth knowing (an attribute removed, a launch left to the test launcher).
        case note
        /// A construct rewritten on a guess, or left as is though it may not compile.
        case warning
        /// A construct the rewriter could not handle: the rewritten file will not compile as the app meant.
        case error
    }

    /// How serious it is.
    public let severity: Severity
    /// The file, as given to `SourceRewriter.rewrite(_:fileName:)`.
    public let fileName: String
    /// The line in the original file, from 1.
    public let line: Int
    /// The column in the original file, from 1.
    public let column: Int
    /// What happened.
    public let message: String

    /// A note at a place of the original file.
    public init(severity: Severity, fileName: String, line: Int, column: Int, message: String) {
        self.severity = severity
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: severity: message`, as compilers print diagnostics.
    public var description: String { "\(fileName):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// A rewritten file and what the rewriter says about it.
public struct RewriteResult: Sendable {
    /// The rewritten source, starting with a `#sourceLocation` that points back at the original file.
    public let text: String
    /// The notes, warnings and errors, in the order of the file.
    public let notes: [RewriteNote]

    /// The class that starts the app: the one that carried `@UIApplicationMain` (or `@main` on an app delegate), or
    /// the delegate a `main.swift`'s `UIApplicationMain(…)` names; nil if the file starts nothing. The launcher makes it.
    public var applicationMainClass: String?

    /// A rewritten file, its notes and the class that starts the app, if the file names one.
    public init(text: String, notes: [RewriteNote], applicationMainClass: String? = nil) {
        self.text = text
        self.notes = notes
        self.applicationMainClass = applicationMainClass
    }

    /// The notes of severity `.error`: constructs the rewriter could not handle.
    public var failures: [RewriteNote] { notes.filter { $0.severity == .error } }
}
