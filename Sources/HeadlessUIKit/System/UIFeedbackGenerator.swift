import Foundation

/// The base class of haptic feedback generators. Headless there is no Taptic Engine: feedback is a
/// no-op that is recorded in `UIFeedbackGenerator.recordedFeedback` for tests to read, and cleared
/// by `UIApplication.shared.resetForTesting()`.
@MainActor
open class UIFeedbackGenerator {
    /// One feedback event a generator produced (HeadlessUIKit).
    public enum Feedback: Hashable, Sendable {
        /// `UIImpactFeedbackGenerator.impactOccurred(…)`, with its style and intensity (1 by default).
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// `UINotificationFeedbackGenerator.notificationOccurred(_:)`.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        /// `UISelectionFeedbackGenerator.selectionChanged()`.
        case selection
    }

    /// Every feedback event since the last `UIApplication.shared.resetForTesting()`, oldest first (HeadlessUIKit).
    public internal(set) static var recordedFeedback: [Feedback] = []
    /// How many times any generator's `prepare()` ran since the last reset (HeadlessUIKit).
    public internal(set) static var prepareCount = 0

    /// Makes a generator.
    public init() {}

    /// Readies the Taptic Engine for feedback soon: headless, counted in `prepareCount`.
    open func prepare() { UIFeedbackGenerator.prepareCount += 1 }

    /// Records `feedback`.
    func record(_ feedback: Feedback) { UIFeedbackGenerator.recordedFeedback.append(feedback) }

    /// Forgets recorded feedback (called by `UIApplication.shared.resetForTesting()`).
    static func reset() {
        recordedFeedback.removeAll()
        prepareCount = 0
    }
}

/// Haptics that simulate a physical impact.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects (UIKit's raw values).
    public enum FeedbackStyle: Int, Hashable, Sendable {
        /// A light impact.
        case light = 0
        /// A moderate impact.
        case medium = 1
        /// A strong impact.
        case heavy = 2
        /// A soft, flexible impact.
        case soft = 3
        /// A hard, inflexible impact.
        case rigid = 4
    }

    /// The style given at init.
    public let style: FeedbackStyle

    /// Makes a generator of the given style.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Makes a `.medium` generator, as UIKit's `init()` does.
    public convenience override init() { self.init(style: .medium) }

    /// Produces an impact at full intensity (recorded).
    open func impactOccurred() { record(.impact(style, intensity: 1)) }

    /// Produces an impact at `intensity` (0…1, clamped as UIKit does; recorded).
    open func impactOccurred(intensity: CGFloat) {
        record(.impact(style, intensity: min(max(intensity, 0), 1)))
    }
}

/// Haptics that communicate success, failure and warnings.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of notification (UIKit's raw values).
    public enum FeedbackType: Int, Hashable, Sendable {
        /// A task succeeded.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }

    /// Produces the notification's feedback (recorded).
    open func notificationOccurred(_ notificationType: FeedbackType) { record(.notification(notificationType)) }
}

/// Haptics that indicate a change in selection.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Produces the selection-changed feedback (recorded).
    open func selectionChanged() { record(.selection) }
}
