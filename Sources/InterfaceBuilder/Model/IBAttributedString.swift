/// An attributed string (`<attributedString key=…><fragment content=…><attributes>…`).
public struct IBAttributedString: Sendable, Hashable {
    /// The `key` (`attributedText`, `attributedTitle`, `attributedPlaceholder`…).
    public var key: String
    /// The runs, in order.
    public var fragments: [IBTextFragment] = []

    /// Creates an empty attributed string for a key.
    public init(key: String) { self.key = key }

    /// The plain text: every fragment's content joined.
    public var string: String { fragments.map(\.content).joined() }
}

/// One run of an attributed string with its attributes.
public struct IBTextFragment: Sendable, Hashable {
    /// The run's text (`content=` or `<string key="content">`).
    public var content: String
    /// Fonts (`NSFont`, `NSOriginalFont`), by `key`.
    public var fonts: [IBFont] = []
    /// Colors (`NSColor`, `NSBackgroundColor`…), by `key`.
    public var colors: [IBColor] = []
    /// The paragraph style (`NSParagraphStyle`).
    public var paragraphStyle: IBParagraphStyle?

    /// Creates a run.
    public init(content: String) { self.content = content }
}

/// A paragraph style (`<paragraphStyle key="NSParagraphStyle" alignment= lineBreakMode= …/>`).
public struct IBParagraphStyle: Sendable, Hashable {
    /// `alignment` (`left`, `right`, `center`, `justified`, `natural`).
    public var alignment: String?
    /// `lineBreakMode` (`wordWrapping`…).
    public var lineBreakMode: String?
    /// `baseWritingDirection` (`natural`, `leftToRight`, `rightToLeft`).
    public var baseWritingDirection: String?
    /// `tighteningFactorForTruncation`.
    public var tighteningFactorForTruncation: Double?

    /// Creates an empty paragraph style.
    public init() {}
}

/// A segment of a segmented control (`<segments><segment title= image= enabled= width=/>`).
public struct IBSegment: Sendable, Hashable {
    /// `title`.
    public var title: String?
    /// `image`.
    public var image: String?
    /// `enabled` (nil means enabled).
    public var isEnabled: Bool?
    /// `selected`.
    public var isSelected: Bool?
    /// `width` (0 or nil means automatic).
    public var width: Double?

    /// Creates an empty segment.
    public init() {}
}

/// Keyboard settings of text inputs (`<textInputTraits key="textInputTraits" …/>`).
public struct IBTextInputTraits: Sendable, Hashable {
    /// `autocapitalizationType` (`none`, `words`, `sentences`, `allCharacters`).
    public var autocapitalizationType: String?
    /// `autocorrectionType` (`default`, `no`, `yes`).
    public var autocorrectionType: String?
    /// `spellCheckingType` (`default`, `no`, `yes`).
    public var spellCheckingType: String?
    /// `keyboardType` (`emailAddress`, `numberPad`…).
    public var keyboardType: String?
    /// `keyboardAppearance` (`default`, `dark`, `light`, `alert`).
    public var keyboardAppearance: String?
    /// `returnKeyType` (`done`, `go`, `next`…).
    public var returnKeyType: String?
    /// `enablesReturnKeyAutomatically`.
    public var enablesReturnKeyAutomatically: Bool?
    /// `secureTextEntry`.
    public var secureTextEntry: Bool?
    /// `textContentType` (`username`, `password`…).
    public var textContentType: String?

    /// Creates empty traits.
    public init() {}
}

/// Accessibility settings (`<accessibility key="accessibilityConfiguration" identifier= label= hint=>`).
public struct IBAccessibility: Sendable, Hashable {
    /// `identifier` (UI testing identifier).
    public var identifier: String?
    /// `label`.
    public var label: String?
    /// `hint`.
    public var hint: String?
    /// `value`.
    public var value: String?
    /// The nested `<bool key="isElement">`.
    public var isElement: Bool?

    /// Creates empty settings.
    public init() {}
}

/// An image reference (`<imageReference key="image" image= catalog= renderingMode= symbolScale=/>`).
public struct IBImageReference: Sendable, Hashable {
    /// `key` (`image`, `highlightedImage`…).
    public var key: String?
    /// `image` name.
    public var image: String?
    /// `catalog` (`system` for SF Symbols).
    public var catalog: String?
    /// `renderingMode` (`original`, `template`).
    public var renderingMode: String?
    /// `symbolScale` (`small`, `medium`, `large`, `default`).
    public var symbolScale: String?

    /// Creates an empty reference.
    public init() {}
}

/// An SF Symbols configuration (`<preferredSymbolConfiguration key= configurationType= pointSize= scale= weight=>`).
public struct IBSymbolConfiguration: Sendable, Hashable {
    /// `key`.
    public var key: String?
    /// `configurationType` (`pointSize`, `font`).
    public var configurationType: String?
    /// `pointSize`.
    public var pointSize: Double?
    /// `scale`.
    public var scale: String?
    /// `weight`.
    public var weight: String?
    /// The nested font of a `font` configuration.
    public var font: IBFont?

    /// Creates an empty configuration.
    public init() {}
}

/// A size-class (trait) variation of an object (`<variation key="heightClass=compact">`).
public struct IBVariation: Sendable, Hashable {
    /// The traits it applies to: `default` (any/any), `heightClass=compact`, `widthClass=regular`…
    public var key: String
    /// Which constraints or subviews it includes or excludes (`<mask key="constraints">`).
    public var masks: [IBVariationMask] = []
    /// Fonts that replace the object's fonts under these traits.
    public var fonts: [IBFont] = []
    /// Colors that replace the object's colors under these traits.
    public var colors: [IBColor] = []

    /// Creates an empty variation.
    public init(key: String) { self.key = key }
}

/// The `<mask key=…>` of a variation: ids included or excluded under its traits.
public struct IBVariationMask: Sendable, Hashable {
    /// What is masked: `constraints` or `subviews`.
    public var key: String
    /// `<include reference=…>` ids.
    public var included: [String] = []
    /// `<exclude reference=…>` ids.
    public var excluded: [String] = []

    /// Creates a mask.
    public init(key: String, included: [String] = [], excluded: [String] = []) {
        self.key = key
        self.included = included
        self.excluded = excluded
    }
}
