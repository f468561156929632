import Foundation

/// The look of a toolbar (iOS 13).
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
}
