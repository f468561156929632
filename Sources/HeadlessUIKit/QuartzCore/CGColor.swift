import Foundation

/// CoreGraphics' colour: sRGB components with alpha (headless: no colour spaces or patterns).
///
/// As in CoreGraphics it is a reference type, equal (`CGColor.__equalTo`, `==`) when its components are.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, each 0…1 (extended sRGB allows outside that range).
    public let components: [CGFloat]?

    /// The number of components: 4 (red, green, blue, alpha).
    public var numberOfComponents: Int { 4 }

    /// The opacity, 0…1.
    public var alpha: CGFloat { rgba.3 }

    let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)

    /// A colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
        components = [red, green, blue, alpha]
    }

    /// A colour from sRGB components (CoreGraphics' `init(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey, 0 = black, 1 = white.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Equal when the components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.rgba.0 == rhs.rgba.0 && lhs.rgba.1 == rhs.rgba.1 && lhs.rgba.2 == rhs.rgba.2 && lhs.rgba.3 == rhs.rgba.3
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba.0); hasher.combine(rgba.1); hasher.combine(rgba.2); hasher.combine(rgba.3)
    }

    /// `<CGColor> [ (kCGColorSpaceSRGB) ] ( r g b a )`, as CoreGraphics prints.
    public var description: String {
        "<CGColor> [ (kCGColorSpaceSRGB) ] ( \(rgba.0) \(rgba.1) \(rgba.2) \(rgba.3) )"
    }
}
