import Foundation

/// A button of a `UIAlertController`: a title, a style and what to do when tapped.
@MainActor
open class UIAlertAction {
    /// How an action looks and where it goes.
    public enum Style: Int, Sendable {
        /// A normal button.
        case `default` = 0
        /// The button that cancels; at most one per alert.
        case cancel = 1
        /// A button that destroys data (red on iOS).
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: UIAlertAction.Style
    /// Whether the button can be tapped; a disabled action ignores taps.
    open var isEnabled = true

    let handler: ((UIAlertAction) -> Void)?
    /// What apps set with `setValue(_:forKey:)` (UIAlertController+KeyValueCoding.swift).
    var codedValues: [String: Any] = [:]

    /// Makes an action; `handler` runs after the alert is dismissed when the action is tapped.
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

extension UIAlertAction.Style: CustomStringConvertible {
    /// UIKit's Objective-C name for the style (`UIAlertActionStyleCancel`), as its messages print it.
    public var description: String {
        switch self {
        case .default: return "UIAlertActionStyleDefault"
        case .cancel: return "UIAlertActionStyleCancel"
        case .destructive: return "UIAlertActionStyleDestructive"
        }
    }
}
