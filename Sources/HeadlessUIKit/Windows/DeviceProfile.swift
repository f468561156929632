import Foundation

/// A device's screen as a picture or a layout needs it: size in points, scale, safe area, in each orientation.
///
/// One table for `headless render --device`, the snapshot strategies' `ViewImageConfig` and the demo's pictures.
/// Sizes, scales and safe areas are Apple's published ones (portrait: top is the status bar or sensor housing,
/// bottom the home indicator; landscape: the housing's inset on both sides and 21 points above the indicator).
package struct DeviceProfile: Sendable, Hashable {
    /// The marketing name ("iPhone 14 Pro").
    package let name: String
    /// The portrait screen size in points.
    package let portraitSize: CGSize
    /// Pixels per point.
    package let scale: CGFloat
    /// The portrait safe area's top and bottom.
    package let top: CGFloat, bottom: CGFloat
    /// Whether it is an iPad.
    package let isPad: Bool

    /// A device.
    package init(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat,
                 isPad: Bool = false) {
        self.name = name
        portraitSize = CGSize(width: width, height: height)
        self.scale = scale
        self.top = top
        self.bottom = bottom
        self.isPad = isPad
    }

    /// The screen size in an orientation.
    package func size(landscape: Bool) -> CGSize {
        landscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The safe area of a full-screen view in an orientation.
    package func safeArea(landscape: Bool) -> UIEdgeInsets {
        guard landscape, !isPad else { return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0) }
        // iPhones in landscape: no status bar; a phone with a home indicator keeps the housing's inset on both
        // sides and 21 points above the indicator; the older phones have no inset at all.
        return bottom > 0 ? UIEdgeInsets(top: 0, left: top, bottom: 21, right: top) : .zero
    }

    /// The devices, oldest first.
    package static let all: [DeviceProfile] = [
        DeviceProfile("iPhone SE (1st generation)", 320, 568, scale: 2, top: 20, bottom: 0),
        DeviceProfile("iPhone 8", 375, 667, scale: 2, top: 20, bottom: 0),
        DeviceProfile("iPhone 8 Plus", 414, 736, scale: 3, top: 20, bottom: 0),
        DeviceProfile("iPhone SE", 375, 667, scale: 2, top: 20, bottom: 0),
        DeviceProfile("iPhone X", 375, 812, scale: 3, top: 44, bottom: 34),
        DeviceProfile("iPhone XS", 375, 812, scale: 3, top: 44, bottom: 34),
        DeviceProfile("iPhone XS Max", 414, 896, scale: 3, top: 44, bottom: 34),
        DeviceProfile("iPhone XR", 414, 896, scale: 2, top: 48, bottom: 34),
        DeviceProfile("iPhone 11", 414, 896, scale: 2, top: 48, bottom: 34),
        DeviceProfile("iPhone 11 Pro", 375, 812, scale: 3, top: 44, bottom: 34),
        DeviceProfile("iPhone 11 Pro Max", 414, 896, scale: 3, top: 44, bottom: 34),
        DeviceProfile("iPhone 12 mini", 375, 812, scale: 3, top: 50, bottom: 34),
        DeviceProfile("iPhone 12", 390, 844, scale: 3, top: 47, bottom: 34),
        DeviceProfile("iPhone 12 Pro", 390, 844, scale: 3, top: 47, bottom: 34),
        DeviceProfile("iPhone 12 Pro Max", 428, 926, scale: 3, top: 47, bottom: 34),
        DeviceProfile("iPhone 13 mini", 375, 812, scale: 3, top: 50, bottom: 34),
        DeviceProfile("iPhone 13", 390, 844, scale: 3, top: 47, bottom: 34),
        DeviceProfile("iPhone 13 Pro", 390, 844, scale: 3, top: 47, bottom: 34),
        DeviceProfile("iPhone 13 Pro Max", 428, 926, scale: 3, top: 47, bottom: 34),
        DeviceProfile("iPhone 14", 390, 844, scale: 3, top: 47, bottom: 34),
        DeviceProfile("iPhone 14 Plus", 428, 926, scale: 3, top: 47, bottom: 34),
        DeviceProfile("iPhone 14 Pro", 393, 852, scale: 3, top: 59, bottom: 34),
        DeviceProfile("iPhone 14 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34),
        DeviceProfile("iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34),
        DeviceProfile("iPhone 15 Plus", 430, 932, scale: 3, top: 59, bottom: 34),
        DeviceProfile("iPhone 15 Pro", 393, 852, scale: 3, top: 59, bottom: 34),
        DeviceProfile("iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34),
        DeviceProfile("iPhone 16", 393, 852, scale: 3, top: 59, bottom: 34),
        DeviceProfile("iPhone 16 Plus", 430, 932, scale: 3, top: 59, bottom: 34),
        DeviceProfile("iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34),
        DeviceProfile("iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34),
        DeviceProfile("iPad 9.7-inch", 768, 1024, scale: 2, top: 20, bottom: 0, isPad: true),
        DeviceProfile("iPad Pro 10.5-inch", 834, 1112, scale: 2, top: 20, bottom: 0, isPad: true),
        DeviceProfile("iPad (9th generation)", 810, 1080, scale: 2, top: 20, bottom: 0, isPad: true),
        DeviceProfile("iPad mini", 744, 1133, scale: 2, top: 24, bottom: 20, isPad: true),
        DeviceProfile("iPad Air", 820, 1180, scale: 2, top: 24, bottom: 20, isPad: true),
        DeviceProfile("iPad Pro 11-inch", 834, 1194, scale: 2, top: 24, bottom: 20, isPad: true),
        DeviceProfile("iPad Pro 12.9-inch", 1024, 1366, scale: 2, top: 24, bottom: 20, isPad: true),
        DeviceProfile("iPad Pro 13-inch", 1032, 1376, scale: 2, top: 24, bottom: 20, isPad: true),
    ]

    /// The default: the iPhone 14, the headless screen's own size.
    package static let standard = named("iPhone 14")!

    /// A device by name, forgiving about case, spaces, dashes and parentheses ("iphone14pro", "iPhone-SE", "ipad-air").
    package static func named(_ name: String) -> DeviceProfile? {
        let key = Self.key(name)
        return all.first { Self.key($0.name) == key } ?? all.first { Self.key($0.name).hasPrefix(key) }
    }

    /// The names `named(_:)` knows, for help and error messages.
    package static var names: [String] { all.map(\.name) }

    static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." })
    }
}
