import Foundation
import InterfaceBuilder

/// Lints `.xib` and `.storyboard` files: reads each one tolerantly and runs the enabled rules over it.
public struct Linter: Sendable {
    /// Every rule, in the order `headless lint --list-rules` prints them.
    public static let allRules: [any LintRule.Type] = [
        DanglingReferenceRule.self, DuplicateIDRule.self, UnknownSegueKindRule.self, HasInitialViewControllerRule.self,
        DuplicateStoryboardIdentifierRule.self, UnreachableSceneRule.self, MissingStoryboardReferenceRule.self,
        CustomModuleRule.self, EnableAutolayoutRule.self, MisplacedRule.self, UseTraitCollectionsRule.self,
        RelativeToMarginRule.self, ReuseIdentifierRule.self, StoryboardViewControllerIDRule.self, UseBaseClassRule.self,
        CustomClassNameRule.self, ImageResourcesRule.self, ColorResourcesRule.self, AmbiguousRule.self,
        DuplicateConstraintRule.self, StackViewBackgroundColorRule.self, ViewAsDeviceRule.self,
        HasSingleViewControllerRule.self, HidesBottomBarRule.self, UnknownClassRule.self, OutletNotFoundRule.self,
        ActionNotFoundRule.self, MissingImageRule.self, MissingColorRule.self, UnsatisfiableConstraintsRule.self,
        AmbiguousLayoutRule.self,
    ]

    /// The configuration in force.
    public var configuration: LintConfiguration
    /// The enabled rules, made with the configuration's options.
    public var rules: [any LintRule]
    /// The project folder given with `--root`; nil finds one per file (the nearest `.xcodeproj` folder).
    public var root: URL?
    /// The app's sources (`--sources DIR`, read once), given to every file's project; nil turns the source rules off.
    public var sources: SwiftSourceIndex?

    /// A linter running the rules the configuration enables.
    public init(configuration: LintConfiguration = LintConfiguration(), root: URL? = nil) {
        self.configuration = configuration
        self.root = root
        rules = Linter.allRules.filter(configuration.isEnabled).map { $0.init(configuration: configuration) }
    }

    /// A linter running exactly the given rules (tests, `--only`).
    public init(rules: [any LintRule.Type], configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
        self.rules = rules.map { $0.init(configuration: configuration) }
    }

    /// The rule type with an identifier.
    public static func rule(named identifier: String) -> (any LintRule.Type)? { allRules.first { $0.identifier == identifier } }

    /// Lints XML from memory against a given project (tests and editors).
    public func lint(string: String, fileName: String, project: LintProject = LintProject()) -> [LintDiagnostic] {
        lint(data: Data(string.utf8), path: fileName, project: project).diagnostics
    }

    /// Lints files and folders (searched for `.xib` and `.storyboard` files, honouring `excluded`/`included`).
    public func lint(paths: [String]) -> LintReport {
        var report = LintReport()
        var projects: [String: LintProject] = [:]
        for (file, fallback) in Linter.files(in: paths, configuration: configuration) {
            let url = URL(fileURLWithPath: file)
            let projectRoot = root ?? LintProject.root(for: url, fallback: fallback)
            var project = projects[projectRoot.path] ?? LintProject.scan(projectRoot)
            project.sources = sources
            projects[projectRoot.path] = project
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                report.diagnostics.append(LintDiagnostic(file: file, line: 1, column: 1, severity: .error,
                                                         message: "cannot read the file", rule: Linter.readErrorRule))
                continue
            }
            let result = lint(data: data, path: file, project: project)
            report.filesLinted += result.skipped == nil ? 1 : 0
            if let why = result.skipped { report.skipped.append(LintReport.Skipped(file: file, reason: why)) }
            report.diagnostics += result.diagnostics
        }
        report.diagnostics.sort { ($0.file, $0.line, $0.column, $0.rule) < ($1.file, $1.line, $1.column, $1.rule) }
        return report
    }

    /// The files `lint(paths:)` reads, in its order (for checks that run outside IBLint, such as the solver's).
    public static func lintedFiles(in paths: [String], configuration: LintConfiguration) -> [String] {
        files(in: paths, configuration: configuration).map(\.0)
    }

    /// Whether the linter runs a rule.
    public func runs(_ rule: any LintRule.Type) -> Bool { rules.contains { type(of: $0).identifier == rule.identifier } }

    /// The rule id of files that cannot be read (malformed XML, empty files…).
    public static let readErrorRule = "read_error"

    /// One file's diagnostics, or why it was skipped (a document of another platform, the legacy format).
    func lint(data: Data, path: String, project: LintProject) -> (diagnostics: [LintDiagnostic], skipped: String?) {
        let read: (document: IBDocument, problems: [IBReadError])
        do {
            read = try IBDocument.readTolerating(data: data, fileName: path)
        } catch {
            switch error.kind {
            case .unsupportedDocumentType, .legacyArchive:
                return ([], error.message)
            default:
                let position = error.position ?? IBSourcePosition(line: 1, column: 1)
                return ([LintDiagnostic(file: path, position: position, severity: .error, message: error.message, rule: Linter.readErrorRule)], nil)
            }
        }
        let context = LintContext(path: path, readProblems: read.problems, project: project)
        return (rules.flatMap { $0.check(read.document, context: context) }, nil)
    }

    /// The files to lint with the folder each was found in (the project fallback), in a stable order.
    static func files(in paths: [String], configuration: LintConfiguration) -> [(String, URL)] {
        var result: [(String, URL)] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                result.append((path, URL(fileURLWithPath: path).deletingLastPathComponent()))
                continue
            }
            let folder = URL(fileURLWithPath: path)
            var found: [String] = []
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            while let url = walker?.nextObject() as? URL {
                let ext = url.pathExtension
                if LintProject.skippedFolders.contains(url.lastPathComponent) || ext == "storyboardc" || ext == "xcodeproj" {
                    walker?.skipDescendants()
                    continue
                }
                guard ext == "xib" || ext == "storyboard" else { continue }
                // Paths as the user wrote the folder, so output reads `App/Main.storyboard`.
                let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count))
                let display = (path.hasSuffix("/") ? String(path.dropLast()) : path) + relative
                if configuration.shouldLint(display) { found.append(display) }
            }
            result += found.sorted().map { ($0, folder) }
        }
        return result
    }
}
