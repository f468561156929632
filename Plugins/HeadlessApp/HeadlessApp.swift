import Foundation
import PackagePlugin

// The HeadlessApp build-tool plugin: builds an iOS app's own files, untouched, as a SwiftPM module on Linux.
//
// A SwiftPM target that uses it holds one small Swift file (SwiftPM drops a target without sources), whose
// `// headless-app: key = value` lines may name the project, target or folder (XcodeProject+App.swift). The
// plugin finds the app (the Xcode project's target, else a folder), then hands the compiler:
// - for each Swift file the target compiles, a rewritten copy (`headless-rewrite`: @objc, #selector,
//   @IBOutlet… made Linux-ready; docs/source-rewriter.md), named `X.rewritten.swift` so `#fileID`s stay unique,
//   after one scan of all the files' declarations (`declarations.json`) that each rewrite reads;
// - `HeadlessApp.generated.swift` (`headless-app bundle`): `HeadlessApp.bundle`, the app's resources laid out
//   as its .app, and `HeadlessApp.launch()` with the delegate class the same scan found.
// The commands list their inputs, so SwiftPM reruns them when a file changes. The plugin itself runs only when
// SwiftPM plans the build again: when Package.swift or the folder structure under a target's folder changes. The
// recipe's target folder is the package's folder (`path: ".", sources: ["Headless"]`), so a Swift file added to
// or removed from the app re-plans by itself (measured; docs/ios-apps.md).
@main
struct HeadlessApp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let swiftFiles = module.sourceFiles(withSuffix: "swift").map(\.url)
        // The configuration file: the target's Swift file with `headless-app:` lines, else its first Swift file.
        let configurationFile = swiftFiles.first { url in
            (try? String(contentsOf: url, encoding: .utf8))?.contains("headless-app:") ?? false
        } ?? swiftFiles.first ?? module.directoryURL.appendingPathComponent("HeadlessApp.swift")
        let text = (try? String(contentsOf: configurationFile, encoding: .utf8)) ?? ""
        let work = context.pluginWorkDirectoryURL
        let generated = work.appendingPathComponent("HeadlessApp.generated.swift")
        let tool = try context.tool(named: "headless-app").url
        var arguments = ["bundle", "--package-root", context.package.directoryURL.path,
                         "--configuration", configurationFile.path, "--target", target.name, "--swift", generated.path]
        if module.kind == .test { arguments.append("--tests") }
        let app: AppDescription
        do {
            let configuration = try AppConfiguration(parsing: text)
            do {
                app = try AppDescription.locate(packageRoot: context.package.directoryURL,
                                                configurationFolder: configurationFile.deletingLastPathComponent(),
                                                targetName: target.name, wantsTests: module.kind == .test,
                                                configuration: configuration)
            } catch where configuration.isOptional {
                Diagnostics.warning("\(target.name): the app is not there, so the target is built empty (optional): \(error.file): \(error.message)")
                return [.buildCommand(displayName: "No app for \(target.name)", executable: tool, arguments: arguments,
                                      inputFiles: [configurationFile], outputFiles: [generated])]
            }
        } catch {
            Diagnostics.error("\(error)")
            return []
        }

        let rewrite = try context.tool(named: "headless-rewrite").url
        // One scan of every file's declarations (which `x?.f?(…)` calls an optional requirement of an @objc
        // protocol declared in another file), rewritten only when they change; then one rewrite per file.
        let declarations = work.appendingPathComponent("declarations.json")
        var commands: [Command] = [.buildCommand(
            displayName: "Reading \(app.name)'s declarations",
            executable: rewrite,
            arguments: ["--scan-context", declarations.path] + app.sources.map(\.path),
            inputFiles: app.sources,
            outputFiles: [declarations]
        )]
        var usedNames: Set<String> = []
        for source in app.sources {
            let base = source.deletingPathExtension().lastPathComponent
            var name = "\(base).rewritten.swift"
            var counter = 2
            while !usedNames.insert(name).inserted {
                name = "\(base)-\(counter).rewritten.swift"
                counter += 1
            }
            let output = work.appendingPathComponent("Sources").appendingPathComponent(name)
            commands.append(.buildCommand(
                displayName: "Rewriting \(source.lastPathComponent) for Linux",
                executable: rewrite,
                arguments: [source.path, output.path, "--context-index", declarations.path],
                inputFiles: [source, declarations],
                outputFiles: [output]
            ))
        }

        let bundle = work.appendingPathComponent("\(app.name).app")
        arguments += ["--bundle", bundle.path, "--declarations", declarations.path]
        var inputs = [configurationFile, declarations]
        if let project = app.project { inputs.append(project.appendingPathComponent("project.pbxproj")) }
        if let plist = app.infoPlistFile { inputs.append(plist) }
        commands.append(.buildCommand(
            displayName: "Laying out \(app.name).app",
            executable: tool,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: [generated]
        ))
        return commands
    }
}
