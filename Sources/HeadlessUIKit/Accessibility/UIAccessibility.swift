import Foundation

/// UIKit's accessibility functions and settings, headless: no assistive app runs, so the settings
/// read false and posted notifications are recorded (`postedNotifications`) for tests to read.
@MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive apps (UIKit's raw values).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the notification.
        public let rawValue: UInt32
        /// Makes a notification from UIKit's number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new view occupies a major part of the screen; the argument is the element to focus, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to focus, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak; the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is the string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pause assistive technology (the argument names which).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resume assistive technology (the argument names which).
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// One call to `post(notification:argument:)`, as recorded (HeadlessUIKit).
    public struct PostedNotification {
        /// The notification posted.
        public let notification: Notification
        /// Its argument (an element, a string, or nil).
        public let argument: Any?
    }

    /// Every notification posted since the last `UIApplication.shared.resetForTesting()`, oldest first (HeadlessUIKit).
    public internal(set) static var postedNotifications: [PostedNotification] = []

    /// Posts a notification to assistive apps: headless, records it in `postedNotifications`.
    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append(PostedNotification(notification: notification, argument: argument))
    }

    /// Whether VoiceOver runs: always false headless.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control runs: always false headless.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on: always false headless.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Bold Text is on: always false headless.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Reduce Transparency is on: always false headless.
    public static var isReduceTransparencyEnabled: Bool { false }

    /// Posted when VoiceOver starts or stops (never, headless).
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes (never, headless).
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Forgets the recorded notifications (called by `UIApplication.shared.resetForTesting()`).
    static func reset() {
        postedNotifications.removeAll()
    }
}
