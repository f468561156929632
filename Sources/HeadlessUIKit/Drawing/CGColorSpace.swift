import Foundation

/// CoreGraphics' colour space, as a name only: headless colours are sRGB (`CGColor`), so a space only fills
/// signatures (`CGGradient(colorsSpace:colors:locations:)`, `CGColorSpaceCreateDeviceRGB()`).
public final class CGColorSpace: Hashable, Sendable {
    /// The space's name (`kCGColorSpaceSRGB`…).
    public let name: String?
    /// Components per colour, without alpha (3 for RGB spaces, 1 for grey).
    public let numberOfComponents: Int

    /// A named space; nil for an empty name.
    public init?(name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        numberOfComponents = name.lowercased().contains("gray") ? 1 : 3
    }

    /// sRGB's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Extended sRGB's name.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// Display P3's name (drawn as sRGB headless).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Generic grey (gamma 2.2)'s name.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey's name.
    public static let linearGray = "kCGColorSpaceLinearGray"

    /// Equal when the names are.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The device RGB space (sRGB headless).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: "kCGColorSpaceDeviceRGB")! }

/// The device grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: "kCGColorSpaceDeviceGray")! }
