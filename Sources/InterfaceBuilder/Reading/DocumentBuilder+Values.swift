import Foundation

// DocumentBuilder: values of objects' properties (rects, points, colours, fonts and the rest).

extension DocumentBuilder {
    // MARK: values

    mutating func readValue(_ k: Int32, kind: ElemKind) -> IBValue? {
        switch kind {
        case .rect: return .rect(readRect(k))
        case .point: return .point(readPoint(k))
        case .size:
            var s = IBSize(width: 0, height: 0)
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .key: break
                case .width: s.width = double(a) ?? 0
                case .height: s.height = double(a) ?? 0
                default: unknownAttribute(a, on: k)
                }
            }
            return .size(s)
        case .inset, .directionalEdgeInsets:
            var e = IBInsets(top: 0, left: 0, bottom: 0, right: 0)
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .key: break
                case .minY, .top: e.top = double(a) ?? 0
                case .minX, .leading: e.left = double(a) ?? 0
                case .maxY, .bottom: e.bottom = double(a) ?? 0
                case .maxX, .trailing: e.right = double(a) ?? 0
                default: unknownAttribute(a, on: k)
                }
            }
            return .insets(e)
        case .range:
            var r = IBRange(location: 0, length: 0)
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .key: break
                case .location: r.location = int(a) ?? 0
                case .length: r.length = int(a) ?? 0
                default: unknownAttribute(a, on: k)
                }
            }
            return .range(r)
        case .color: return readColor(k).map { .color($0) }
        case .fontDescription, .font: return .font(readFont(k))
        case .string:
            var base64 = false
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .key: break
                case .base64UTF8: base64 = bool(a)
                default: unknownAttribute(a, on: k)
                }
            }
            let text = tree.text(of: k) ?? ""
            if base64 {
                var t = text.filter { !$0.isWhitespace }
                while t.count % 4 != 0 { t.append("=") }
                if let d = Data(base64Encoded: t) { return .string(String(decoding: d, as: UTF8.self)) }
            }
            return .string(text)
        case .bool:
            let s = find(k, .value).map { value($0) } ?? tree.text(of: k) ?? ""
            unknownAttributes(k, except: [.key, .value])
            return .bool(s == "YES" || s == "true")
        case .integer:
            let s = find(k, .value).map { value($0) } ?? tree.text(of: k) ?? ""
            unknownAttributes(k, except: [.key, .value])
            return .integer(Int(s) ?? 0)
        case .real:
            let s = find(k, .value).map { value($0) } ?? tree.text(of: k) ?? ""
            unknownAttributes(k, except: [.key, .value])
            return .real(Double(s) ?? 0)
        case .nilValue:
            unknownAttributes(k, except: [.key, .name])
            return .nil
        default:
            return nil
        }
    }

    mutating func readRect(_ k: Int32) -> IBRect {
        var r = IBRect(x: 0, y: 0, width: 0, height: 0)
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: break
            case .x: r.x = double(a) ?? 0
            case .y: r.y = double(a) ?? 0
            case .width: r.width = double(a) ?? 0
            case .height: r.height = double(a) ?? 0
            default: unknownAttribute(a, on: k)
            }
        }
        return r
    }

    mutating func readPoint(_ k: Int32) -> IBPoint {
        var p = IBPoint(x: 0, y: 0)
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: break
            case .x: p.x = double(a) ?? 0
            case .y: p.y = double(a) ?? 0
            default: unknownAttribute(a, on: k)
            }
        }
        return p
    }

    mutating func readColor(_ k: Int32) -> IBColor? {
        // attributes into locals, then one initialiser: filling a `var IBColor` attribute by attribute made the
        // optimiser copy and destroy the whole color (ten fields, eight Strings) twice per color
        var key: String?, colorSpace: String?, customColorSpace: String?, systemColor: String?
        var cocoaTouchSystemColor: String?, xcode11CocoaTouchSystemColor: String?, name: String?, catalog: String?
        var alpha: Double?
        var r = 0.0, g = 0.0, b = 0.0, w = 0.0, cy = 0.0, m = 0.0, y = 0.0, bl = 0.0
        var hasRGB = false, hasWhite = false, hasCMYK = false
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: key = commonValue(a)
            case .red: r = double(a) ?? 0; hasRGB = true
            case .green: g = double(a) ?? 0; hasRGB = true
            case .blue: b = double(a) ?? 0; hasRGB = true
            case .white: w = double(a) ?? 0; hasWhite = true
            case .cyan: cy = double(a) ?? 0; hasCMYK = true
            case .magenta: m = double(a) ?? 0; hasCMYK = true
            case .yellow: y = double(a) ?? 0; hasCMYK = true
            case .black: bl = double(a) ?? 0; hasCMYK = true
            case .alpha: alpha = double(a)
            case .colorSpace: colorSpace = commonValue(a)
            case .customColorSpace: customColorSpace = commonValue(a)
            case .systemColor: systemColor = commonValue(a)
            case .cocoaTouchSystemColor: cocoaTouchSystemColor = commonValue(a)
            case .xcode11CocoaTouchSystemColor: xcode11CocoaTouchSystemColor = commonValue(a)
            case .name: name = commonValue(a)
            case .catalog: catalog = commonValue(a)
            default: unknownAttribute(a, on: k)
            }
        }
        let components: IBColor.Components
        if hasCMYK {
            components = .cmyk(cyan: cy, magenta: m, yellow: y, black: bl)
        } else if hasRGB {
            components = .rgb(red: r, green: g, blue: b)
        } else if hasWhite {
            components = .white(w)
        } else {
            components = .none
        }
        return IBColor(key: key, components: components, alpha: alpha, colorSpace: colorSpace, customColorSpace: customColorSpace,
                       systemColor: systemColor, cocoaTouchSystemColor: cocoaTouchSystemColor,
                       xcode11CocoaTouchSystemColor: xcode11CocoaTouchSystemColor, name: name, catalog: catalog)
    }

    mutating func readFont(_ k: Int32) -> IBFont {
        // locals, then one initialiser (no copies of the whole font; see `readColor`)
        var key: String?, type: String?, weight: String?, name: String?, family: String?, style: String?, metaFont: String?
        var pointSize: Double?
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: key = commonValue(a)
            case .type: type = commonValue(a)
            case .pointSize, .size: pointSize = double(a)
            case .weight: weight = commonValue(a)
            case .name: name = commonValue(a)
            case .family: family = commonValue(a)
            case .style: style = commonValue(a)
            case .metaFont: metaFont = commonValue(a)
            default: unknownAttribute(a, on: k)
            }
        }
        return IBFont(key: key, element: tree.names[Int(tree.nodes[Int(k)].name)], type: type, pointSize: pointSize,
                      weight: weight, name: name, family: family, style: style, metaFont: metaFont)
    }
}
