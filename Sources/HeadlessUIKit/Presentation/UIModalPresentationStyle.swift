/// How a presented controller covers the screen, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view leaves the window (rule 45).
    case fullScreen = 0
    /// A sheet; the presenter stays (rule 47).
    case pageSheet = 1
    /// A smaller sheet; the presenter stays (rule 47).
    case formSheet = 2
    /// Covers the presentation context's view (rule 45's order within the context).
    case currentContext = 3
    /// A custom presentation; the presenter stays (rule 47).
    case custom = 4
    /// Covers the screen; the presenter stays in the window (rule 47).
    case overFullScreen = 5
    /// Covers the context's view; the presenter stays (rule 47).
    case overCurrentContext = 6
    /// A popover; the presenter stays (rule 47).
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a page sheet (rule 47).
    case automatic = -2
}

/// The animation of a modal presentation, with UIKit's raw values.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom.
    case coverVertical = 0
    /// Flips horizontally.
    case flipHorizontal = 1
    /// Cross-dissolves.
    case crossDissolve = 2
    /// Curls up (full screen only).
    case partialCurl = 3
}
