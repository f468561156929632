import Foundation
import InterfaceBuilder

/// Colours, fonts, images and `NSValue`s as a nib archives them (docs/nib-format.md, "Colors and fonts").
@MainActor
enum NibValues {
    /// A `UIColor`: sRGB components, a white level, a system colour name or a named (catalog) colour.
    static func color(_ archived: NibObjectGraph.Object, graph: NibObjectGraph) -> UIColor {
        func number(_ key: String) -> CGFloat? { archived[key]?.doubleValue.map { CGFloat($0) } }
        let alpha = number("UIAlpha") ?? 1
        if let red = number("UIRed"), let green = number("UIGreen"), let blue = number("UIBlue") {
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let white = number("UIWhite") {
            return UIColor(white: white, alpha: alpha)
        }
        if let text = archived["NSRGB"]?.dataValue.map({ String(decoding: $0, as: UTF8.self) }) {
            let c = components(text)
            if c.count >= 3 { return UIColor(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1) }
        }
        if let text = archived["NSCMYK"]?.dataValue.map({ String(decoding: $0, as: UTF8.self) }) {
            let c = components(text)
            if c.count >= 4 {
                // Headless: a naive CMYK → RGB conversion, as the round trip compares it.
                let k = 1 - c[3]
                return UIColor(red: (1 - c[0]) * k, green: (1 - c[1]) * k, blue: (1 - c[2]) * k, alpha: c.count > 4 ? c[4] : 1)
            }
        }
        if let name = graph.string(graph.object("UISystemColorName", of: archived)) {
            return UIColor.systemColor(named: name) ?? UIColor(named: name, red: 0, green: 0, blue: 0)
        }
        if let name = graph.string(graph.object("UIColorName", of: archived)) {
            // A catalog colour: HeadlessUIKit does not read asset catalogs; the name is kept.
            return UIColor(named: name, red: 0, green: 0, blue: 0)
        }
        return UIColor(red: 0, green: 0, blue: 0, alpha: alpha)
    }

    private static func components(_ text: String) -> [CGFloat] {
        text.split(whereSeparator: { $0 == " " || $0 == "\0" }).compactMap { Double($0).map { CGFloat($0) } }
    }

    /// A `UIFont`: a system font (its CoreText usage gives the weight) or a font by name.
    static func font(_ archived: NibObjectGraph.Object, graph: NibObjectGraph) -> UIFont {
        let size = CGFloat(archived["UIFontPointSize"]?.doubleValue ?? archived["NSSize"]?.doubleValue ?? 17)
        let name = graph.string(graph.object("UIFontName", of: archived)) ?? ".SFUI-Regular"
        var usage: String?
        if let descriptor = graph.object("UIFontDescriptor", of: archived),
           let attributes = graph.object("UIFontDescriptorAttributes", of: descriptor) {
            let elements = attributes.properties.filter { $0.key == "UINibEncoderEmptyKey" }.map(\.value)
            var i = 0
            while i + 1 < elements.count {
                if graph.string(graph.object(elements[i])) == "NSCTFontUIUsageAttribute" {
                    usage = graph.string(graph.object(elements[i + 1]))
                }
                i += 2
            }
        }
        guard archived["UISystemFont"]?.boolValue == true || usage != nil else {
            return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        }
        switch usage ?? "CTFontRegularUsage" {
        case "CTFontUltraLightUsage": return .systemFont(ofSize: size, weight: .ultraLight)
        case "CTFontThinUsage": return .systemFont(ofSize: size, weight: .thin)
        case "CTFontLightUsage": return .systemFont(ofSize: size, weight: .light)
        case "CTFontMediumUsage": return .systemFont(ofSize: size, weight: .medium)
        case "CTFontDemiUsage": return .systemFont(ofSize: size, weight: .semibold)
        case "CTFontEmphasizedUsage", "CTFontBoldUsage": return .systemFont(ofSize: size, weight: .bold)
        case "CTFontHeavyUsage": return .systemFont(ofSize: size, weight: .heavy)
        case "CTFontBlackUsage": return .systemFont(ofSize: size, weight: .black)
        case "CTFontObliqueUsage": return .italicSystemFont(ofSize: size)
        case let style where style.hasPrefix("UICTFontTextStyle"):
            let font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
            return archived["UIFontPointSize"] == nil ? font : font.withSize(size)
        default: return .systemFont(ofSize: size)
        }
    }

    /// An image by resource name, from the nib's bundle (its asset catalogs, then loose files, as
    /// `UIImage(named:in:)`); a named placeholder when absent (a missing image is not an error in UIKit either).
    static func image(_ archived: NibObjectGraph.Object, graph: NibObjectGraph, bundle: Bundle) -> UIImage {
        image(named: imageName(archived, graph: graph), bundle: bundle)
    }

    /// The resource name of an archived image.
    static func imageName(_ archived: NibObjectGraph.Object, graph: NibObjectGraph) -> String {
        graph.string(graph.object("UIResourceName", of: archived)) ?? graph.string(archived) ?? ""
    }

    /// The image named `name` in `bundle`, else a zero-sized image carrying the name.
    static func image(named name: String, bundle: Bundle) -> UIImage {
        foundImage(named: name, bundle: bundle) ?? UIImage(size: .zero, name: name)
    }

    /// The image named `name` in `bundle` (or a system symbol of that name), nil when there is none.
    static func foundImage(named name: String, bundle: Bundle) -> UIImage? {
        UIImage(named: name, in: bundle) ?? UIImage(systemName: name)
    }

    /// An `NSValue`: a point, size, rect (`NS.special` 1, 2, 3) or range (4).
    static func value(_ archived: NibObjectGraph.Object, doubles: [Double]?) -> Any? {
        let special = archived["NS.special"]?.integerValue ?? 0
        switch special {
        case 4:
            return NSRange(location: archived["NS.rangeval.location"]?.integerValue ?? 0,
                           length: archived["NS.rangeval.length"]?.integerValue ?? 0)
        default:
            guard let d = doubles else { return nil }
            switch (special, d.count) {
            case (1, 2...): return CGPoint(x: d[0], y: d[1])
            case (2, 2...): return CGSize(width: d[0], height: d[1])
            case (_, 4...): return CGRect(x: d[0], y: d[1], width: d[2], height: d[3])
            case (_, 2...): return CGPoint(x: d[0], y: d[1])
            default: return nil
            }
        }
    }
}

extension UIColor {
    /// UIKit's named system colours, for nibs (`systemColor name="systemRedColor"`, `cocoaTouchSystemColor`).
    static func systemColor(named rawName: String) -> UIColor? {
        var name = rawName
        if name.hasSuffix("Color") { name.removeLast("Color".count) }
        let table: [String: UIColor] = [
            "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray,
            "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
            "orange": .orange, "purple": .purple, "brown": .brown, "clear": .clear,
            "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
            "label": .label, "secondaryLabel": .secondaryLabel, "systemBlue": .systemBlue, "systemRed": .systemRed,
            "systemGreen": .systemGreen, "systemGray": .systemGray, "tintColor": .tintColor,
            "groupTableViewBackground": .systemGroupedBackground,
        ]
        return table[name] ?? systemColorsByName[name]
    }
}
