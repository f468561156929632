import Foundation

/// The look of tab bar items (iOS 13), per state.
@MainActor
open class UITabBarItemAppearance {
    /// The look of items in one state.
    @MainActor
    public final class StateAppearance {
        /// The title's attributes.
        public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        /// The offset of the title.
        public var titlePositionAdjustment = UIOffset.zero
        /// The icon's colour.
        public var iconColor: UIColor?
        /// The badge's background colour.
        public var badgeBackgroundColor: UIColor?
        /// The badge text's attributes.
        public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
        init() {}
    }

    /// Normal items.
    public let normal = StateAppearance()
    /// The selected item.
    public let selected = StateAppearance()
    /// Disabled items.
    public let disabled = StateAppearance()
    /// Focused items.
    public let focused = StateAppearance()

    /// Makes the default look.
    public init() {}
    /// Makes the default look for a style.
    public init(style: UITabBarItemAppearance.Style) {}

    /// Layout styles of tab bar items.
    public enum Style: Int, Sendable {
        /// Icon over title.
        case stacked = 0
        /// Icon beside title.
        case inline = 1
        /// Compact, icon beside title.
        case compactInline = 2
    }
}
