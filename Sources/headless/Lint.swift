import ArgumentParser
import Foundation
import IBLint

/// `headless lint FILE|FOLDER…`: IBLinter's rules and more over .xib and .storyboard files.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint .xib and .storyboard files (IBLinter's rules, dangling references, unreachable scenes…).",
        discussion: """
        Reads .headless-lint.yml (else .iblinter.yml) from the current folder or above, or --config. \
        Exits 0 when clean, 1 on warnings with --strict, 2 on errors (or a configuration that cannot be read).
        """
    )

    /// Files and folders to lint.
    @Argument(help: "The .xib and .storyboard files, or folders to search for them (default: the current folder).")
    var paths: [String] = []

    /// Output format.
    @Option(help: "Output: xcode (path:line:column: warning: message [rule]), json, or github (Actions annotations).")
    var reporter: String?

    /// A configuration file instead of the search.
    @Option(help: "A configuration file (default: the nearest .headless-lint.yml).")
    var config: String?

    /// The project folder for references and asset catalogs.
    @Option(help: "The project folder references and asset catalogs are looked up in (default: the nearest folder holding an .xcodeproj, else the linted folder).")
    var root: String?

    /// The app's Swift (and Objective-C) sources, for the source rules.
    @Option(name: .customLong("sources"), help: ArgumentHelp("The app's sources (repeatable): turns on unknown_class, outlet_not_found, action_not_found, missing_image and missing_color.", valueName: "DIR"))
    var sources: [String] = []

    /// Leave out the solver rules.
    @Flag(help: "Skip unsatisfiable_constraints and ambiguous_layout (they instantiate and lay out every scene).")
    var skipLayout = false

    /// Warnings fail the run too.
    @Flag(help: "Exit 1 when there are warnings.")
    var strict = false

    /// Runs only these rules.
    @Option(name: .customLong("only"), help: "Run only this rule (repeatable), whatever the configuration says.")
    var onlyRules: [String] = []

    /// Print the rules and exit.
    @Flag(help: "List every rule, whether it is on by default, and what it checks.")
    var listRules = false

    func run() throws {
        if listRules {
            for rule in Linter.allRules {
                print("\(rule.identifier.padding(toLength: 32, withPad: " ", startingAt: 0)) \(rule.isEnabledByDefault ? "on " : "off") \(rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \(rule.description)")
            }
            return
        }
        var configuration = LintConfiguration()
        let configURL = config.map { URL(fileURLWithPath: $0) }
            ?? LintConfiguration.find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        if let configURL {
            do {
                configuration = try LintConfiguration(contentsOf: configURL)
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(2)
            }
        }
        let format = reporter ?? configuration.reporter ?? "xcode"
        guard let output = LintReporter(rawValue: format) else {
            throw ValidationError("unknown reporter \"\(format)\"; use xcode, json or github")
        }
        var linter = Linter(configuration: configuration, root: root.map { URL(fileURLWithPath: $0) })
        if !onlyRules.isEmpty {
            var types: [any LintRule.Type] = []
            for name in onlyRules {
                guard let type = Linter.rule(named: name) else { throw ValidationError("unknown rule \"\(name)\"; see --list-rules") }
                types.append(type)
            }
            linter = Linter(rules: types, configuration: configuration)
            linter.root = root.map { URL(fileURLWithPath: $0) }
        }
        if !sources.isEmpty { linter.sources = SwiftSourceIndex.scan(sources.map { URL(fileURLWithPath: $0) }) }
        let inputs = paths.isEmpty ? ["."] : paths
        var report = linter.lint(paths: inputs)
        addSolverFindings(to: &report, linter: linter, inputs: inputs)
        print(output.render(report), terminator: "")
        if output == .xcode {
            let summary = "Linted \(report.filesLinted) files: \(report.errorCount) errors, \(report.warningCount) warnings"
                + (report.skipped.isEmpty ? "" : ", \(report.skipped.count) skipped (not Cocoa Touch)")
            FileHandle.standardError.write(Data((summary + ".\n").utf8))
        }
        let code = report.exitCode(strict: strict)
        if code != 0 { throw ExitCode(code) }
    }

    /// Runs `unsatisfiable_constraints` and `ambiguous_layout` (HeadlessUIKit's layout engine) over the files the
    /// report read, unless `--skip-layout` or the configuration turns them off.
    func addSolverFindings(to report: inout LintReport, linter: Linter, inputs: [String]) {
        let rules = LintLayout(unsatisfiable: linter.runs(UnsatisfiableConstraintsRule.self), ambiguous: linter.runs(AmbiguousLayoutRule.self))
        guard !skipLayout, rules.unsatisfiable || rules.ambiguous else { return }
        let unreadable = Set(report.diagnostics.filter { $0.rule == Linter.readErrorRule }.map(\.file)).union(report.skipped.map(\.file))
        let files = Linter.lintedFiles(in: inputs, configuration: linter.configuration).filter { !unreadable.contains($0) }
        let found = MainActor.assumeIsolated { files.flatMap { rules.check(file: $0) } }
        guard !found.isEmpty else { return }
        report.diagnostics += found
        report.diagnostics.sort { ($0.file, $0.line, $0.column, $0.rule) < ($1.file, $1.line, $1.column, $1.rule) }
    }
}
