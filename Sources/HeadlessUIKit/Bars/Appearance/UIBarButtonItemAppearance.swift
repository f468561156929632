import Foundation

/// The look of bar button items in a bar appearance (iOS 13), per state.
@MainActor
open class UIBarButtonItemAppearance {
    /// The look of items in one state.
    @MainActor
    public final class StateAppearance {
        /// The title's attributes.
        public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        /// The offset of the title.
        public var titlePositionAdjustment = UIOffset.zero
        /// The background image.
        public var backgroundImage: UIImage?
        /// The offset of the background image.
        public var backgroundImagePositionAdjustment = UIOffset.zero
        init() {}
    }

    /// The item style it was made for.
    public let style: UIBarButtonItem.Style
    /// Normal items.
    public let normal = StateAppearance()
    /// Highlighted items.
    public let highlighted = StateAppearance()
    /// Disabled items.
    public let disabled = StateAppearance()
    /// Focused items.
    public let focused = StateAppearance()

    /// Makes the appearance of plain (or another style of) items.
    public init(style: UIBarButtonItem.Style = .plain) { self.style = style }

    /// Back to the system's look.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] {
            state.titleTextAttributes = [:]
            state.titlePositionAdjustment = .zero
            state.backgroundImage = nil
        }
    }
}
