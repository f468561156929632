import Foundation

/// The look of a bar (iOS 13): background, shadow. Navigation bars, toolbars and tab bars take
/// one per state (`standardAppearance`, `scrollEdgeAppearance`…). Headless: recorded and copied as
/// UIKit does; the bars are drawn with their `barTintColor`, not with these (docs/known-gaps.md).
@MainActor
open class UIBarAppearance {
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The blur behind the bar.
    open var backgroundEffect: UIBlurEffect?
    /// The background image.
    open var backgroundImage: UIImage?
    /// How the background image is placed.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the shadow line (nil: none).
    open var shadowColor: UIColor?
    /// The image of the shadow line.
    open var shadowImage: UIImage?
    /// The idiom the appearance was made for.
    public let idiom: UIUserInterfaceIdiom

    /// Makes an appearance with the default background.
    public required init(idiom: UIUserInterfaceIdiom = .phone) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// Makes a copy of another appearance.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        copyBackground(from: barAppearance)
    }

    /// The system's translucent background and shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with a shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        backgroundEffect = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// A copy of this appearance.
    open func copy() -> Self { Self(barAppearance: self) }

    func copyBackground(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundEffect = other.backgroundEffect
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}
