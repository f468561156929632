import Foundation

/// A blur of what is behind the effect view.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's look, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Lighter than light.
        case extraLight = 0
        /// Light.
        case light = 1
        /// Dark.
        case dark = 2
        /// Adapts to the interface style (iOS 10).
        case regular = 4
        /// Adapts, more opaque (iOS 10).
        case prominent = 5
        /// The thinnest adaptive material (iOS 13).
        case systemUltraThinMaterial = 6
        /// A thin adaptive material.
        case systemThinMaterial = 7
        /// The standard adaptive material.
        case systemMaterial = 8
        /// A thick adaptive material.
        case systemThickMaterial = 9
        /// The material of system chrome.
        case systemChromeMaterial = 10
        /// The thinnest light material.
        case systemUltraThinMaterialLight = 11
        /// A thin light material.
        case systemThinMaterialLight = 12
        /// The standard light material.
        case systemMaterialLight = 13
        /// A thick light material.
        case systemThickMaterialLight = 14
        /// The light material of system chrome.
        case systemChromeMaterialLight = 15
        /// The thinnest dark material.
        case systemUltraThinMaterialDark = 16
        /// A thin dark material.
        case systemThinMaterialDark = 17
        /// The standard dark material.
        case systemMaterialDark = 18
        /// A thick dark material.
        case systemThickMaterialDark = 19
        /// The dark material of system chrome.
        case systemChromeMaterialDark = 20
    }

    /// The style (UIKit keeps it private; HeadlessUIKit lets tests and the nib decoder read it).
    var style: Style

    /// Makes a blur of a style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Makes a `.regular` blur.
    public override convenience init() { self.init(style: .regular) }

    /// Makes a blur from an archive: `.regular` until the nib decoder sets the archived style.
    public required init?(coder: NSCoder) {
        style = .regular
        super.init(coder: coder)
    }
}
