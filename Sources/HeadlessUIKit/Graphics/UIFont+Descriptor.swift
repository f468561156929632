import Foundation

// Fonts from descriptors, and the descriptor of a font. The system font's traits choose among
// `.SFUI-Regular`, `.SFUI-Bold` and `.SFUI-Italic` (with the weight kept); a named font's bold and
// italic traits add `-Bold`, `-Italic` or `-BoldItalic` to its family name.

extension UIFont {
    /// A font from a descriptor; `size` 0 keeps the descriptor's size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        let traits = descriptor.symbolicTraits
        let isSystem = descriptor.postscriptName.hasPrefix(".SF") || descriptor.textStyle != nil
        if isSystem {
            let weight = descriptor.weight ?? (traits.contains(.traitBold) ? .bold : .regular)
            let name: String
            if traits.contains(.traitItalic) {
                name = ".SFUI-Italic"
            } else if descriptor.design == .monospaced || traits.contains(.traitMonoSpace) {
                name = ".SFUIMono-Regular"
            } else {
                name = weight.rawValue >= UIFont.Weight.bold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular"
            }
            self.init(system: name, size: size, weight: weight)
        } else {
            let family = descriptor.familyName ?? descriptor.postscriptName.split(separator: "-").first.map(String.init)
                ?? descriptor.postscriptName
            let bold = traits.contains(.traitBold), italic = traits.contains(.traitItalic)
            let name = bold && italic ? "\(family)-BoldItalic" : bold ? "\(family)-Bold" : italic ? "\(family)-Italic"
                : descriptor.postscriptName
            self.init(system: name, size: size, weight: descriptor.weight ?? (bold ? .bold : .regular))
        }
    }

    /// The font's descriptor: its name, size, weight and bold or italic traits.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight.rawValue >= UIFont.Weight.bold.rawValue || fontName.hasSuffix("-Bold") || fontName.hasSuffix("-BoldItalic") {
            traits.insert(.traitBold)
        }
        if fontName.hasSuffix("Italic") || fontName.hasSuffix("Oblique") { traits.insert(.traitItalic) }
        return UIFontDescriptor(postscriptName: fontName, familyName: nil, pointSize: pointSize, symbolicTraits: traits,
                                weight: weight, textStyle: nil, design: nil)
    }

    /// The family name: `.SF UI` for the system font, else the name before its first `-`.
    public var familyName: String {
        fontName.hasPrefix(".SF") ? ".SF UI" : fontName.split(separator: "-").first.map(String.init) ?? fontName
    }

    /// The system font with digits of equal width.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font (SF Mono, iOS 13).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: ".SFUIMono-Regular", size: fontSize, weight: weight)
    }

    /// The families of installed fonts (headless: the system font's and the families the renderer draws with).
    public static var familyNames: [String] { [".SF UI", "Helvetica", "Helvetica Neue", "Menlo"] }

    /// The names of a family's fonts (headless: its regular, bold, italic and bold italic names).
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        let base = familyName.replacingOccurrences(of: " ", with: "")
        return [base, "\(base)-Bold", "\(base)-Italic", "\(base)-BoldItalic"]
    }
}
