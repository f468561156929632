import Foundation
import HeadlessUIKit

/// The SVG writer's fixed formatting: numbers, colours, paths, escaping. The same input always gives the
/// same text.
enum SVGFormat {
    /// A number with at most three decimals, trailing zeros trimmed ("12", "0.5", "-3.125"; never "-0").
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A number from a CGFloat.
    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// `rgb(r,g,b)` of a colour's components (alpha apart).
    static func rgb(_ color: CGColor) -> String {
        let c = color.components ?? [0, 0, 0, 1]
        func byte(_ i: Int) -> Int { Int((min(max(Double(c.count > i ? c[i] : 0), 0), 1) * 255).rounded()) }
        return "rgb(\(byte(0)),\(byte(1)),\(byte(2)))"
    }

    /// A colour's alpha, 0…1.
    static func alpha(_ color: CGColor) -> Double {
        let c = color.components ?? [0, 0, 0, 1]
        return min(max(Double(c.count > 3 ? c[3] : 1), 0), 1)
    }

    /// A path's `d` attribute.
    static func pathData(_ path: CGPath) -> String {
        path.elements.map { element in
            let letter = switch element.type {
            case .moveToPoint: "M"
            case .addLineToPoint: "L"
            case .addQuadCurveToPoint: "Q"
            case .addCurveToPoint: "C"
            case .closeSubpath: "Z"
            }
            return ([letter] + element.points.map { "\(number($0.x)) \(number($0.y))" }).joined(separator: " ")
        }.joined(separator: " ")
    }

    /// `matrix(a b c d tx ty)`.
    static func matrix(_ t: CGAffineTransform) -> String {
        "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { number($0) }.joined(separator: " ") + ")"
    }

    /// Text escaped for XML content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // Control characters other than tab are not allowed in XML 1.0.
                if scalar.value < 0x20, scalar != "\t" { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
