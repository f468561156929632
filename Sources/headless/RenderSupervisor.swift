import Foundation
import HeadlessUIKit
import InterfaceBuilder

/// `render --all`'s parent process: each scene is drawn by a child process of the same executable, so that a scene
/// whose UIKit exception stops its process (HeadlessUIKit traps where UIKit raises) is reported with UIKit's message
/// and the next scene still runs. Exit status 1 when any scene failed, after all ran.
struct RenderSupervisor {
    let request: RenderRequest
    let root: URL

    /// Draws every scene; false when any failed.
    func run() -> Bool {
        let chosen: [String]? = MainActor.assumeIsolated {
            RenderSession.chosenScenes(of: request.file, displayName: request.file.path, scene: nil, all: true)?.2
        }
        guard let chosen else { return false }
        // One bundle folder for all the children, made and removed here: a child that a UIKit exception stops
        // cannot leave its own behind.
        let bundle: TraceBundle
        do {
            bundle = try TraceBundle(project: IBProject(root: root), tracing: request.file)
        } catch {
            FileHandle.standardError.write(Data("error: \(request.file.path): could not make the bundle folder: \(error)\n".utf8))
            return false
        }
        defer { bundle.remove() }
        var failures = 0
        let started = Date()
        for identifier in chosen {
            let destination = request.destination(for: identifier, many: true)
            var arguments = ["render", request.file.path, "--scene", identifier, "--device", request.device.name,
                             "--format", request.format.rawValue, "-o", destination.path, "--root", root.path, "--in-process",
                             "--child-bundle", bundle.folder.path]
            if request.landscape { arguments.append("--landscape") }
            let (status, stopped, childErrors) = runChild(arguments)
            // The bundle is the project's files, linked: name the project folder, not the temporary one.
            let errors = childErrors.replacingOccurrences(of: bundle.folder.path, with: root.path)
            if status == 0 { continue }
            failures += 1
            if stopped {
                let (before, message) = TraceSupervisor.split(errors)
                FileHandle.standardError.write(Data(before.utf8))
                let reason = message ?? "the process stopped (signal \(status))"
                FileHandle.standardError.write(Data("error: \(request.file.path): scene \"\(identifier)\": \(reason)\n".utf8))
            } else {
                FileHandle.standardError.write(Data(errors.utf8))
            }
        }
        let seconds = Date().timeIntervalSince(started)
        print("\(chosen.count - failures) of \(chosen.count) scenes drawn in \(String(format: "%.2f", seconds)) s (\(String(format: "%.0f", seconds / Double(max(chosen.count, 1)) * 1000)) ms a scene, each in its own process)" + (failures > 0 ? "; \(failures) failed" : ""))
        return failures == 0
    }

    /// Runs `headless ARGUMENTS`: its status, whether a signal stopped it, and its standard error.
    private func runChild(_ arguments: [String]) -> (Int32, Bool, String) {
        let errorsURL = FileManager.default.temporaryDirectory.appendingPathComponent("headless-render-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorsURL) }
        let process = Process()
        process.executableURL = TraceSupervisor.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        // Standard error to a file, not a pipe: Foundation's pipe reads trap on EINTR.
        guard let errors = try? FileHandle(forWritingTo: errorsURL) else { return (1, false, "could not capture the child's errors\n") }
        process.standardOutput = FileHandle.standardOutput
        process.standardError = errors
        fflush(nil)
        do {
            try process.run()
        } catch {
            return (1, false, "error: could not start \(process.executableURL?.path ?? "headless"): \(error)\n")
        }
        process.waitUntilExit()
        try? errors.close()
        let text = (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, text)
    }
}
