import Foundation

/// Attribute values Xcode writes over and over in colours and fonts (`colorSpace="custom"`, `key="backgroundColor"`,
/// `type="system"`…), as ready-made Strings: a value found here costs a length check and a `memcmp` instead of
/// building and validating a new String (one per stored colour and font attribute otherwise).
enum CommonValues {
    /// The values; at most 64 bytes.
    static let values: [String] = [
        "custom", "sRGB", "backgroundColor", "fontDescription", "system", "textColor", "calibratedWhite",
        "systemBackgroundColor", "darkTextColor", "catalog", "System", "genericGamma22GrayColorSpace", "NSFont",
        "calibratedRGB", "NSColor", "titleShadowColor", "font", "titleColor", "tintColor", "displayP3", "boldSystem",
        "labelColor", "secondaryLabelColor", "systemBlueColor", "shadowColor", "highlightedColor", "separatorColor",
        "italicSystem", "semibold", "medium", "bold", "light", "deviceRGB", "barTintColor", "UICTFontTextStyleBody",
        "systemGroupedBackgroundColor", "secondarySystemBackgroundColor", "placeholderTextColor",
        // the document header's (one validated String each per document otherwise; the types are heap Strings)
        "3.0", "none", "iOS.CocoaTouch", "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
        "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
    ]

    /// Per length (0...64), the values of that length with their bytes.
    static let byLength: [[(bytes: [UInt8], string: String)]] = {
        var table = [[(bytes: [UInt8], string: String)]](repeating: [], count: 65)
        for v in values where v.utf8.count <= 64 && !table[v.utf8.count].contains(where: { $0.string == v }) {
            table[v.utf8.count].append((Array(v.utf8), v))
        }
        return table
    }()

    /// The ready-made String for the bytes `p[start ..< end]`, or nil.
    @inline(__always)
    static func string(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String? {
        let n = end &- start
        guard n > 0, n <= 64, let base = p.baseAddress else { return nil }
        for candidate in byLength[n] where candidate.bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base + start, n) == 0 }) {
            return candidate.string
        }
        return nil
    }
}
