import Foundation
import XcodeProject

// headless-app: the HeadlessApp build-tool plugin's helper. It lays out the app's bundle as its .app would be
// (Info.plist as Xcode writes it, each resource linked at its place) and writes the Swift file that gives the
// module `HeadlessApp.bundle` and `HeadlessApp.launch()`. docs/ios-apps.md.
//
//   headless-app bundle --package-root DIR --configuration FILE --target NAME [--tests] --bundle OUT.app [--declarations J.json] --swift OUT.swift
//   (J.json: the app's declarations, as headless-rewrite --scan-context writes them: its delegate class and class names)

let usage = "usage: headless-app bundle --package-root DIR --configuration FILE --target NAME [--tests] [--bundle OUT.app] [--declarations J.json] --swift OUT.swift"

func fail(_ message: String, code: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(code)
}

var options: [String: String] = [:]
var wantsTests = false
var arguments = CommandLine.arguments.dropFirst()
guard arguments.first == "bundle" else { fail(usage, code: 2) }
arguments = arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--tests" { wantsTests = true; continue }
    guard argument.hasPrefix("--"), let value = arguments.popFirst() else { fail(usage, code: 2) }
    options[String(argument.dropFirst(2))] = value
}
guard let packageRoot = options["package-root"], let configurationFile = options["configuration"],
      let targetName = options["target"], let swiftPath = options["swift"] else {
    fail(usage, code: 2)
}

/// Lays out the bundle and writes the Swift file; an optional app that is missing gets the "unavailable" file.
@MainActor func run() throws {
    let configurationURL = URL(fileURLWithPath: configurationFile)
    let text = (try? String(contentsOf: configurationURL, encoding: .utf8)) ?? ""
    let configuration = try AppConfiguration(parsing: text)
    let tests = wantsTests
    let located = Result { () throws(XcodeProjectError) -> AppDescription in
        try AppDescription.locate(packageRoot: URL(fileURLWithPath: packageRoot),
                                  configurationFolder: configurationURL.deletingLastPathComponent(),
                                  targetName: targetName, wantsTests: tests, configuration: configuration)
    }
    let swiftURL = URL(fileURLWithPath: swiftPath)
    switch located {
    case .failure(let error) where configuration.isOptional:
        try GeneratedSource.unavailable(reason: error.description).write(to: swiftURL, atomically: true, encoding: .utf8)
    case .failure(let error):
        throw error
    case .success(let app):
        guard let bundlePath = options["bundle"] else { fail(usage, code: 2) }
        let bundle = URL(fileURLWithPath: bundlePath)
        let plist = try app.infoPlist()
        let declarations = try options["declarations"].map { try AppDeclarations(contentsOf: URL(fileURLWithPath: $0)) } ?? AppDeclarations()
        try AppBundleWriter(app: app, infoPlist: plist).write(to: bundle)
        try GeneratedSource(app: app, bundle: bundle, module: targetName, infoPlist: plist, declarations: declarations)
            .text.write(to: swiftURL, atomically: true, encoding: .utf8)
    }
}

do {
    try run()
} catch let error as XcodeProjectError {
    fail(error.description)
} catch {
    fail("headless-app: error: \(error)")
}
