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

/// One entry of a nib's source list: an archive object and what it was compiled from, in 12 plain bytes (issue 14,
/// thirteenth round: as an `(ref: Int, source: NibSource)` pair an entry took 24 bytes, and the 64 reserved for each
/// nib, 1.5 KB, were past the allocator's small-block cache: ≈ 400 instructions a nib to allocate, now ≈ 100).
struct NibSourceEntry: Sendable {
    /// The archive object index.
    private let object: Int32
    /// The IB index (`NibSource`'s payload).
    private let index: Int32
    /// 0 object, 1 constraint, 2 connection.
    private let kind: UInt8

    init(ref: Int, source: NibSource) {
        object = Int32(truncatingIfNeeded: ref)
        switch source {
        case .object(let i): index = Int32(truncatingIfNeeded: i); kind = 0
        case .constraint(let i): index = Int32(truncatingIfNeeded: i); kind = 1
        case .connection(let i): index = Int32(truncatingIfNeeded: i); kind = 2
        }
    }

    /// The archive object index.
    var ref: Int { Int(object) }

    /// What the object was compiled from.
    var source: NibSource {
        switch kind {
        case 0: return .object(Int(index))
        case 1: return .constraint(Int(index))
        default: return .connection(Int(index))
        }
    }
}

extension Array where Element == NibSourceEntry {
    /// Appends the entry for archive object `entry.ref` compiled from `entry.source`.
    @inline(__always)
    mutating func append(_ entry: (ref: Int, source: NibSource)) { append(NibSourceEntry(ref: entry.ref, source: entry.source)) }
}

/// Archive object index → IB id and source offset for one nib. `suffix` is empty for the nib itself, `#<i>` for the
/// prototype nib held by the `UINib` object `i` of that nib, `#<i>#<j>` for a prototype nib inside that one, and so on.
///
/// Lazy (issue 14): the table keeps the encoder's list of (archive object, source) as it is, with the document's
/// object, constraint and connection arrays (shared, not copied), and reads an id or offset only when asked
/// (`CompiledStoryboard.objectIDs`, `objectID(inNib:at:)`, error messages). Decoding every id of every nib made a
/// `String` per archive object and copied an `IBObject` per id, for maps most callers never read.
struct NibSourceTable: Sendable {
    var suffix = ""
    /// Per entry: the archive object index and what it was compiled from; a later entry for the same index wins, and
    /// entries whose source has no id (empty or absent) do not count.
    let entries: [NibSourceEntry]
    /// The document's tables the entries point into, shared by every table of a compile.
    let source: NibSourceDocument
    var objects: [IBObject] { source.objects }
    var constraints: [IBConstraint] { source.constraints }
    var connections: [IBConnection] { source.connections }

    init(entries: [NibSourceEntry], source: NibSourceDocument) {
        self.entries = entries
        self.source = source
    }

    /// The id of entry `position`'s source; nil when it has none (or an empty one).
    func id(at position: Int) -> String? {
        let id: String?
        switch entries[position].source {
        case .object(let index): id = objects[index].id
        case .constraint(let index): id = constraints[index].id
        case .connection(let index): id = connections[index].id
        }
        guard let id, !id.isEmpty else { return nil }
        return id
    }

    /// The byte offset of the start tag of entry `position`'s source.
    func offset(at position: Int) -> Int {
        switch entries[position].source {
        case .object(let index): return objects[index].element.byteOffset
        case .constraint(let index): return constraints[index].element.byteOffset
        case .connection(let index): return connections[index].element.byteOffset
        }
    }

    /// This table as seen from the enclosing nib, whose `UINib` object `nibIndex` holds it.
    func nested(in nibIndex: Int) -> NibSourceTable {
        var table = self
        table.suffix = "#\(nibIndex)" + suffix
        return table
    }

    /// The position of the entry for archive object `index` (the last one with an id), if any.
    func position(of index: Int) -> Int? {
        entries.indices.last { entries[$0].ref == index && id(at: $0) != nil }
    }

    /// Archive object index → id.
    var idMap: [Int: String] {
        var map: [Int: String] = [:]
        map.reserveCapacity(entries.count)
        for position in entries.indices {
            if let id = id(at: position) { map[entries[position].ref] = id }
        }
        return map
    }

    /// Archive object index → 1-based line, from the source's line table.
    func lineMap(_ lineStarts: [Int32]) -> [Int: Int] {
        var map: [Int: Int] = [:]
        map.reserveCapacity(entries.count)
        for position in entries.indices where id(at: position) != nil {
            map[entries[position].ref] = XMLScanner.line(of: offset(at: position), lineStarts: lineStarts)
        }
        return map
    }
}

/// The three tables of a document that source tables point into, held once for all the tables an encoder makes (issue
/// 14, eighteenth round: each table retained the three arrays itself, and released them when it went, twelve atomic
/// updates a table where one holder costs four).
final class NibSourceDocument: Sendable {
    let objects: [IBObject]
    let constraints: [IBConstraint]
    let connections: [IBConnection]

    init(_ document: some IBDocumentTables) {
        objects = document.objects
        constraints = document.constraints
        connections = document.connections
    }
}

/// A nib's source table (`main`, suffix empty) and those of its nested prototype nibs (`ViewEncoder.ownSourceTables`).
struct NibSourceTables {
    var main: NibSourceTable
    var nested: [NibSourceTable]
    /// The nib's table first, then the nested ones.
    var all: [NibSourceTable] { [main] + nested }
}

extension ViewEncoder {
    /// The source tables of this nib (first, suffix empty) and of its nested prototype nibs (once per nib: the entries
    /// move into the table).
    mutating func sourceTables() -> [NibSourceTable] { ownSourceTables().all }

    /// `sourceTables()` without the list: the nib's own table and the nested ones apart (issue 14, twelfth round:
    /// the array literal was an allocation per storyboard nib, and nested prototype nibs are rare). The document's
    /// tables held once per encoder and document (`sourceDocument`, dropped whenever `document` is set).
    mutating func ownSourceTables() -> NibSourceTables {
        let (main, nested) = ownSourceTableParts()
        return NibSourceTables(main: main, nested: nested)
    }

    /// `ownSourceTables()` as two values, for a caller that moves the nib's own table on (a field of the struct is
    /// copied when read). Call once per nib: the entries move into the table.
    mutating func ownSourceTableParts() -> (main: NibSourceTable, nested: [NibSourceTable]) {
        let source: NibSourceDocument
        if let held = sourceDocument {
            source = held
        } else {
            source = NibSourceDocument(document)
            sourceDocument = source
        }
        // The entries moved into the table: the next nib starts a new list anyway (`reset`), and a copy was a retain
        // and a release more.
        var entries: [NibSourceEntry] = []
        swap(&entries, &sources)
        return (NibSourceTable(entries: entries, source: source), nestedSourceTables)
    }

    /// The `UINibKeyValuePairsKey` array: one `UIRuntimeAttribute` (`UIObject`, `UIKeyPath`, `UIValue`) per user-defined
    /// runtime attribute of the objects encoded in this nib, in document order; nil when there are none.
    mutating func encodeRuntimeAttributes() -> NibArchiveBuilder.Ref? {
        guard !runtimeAttributeOwners.isEmpty else { return nil }
        let owners = runtimeAttributeOwners.sorted { $0.index < $1.index }
        var items: [NibArchiveBuilder.Ref] = []
        for (index, ref) in owners {
            for attribute in document.objects[index].extrasBox?.value.runtimeAttributes ?? [] {
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
