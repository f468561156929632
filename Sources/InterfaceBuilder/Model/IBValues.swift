/// A color in any of the encodings IB writes (`<color key=… />`).
public struct IBColor: Sendable, Hashable, Codable {
    /// The components a color is given by.
    public enum Components: Sendable, Hashable, Codable {
        /// `red= green= blue=`.
        case rgb(red: Double, green: Double, blue: Double)
        /// `white=`.
        case white(Double)
        /// `cyan= magenta= yellow= black=`.
        case cmyk(cyan: Double, magenta: Double, yellow: Double, black: Double)
        /// No numeric components (system, named or catalog colors).
        case none
    }

    /// The encoding of a color, derived from its attributes.
    public enum Encoding: String, Sendable, Hashable, Codable {
        /// `colorSpace="custom" customColorSpace="sRGB"`.
        case sRGB
        /// `customColorSpace="displayP3"`.
        case displayP3
        /// `customColorSpace="genericGamma22GrayColorSpace"`.
        case gamma22Gray
        /// `colorSpace="calibratedWhite"` or `customColorSpace="calibratedWhite"`.
        case calibratedWhite
        /// `colorSpace="calibratedRGB"` or `customColorSpace="calibratedRGB"`.
        case calibratedRGB
        /// `colorSpace="deviceRGB"` or `customColorSpace="deviceRGB"`.
        case deviceRGB
        /// `customColorSpace="genericCMYKColorSpace"`.
        case genericCMYK
        /// `systemColor=` (iOS 13+ semantic colors).
        case system
        /// `cocoaTouchSystemColor=` (older system colors).
        case cocoaTouchSystem
        /// `name=` with `colorSpace="catalog"` (asset catalog color).
        case catalog
        /// `name=` alone (a named color of the document's resources).
        case named
        /// Anything else; see `colorSpace` and `customColorSpace`.
        case other
    }

    // The stored properties are spelt `Optional<…>`, without declaration defaults, and every init sets each one
    // once: with `String?`'s implicit `= nil` this toolchain built each new colour twice and copied one into the
    // other (≈ 400 instructions per colour read, issue 14).
    /// The `key` attribute (e.g. `backgroundColor`, `textColor`), nil inside resources.
    public var key: Optional<String>
    /// The numeric components.
    public var components: Components
    /// The `alpha` attribute.
    public var alpha: Optional<Double>
    /// The `colorSpace` attribute (`custom`, `calibratedWhite`, `calibratedRGB`, `catalog`…).
    public var colorSpace: Optional<String>
    /// The `customColorSpace` attribute (`sRGB`, `displayP3`, `genericGamma22GrayColorSpace`…).
    public var customColorSpace: Optional<String>
    /// The `systemColor` attribute (e.g. `systemBackgroundColor`).
    public var systemColor: Optional<String>
    /// The `cocoaTouchSystemColor` attribute (e.g. `darkTextColor`).
    public var cocoaTouchSystemColor: Optional<String>
    /// The `xcode11CocoaTouchSystemColor` attribute (Xcode 11's name for the same system color).
    public var xcode11CocoaTouchSystemColor: Optional<String>
    /// The `name` attribute of a named or catalog color.
    public var name: Optional<String>
    /// The `catalog` attribute of a catalog color (e.g. `System`).
    public var catalog: Optional<String>

    /// Creates a color with only a key; fill the rest in.
    public init(key: String? = nil) {
        self.init(key: key, components: .none, alpha: nil, colorSpace: nil, customColorSpace: nil, systemColor: nil,
                  cocoaTouchSystemColor: nil, xcode11CocoaTouchSystemColor: nil, name: nil, catalog: nil)
    }

    /// Creates a color from all its attributes at once: the reader builds each color in one step (filling a `var`
    /// attribute by attribute made the optimiser copy and destroy the whole color twice per read color).
    init(key: String?, components: Components, alpha: Double?, colorSpace: String?, customColorSpace: String?,
         systemColor: String?, cocoaTouchSystemColor: String?, xcode11CocoaTouchSystemColor: String?, name: String?,
         catalog: String?) {
        self.key = key
        self.components = components
        self.alpha = alpha
        self.colorSpace = colorSpace
        self.customColorSpace = customColorSpace
        self.systemColor = systemColor
        self.cocoaTouchSystemColor = cocoaTouchSystemColor
        self.xcode11CocoaTouchSystemColor = xcode11CocoaTouchSystemColor
        self.name = name
        self.catalog = catalog
    }

    /// The encoding this color uses.
    public var encoding: Encoding {
        IBColor.encoding(hasSystemColor: systemColor != nil, hasCocoaTouchSystemColor: cocoaTouchSystemColor != nil,
                         hasName: name != nil, hasCatalog: catalog != nil, colorSpace: colorSpace, customColorSpace: customColorSpace)
    }

    /// `encoding` from the fields it reads: the compiler reads them in place in the document, where the getter, on
    /// the whole colour, copied it (issue 14, eleventh round).
    static func encoding(hasSystemColor: Bool, hasCocoaTouchSystemColor: Bool, hasName: Bool, hasCatalog: Bool,
                         colorSpace: String?, customColorSpace: String?) -> Encoding {
        if hasSystemColor { return .system }
        if hasCocoaTouchSystemColor { return .cocoaTouchSystem }
        if hasName { return colorSpace == "catalog" || hasCatalog ? .catalog : .named }
        switch customColorSpace ?? colorSpace {
        case "sRGB": return .sRGB
        case "displayP3": return .displayP3
        case "genericGamma22GrayColorSpace": return .gamma22Gray
        case "calibratedWhite": return .calibratedWhite
        case "calibratedRGB": return .calibratedRGB
        case "deviceRGB": return .deviceRGB
        case "genericCMYKColorSpace": return .genericCMYK
        default: return .other
        }
    }
}

/// A font (`<fontDescription key= type= pointSize= weight=/>`, `<fontDescription name= family=/>`, `<font key= name= size=/>`).
public struct IBFont: Sendable, Hashable, Codable {
    // `Optional<…>` without declaration defaults, each set once by every init: see `IBColor`.
    /// The `key` attribute (e.g. `fontDescription`).
    public var key: Optional<String>
    /// The element name: `fontDescription` or `font`.
    public var element: String
    /// `type` (`system`, `boldSystem`, `italicSystem`), nil for named fonts.
    public var type: Optional<String>
    /// `pointSize` (fontDescription) or `size` (font).
    public var pointSize: Optional<Double>
    /// `weight` (e.g. `semibold`).
    public var weight: Optional<String>
    /// The PostScript `name` of a custom font.
    public var name: Optional<String>
    /// The font `family`.
    public var family: Optional<String>
    /// A text `style` (e.g. `UICTFontTextStyleBody`).
    public var style: Optional<String>
    /// `metaFont` (macOS documents).
    public var metaFont: Optional<String>

    /// Creates a font description of the given element name.
    public init(element: String, key: String? = nil) {
        self.init(key: key, element: element, type: nil, pointSize: nil, weight: nil, name: nil, family: nil,
                  style: nil, metaFont: nil)
    }

    /// Creates a font from all its attributes at once (the reader builds each font in one step, without copies).
    init(key: String?, element: String, type: String?, pointSize: Double?, weight: String?, name: String?,
         family: String?, style: String?, metaFont: String?) {
        self.key = key
        self.element = element
        self.type = type
        self.pointSize = pointSize
        self.weight = weight
        self.name = name
        self.family = family
        self.style = style
        self.metaFont = metaFont
    }
}

/// A keyed value of an object (`<string key=>`, `<bool key=>`, `<rect key=>`, `<color key=>`…).
public enum IBValue: Sendable, Hashable {
    /// A string (`<string key=…>text</string>` or `value=`).
    case string(String)
    /// A boolean (`YES`/`NO`).
    case bool(Bool)
    /// An integer.
    case integer(Int)
    /// A real number.
    case real(Double)
    /// A rectangle.
    case rect(IBRect)
    /// A point.
    case point(IBPoint)
    /// A size.
    case size(IBSize)
    /// Edge insets.
    case insets(IBInsets)
    /// A range.
    case range(IBRange)
    /// A color.
    case color(IBColor)
    /// A font.
    case font(IBFont)
    /// An image by name.
    case image(String)
    /// An explicit nil (`<nil key=/>`, runtime attributes of type `nil`).
    case `nil`
    /// Anything the model keeps only generically.
    case element(IBElement)
}

/// A keyed property of an object: key and value, in document order.
public struct IBProperty: Sendable, Hashable {
    /// The `key` attribute.
    public var key: String
    /// The typed value.
    public var value: IBValue

    /// Creates a property.
    public init(key: String, value: IBValue) {
        self.key = key
        self.value = value
    }
}

/// A user-defined runtime attribute (`<userDefinedRuntimeAttribute type= keyPath= value=>`).
public struct IBRuntimeAttribute: Sendable, Hashable {
    /// `type`: boolean, number, string, localizedString, color, point, size, rect, range, image, nil.
    public var type: String
    /// `keyPath`.
    public var keyPath: String
    /// The typed value (from `value=` or the nested `<… key="value">` element); nil if absent.
    public var value: IBValue?

    /// Creates a runtime attribute.
    public init(type: String, keyPath: String, value: IBValue? = nil) {
        self.type = type
        self.keyPath = keyPath
        self.value = value
    }
}

/// A button's configuration for one control state (`<state key="normal" title= image=><color key="titleColor"/></state>`).
public struct IBButtonState: Sendable, Hashable {
    /// The state: `normal`, `highlighted`, `selected`, `disabled`.
    public var state: String
    /// `title`, or the nested `<string key="title">`.
    public var title: String?
    /// `image`.
    public var image: String?
    /// `backgroundImage`.
    public var backgroundImage: String?
    /// `catalog` of the image (SF Symbols: `system`).
    public var catalog: String?
    /// The nested `titleColor`.
    public var titleColor: IBColor?
    /// The nested `titleShadowColor`.
    public var titleShadowColor: IBColor?
    /// Other nested keyed values, kept typed where possible.
    public var properties: [IBProperty] = []
    /// The nested `<attributedString key="attributedTitle">`.
    public var attributedTitle: IBAttributedString?

    /// Creates a state entry.
    public init(state: String) { self.state = state }
}

/// A document resource (`<resources>`: `<image>`, `<systemColor>`, `<namedColor>`).
public struct IBResource: Sendable, Hashable {
    /// The element name: `image`, `systemColor`, `namedColor` (or another, kept generically).
    public var kind: String
    /// `name`.
    public var name: String
    /// `catalog` (images).
    public var catalog: String?
    /// `width` (images).
    public var width: Double?
    /// `height` (images).
    public var height: Double?
    /// The nested color (systemColor, namedColor).
    public var color: IBColor?
    /// The generic element.
    public var element: IBElement

    init(kind: String, name: String, element: IBElement) {
        self.kind = kind
        self.name = name
        self.element = element
    }
}
