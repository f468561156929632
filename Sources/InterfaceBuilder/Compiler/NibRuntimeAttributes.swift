import Foundation

// User-defined runtime attributes (`UINibKeyValuePairsKey`) and the source maps (archive object → IB id and line).
// See `docs/nib-format.md` §3 and §8.

/// What an archive object was compiled from: an IB object, a constraint, or a connection (outlets, actions, segues).
enum NibSource {
    /// An entry of `IBDocument.objects`.
    case object(Int)
    /// An entry of `IBDocument.constraints`.
    case constraint(Int)
    /// An entry of `IBDocument.connections` (a connection object, or a segue's template and trigger).
    case connection(Int)
}

/// Archive object index → IB id and source offset for one nib, as parallel arrays (cheap to build; the dictionaries of
/// `CompiledStoryboard.objectIDs` are made only when asked for). `suffix` is empty for the nib itself, `#<i>` for the
/// prototype nib held by the `UINib` object `i` of that nib, `#<i>#<j>` for a prototype nib inside that one, and so on.
struct NibSourceTable: Sendable {
    var suffix = ""
    /// Archive object indices; a later entry for the same index wins.
    var refs: [Int32] = []
    /// The ids, parallel to `refs`.
    var ids: [String] = []
    /// The byte offsets of the elements' start tags, parallel to `refs`.
    var offsets: [Int32] = []

    /// This table as seen from the enclosing nib, whose `UINib` object `nibIndex` holds it.
    func nested(in nibIndex: Int) -> NibSourceTable {
        var table = self
        table.suffix = "#\(nibIndex)" + suffix
        return table
    }

    /// The position of the entry for archive object `index` (the last one), if any.
    func position(of index: Int) -> Int? {
        guard let ref = Int32(exactly: index) else { return nil }
        return refs.lastIndex(of: ref)
    }

    /// Archive object index → id.
    var idMap: [Int: String] {
        var map: [Int: String] = [:]
        map.reserveCapacity(refs.count)
        for (ref, id) in zip(refs, ids) { map[Int(ref)] = id }
        return map
    }

    /// Archive object index → 1-based line, from the source's line table.
    func lineMap(_ lineStarts: [Int32]) -> [Int: Int] {
        var map: [Int: Int] = [:]
        map.reserveCapacity(refs.count)
        for (ref, offset) in zip(refs, offsets) { map[Int(ref)] = XMLScanner.line(of: Int(offset), lineStarts: lineStarts) }
        return map
    }
}

extension ViewEncoder {
    /// The source tables of this nib (first, suffix empty) and of its nested prototype nibs.
    func sourceTables() -> [NibSourceTable] {
        var table = NibSourceTable()
        table.refs.reserveCapacity(sources.count)
        table.ids.reserveCapacity(sources.count)
        table.offsets.reserveCapacity(sources.count)
        for (ref, source) in sources {
            let id: String?
            let element: IBElement
            switch source {
            case .object(let index):
                id = document.objects[index].id
                element = document.objects[index].element
            case .constraint(let index):
                id = document.constraints[index].id
                element = document.constraints[index].element
            case .connection(let index):
                id = document.connections[index].id
                element = document.connections[index].element
            }
            guard let id, !id.isEmpty else { continue }
            table.refs.append(Int32(truncatingIfNeeded: ref))
            table.ids.append(id)
            table.offsets.append(Int32(truncatingIfNeeded: element.byteOffset))
        }
        return [table] + nestedSourceTables
    }

    /// The `UINibKeyValuePairsKey` array: one `UIRuntimeAttribute` (`UIObject`, `UIKeyPath`, `UIValue`) per user-defined
    /// runtime attribute of the objects encoded in this nib, in document order; nil when there are none.
    mutating func encodeRuntimeAttributes() -> NibArchiveBuilder.Ref? {
        guard !runtimeAttributeOwners.isEmpty else { return nil }
        let owners = runtimeAttributeOwners.sorted { $0.index < $1.index }
        var items: [NibArchiveBuilder.Ref] = []
        for (index, ref) in owners {
            for attribute in document.objects[index].runtimeAttributes {
                let value = runtimeValue(attribute, of: index)
                let keyPath = builder.string(attribute.keyPath)
                let item = builder.object(.UIRuntimeAttribute, capacity: 3)
                builder.set(item, .UIObject, ref)
                builder.set(item, .UIKeyPath, keyPath)
                builder.set(item, .UIValue, value)
                items.append(item)
            }
        }
        return builder.array(items)
    }

    /// The `UIValue` of a runtime attribute: `NSString`, `NSNumber` (`NS.intval`, `NS.dblval`, or `NS.intval` + `NSBoolean`
    /// for a boolean), `UIColor`, `NSValue` (`NS.special` 1 point, 2 size, 3 rect, 4 range), `UIImageNibPlaceholder`, or nil.
    mutating func runtimeValue(_ attribute: IBRuntimeAttribute, of index: Int) -> NibValue {
        switch attribute.value {
        case .string(let text)?:
            return .object(builder.string(text).index)
        case .bool(let flag)?:
            let ref = builder.object(.NSNumber, capacity: 2)
            builder.set(ref, .NS_intval, .integer(flag ? 1 : 0))
            builder.set(ref, .NSBoolean, .bool(true))
            return .object(ref.index)
        case .integer(let number)?:
            return .object(builder.number(number).index)
        case .real(let number)?:
            let ref = builder.object(.NSNumber, capacity: 1)
            builder.set(ref, .NS_dblval, .double(number))
            return .object(ref.index)
        case .color(let color)?:
            return .object(encodeColor(color).index)
        case .point(let point)?:
            return .object(geometryValue(1, "NS.pointval", [point.x, point.y]).index)
        case .size(let size)?:
            return .object(geometryValue(2, "NS.sizeval", [size.width, size.height]).index)
        case .rect(let rect)?:
            return .object(geometryValue(3, "NS.rectval", [rect.x, rect.y, rect.width, rect.height]).index)
        case .range(let range)?:
            let ref = builder.object(.NSValue, capacity: 3)
            builder.set(ref, .NS_special, .integer(4))
            builder.set(ref, .NS_rangeval_location, .integer(range.location))
            builder.set(ref, .NS_rangeval_length, .integer(range.length))
            return .object(ref.index)
        case .image(let name)?:
            let nameRef = builder.string(name)
            let ref = builder.object(.UIImageNibPlaceholder, capacity: 1)
            builder.set(ref, .UIResourceName, nameRef)
            return .object(ref.index)
        case .nil?, nil:
            return .null
        case .insets?, .font?, .element?:
            note("runtime attribute \"\(attribute.keyPath)\" (type \(attribute.type)) of \(document.objects[index].id) has a value "
                + "a nib cannot hold; encoded as nil")
            return .null
        }
    }

    /// An `NSValue` holding doubles (`NS.special` then the `0x07`-tagged little-endian doubles).
    private mutating func geometryValue(_ special: Int, _ key: String, _ values: [Double]) -> NibArchiveBuilder.Ref {
        let ref = builder.object(.NSValue, capacity: 2)
        builder.set(ref, .NS_special, .integer(special))
        builder.set(ref, key, .data(NibGeometry.data(values)))
        return ref
    }
}

/// The round trip's form of runtime attributes: `object keyPath type = value`, from the model or from a compiled nib.
enum NibRuntimeAttributeSummary {
    /// `object keyPath type = value`.
    static func line(_ object: String, _ keyPath: String, _ typed: (type: String, value: String)) -> String {
        "\(object) \(keyPath) \(typed.type) = \(typed.value)"
    }

    /// The type and value text a nib keeps of a model value (`localizedString` reads back as `string`, a missing value
    /// and a value a nib cannot hold as `nil`).
    static func describe(_ value: IBValue?) -> (type: String, value: String) {
        switch value {
        case .string(let text)?: return ("string", "\"\(text)\"")
        case .bool(let flag)?: return ("boolean", "\(flag)")
        case .integer(let number)?: return ("number", "\(number)")
        case .real(let number)?: return ("number", "\(number)")
        case .color(let color)?: return ("color", NibViewProperties.color(color))
        case .point(let point)?: return ("point", "{\(point.x), \(point.y)}")
        case .size(let size)?: return ("size", "{\(size.width), \(size.height)}")
        case .rect(let rect)?: return ("rect", rect.description)
        case .range(let range)?: return ("range", "{\(range.location), \(range.length)}")
        case .image(let name)?: return ("image", name)
        case .nil?, nil, .insets?, .font?, .element?: return ("nil", "nil")
        }
    }

    /// The type and value text of a compiled `UIValue`.
    static func describe(_ value: NibValue?, in graph: NibObjectGraph) -> (type: String, value: String) {
        guard let object = graph.object(value) else { return ("nil", value.map { "\($0)" } ?? "nil") }
        if let text = graph.string(object) { return ("string", "\"\(text)\"") }
        switch object.className {
        case "NSNumber":
            if object["NSBoolean"]?.boolValue == true { return ("boolean", "\((object["NS.intval"]?.integerValue ?? 0) != 0)") }
            if let number = object["NS.dblval"]?.doubleValue { return ("number", "\(number)") }
            return ("number", "\(object["NS.intval"]?.integerValue ?? 0)")
        case "UIColor":
            return ("color", NibViewProperties.color(object, in: graph))
        case "NSValue":
            func doubles(_ key: String, _ count: Int) -> [Double] {
                let values = NibGeometry.doubles(object[key]?.dataValue) ?? []
                return values.count == count ? values : Array(repeating: .nan, count: count)
            }
            switch object["NS.special"]?.integerValue {
            case 1: let p = doubles("NS.pointval", 2); return ("point", "{\(p[0]), \(p[1])}")
            case 2: let s = doubles("NS.sizeval", 2); return ("size", "{\(s[0]), \(s[1])}")
            case 3:
                let r = doubles("NS.rectval", 4)
                return ("rect", NibRect(x: r[0], y: r[1], width: r[2], height: r[3]).description)
            case 4:
                let location = object["NS.rangeval.location"]?.integerValue ?? 0
                return ("range", "{\(location), \(object["NS.rangeval.length"]?.integerValue ?? 0)}")
            default: return ("NSValue", "special \(object["NS.special"].map { "\($0)" } ?? "-")")
            }
        case "UIImageNibPlaceholder":
            return ("image", graph.string(object["UIResourceName"]) ?? "?")
        default:
            return (object.className, "?")
        }
    }

    /// The runtime attributes of a compiled nib (`UINibKeyValuePairsKey`), each object named by `describe`; attributes of
    /// objects `skip` excludes (those of embedded child controllers) are left out.
    static func read(_ graph: NibObjectGraph, describe: (NibObjectGraph.Object?) -> String,
                     skip: (Int) -> Bool = { _ in false }) -> [String] {
        var lines: [String] = []
        for item in graph.elements(graph.root?["UINibKeyValuePairsKey"]) ?? [] {
            let object = graph.object("UIObject", of: item)
            if let object, skip(object.index) { continue }
            lines.append(line(describe(object), graph.string(item["UIKeyPath"]) ?? "?", self.describe(item["UIValue"], in: graph)))
        }
        return lines
    }
}
