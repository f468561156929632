import Foundation

/// An effect a `UIVisualEffectView` applies: the base class of blur and vibrancy. Headless: a
/// description only; nothing is drawn.
@MainActor
open class UIVisualEffect {
    /// Makes an empty effect.
    public init() {}

    /// Makes an effect from an archive.
    public required init?(coder: NSCoder) {}
}
