import Foundation

/// The state of an animator, with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Started or paused.
    case active = 1
    /// Stopped (`stopAnimation(false)`), waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended, with UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Where it was when stopped.
    case current = 2
}
