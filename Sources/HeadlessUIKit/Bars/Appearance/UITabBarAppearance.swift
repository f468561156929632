import Foundation

/// The look of a tab bar (iOS 13).
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The look of items stacked (icon over title).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The look of items inline (icon beside title).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The look of items in compact inline layout.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The colour of the selection indicator.
    open var selectionIndicatorTintColor: UIColor?
    /// The selection indicator image.
    open var selectionIndicatorImage: UIImage?
}
