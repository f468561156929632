import Foundation

/// A background task's identifier (`UIApplication.beginBackgroundTask`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The number.
    public let rawValue: Int
    /// Makes an identifier.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

// Background tasks: headless, the app never leaves the foreground unless a test says so, so a
// task is only counted; its expiration handler never runs. Ending an unknown task is logged,
// as UIKit logs it.

extension UIApplication {
    /// Begins a task that may run in the background; returns its identifier.
    public func beginBackgroundTask(withName taskName: String? = nil, expirationHandler handler: (@MainActor () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier {
        BackgroundTasks.next += 1
        BackgroundTasks.running.insert(BackgroundTasks.next)
        return UIBackgroundTaskIdentifier(rawValue: BackgroundTasks.next)
    }

    /// Begins a task with no name.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor () -> Void)?) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Ends a background task.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard BackgroundTasks.running.remove(identifier.rawValue) != nil else {
            Diagnostics.warning("Can't end BackgroundTask: no background task exists with identifier \(identifier.rawValue), or it may have already been ended.")
            return
        }
    }

    /// The background tasks begun and not ended (headless: for tests).
    public var runningBackgroundTaskCount: Int { BackgroundTasks.running.count }

    /// The time the app has left in the background (headless: unlimited).
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// The quick actions on the app's icon (recorded).
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { BackgroundTasks.shortcutItems }
        set { BackgroundTasks.shortcutItems = newValue }
    }
}

@MainActor
enum BackgroundTasks {
    static var next = 0
    static var running: Set<Int> = []
    static var shortcutItems: [UIApplicationShortcutItem]?

    static func reset() {
        running = []
        shortcutItems = nil
    }
}
