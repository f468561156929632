import Foundation

/// How a `UIGraphicsImageRenderer` makes its images: scale, opacity and colour range.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point; the screen's scale by default (UIKit's default format).
    open var scale: CGFloat
    /// Whether the image is opaque (starts black, no alpha); false by default.
    open var opaque = false
    /// The colour range; `.automatic` by default (drawn as sRGB headless).
    open var preferredRange: Range = .automatic
    /// Whether the context is prepared for drawing (`prefersExtendedRange` on older systems).
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// A format at the screen's scale, transparent, automatic range.
    public override init() {
        scale = ScreenScale.current
        super.init()
    }

    /// The format for the main screen (scale = the screen's).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The most capable format for the device (the same as `default()` headless).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A format for a trait collection (its display scale when set).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// Colour ranges (UIKit's names and raw values).
    public enum Range: Int, Sendable {
        /// Chosen by the system.
        case unspecified = -1
        /// The device's range.
        case automatic = 0
        /// Extended (wide colour).
        case extended = 1
        /// sRGB.
        case standard = 2
    }
}
