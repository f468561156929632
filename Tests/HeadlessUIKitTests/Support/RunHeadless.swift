import Foundation
import TestScratch

/// Runs the `headless` executable that `swift test` built beside the test bundle, with `environment` added to this
/// process's own.
func runHeadless(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [testBundle, testBundle.deletingLastPathComponent()].map { $0.appendingPathComponent("headless") }
    guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: candidates[0].path])
    }
    // Output goes to a file, not a pipe: Foundation's pipe reads trap on EINTR, which the exit
    // tests' child processes cause when they end during a read.
    let outputURL = TestScratch.shared.file("headless", extension: "txt")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: outputURL) }
    let output = try FileHandle(forWritingTo: outputURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardOutput = output
    process.standardError = output
    try process.run()
    process.waitUntilExit()
    try output.close()
    let data = try Data(contentsOf: outputURL)
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The shared corpus of real IB files: `../shared/corpus` beside the package.
let corpusRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpus")

/// Whether corpus tests run: when the corpus is there, and always in CI (where it must be).
let corpusTestsEnabled = FileManager.default.fileExists(atPath: corpusRoot.path) || ProcessInfo.processInfo.environment["CI"] == "true"
