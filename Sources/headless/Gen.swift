import ArgumentParser
import Foundation
import IBGen
import InterfaceBuilder

/// `headless gen FILE|FOLDER… -o OUT.swift`: type-safe Swift for the app's storyboards and xibs.
struct Gen: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate type-safe Swift for storyboards and xibs: scenes, segues, reuse identifiers, nibs, validate().",
        discussion: """
        In the style of SwiftGen's scenes-swift5/segues-swift5 templates and R.swift: StoryboardScene.Main.home.instantiate() \
        returns the scene's class; StoryboardSegue.Main.<Source> lists segue identifiers; ReuseIdentifiers and NibFiles; \
        IBResources.validate() checks every identified scene's class and every image and colour the files name. The code \
        imports UIKit only: it compiles against UIKit on iOS and HeadlessUIKit on Linux. A folder is searched as `trace` \
        and `lint` search a project (all .storyboard and .xib files, skipping .build, .git, DerivedData, Pods…).
        """
    )

    /// Files and folders.
    @Argument(help: "The .storyboard and .xib files, or folders to search for them.")
    var paths: [String]

    /// Output file; standard output when absent.
    @Option(name: [.customShort("o"), .long], help: "The Swift file to write (default: standard output). Left untouched when unchanged.")
    var output: String?

    /// Modules to import besides UIKit.
    @Option(name: .customLong("import"), help: ArgumentHelp("A module to import besides UIKit (repeatable): the app's, when the file is compiled elsewhere.", valueName: "MODULE"))
    var imports: [String] = []

    /// The module the output is compiled into.
    @Option(help: ArgumentHelp("The module the file is compiled into: its classes are written without their module.", valueName: "MODULE"))
    var module: String?

    /// The bundle expression.
    @Option(help: ArgumentHelp("A Swift expression of type Bundle? the files load from (default: nil, the main bundle), e.g. Bundle.module.", valueName: "EXPR"))
    var bundle: String = "nil"

    /// The access level.
    @Option(help: "The access level of what is generated: internal or public.")
    var access: String = "internal"

    func run() throws {
        guard access == "internal" || access == "public" else { throw ValidationError("--access is internal or public") }
        // Files named on the command line must read; files found in folders that do not (macOS documents…) are skipped.
        var files: [(url: URL, explicit: Bool)] = []
        for path in paths {
            let url = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw ValidationError("\(path): no such file or folder")
            }
            if isFolder.boolValue {
                // Each bundle name once, as Xcode's flat bundle holds it (Base.lproj first).
                let project = IBProject(root: url)
                files += (project.storyboards.values.compactMap(\.first) + project.nibs.values.compactMap(\.first)).map { ($0.url, false) }
            } else {
                files.append((url, true))
            }
        }
        var documents: [(name: String, document: IBDocument)] = []
        var seen = Set<String>()
        for (url, explicit) in files.sorted(by: { $0.url.path < $1.url.path }) {
            let name = url.deletingPathExtension().lastPathComponent
            guard seen.insert(url.lastPathComponent).inserted else { continue }
            do {
                documents.append((name, try IBDocument.read(contentsOf: url)))
            } catch {
                FileHandle.standardError.write(Data("\(explicit ? "error" : "warning"): \(error)\n".utf8))
                if explicit { throw ExitCode(1) }
            }
        }
        var options = IBCodeGenerator.Options()
        options.imports = imports
        options.module = module
        options.bundleExpression = bundle
        options.accessLevel = access
        let code = IBCodeGenerator(options: options).generate(documents: documents)
        guard let output else {
            print(code, terminator: "")
            return
        }
        let url = URL(fileURLWithPath: output)
        // Unchanged output keeps its date, so builds that depend on it do not redo work.
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == code { return }
        try Data(code.utf8).write(to: url)
    }
}
