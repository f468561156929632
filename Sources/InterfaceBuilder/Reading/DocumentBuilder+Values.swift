import Foundation

// DocumentBuilder: values of objects' properties (rects, points, colours, fonts and the rest).

extension DocumentBuilder {
    // MARK: values

    /// The value of a value element (`<rect>`, `<string>`, `<bool>`…), nil for other kinds.
    mutating func readValue(_ k: Int32, kind: ElemKind) -> IBValue? {
        DocumentBuilder.isValue(kind) ? readKeyedValue(k, kind: kind) : nil
    }

    /// Whether elements of a kind are values `readKeyedValue` reads.
    @inline(__always)
    static func isValue(_ kind: ElemKind) -> Bool {
        switch kind {
        case .rect, .point, .size, .inset, .directionalEdgeInsets, .range, .color, .fontDescription, .font, .string, .bool,
             .integer, .real, .nilValue:
            return true
        default:
            return false
        }
    }

    /// The value of a value element (`isValue(kind)`): not optional, so that a caller storing it moves it into place
    /// (an `IBValue?` was copied out and destroyed, ≈ 240 instructions per keyed value).
    mutating func readKeyedValue(_ k: Int32, kind: ElemKind) -> IBValue {
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
        case .color:
            var c = IBColor()
            if DocumentBuilder.fillColor(&c, k, tree: tree, keys: attrKey, buf: buf) {
                unknownAttributes(k, except: DocumentBuilder.colorKeys)
            }
            return .color(c)
        case .fontDescription, .font: return .font(readFont(k))
        case .string: return .string(readString(k))
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
            return .nil  // not a value kind (callers check `isValue` first)
        }
    }

    /// The text of a `<string>` element (base64 decoded when it says so).
    mutating func readString(_ k: Int32) -> String {
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
            if let d = Data(base64Encoded: t) { return String(decoding: d, as: UTF8.self) }
        }
        return text
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
        var c = IBColor()
        if DocumentBuilder.fillColor(&c, k, tree: tree, keys: attrKey, buf: buf) {
            unknownAttributes(k, except: DocumentBuilder.colorKeys)
        }
        return c
    }

    mutating func readFont(_ k: Int32) -> IBFont {
        var f = IBFont(element: tree.names[Int(tree.nodes[Int(k)].name)])
        if DocumentBuilder.fillFont(&f, k, tree: tree, keys: attrKey, buf: buf) {
            unknownAttributes(k, except: DocumentBuilder.fontKeys)
        }
        return f
    }
}
