import Foundation
import HeadlessUIKit

/// A device to snapshot a view or controller on: screen size, safe area and traits, with swift-snapshot-testing's
/// names (`.iPhone13`, `.iPhoneSe(.landscape)`, `.iPadPro11`…) and newer phones (`.iPhone14` … `.iPhone16ProMax`).
///
/// On iOS this type is swift-snapshot-testing's own; it is compiled for Apple platforms only, so HeadlessUIKit
/// gives Linux the same one. Sizes and safe areas come from the device table `headless render --device` uses.
public struct ViewImageConfig: Sendable {
    /// Portrait or landscape.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// The safe area a full-screen controller's view gets.
    public var safeArea: UIEdgeInsets
    /// The screen size in points (nil: the view's own size).
    public var size: CGSize?
    /// The traits; `displayScale` is the picture's pixels per point (0: the screen's).
    public var traits: UITraitCollection

    /// A configuration.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// The configuration of a device in the table, by name ("iPhone 14 Pro"); nil when the name is unknown.
    public static func device(named name: String, _ orientation: Orientation = .portrait) -> ViewImageConfig? {
        DeviceProfile.named(name).map { ViewImageConfig($0, orientation) }
    }

    init(_ device: DeviceProfile, _ orientation: Orientation) {
        let landscape = orientation == .landscape
        self.init(safeArea: device.safeArea(landscape: landscape), size: device.size(landscape: landscape),
                  traits: UITraitCollection(displayScale: device.scale))
    }

    static func named(_ name: String, _ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(DeviceProfile.named(name) ?? .standard, orientation)
    }
}

extension ViewImageConfig {
    /// iPhone SE (1st generation), 320×568 at 2×.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation) in an orientation.
    public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig { named("iPhone SE (1st generation)", o) }
    /// iPhone 8, 375×667 at 2×.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8 in an orientation.
    public static func iPhone8(_ o: Orientation) -> ViewImageConfig { named("iPhone 8", o) }
    /// iPhone 8 Plus, 414×736 at 3×.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus in an orientation.
    public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig { named("iPhone 8 Plus", o) }
    /// iPhone X, 375×812 at 3×.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X in an orientation.
    public static func iPhoneX(_ o: Orientation) -> ViewImageConfig { named("iPhone X", o) }
    /// iPhone XS Max, 414×896 at 3×.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max in an orientation.
    public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig { named("iPhone XS Max", o) }
    /// iPhone XR, 414×896 at 2×.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR in an orientation.
    public static func iPhoneXr(_ o: Orientation) -> ViewImageConfig { named("iPhone XR", o) }
    /// iPhone 12, 390×844 at 3×.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12 in an orientation.
    public static func iPhone12(_ o: Orientation) -> ViewImageConfig { named("iPhone 12", o) }
    /// iPhone 12 Pro, 390×844 at 3×.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// iPhone 12 Pro in an orientation.
    public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { named("iPhone 12 Pro", o) }
    /// iPhone 12 Pro Max, 428×926 at 3×.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max in an orientation.
    public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig { named("iPhone 12 Pro Max", o) }
    /// iPhone 13, 390×844 at 3×.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13 in an orientation.
    public static func iPhone13(_ o: Orientation) -> ViewImageConfig { named("iPhone 13", o) }
    /// iPhone 13 mini, 375×812 at 3×.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini in an orientation.
    public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig { named("iPhone 13 mini", o) }
    /// iPhone 13 Pro, 390×844 at 3×.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro in an orientation.
    public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { named("iPhone 13 Pro", o) }
    /// iPhone 13 Pro Max, 428×926 at 3×.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max in an orientation.
    public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig { named("iPhone 13 Pro Max", o) }
    /// iPhone 14, 390×844 at 3×.
    public static let iPhone14 = iPhone14(.portrait)
    /// iPhone 14 in an orientation.
    public static func iPhone14(_ o: Orientation) -> ViewImageConfig { named("iPhone 14", o) }
    /// iPhone 14 Plus, 428×926 at 3×.
    public static let iPhone14Plus = iPhone14Plus(.portrait)
    /// iPhone 14 Plus in an orientation.
    public static func iPhone14Plus(_ o: Orientation) -> ViewImageConfig { named("iPhone 14 Plus", o) }
    /// iPhone 14 Pro, 393×852 at 3×.
    public static let iPhone14Pro = iPhone14Pro(.portrait)
    /// iPhone 14 Pro in an orientation.
    public static func iPhone14Pro(_ o: Orientation) -> ViewImageConfig { named("iPhone 14 Pro", o) }
    /// iPhone 14 Pro Max, 430×932 at 3×.
    public static let iPhone14ProMax = iPhone14ProMax(.portrait)
    /// iPhone 14 Pro Max in an orientation.
    public static func iPhone14ProMax(_ o: Orientation) -> ViewImageConfig { named("iPhone 14 Pro Max", o) }
    /// iPhone 15, 393×852 at 3×.
    public static let iPhone15 = iPhone15(.portrait)
    /// iPhone 15 in an orientation.
    public static func iPhone15(_ o: Orientation) -> ViewImageConfig { named("iPhone 15", o) }
    /// iPhone 15 Pro, 393×852 at 3×.
    public static let iPhone15Pro = iPhone15Pro(.portrait)
    /// iPhone 15 Pro in an orientation.
    public static func iPhone15Pro(_ o: Orientation) -> ViewImageConfig { named("iPhone 15 Pro", o) }
    /// iPhone 15 Pro Max, 430×932 at 3×.
    public static let iPhone15ProMax = iPhone15ProMax(.portrait)
    /// iPhone 15 Pro Max in an orientation.
    public static func iPhone15ProMax(_ o: Orientation) -> ViewImageConfig { named("iPhone 15 Pro Max", o) }
    /// iPhone 16, 393×852 at 3×.
    public static let iPhone16 = iPhone16(.portrait)
    /// iPhone 16 in an orientation.
    public static func iPhone16(_ o: Orientation) -> ViewImageConfig { named("iPhone 16", o) }
    /// iPhone 16 Pro, 402×874 at 3×.
    public static let iPhone16Pro = iPhone16Pro(.portrait)
    /// iPhone 16 Pro in an orientation.
    public static func iPhone16Pro(_ o: Orientation) -> ViewImageConfig { named("iPhone 16 Pro", o) }
    /// iPhone 16 Pro Max, 440×956 at 3×.
    public static let iPhone16ProMax = iPhone16ProMax(.portrait)
    /// iPhone 16 Pro Max in an orientation.
    public static func iPhone16ProMax(_ o: Orientation) -> ViewImageConfig { named("iPhone 16 Pro Max", o) }
    /// iPad 9.7-inch (iPad mini up to its 5th generation), landscape, 1024×768 at 2×.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini (9.7-inch points) in an orientation.
    public static func iPadMini(_ o: Orientation) -> ViewImageConfig { named("iPad 9.7-inch", o) }
    /// iPad 9.7-inch, landscape.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch in an orientation.
    public static func iPad9_7(_ o: Orientation) -> ViewImageConfig { named("iPad 9.7-inch", o) }
    /// iPad 10.2-inch, landscape, 1080×810 at 2×.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad 10.2-inch in an orientation.
    public static func iPad10_2(_ o: Orientation) -> ViewImageConfig { named("iPad (9th generation)", o) }
    /// iPad Pro 10.5-inch, landscape, 1112×834 at 2×.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch in an orientation.
    public static func iPadPro10_5(_ o: Orientation) -> ViewImageConfig { named("iPad Pro 10.5-inch", o) }
    /// iPad Pro 11-inch, landscape, 1194×834 at 2×.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11-inch in an orientation.
    public static func iPadPro11(_ o: Orientation) -> ViewImageConfig { named("iPad Pro 11-inch", o) }
    /// iPad Pro 12.9-inch, landscape, 1366×1024 at 2×.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch in an orientation.
    public static func iPadPro12_9(_ o: Orientation) -> ViewImageConfig { named("iPad Pro 12.9-inch", o) }
}
