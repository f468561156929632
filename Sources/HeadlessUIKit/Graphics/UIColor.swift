import Foundation

/// A colour, stored as extended sRGB components (a headless app needs values, not pixels).
///
/// As in UIKit it is an `NSObject`, equal when its components are, and archivable (`NSSecureCoding`, in
/// `UIColor+Coding.swift`).
public final class UIColor: NSObject, Sendable {
    /// Red, 0…1 (extended sRGB allows outside that range).
    public let red: CGFloat
    /// Green, 0…1.
    public let green: CGFloat
    /// Blue, 0…1.
    public let blue: CGFloat
    /// Opacity, 0…1.
    public let alpha: CGFloat
    /// The name of a system colour (`systemRed`, `brown`…), kept for readable output.
    public let name: String?
    /// A catalog colour's dark-appearance variant (`resolvedColor(with:)` returns it for dark traits).
    let darkVariant: UIColor?

    /// A colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.name = nil; self.darkVariant = nil
        super.init()
    }

    init(components c: [CGFloat], dark: UIColor?) {
        red = c[0]; green = c[1]; blue = c[2]; alpha = c[3]; name = nil; darkVariant = dark
        super.init()
    }

    /// A colour from a colour set in the main bundle's asset catalogs; nil when absent.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A colour from a colour set in a bundle's asset catalogs; nil when absent.
    ///
    /// With dark traits, the set's dark variant (if it has one); with other traits, the default one.
    /// Without traits, the default colour, which keeps the dark variant for `resolvedColor(with:)`
    /// (views do not re-resolve colours when the screen's style changes: headless colours are values).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetCatalog.colorSet(named: name, in: bundle ?? .headlessMain), let any = set.any else { return nil }
        let dark = set.dark.map { UIColor(components: $0, dark: nil) }
        switch traitCollection?.userInterfaceStyle {
        case .dark?: self.init(components: set.dark ?? any, dark: nil)
        case nil: self.init(components: any, dark: dark)
        default: self.init(components: any, dark: nil)
        }
    }

    /// The colour for `traitCollection`: a catalog colour's dark variant when the traits are dark, else itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        traitCollection.userInterfaceStyle == .dark ? darkVariant ?? self : self
    }

    /// A grey, 0 = black, 1 = white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A Display P3 colour; stored unconverted as sRGB components (headless: no colour management).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    init(named name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.name = name; self.darkVariant = nil
        super.init()
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// UIKit's accessor: writes the components and returns true.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red; green?.pointee = self.green; blue?.pointee = self.blue; alpha?.pointee = self.alpha
        return true
    }

    /// Equal when the other object is a colour with the same components; the name does not count (as UIKit's
    /// `isEqual(_:)`, which compares colour space and components). `==` and `!=` go through this.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// Hashes the components (equal colours hash alike).
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        return hasher.finalize()
    }

    /// The system name when there is one (`brown`), else UIKit's `UIExtendedSRGBColorSpace r g b a`.
    public override var description: String {
        if let name { return name }
        func f(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%g", Double(v)) }
        return "UIExtendedSRGBColorSpace \(f(red)) \(f(green)) \(f(blue)) \(f(alpha))"
    }
}

extension UIColor {
    /// Black.
    public static let black = UIColor(named: "black", red: 0, green: 0, blue: 0)
    /// Dark grey (1/3 white).
    public static let darkGray = UIColor(named: "darkGray", red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
    /// Light grey (2/3 white).
    public static let lightGray = UIColor(named: "lightGray", red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    /// White.
    public static let white = UIColor(named: "white", red: 1, green: 1, blue: 1)
    /// Grey (half white).
    public static let gray = UIColor(named: "gray", red: 0.5, green: 0.5, blue: 0.5)
    /// Red.
    public static let red = UIColor(named: "red", red: 1, green: 0, blue: 0)
    /// Green.
    public static let green = UIColor(named: "green", red: 0, green: 1, blue: 0)
    /// Blue.
    public static let blue = UIColor(named: "blue", red: 0, green: 0, blue: 1)
    /// Cyan.
    public static let cyan = UIColor(named: "cyan", red: 0, green: 1, blue: 1)
    /// Yellow.
    public static let yellow = UIColor(named: "yellow", red: 1, green: 1, blue: 0)
    /// Magenta.
    public static let magenta = UIColor(named: "magenta", red: 1, green: 0, blue: 1)
    /// Orange.
    public static let orange = UIColor(named: "orange", red: 1, green: 0.5, blue: 0)
    /// Purple.
    public static let purple = UIColor(named: "purple", red: 0.5, green: 0, blue: 0.5)
    /// Brown.
    public static let brown = UIColor(named: "brown", red: 0.6, green: 0.4, blue: 0.2)
    /// Fully transparent.
    public static let clear = UIColor(named: "clear", red: 0, green: 0, blue: 0, alpha: 0)

    /// The system background (light appearance: white).
    public static let systemBackground = UIColor(named: "systemBackground", red: 1, green: 1, blue: 1)
    /// The secondary system background (light appearance).
    public static let secondarySystemBackground = UIColor(named: "secondarySystemBackground", red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
    /// The primary text colour (light appearance: black).
    public static let label = UIColor(named: "label", red: 0, green: 0, blue: 0)
    /// The secondary text colour (light appearance).
    public static let secondaryLabel = UIColor(named: "secondaryLabel", red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    /// The system tint (light appearance).
    public static let systemBlue = UIColor(named: "systemBlue", red: 0, green: 122.0 / 255, blue: 1)
    /// System red (light appearance).
    public static let systemRed = UIColor(named: "systemRed", red: 1, green: 59.0 / 255, blue: 48.0 / 255)
    /// System green (light appearance).
    public static let systemGreen = UIColor(named: "systemGreen", red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)
    /// System grey (light appearance).
    public static let systemGray = UIColor(named: "systemGray", red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255)
    /// The default tint colour.
    public static let tintColor = UIColor(named: "tintColor", red: 0, green: 122.0 / 255, blue: 1)
}
