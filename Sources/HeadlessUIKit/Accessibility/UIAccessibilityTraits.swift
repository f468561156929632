import Foundation

/// What an accessibility element is and does, combined in a mask (UIKit's raw values).
///
/// UIKit's headers declare the traits as opaque constants; the raw values here are the ones iOS
/// reports at run time (`UIAccessibilityTraits.button.rawValue == 1`), so masks read from iOS
/// logs or archived by an app compare equal.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The mask.
    public let rawValue: UInt64
    /// Makes traits from a mask.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Behaves like an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (a selected tab, a checked row).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Static text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summary information read when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled: does not respond to user interaction.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates its label or value often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjustable through a range of values (a slider): increment and decrement.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Causes an automatic page turn when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Behaves like a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
