import Foundation

// UIKit's text attribute names (Foundation on Linux has the `Key` type but not UIKit's keys). The values are
// UIKit's: a `UIFont`, `UIColor`s, an `NSParagraphStyle`, an `NSUnderlineStyle` raw value (Int) or the style.

extension NSAttributedString.Key {
    /// The font (`UIFont`); Helvetica 12 when absent, as UIKit's string drawing.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (`UIColor`); black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (`UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Underlining (`NSUnderlineStyle` or its raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// Alignment and line breaking (`NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters (not applied headless).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Strikethrough (not drawn headless).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A link (drawn as text).
    public static let link = NSAttributedString.Key("NSLink")
}
