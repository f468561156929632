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
