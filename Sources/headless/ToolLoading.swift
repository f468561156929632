import HeadlessUIKit

/// How the tools (`trace`, `render`, `layout`, `lint`'s solver pass) load an app's files: a nib problem is reported
/// and loading goes on (`.logAndContinue`), and the logger is quiet (the tools print problems themselves; the
/// logger would repeat them raw on standard error). Both, and the screen's scale, are put back afterwards.
@MainActor
enum ToolLoading {
    /// Runs `body` with the tools' loading settings.
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        let restore = begin()
        defer { restore() }
        return try body()
    }

    /// Puts the tools' loading settings in place; call what it returns to put the previous ones back.
    static func begin() -> () -> Void {
        let previousPolicy = NibLoading.problemPolicy
        let previousLevel = HeadlessUIKitLog.logger.logLevel
        let previousScale = UIScreen.main.scale
        HeadlessUIKitLog.logger.logLevel = .critical
        NibLoading.problemPolicy = .logAndContinue
        return {
            NibLoading.problemPolicy = previousPolicy
            HeadlessUIKitLog.logger.logLevel = previousLevel
            UIScreen.main.scale = previousScale
        }
    }
}
