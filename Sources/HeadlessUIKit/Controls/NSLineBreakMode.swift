import Foundation

// Foundation on Linux has no NSLineBreakMode (on Apple platforms it comes from UIKit/AppKit).

/// How text that does not fit is wrapped or truncated, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Cut off at the edge.
    case byClipping = 2
    /// Replace the start with an ellipsis.
    case byTruncatingHead = 3
    /// Replace the end with an ellipsis.
    case byTruncatingTail = 4
    /// Replace the middle with an ellipsis.
    case byTruncatingMiddle = 5
}
