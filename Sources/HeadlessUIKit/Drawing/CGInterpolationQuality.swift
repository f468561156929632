import Foundation

/// How images are resampled when scaled (CoreGraphics' names).
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default.
    case `default` = 0
    /// No interpolation.
    case none = 1
    /// Low.
    case low = 2
    /// Medium.
    case medium = 4
    /// High.
    case high = 3
}
