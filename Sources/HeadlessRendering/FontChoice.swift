import Foundation
import HeadlessUIKit

/// Which DejaVu face draws a run: the machine's stand-in for the font UIKit names.
struct FontChoice: Hashable {
    /// The family as SVG names it ("DejaVu Sans Condensed").
    var family: String
    /// The file's stem ("DejaVuSansCondensed-Bold").
    var fileStem: String
    /// Bold (UIFont weight ≥ 0.3).
    var isBold: Bool
    /// Italic or oblique.
    var isItalic: Bool

    /// The face for a font name, weight and slant. System fonts (".SF…", "System", "Helvetica", "Arial" and
    /// any unknown name) use DejaVu Sans Condensed, whose letters are about as wide as the core measures text
    /// (half the point size a character; see docs/rendering.md); monospaced names use DejaVu Sans Mono; serif
    /// names DejaVu Serif. Bold and italic in the name count as well as the weight.
    init(fontName: String, weight: CGFloat, isItalic: Bool) {
        let name = fontName.lowercased()
        let bold = weight >= 0.3 || name.contains("bold") || name.contains("heavy") || name.contains("black")
            || name.contains("semibold")
        let italic = isItalic || name.contains("italic") || name.contains("oblique")
        let base: (family: String, stem: String, italicWord: String)
        if ["mono", "courier", "menlo", "consolas", "monaco"].contains(where: name.contains) {
            base = ("DejaVu Sans Mono", "DejaVuSansMono", "Oblique")
        } else if ["times", "georgia", "serif", "palatino", "baskerville", "newyork", "new york"].contains(where: name.contains),
                  !name.contains("sans") {
            base = ("DejaVu Serif", "DejaVuSerif", "Italic")
        } else {
            base = ("DejaVu Sans Condensed", "DejaVuSansCondensed", "Oblique")
        }
        let suffix = bold ? (italic ? "-Bold" + base.italicWord : "-Bold") : (italic ? "-" + base.italicWord : "")
        family = base.family
        fileStem = base.stem + suffix
        isBold = bold
        self.isItalic = italic
    }
}
