import Foundation

/// A font as a name and a size (headless: no glyphs).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's name (`.SFUI-Regular` for the system font).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight, for system fonts.
    public let weight: Weight

    /// Font weights, UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value, -1…1.
        public let rawValue: CGFloat
        /// Makes a weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)
    }

    /// Text styles for Dynamic Type, with their default sizes.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style.
        public let rawValue: String
        /// Makes a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Large title (34 pt).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1 (28 pt).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2 (22 pt).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3 (20 pt).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline (17 pt semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body (17 pt).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout (16 pt).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Subheadline (15 pt).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnote (13 pt).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1 (12 pt).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2 (11 pt).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }

    /// A font by name; nil only for an empty name (headless: every named font "exists").
    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        fontName = name; pointSize = size; weight = .regular
    }

    init(system name: String, size: CGFloat, weight: Weight) {
        fontName = name; pointSize = size; self.weight = weight
    }

    /// The system font.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }

    /// The system font at a weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: weight.rawValue >= Weight.bold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular", size: size, weight: weight)
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    /// The italic system font.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Italic", size: size, weight: .regular) }

    /// The font for a text style at the default content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        systemFont(ofSize: style.defaultSize, weight: style == .headline ? .semibold : .regular)
    }

    /// The size of the system font UIKit uses for labels (17 pt).
    public static var labelFontSize: CGFloat { 17 }
    /// The size of the system font UIKit uses for buttons (18 pt).
    public static var buttonFontSize: CGFloat { 18 }
    /// The size of the standard system font (14 pt).
    public static var systemFontSize: CGFloat { 14 }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(system: fontName, size: size, weight: weight) }

    /// Approximate ascender (0.95 × size, near San Francisco's): headless text has no real metrics.
    public var ascender: CGFloat { pointSize * 0.95 }
    /// Approximate descender (−0.25 × size), negative as in UIKit.
    public var descender: CGFloat { -pointSize * 0.25 }

    /// Approximate line height (1.2 × size): headless text has no real metrics.
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// Equal when name, size and weight are equal.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    /// Hashes name and size.
    public func hash(into hasher: inout Hasher) { hasher.combine(fontName); hasher.combine(pointSize) }

    /// `font-family: ".SFUI-Regular"; font-size: 17.00pt`, as UIKit prints it.
    public var description: String { "font-family: \"\(fontName)\"; font-size: \(String(format: "%.2f", Double(pointSize)))pt" }
}
