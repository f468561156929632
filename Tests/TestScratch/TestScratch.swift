import Foundation
import TrapCleanup
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder for the tests' temporary files; `shared`, the test process's own, is removed when the process exits.
///
/// Every test that writes files asks for a folder of its own (`folder(_:)`) or a path (`file(_:)`) under
/// `TestScratch.shared`: the names are unique, so tests running in parallel never meet, and nothing is deleted while
/// a test (or a `Bundle` it opened on a folder, which reads files lazily) may still use it, since the root goes
/// only at exit. A test may still remove its own folder earlier (a `defer` in the test keeps the lifetime plain).
/// A process killed from outside (SIGKILL, SIGINT) leaves its root behind (`$TMPDIR/HeadlessUIKitTests-PID-…`).
public struct TestScratch: Sendable {
    /// The folder everything of this scratch lives in.
    public let root: URL

    /// The test process's scratch, `$TMPDIR/HeadlessUIKitTests-PID-XXXXXXXX`, made on first use and removed at exit.
    public static let shared: TestScratch = {
        let scratch = TestScratch(root: FileManager.default.temporaryDirectory.appendingPathComponent(
            "HeadlessUIKitTests-\(getpid())-\(UUID().uuidString.prefix(8))", isDirectory: true))
        // A global read by a C function: `atexit` runs it when the test process ends normally, and the trap handler
        // when a trap ends it (an exit test's child process stops on purpose: `#expect(processExitsWith: .failure)`).
        atexit { TestScratch.shared.remove() }
        TrapCleanup.removeOnTrap(scratch.root)
        return scratch
    }()

    /// A scratch in `root` (made now); nothing removes it but `remove()`.
    public init(root: URL) {
        self.root = root
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// A new empty folder under the root, named `prefix-UUID` (or `prefix-UUID.ext` with an extension).
    public func folder(_ prefix: String, extension ext: String? = nil) throws -> URL {
        let url = file(prefix, extension: ext)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A path under the root that nothing uses yet, named `prefix-UUID` (or `prefix-UUID.ext`); nothing is made.
    public func file(_ prefix: String, extension ext: String? = nil) -> URL {
        root.appendingPathComponent("\(prefix)-\(UUID().uuidString)" + (ext.map { ".\($0)" } ?? ""))
    }

    /// Removes the root and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
