import Foundation
import HeadlessUIKit
import InterfaceBuilder
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `trace`'s parent process. UIKit raises an Objective-C exception where HeadlessUIKit stops the program (a trap
/// Swift cannot catch), so the scenes run in a child process of the same executable: a scene that stops the
/// child is reported as that scene's error, with the UIKit message the child wrote to standard error before
/// stopping, and a new child goes on with the next scene. Exit status 1 when any scene failed, after all ran.
struct TraceSupervisor {
    let terminal: Terminal
    /// The file as the user named it.
    let file: String
    /// The options passed on to each child (`--scene`, `--all`, `--views`, colour).
    let options: [String]

    /// Runs every chosen scene through children; false when anything failed.
    func run(project: IBProject) -> Bool {
        let bundle: TraceBundle
        do {
            bundle = try TraceBundle(project: project, tracing: URL(fileURLWithPath: file))
        } catch {
            report("\(file): could not make the bundle folder: \(error)")
            return false
        }
        defer { bundle.remove() }
        var from = 0
        var count: Int?
        var total = TraceOutcome()
        var failed = false
        while true {
            guard let (progress, stopped, status, errors) = runChild(from: from, project: project, bundle: bundle) else {
                return false
            }
            count = progress.count ?? count
            for index in progress.ended.keys.sorted() {
                var outcome = progress.ended[index]!
                // The bundle is the project's files, linked: name the project folder, not the temporary one.
                for path in [\TraceOutcome.errors, \TraceOutcome.problems, \TraceOutcome.warnings] {
                    outcome[keyPath: path] = outcome[keyPath: path].map {
                        $0.replacingOccurrences(of: bundle.folder.path, with: project.root.path)
                    }
                }
                total.add(outcome)
            }
            guard stopped else {
                FileHandle.standardError.write(Data(errors.utf8))
                if status != 0 { failed = true }
                break
            }
            // The child stopped: what it wrote before the trap goes on, then the scene's error with UIKit's message.
            let (before, message) = TraceSupervisor.split(errors)
            FileHandle.standardError.write(Data(before.utf8))
            let reason = message ?? "the process stopped (signal \(status))"
            guard let begun = progress.begun, progress.ended[begun.index] == nil else {
                report("\(file): \(reason)")
                failed = true
                break
            }
            var outcome = TraceOutcome()
            outcome.errors = ["scene \"\(begun.name)\": \(reason)"]
            terminal.line("  " + terminal.style("(the scene stopped the process: UIKit raised an exception; the next scene runs in a new one)", "33"))
            MainActor.assumeIsolated { TraceSession(terminal: terminal, includingViews: false).printSummary(outcome) }
            total.add(outcome)
            from = begun.index + 1
            if let count, from >= count { break }
        }
        if let count, count > 1 {
            terminal.line()
            terminal.line(terminal.heading("all \(count) scenes"))
            MainActor.assumeIsolated { TraceSession(terminal: terminal, includingViews: false).printSummary(total) }
        }
        fflush(nil)
        return !failed && total.succeeded
    }

    /// Runs one child from scene `from`: its progress, whether it stopped on a signal, its status and its standard error.
    private func runChild(from: Int, project: IBProject, bundle: TraceBundle)
        -> (TraceProgress, stopped: Bool, status: Int32, errors: String)? {
        let scratch = FileManager.default.temporaryDirectory
        let reportURL = scratch.appendingPathComponent("headless-trace-\(UUID().uuidString).progress")
        let errorsURL = scratch.appendingPathComponent("headless-trace-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: reportURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: reportURL)
            try? FileManager.default.removeItem(at: errorsURL)
        }
        let process = Process()
        process.executableURL = TraceSupervisor.executable
        process.arguments = ["trace", file] + options + [
            "--root", project.root.path, "--child-bundle", bundle.folder.path,
            "--child-report", reportURL.path, "--child-from", "\(from)",
        ]
        // The crash report would take seconds and say nothing UIKit's message does not.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        // Standard error to a file, not a pipe: Foundation's pipe reads trap on EINTR.
        guard let errors = try? FileHandle(forWritingTo: errorsURL) else { return nil }
        process.standardOutput = FileHandle.standardOutput
        process.standardError = errors
        fflush(nil)
        do {
            try process.run()
        } catch {
            report("could not start \(process.executableURL?.path ?? "headless"): \(error)")
            return nil
        }
        process.waitUntilExit()
        try? errors.close()
        // The bundle is the project's files, linked: name the project folder, not the temporary one.
        let text = ((try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "")
            .replacingOccurrences(of: bundle.folder.path, with: project.root.path)
        return (TraceProgress(contentsOf: reportURL), process.terminationReason == .uncaughtSignal, process.terminationStatus, text)
    }

    /// This executable.
    static var executable: URL {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// A stopped child's standard error: what came before the fatal error, and UIKit's message from it
    /// (`*** Terminating app due to uncaught exception 'NAME', reason: '…'`).
    static func split(_ errors: String) -> (before: String, message: String?) {
        guard let range = errors.range(of: "Fatal error: ") else { return (errors, nil) }
        let lineStart = errors[..<range.lowerBound].lastIndex(of: "\n").map { errors.index(after: $0) } ?? errors.startIndex
        let rest = errors[range.upperBound...]
        // The message may span lines (rule 6's does); it ends where the runtime's own report begins.
        var message = String(rest)
        for marker in ["\nCurrent stack trace:", "\n💣", "\n*** Program crashed", "\nStack dump"] {
            if let end = message.range(of: marker) { message = String(message[..<end.lowerBound]) }
        }
        return (String(errors[..<lineStart]), message.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Writes an error line to standard error.
    private func report(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }
}
