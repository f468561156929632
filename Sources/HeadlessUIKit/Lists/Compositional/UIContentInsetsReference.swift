import Foundation

/// Which of the collection view's insets a section's content insets count from.
public enum UIContentInsetsReference: Int, Sendable {
    /// UIKit's choice (the safe area); headless windows have none, so the same as `.none`.
    case automatic = 0
    /// The collection view's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}
