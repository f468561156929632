import Foundation

/// A description of a font (name or family, size, traits, text style, design) from which a
/// `UIFont` is made with `UIFont(descriptor:size:)`. Headless, as for `UIFont`: no font files;
/// traits pick the name a font would have (`.SFUI-Bold`, `Helvetica-BoldOblique`'s simpler
/// `Helvetica-BoldItalic`), which the renderer maps to DejaVu.
public final class UIFontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The keys of a descriptor's attributes, with UIKit's names.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the key.
        public let rawValue: String
        /// Makes a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name (`String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name (`String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face name (`String`).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The size (`NSNumber` or `CGFloat`).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits (`[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The text style (`UIFont.TextStyle`).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// Feature settings.
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// Cascade list.
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
    }

    /// The keys of a traits dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the key.
        public let rawValue: String
        /// Makes a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits (`UInt32`).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight (`UIFont.Weight` or its `CGFloat`).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, -1…1.
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, -1…1.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// Style traits, with UIKit's raw values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Makes traits from bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed-width glyphs.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimized for UI.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tight line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Loose line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs (iOS 13).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the design.
        public let rawValue: String
        /// Makes a design from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// San Francisco.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif (New York).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The PostScript name (or the family's when only a family was given).
    public let postscriptName: String
    /// The family name, when one was given.
    public let familyName: String?
    /// The size in points; 0 when none was given.
    public let pointSize: CGFloat
    /// The style traits.
    public let symbolicTraits: SymbolicTraits
    /// The weight, when one was given.
    public let weight: UIFont.Weight?
    /// The text style, for a Dynamic Type descriptor.
    public let textStyle: UIFont.TextStyle?
    /// The system design, when one was chosen.
    public let design: SystemDesign?

    init(postscriptName: String, familyName: String?, pointSize: CGFloat, symbolicTraits: SymbolicTraits,
         weight: UIFont.Weight?, textStyle: UIFont.TextStyle?, design: SystemDesign?) {
        self.postscriptName = postscriptName
        self.familyName = familyName
        self.pointSize = pointSize
        self.symbolicTraits = symbolicTraits
        self.weight = weight
        self.textStyle = textStyle
        self.design = design
    }

    /// A descriptor of the system font, 0 pt.
    public convenience init() {
        self.init(postscriptName: ".SFUI-Regular", familyName: nil, pointSize: 0, symbolicTraits: [], weight: nil, textStyle: nil, design: nil)
    }

    /// A descriptor of a font by PostScript name and size.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(postscriptName: fontName, familyName: nil, pointSize: size, symbolicTraits: [], weight: nil, textStyle: nil, design: nil)
    }

    /// A descriptor from attributes: `.name` or `.family`, `.size`, `.traits` (symbolic and weight), `.textStyle`.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let family = attributes[.family] as? String
        let name = attributes[.name] as? String ?? family ?? ".SFUI-Regular"
        let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? Double).map { CGFloat($0) }
            ?? (attributes[.size] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        let traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        let symbolic = (traits[.symbolic] as? UInt32).map(SymbolicTraits.init(rawValue:))
            ?? (traits[.symbolic] as? SymbolicTraits) ?? []
        let weight = (traits[.weight] as? UIFont.Weight) ?? (traits[.weight] as? CGFloat).map(UIFont.Weight.init(rawValue:))
        let style = (attributes[.textStyle] as? UIFont.TextStyle) ?? (attributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
        self.init(postscriptName: name, familyName: family, pointSize: size, symbolicTraits: symbolic, weight: weight,
                  textStyle: style, design: nil)
    }

    /// The descriptor's attributes, with UIKit's keys.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [.name: postscriptName]
        if let familyName { attributes[.family] = familyName }
        if pointSize > 0 { attributes[.size] = pointSize }
        if let textStyle { attributes[.textStyle] = textStyle }
        var traits: [TraitKey: Any] = [:]
        if !symbolicTraits.isEmpty { traits[.symbolic] = symbolicTraits.rawValue }
        if let weight { traits[.weight] = weight.rawValue }
        if !traits.isEmpty { attributes[.traits] = traits }
        return attributes
    }

    /// The value of one attribute.
    public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The descriptor of the font for a text style at the default content size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(postscriptName: ".SFUI-Regular", familyName: nil, pointSize: style.defaultSize,
                         symbolicTraits: style == .headline ? .traitBold : [],
                         weight: style == .headline ? .semibold : nil, textStyle: style, design: nil)
    }

    /// The same descriptor with other traits (UIKit answers nil when no font has them; headless: never nil).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        // A bold trait makes the weight at least bold.
        var newWeight = weight
        if symbolicTraits.contains(.traitBold) { newWeight = UIFont.Weight(rawValue: max(weight?.rawValue ?? 0, UIFont.Weight.bold.rawValue)) }
        return copy(symbolicTraits: symbolicTraits, weight: newWeight)
    }

    /// The same descriptor at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { copy(pointSize: newPointSize) }

    /// The same descriptor with another system design (nil for a font that is not the system font).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard postscriptName.hasPrefix(".SF") || textStyle != nil else { return nil }
        return copy(design: design)
    }

    /// This descriptor with some fields replaced.
    private func copy(pointSize: CGFloat? = nil, symbolicTraits: SymbolicTraits? = nil, weight: UIFont.Weight?? = nil,
                      design: SystemDesign? = nil) -> UIFontDescriptor {
        UIFontDescriptor(postscriptName: postscriptName, familyName: familyName, pointSize: pointSize ?? self.pointSize,
                         symbolicTraits: symbolicTraits ?? self.symbolicTraits, weight: weight ?? self.weight,
                         textStyle: textStyle, design: design ?? self.design)
    }

    /// The same descriptor with other or more attributes.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var merged = fontAttributes
        for (key, value) in attributes { merged[key] = value }
        let result = UIFontDescriptor(fontAttributes: merged)
        return UIFontDescriptor(postscriptName: result.postscriptName, familyName: result.familyName, pointSize: result.pointSize,
                                symbolicTraits: attributes[.traits] == nil ? symbolicTraits : result.symbolicTraits,
                                weight: result.weight ?? weight, textStyle: result.textStyle, design: design)
    }

    /// Equal descriptors describe the same font.
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.postscriptName == rhs.postscriptName && lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize
            && lhs.symbolicTraits == rhs.symbolicTraits && lhs.weight == rhs.weight && lhs.textStyle == rhs.textStyle
            && lhs.design == rhs.design
    }

    /// Hashes the name, size and traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(postscriptName)
        hasher.combine(pointSize)
        hasher.combine(symbolicTraits)
    }

    /// `UICTFontDescriptor <name> size N`.
    public var description: String { "UICTFontDescriptor <\(postscriptName)> size \(pointSize)" }
}
