import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary folders this process made, removed even when a trap stops it (the `headless` tool's bundle folders,
/// the test processes' scratch root).
///
/// HeadlessUIKit stops the program where UIKit raises an exception (a Swift trap: SIGILL on x86-64, SIGTRAP on
/// arm64), so `defer` and `deinit` never run and a scene traced or drawn in this process (`--in-process`, or
/// `render` of one scene) would leave its bundle folder behind. The handler removes the folders, puts the previous
/// handler back (the Swift runtime's backtracer, or the default action) and raises the signal again, so the process
/// still ends as the trap made it (a supervising parent sees the signal). A process killed otherwise (SIGKILL,
/// SIGINT, SIGTERM) may leave its folder: nothing runs in it then, and removing files from any signal would be
/// unsafe.
public enum TrapCleanup {
    /// The folders to remove, set on the main thread; the handler only reads them.
    nonisolated(unsafe) private static var folders: [String] = []
    /// The handlers in place before ours, by signal.
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
    private static let lock = NSLock()
    private static let signals: [Int32] = [SIGILL, SIGTRAP]

    /// Removes `folder` (and what is in it) if a trap stops the process before `forget(_:)`.
    public static func removeOnTrap(_ folder: URL) {
        lock.lock()
        defer { lock.unlock() }
        if previous.isEmpty { install() }
        folders.append(folder.path)
    }

    /// No longer removes `folder` on a trap (it was removed, or is kept).
    public static func forget(_ folder: URL) {
        lock.lock()
        defer { lock.unlock() }
        folders.removeAll { $0 == folder.path }
    }

    /// Puts the handler in place for the trap signals, keeping the previous ones.
    private static func install() {
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = trapHandler
            #else
            action.__sigaction_u.__sa_handler = trapHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { previous[signal] = old }
        }
    }

    /// Called by the handler: removes the folders, restores the previous handler of `signal` and raises it again.
    fileprivate static func handle(_ signal: Int32) {
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
        if var old = previous[signal] { sigaction(signal, &old, nil) }
        // Blocked while this handler runs: delivered to the previous handler as this one returns, at the trap.
        raise(signal)
    }
}

/// The C handler for the trap signals.
private let trapHandler: @convention(c) (Int32) -> Void = { signal in
    TrapCleanup.handle(signal)
}
