import Foundation

/// One element of the flat arena. Children are linked by index (first child, next sibling); the
/// arena is in document (pre-)order, so a node's subtree is the contiguous range after it.
struct XMLNode {
    /// Interned name id.
    var name: Int32
    /// Parent node index, -1 for the root.
    var parent: Int32
    /// First child node index, -1 if none.
    var firstChild: Int32 = -1
    /// Next sibling node index, -1 if none.
    var nextSibling: Int32 = -1
    /// First attribute index in `XMLTree.attributes`.
    var attributeStart: Int32
    /// Number of attributes.
    var attributeCount: Int32 = 0
    /// Byte offset of the `<` of the start tag.
    var offset: Int32
    /// Text: byte range of raw character data (`textStart ..< textEnd`), or `textStart == -2` for a
    /// decoded string in `XMLTree.decodedTexts`, or -1 for none.
    var textStart: Int32 = -1
    /// End of the raw text range.
    var textEnd: Int32 = -1
    /// Whether the raw text contains references to decode.
    var textHasReferences = false
    /// One past the last node of this subtree (set when the element closes).
    var subtreeEnd: Int32 = -1
}

/// One attribute: interned name and raw value byte range.
struct XMLAttributeSlot {
    var name: Int32
    var valueStart: Int32
    var valueEnd: Int32
    var hasReferences: Bool
}

/// The interned names of a tree, by id: the shared seed's names (`NameSeed`), then the names the document added.
struct NameList {
    let seed: [String]
    var added: [String] = []

    var count: Int { seed.count + added.count }

    subscript(id: Int) -> String { id < seed.count ? seed[id] : added[id - seed.count] }

    mutating func append(_ name: String) { added.append(name) }
}

/// The empty tables a tree starts with.
private let emptyNodes = FlatTable<XMLNode>()
private let emptyAttributes = FlatTable<XMLAttributeSlot>()

/// The scanned document: flat node and attribute arrays, interned names, the source bytes.
struct XMLTree: @unchecked Sendable {
    var bytes: SourceBytes
    // shared empty tables until the scan hands its own over (no allocation per document)
    var nodes = emptyNodes
    var attributes = emptyAttributes
    /// The interned names, by id: the seed's, then the document's own.
    var names: NameList
    var decodedTexts: [Int32: String] = [:]

    func name(of node: Int32) -> String { names[Int(nodes[Int(node)].name)] }

    func children(of node: Int32) -> [Int32] {
        var result: [Int32] = []
        var c = nodes[Int(node)].firstChild
        while c >= 0 {
            result.append(c)
            c = nodes[Int(c)].nextSibling
        }
        return result
    }

    func subtreeEnd(of node: Int32) -> Int { Int(nodes[Int(node)].subtreeEnd) }

    /// The interned id of a name, or -1 if the document never uses it.
    func nameID(_ name: String) -> Int32 {
        for i in 0..<names.count where names[i] == name { return Int32(i) }
        return -1
    }

    @inline(__always)
    func string(_ start: Int32, _ end: Int32, references: Bool) -> String {
        if !references {
            return bytes.withUnsafeBufferPointer { buf in
                String(decoding: UnsafeBufferPointer(rebasing: buf[Int(start)..<Int(end)]), as: UTF8.self)
            }
        }
        return XMLScanner.decodeReferences(bytes, Int(start), Int(end))
    }

    /// Whether an interned name equals the ASCII bytes given.
    /// Issue 14, eleventh round: compared with one `memcmp` on the name's UTF-8 (`elementsEqual` on its `utf8` view
    /// walked it with the generic iterator, ≈ 130 instructions a call).
    func nameEquals(_ id: Int32, _ s: StaticString) -> Bool {
        var name = names[Int(id)]
        let m = s.utf8CodeUnitCount
        return name.withUTF8 { $0.count == m && (m == 0 || memcmp($0.baseAddress!, s.utf8Start, m) == 0) }
    }

    /// Whether an interned name ends with the ASCII bytes given (one `memcmp`, as `nameEquals`).
    func nameHasSuffix(_ id: Int32, _ s: StaticString) -> Bool {
        var name = names[Int(id)]
        let m = s.utf8CodeUnitCount
        return name.withUTF8 { $0.count >= m && (m == 0 || memcmp($0.baseAddress! + ($0.count - m), s.utf8Start, m) == 0) }
    }

    @inline(__always)
    func value(_ a: XMLAttributeSlot) -> String { string(a.valueStart, a.valueEnd, references: a.hasReferences) }

    /// Whether an attribute value equals the ASCII bytes given (no decoding).
    /// Issue 14, eleventh round: one `memcmp` (the byte loop checked bounds on every byte, ≈ 6 instructions a byte:
    /// ≈ 50 saved per equal-length compare, e.g. `key="frame"` and the scene members' `viewController`).
    @inline(__always)
    func valueEquals(_ a: XMLAttributeSlot, _ s: StaticString) -> Bool {
        let n = Int(a.valueEnd - a.valueStart)
        guard n == s.utf8CodeUnitCount, !a.hasReferences else { return false }
        guard n > 0 else { return true }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + Int(a.valueStart), s.utf8Start, n) == 0 }
    }

    func text(of node: Int32) -> String? {
        let n = nodes[Int(node)]
        if n.textStart == -2 { return decodedTexts[node] }
        if n.textStart < 0 { return nil }
        return string(n.textStart, n.textEnd, references: n.textHasReferences)
    }
}

/// Shared, immutable storage behind `IBElement` handles: the tree plus a line table for positions,
/// built on first use (guarded by a lock; `Mutex` would need macOS 15).
final class XMLStorage: @unchecked Sendable {
    let tree: XMLTree
    /// The model's classification of each interned name as an attribute.
    let attrKeys: [AttrKey]
    /// One lock for every document's line table: built once per document and only when a position is asked for, so
    /// sharing costs nothing, where a lock per document was an allocation and a mutex set up and torn down for each
    /// file read (issue 14, tenth round).
    private static let lock = NSLock()
    private var lineStarts: [Int32]?
    /// Every object's index lists back to back (`IBIndexList.swift`), in memory the storage owns and frees: handed over
    /// once by the reader before it hands the document out (`adoptIndexLists`), never changed after. Unchecked
    /// exclusivity: a checked class property cost a `swift_beginAccess` per list read.
    @exclusivity(unchecked) private(set) var indexLists = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)

    /// Takes ownership of the list table (once).
    func adoptIndexLists(_ table: UnsafeMutableBufferPointer<Int>) {
        precondition(indexLists.baseAddress == nil, "XMLStorage: the list table is handed over once")
        indexLists = table
    }

    /// Every object's colours, fonts and other keyed values (`IBValueTable.swift`): appended to by the reader only, before
    /// it hands the document out, never changed after. Unchecked exclusivity, as `indexLists`.
    @exclusivity(unchecked) var colorTable = IBValueTable<IBColor>()
    @exclusivity(unchecked) var fontTable = IBValueTable<IBFont>()
    @exclusivity(unchecked) var propertyTable = IBValueTable<IBProperty>()

    deinit {
        indexLists.deallocate()
        colorTable.free()
        fontTable.free()
        propertyTable.free()
    }

    init(tree: XMLTree, attrKeys: [AttrKey]) {
        self.tree = tree
        self.attrKeys = attrKeys
    }

    func position(ofOffset offset: Int) -> IBSourcePosition {
        XMLScanner.position(of: offset, in: tree.bytes, lineStarts: lineTable())
    }

    /// The offsets at which lines start (built on first use, then shared).
    func lineTable() -> [Int32] {
        XMLStorage.lock.lock()
        defer { XMLStorage.lock.unlock() }
        if let cached = lineStarts { return cached }
        let starts = XMLScanner.lineStarts(tree.bytes)
        lineStarts = starts
        return starts
    }

    func attributes(of node: Int32) -> [IBAttribute] {
        let n = tree.nodes[Int(node)]
        var result: [IBAttribute] = []
        result.reserveCapacity(Int(n.attributeCount))
        for i in Int(n.attributeStart)..<Int(n.attributeStart + n.attributeCount) {
            let a = tree.attributes[i]
            result.append(IBAttribute(name: tree.names[Int(a.name)], value: tree.value(a)))
        }
        return result
    }

    func attribute(_ name: String, of node: Int32) -> String? {
        let n = tree.nodes[Int(node)]
        for i in Int(n.attributeStart)..<Int(n.attributeStart + n.attributeCount) {
            let a = tree.attributes[i]
            if tree.names[Int(a.name)] == name { return tree.value(a) }
        }
        return nil
    }

    func text(of node: Int32) -> String? { tree.text(of: node) }

    /// The interned name id of `node`, read in place: a caller that took `tree` into a local first copied it (a retain
    /// and a release of its node table per call; issue 14, seventeenth round).
    @inline(__always)
    func nameID(of node: Int32) -> Int32 { tree.nodes[Int(node)].name }

    /// How many of this document's names come from the shared seed (read in place, as `nameID(of:)`).
    @inline(__always)
    var seedCount: Int { tree.names.seed.count }

    /// Node `node` of the tree, read in place (as `nameID(of:)`).
    @inline(__always)
    func node(_ node: Int32) -> XMLNode { tree.nodes[Int(node)] }

    /// The first attribute of `node` classified as `key`, read in place (as `nameID(of:)`), nil when absent.
    @inline(__always)
    func slot(_ key: AttrKey, of node: Int32) -> XMLAttributeSlot? {
        let n = tree.nodes[Int(node)]
        for i in Int(n.attributeStart) ..< Int(n.attributeStart + n.attributeCount) {
            let a = tree.attributes[i]
            if attrKeys[Int(a.name)] == key { return a }
        }
        return nil
    }
}
