import InterfaceBuilder

/// What a rule may know beyond its document: the file's path, what the read tolerated, and the project.
public struct LintContext: Sendable {
    /// The path diagnostics name.
    public var path: String
    /// Duplicate ids and connections to missing ids the tolerant read recorded.
    public var readProblems: [IBReadError]
    /// The project the file belongs to (storyboards, asset catalogs, Swift sources).
    public var project: LintProject

    /// Creates a context.
    public init(path: String, readProblems: [IBReadError] = [], project: LintProject = LintProject()) {
        self.path = path
        self.readProblems = readProblems
        self.project = project
    }

    /// The file name without folder and extension (`Main` for `App/Main.storyboard`).
    var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
