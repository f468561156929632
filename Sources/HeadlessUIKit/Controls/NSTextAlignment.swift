import Foundation

// Foundation on Linux has no NSTextAlignment (on Apple platforms it comes from UIKit/AppKit).

/// How text is aligned in its container, with iOS's raw values.
public enum NSTextAlignment: Int, Sendable {
    /// Against the left edge.
    case left = 0
    /// Centered.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Both edges, by stretching spaces.
    case justified = 3
    /// The script's natural alignment (left for left-to-right languages).
    case natural = 4
}
