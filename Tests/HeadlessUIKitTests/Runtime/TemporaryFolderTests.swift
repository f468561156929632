import Foundation
import Testing
import TestScratch

/// Tests and tools leave nothing in the system's temporary directory: the tests' files live in one scratch folder
/// per test process, removed at exit, and the `headless` tools remove their bundle folders whether a scene
/// succeeds, fails, or stops its process with a UIKit exception.
@Suite
struct TemporaryFolderTests {
    /// Runs `headless ARGUMENTS` with TMPDIR set to a new empty folder: the run, and the names left in that folder.
    private func runInEmptyTemporaryDirectory(_ arguments: [String]) throws -> (status: Int32, output: String, left: [String]) {
        let temporary = try TestScratch.shared.folder("TMPDIR")
        defer { try? FileManager.default.removeItem(at: temporary) }
        // No crash report: a stopped process would spend seconds on one.
        let run = try runHeadless(arguments, environment: ["TMPDIR": temporary.path, "SWIFT_BACKTRACE": "enable=no"])
        return (run.status, run.output, try FileManager.default.contentsOfDirectory(atPath: temporary.path))
    }

    @Test("`headless trace --all` leaves the temporary directory empty: good scenes, failing ones, and a child process a UIKit exception stopped")
    func traceAllCleansUp() throws {
        // Given the trace fixture project, whose Stack scene stops its child process while it appears
        let app = try TraceProjectFixtures.write()

        // When every scene is traced with TMPDIR pointing at an empty folder
        let run = try runInEmptyTemporaryDirectory(["trace", app.appendingPathComponent("Main.storyboard").path, "--all"])

        // Then a child did stop, and neither the bundle folder nor the children's files are left
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("the scene stopped the process"), "\(run.output)")
        #expect(run.left == [], "\(run.output)")
    }

    @Test("`headless render --all` leaves the temporary directory empty when a scene's child process stops")
    func renderAllCleansUp() throws {
        // Given the same project, its pictures written beside it
        let app = try TraceProjectFixtures.write()
        let pictures = app.deletingLastPathComponent().appendingPathComponent("pictures")

        // When every scene is drawn with TMPDIR pointing at an empty folder
        let run = try runInEmptyTemporaryDirectory(["render", app.appendingPathComponent("Main.storyboard").path, "--all",
                                                    "--format", "svg", "-o", pictures.path])

        // Then the Stack scene's child stopped, the good scenes were drawn, and nothing is left
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("scene \"Stack\": *** Terminating app due to uncaught exception"), "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: pictures.appendingPathComponent("Main-Home.svg").path))
        #expect(run.left == [], "\(run.output)")
    }

    @Test("A scene whose UIKit exception stops the tool's own process (`render --scene`, `trace --in-process`) still takes the bundle folder with it")
    func trapInProcessCleansUp() throws {
        // Given the Stack scene, which raises while it appears
        let app = try TraceProjectFixtures.write()
        let storyboard = app.appendingPathComponent("Main.storyboard").path

        // When it is drawn, and traced, in the tool's own process
        let render = try runInEmptyTemporaryDirectory(["render", storyboard, "--scene", "Stack",
                                                       "-o", app.appendingPathComponent("stack.png").path])
        let trace = try runInEmptyTemporaryDirectory(["trace", storyboard, "--scene", "Stack", "--in-process"])

        // Then both processes stopped on UIKit's exception, and neither left its bundle folder
        for run in [render, trace] {
            #expect(run.status != 0, "\(run.output)")
            #expect(run.output.contains("Terminating app due to uncaught exception 'NSInvalidArgumentException'"), "\(run.output)")
            #expect(run.left == [], "\(run.output)")
        }
    }

    @MainActor @Test("A test's fixture bundle lives in the test process's scratch folder, so removing that folder takes the files with it")
    func fixturesLiveInTheScratchFolder() throws {
        // Given a fixture bundle whose xib a test loads
        let fixture = try FixtureBundle(["Card.xib": IBXML.xib(#"<view contentMode="scaleToFill" id="card-view"/>"#)])
        let loaded = fixture.bundle.loadNibNamed("Card", owner: nil)

        // Then the xib loaded from a folder inside the scratch root, under the temporary directory
        #expect(loaded?.count == 1)
        #expect(fixture.url.path.hasPrefix(TestScratch.shared.root.path + "/"))
        #expect(TestScratch.shared.root.path.hasPrefix(FileManager.default.temporaryDirectory.path))

        // And a scratch of the same kind, once removed, is gone with what a test wrote in it
        let scratch = TestScratch(root: TestScratch.shared.file("ScratchOfItsOwn"))
        let folder = try scratch.folder("NibFixture")
        try Data("<document/>".utf8).write(to: folder.appendingPathComponent("Card.xib"))
        scratch.remove()
        #expect(!FileManager.default.fileExists(atPath: scratch.root.path))
    }

    #if os(Linux)
    // On Linux the test bundle is an executable that runs chosen tests itself.
    @Test("A test process removes its scratch folder when it exits, or when a trap ends it: a run of fixture-writing tests, exit tests among them, leaves TMPDIR empty")
    func testProcessCleansUpAtExit() throws {
        // Given an empty folder as the temporary directory of a new test process (this test binary)
        let temporary = try TestScratch.shared.folder("TMPDIR")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let output = TestScratch.shared.file("child-tests", extension: "txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        // Tests that write fixture bundles, temporary bundles and files, and run `headless`; the Initializable
        // suites have exit tests whose child processes write a fixture bundle and then stop on a trap.
        process.arguments = ["--testing-library", "swift-testing", "--filter",
                             "StackViewSubclassNibTests|NibSearchTests|LintLayoutTests|StoryboardInitializableTests|NibInitializableTests"]
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle

        // When it runs them and exits
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let log = String(decoding: try Data(contentsOf: output), as: UTF8.self)

        // Then they passed, and nothing of theirs is left in the temporary directory
        #expect(process.terminationStatus == 0, "\(log.suffix(2000))")
        #expect(log.contains("NibSearchTests") && log.contains("StoryboardInitializableTests"), "\(log.suffix(2000))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [], "\(log.suffix(2000))")
    }
    #endif
}
