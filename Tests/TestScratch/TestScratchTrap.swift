import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the scratch root when a Swift trap (SIGILL on x86-64, SIGTRAP on arm64) ends the process, then lets the
/// trap go on as before: the previous handler (the runtime's backtracer, or the default action) gets the signal
/// again, so the process still ends as the trap made it. `defer` and `atexit` do not run on a trap.
enum TestScratchTrap {
    /// The folder to remove; set once, before the handler is in place.
    nonisolated(unsafe) private static var folder: String?
    /// The handlers in place before ours, by signal.
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]

    /// Puts the handler in place for `path` (called once, from `TestScratch.shared`'s initializer).
    static func removeOnTrap(_ path: String) {
        folder = path
        for signal in [SIGILL, SIGTRAP] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = testScratchTrapHandler
            #else
            action.__sigaction_u.__sa_handler = testScratchTrapHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { previous[signal] = old }
        }
    }

    /// Called by the handler: removes the folder, restores the previous handler of `signal` and raises it again.
    fileprivate static func handle(_ signal: Int32) {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
        if var old = previous[signal] { sigaction(signal, &old, nil) }
        // Blocked while this handler runs: delivered to the previous handler as this one returns, at the trap.
        raise(signal)
    }
}

/// The C handler for the trap signals.
private let testScratchTrapHandler: @convention(c) (Int32) -> Void = { signal in
    TestScratchTrap.handle(signal)
}
