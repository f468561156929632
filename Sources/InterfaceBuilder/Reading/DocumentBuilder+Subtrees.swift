import Foundation

// DocumentBuilder: values read with their whole subtree (attributed strings, fonts, variations, accessibility, symbol configurations, paragraph styles, segments).

extension DocumentBuilder {
    // MARK: attributed strings and segments (read with their subtree)

    /// Marks a node read as a value; its own children are visited later and are unknown unless read here.
    mutating func consume(_ k: Int32, owner o: Int32) {
        state[Int(k)].role = .value
        state[Int(k)].owner = o
    }

    mutating func readAttributedString(_ k: Int32) -> IBAttributedString {
        let o = state[Int(k)].owner
        consume(k, owner: o)
        var result = IBAttributedString(key: find(k, .key).map { value($0) } ?? "")
        unknownAttributes(k, except: [.key])
        var f = tree.nodes[Int(k)].firstChild
        while f >= 0 {
            defer { f = tree.nodes[Int(f)].nextSibling }
            guard tree.nameEquals(tree.nodes[Int(f)].name, "fragment") else {
                markUnknown(f, parentRole: .value)
                continue
            }
            consume(f, owner: o)
            var fragment = IBTextFragment(content: find(f, .content).map { value($0) } ?? "")
            unknownAttributes(f, except: [.content])
            var c = tree.nodes[Int(f)].firstChild
            while c >= 0 {
                defer { c = tree.nodes[Int(c)].nextSibling }
                let cname = tree.nodes[Int(c)].name
                if elemKind[Int(cname)] == .string, let key = find(c, .key), tree.valueEquals(key, "content") {
                    consume(c, owner: o)
                    fragment.content = tree.text(of: c) ?? ""
                } else if tree.nameEquals(cname, "attributes") {
                    consume(c, owner: o)
                    var x = tree.nodes[Int(c)].firstChild
                    while x >= 0 {
                        defer { x = tree.nodes[Int(x)].nextSibling }
                        let xname = tree.nodes[Int(x)].name
                        switch elemKind[Int(xname)] {
                        case .color:
                            consume(x, owner: o)
                            if let color = readColor(x) { fragment.colors.append(color) }
                        case .font, .fontDescription:
                            consume(x, owner: o)
                            fragment.fonts.append(readFont(x))
                        default:
                            if tree.nameEquals(xname, "paragraphStyle") {
                                consume(x, owner: o)
                                fragment.paragraphStyle = readParagraphStyle(x)
                            } else {
                                markUnknown(x, parentRole: .value)
                            }
                        }
                    }
                } else {
                    markUnknown(c, parentRole: .value)
                }
            }
            result.fragments.append(fragment)
        }
        return result
    }

    /// `<customFonts key="customFonts"><array key="File.ttf"><string>PostScriptName</string>…`
    mutating func readCustomFonts(_ k: Int32) {
        consume(k, owner: -1)
        var a = tree.nodes[Int(k)].firstChild
        while a >= 0 {
            defer { a = tree.nodes[Int(a)].nextSibling }
            guard tree.nameEquals(tree.nodes[Int(a)].name, "array"), let file = find(a, .key) else {
                markUnknown(a, parentRole: .value)
                continue
            }
            consume(a, owner: -1)
            var names: [String] = []
            var s = tree.nodes[Int(a)].firstChild
            while s >= 0 {
                defer { s = tree.nodes[Int(s)].nextSibling }
                if elemKind[Int(tree.nodes[Int(s)].name)] == .string {
                    consume(s, owner: -1)
                    names.append(tree.text(of: s) ?? "")
                } else {
                    markUnknown(s, parentRole: .value)
                }
            }
            customFonts[value(file), default: []].append(contentsOf: names)
        }
    }

    mutating func readVariation(_ k: Int32) -> IBVariation {
        let o = state[Int(k)].owner
        consume(k, owner: o)
        var result = IBVariation(key: find(k, .key).map { value($0) } ?? "")
        unknownAttributes(k, except: [.key])
        var c = tree.nodes[Int(k)].firstChild
        while c >= 0 {
            defer { c = tree.nodes[Int(c)].nextSibling }
            let cname = tree.nodes[Int(c)].name
            switch elemKind[Int(cname)] {
            case .fontDescription, .font:
                consume(c, owner: o)
                result.fonts.append(readFont(c))
            case .color:
                consume(c, owner: o)
                if let color = readColor(c) { result.colors.append(color) }
            default:
                guard tree.nameEquals(cname, "mask"), let key = find(c, .key) else {
                    markUnknown(c, parentRole: .value)
                    continue
                }
                consume(c, owner: o)
                var mask = IBVariationMask(key: value(key))
                unknownAttributes(c, except: [.key])
                var r = tree.nodes[Int(c)].firstChild
                while r >= 0 {
                    defer { r = tree.nodes[Int(r)].nextSibling }
                    let rname = tree.nodes[Int(r)].name
                    let include = tree.nameEquals(rname, "include")
                    guard include || tree.nameEquals(rname, "exclude"), let ref = find(r, .reference) else {
                        markUnknown(r, parentRole: .value)
                        continue
                    }
                    consume(r, owner: o)
                    unknownAttributes(r, except: [.reference])
                    if include { mask.included.append(value(ref)) } else { mask.excluded.append(value(ref)) }
                }
                result.masks.append(mask)
            }
        }
        if result.key == "default" {
            for mask in result.masks { excludedByDefault.append(contentsOf: mask.excluded) }
        }
        return result
    }

    mutating func readAccessibility(_ k: Int32) -> IBAccessibility {
        let o = state[Int(k)].owner
        consume(k, owner: o)
        var result = IBAccessibility()
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: break
            case .identifier: result.identifier = value(a)
            case .label: result.label = value(a)
            case .hint: result.hint = value(a)
            case .value: result.value = value(a)
            default: unknownAttribute(a, on: k)
            }
        }
        var c = tree.nodes[Int(k)].firstChild
        while c >= 0 {
            defer { c = tree.nodes[Int(c)].nextSibling }
            if elemKind[Int(tree.nodes[Int(c)].name)] == .bool, let key = find(c, .key), tree.valueEquals(key, "isElement"),
               case .bool(let b)? = readValue(c, kind: .bool) {
                consume(c, owner: o)
                result.isElement = b
            } else {
                markUnknown(c, parentRole: .value)
            }
        }
        return result
    }

    mutating func readSymbolConfiguration(_ k: Int32) -> IBSymbolConfiguration {
        let o = state[Int(k)].owner
        consume(k, owner: o)
        var result = IBSymbolConfiguration()
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: result.key = value(a)
            case .configurationType: result.configurationType = value(a)
            case .pointSize: result.pointSize = double(a)
            case .scale: result.scale = value(a)
            case .weight: result.weight = value(a)
            default: unknownAttribute(a, on: k)
            }
        }
        var c = tree.nodes[Int(k)].firstChild
        while c >= 0 {
            defer { c = tree.nodes[Int(c)].nextSibling }
            let kind = elemKind[Int(tree.nodes[Int(c)].name)]
            if kind == .fontDescription || kind == .font {
                consume(c, owner: o)
                result.font = readFont(c)
            } else {
                markUnknown(c, parentRole: .value)
            }
        }
        return result
    }

    mutating func readParagraphStyle(_ k: Int32) -> IBParagraphStyle {
        var p = IBParagraphStyle()
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: break
            case .alignment: p.alignment = value(a)
            case .lineBreakMode: p.lineBreakMode = value(a)
            case .baseWritingDirection: p.baseWritingDirection = value(a)
            case .tighteningFactorForTruncation: p.tighteningFactorForTruncation = double(a)
            default: unknownAttribute(a, on: k)
            }
        }
        return p
    }

    mutating func readSegments(_ k: Int32) -> [IBSegment] {
        let o = state[Int(k)].owner
        consume(k, owner: o)
        var result: [IBSegment] = []
        var c = tree.nodes[Int(k)].firstChild
        while c >= 0 {
            defer { c = tree.nodes[Int(c)].nextSibling }
            guard tree.nameEquals(tree.nodes[Int(c)].name, "segment") else {
                markUnknown(c, parentRole: .value)
                continue
            }
            consume(c, owner: o)
            var seg = IBSegment()
            for i in attributeRange(c) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .title: seg.title = value(a)
                case .image: seg.image = value(a)
                case .enabled: seg.isEnabled = bool(a)
                case .selected: seg.isSelected = bool(a)
                case .width: seg.width = double(a)
                default: unknownAttribute(a, on: c)
                }
            }
            result.append(seg)
        }
        return result
    }
}
