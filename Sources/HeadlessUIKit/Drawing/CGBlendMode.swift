import Foundation

/// How painted colours combine with what is below (CoreGraphics' names and raw values).
///
/// Headless drawings composite source-over only: every mode is recorded as `.normal` (docs/known-gaps.md).
public enum CGBlendMode: Int32, Sendable {
    /// Source over (the default).
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// The remaining Porter-Duff and colour modes.
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop,
         destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
