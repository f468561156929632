/// Where a bar sits, for the appearance that depends on it (UIKit's raw values).
public enum UIBarPosition: Int, Sendable {
    /// Any position.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top, running up under the status bar.
    case topAttached = 3
}
