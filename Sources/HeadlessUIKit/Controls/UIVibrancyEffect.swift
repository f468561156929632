import Foundation

/// Text and symbols made vivid over a blur: the content of a vibrancy effect view nested in a blur's.
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The kind of content made vivid (iOS 13), with UIKit's raw values (`UIVibrancyEffectStyle`).
    public enum Style: Int, Sendable {
        /// Primary text.
        case label = 0
        /// Secondary text.
        case secondaryLabel = 1
        /// Tertiary text.
        case tertiaryLabel = 2
        /// Quaternary text.
        case quaternaryLabel = 3
        /// Large fills.
        case fill = 4
        /// Medium fills.
        case secondaryFill = 5
        /// Small fills.
        case tertiaryFill = 6
        /// Separators.
        case separator = 7
    }

    /// The blur the vibrancy goes with (kept for tests and the nib decoder).
    var blurEffect: UIBlurEffect?
    /// The kind of content (kept for tests and the nib decoder).
    var style: Style = .label

    /// Makes a vibrancy effect for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }

    /// Makes a vibrancy effect of a style for content over `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Makes a vibrancy effect over a `.regular` blur.
    public override convenience init() { self.init(blurEffect: UIBlurEffect(style: .regular)) }

    /// Makes a vibrancy effect from an archive, until the nib decoder sets the archived values.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
