import Foundation

/// An item on a bar (navigation bar, toolbar, tab bar): a model, headless.
@MainActor
open class UIBarItem {
    /// Makes an item.
    public init() {}
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The image in landscape phones.
    open var landscapeImagePhone: UIImage?
    /// Whether the item is enabled.
    open var isEnabled = true
    /// A number for finding the item.
    open var tag = 0
    /// An identifier for tests and accessibility tools.
    open var accessibilityIdentifier: String?
}
