import Foundation
import Testing

/// Runs the `headless` executable that `swift test` built beside the test bundle.
private func runHeadless(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [testBundle, testBundle.deletingLastPathComponent()].map { $0.appendingPathComponent("headless") }
    guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: candidates[0].path])
    }
    // Output goes to a file, not a pipe: Foundation's pipe reads trap on EINTR, which the exit
    // tests' child processes cause when they end during a read.
    let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("headless-\(UUID().uuidString).txt")
    FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: outputURL) }
    let output = try FileHandle(forWritingTo: outputURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = output
    try process.run()
    process.waitUntilExit()
    try output.close()
    let data = try Data(contentsOf: outputURL)
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

struct CommandLineTests {
    @Test("`headless demo` answers seed 001's quiz with red, plain when piped")
    func demoAnswersRed() throws {
        let (status, output) = try runHeadless(["demo"])

        #expect(status == 0)
        #expect(output.contains("Answer: red."))
        #expect(output.contains("MyViewController.viewDidUnload()"))
        #expect(!output.contains("\u{1B}["))
    }

    @Test("`headless demo containers` walks through push, pop, tab switch, modal and sheet in UIKit's orders")
    func demoWalksThroughContainers() throws {
        let (status, output) = try runHeadless(["demo", "containers"])
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func index(_ line: String) -> Int? { lines.firstIndex(of: line) }

        #expect(status == 0)
        #expect(index("Message.willMove(toParent: Nav)")! < index("Inbox.viewWillDisappear(animated: true)")!)
        #expect(index("Settings.loadView()")! < index("Settings.viewWillAppear(animated: false)")!)
        #expect(index("Compose.viewDidAppear(animated: true)")! < index("Tabs.viewDidDisappear(animated: true)")!)
        // Only the full-screen modal makes the presenter disappear; the sheet leaves it alone (rule 47).
        #expect(lines.filter { $0 == "Tabs.viewWillDisappear(animated: true)" }.count == 1)
    }

    @Test("`headless demo realtime`: a program running the main run loop gets deferred work in real time")
    func mainRunLoopDrivesTheClock() throws {
        let (status, output) = try runHeadless(["demo", "realtime", "--no-color"])

        #expect(status == 0)
        #expect(output.contains("vc.viewDidAppear(animated: false)"))
        // Not a timing assertion: the completion must not run before its time has passed.
        #expect(output.contains("completion waited for the wall clock"))
    }
}
