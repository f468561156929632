import Foundation

/// What a layer shows outside an animation's active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the mode.
    public let rawValue: String
    /// Makes a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The animation's effect is removed when it ends (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The last frame stays after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first frame shows before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
