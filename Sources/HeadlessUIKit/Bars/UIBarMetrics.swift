/// The bar sizes a navigation bar or toolbar can have background images for (UIKit's raw values).
public enum UIBarMetrics: Int, Sendable {
    /// The regular height.
    case `default` = 0
    /// The compact height of a phone in landscape.
    case compact = 1
    /// The regular height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}
