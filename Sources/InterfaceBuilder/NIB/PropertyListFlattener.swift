import Foundation

/// The object table of a binary property list being written, flattened depth-first as CoreFoundation does (a
/// dictionary, then its keys, then its values); equal strings and scalars share one object unless `.distinct`.
///
/// Issue 14, thirteenth round: every table lives in one block of scratch memory the caller sizes from a first walk of
/// the value (`Bound`), and equal values are found through an open-addressing table keyed by their encoded bytes
/// (equal encodings, equal values: an ASCII string, an integer, a boolean, data). Before, five arrays grew per plist
/// and a list of `(String, Int)` was searched with `==`: ≈ 11.8 k instructions a storyboard's Info.plist, 1.23 M a
/// corpus pass. Reals and non-ASCII strings keep Swift's equality (a `Dictionary`): `-0.0 == 0.0`, and a non-ASCII
/// string may equal an ASCII one (KELVIN SIGN and "K" are canonically equivalent).
struct PropertyListFlattener {
    /// Upper bounds of a value's objects, container references and encoded scalar bytes.
    struct Bound {
        var objects = 0
        var references = 0
        var bytes = 0

        /// Counts `value` and what it contains.
        mutating func add(_ value: PropertyListValue) {
            switch value {
            case .string(let s): addString(s)
            case .integer, .real: objects += 1; bytes += 9
            case .bool: objects += 1; bytes += 1
            case .data(let d): objects += 1; bytes += d.count + 10
            // Items read in place by index (issue 14, twentieth round: `for … in` copied each entry out, a retain and a
            // release of its key and of its value's payload)
            case .array(let items):
                objects += 1
                references += items.count
                for n in items.indices { add(items[n]) }
            case .dictionary(let entries):
                objects += 1
                references += 2 * entries.count
                for n in entries.indices {
                    addString(entries[n].key)
                    add(entries[n].value)
                }
            case .distinct(let inner): add(inner)
            }
        }

        /// A string: at most two bytes a UTF-8 byte (UTF-16 needs no more units than UTF-8 bytes) and a marker.
        mutating func addString(_ s: String) {
            objects += 1
            bytes += 2 * s.utf8.count + 10
        }

        /// The sizes of the scratch tables, in bytes (each a multiple of 8, so that the next one stays aligned).
        var spanBytes: Int { objects * MemoryLayout<Span>.stride }
        var referenceBytes: Int { references * MemoryLayout<Int>.stride }
        /// The open-addressing table: at least twice the objects, a power of two.
        var tableSlots: Int { objects < 4 ? 8 : 1 << (Int.bitWidth - (2 * objects - 1).leadingZeroBitCount) }
        var tableBytes: Int { tableSlots * MemoryLayout<Int32>.stride }
        /// The scratch memory in all: the tables, then the scalar bodies with 8 bytes of slack for word stores.
        var scratchBytes: Int { spanBytes + referenceBytes + tableBytes + bytes + 8 }
    }

    /// One object: its run in `bodies` (scalars, kind 0) or in `references` (0xA0 arrays, 0xD0 dictionaries).
    struct Span {
        var start: Int
        var count: Int
        var kind: UInt8
    }

    /// The objects, in index order.
    let spans: UnsafeMutablePointer<Span>
    private(set) var spanCount = 0
    /// Every container's references, one run per container.
    let references: UnsafeMutablePointer<Int>
    private(set) var referenceCount = 0
    /// The bodies of the scalar objects, back to back.
    private(set) var body: NibByteCursor
    /// Shared scalars by encoded bytes: object index + 1, 0 for an empty slot.
    private let table: UnsafeMutablePointer<Int32>
    private let tableMask: Int
    /// Every string by `String` equality, once a non-ASCII string has been seen (nil until then).
    private var strings: [String: Int]?
    /// Shared reals by `Double` equality.
    private var reals: [Double: Int] = [:]

    /// Tables laid out in `scratch`, which holds at least `bound.scratchBytes` bytes aligned to 8.
    init(scratch: UnsafeMutableRawPointer, bound: Bound) {
        var offset = 0
        spans = (scratch + offset).bindMemory(to: Span.self, capacity: bound.objects)
        offset += bound.spanBytes
        references = (scratch + offset).bindMemory(to: Int.self, capacity: bound.references)
        offset += bound.referenceBytes
        table = (scratch + offset).bindMemory(to: Int32.self, capacity: bound.tableSlots)
        table.initialize(repeating: 0, count: bound.tableSlots)
        tableMask = bound.tableSlots - 1
        offset += bound.tableBytes
        body = NibByteCursor(base: scratch + offset, capacity: bound.bytes + 8)
    }

    /// The encoded bytes of the scalar bodies.
    var bodies: UnsafeRawPointer { UnsafeRawPointer(body.base) }

    /// Adds `value` (and what it contains) and returns its object index; `uniqued`: may share an equal object.
    mutating func add(_ value: PropertyListValue, uniqued: Bool) -> Int {
        switch value {
        case .distinct(let inner):
            return add(inner, uniqued: false)
        case .array(let items):
            // The container's run of references is reserved first and filled as its items are added; nested
            // containers take their runs after it.
            let index = appendSpan(Span(start: 0, count: 0, kind: 0xA0))
            let start = reserveReferences(items.count)
            for n in items.indices { references[start + n] = add(items[n], uniqued: true) }
            spans[index] = Span(start: start, count: items.count, kind: 0xA0)
            return index
        case .dictionary(let entries):
            let index = appendSpan(Span(start: 0, count: 0, kind: 0xD0))
            let count = entries.count
            let start = reserveReferences(2 * count)
            // by index, as in `Bound.add`
            for n in entries.indices { references[start + n] = addString(entries[n].key, uniqued: true) }
            for n in entries.indices { references[start + count + n] = add(entries[n].value, uniqued: true) }
            spans[index] = Span(start: start, count: 2 * count, kind: 0xD0)
            return index
        case .string(let text):
            return addString(text, uniqued: uniqued)
        case .real(let d):
            guard uniqued else { return appendScalar(value) }
            if let existing = reals[d] { return existing }
            let index = appendScalar(value)
            if !d.isNaN { reals[d] = index }
            return index
        default:
            let start = body.position
            BinaryPropertyList.scalar(value, into: &body)
            return uniqued ? share(from: start) : appendBody(from: start)
        }
    }

    private mutating func addString(_ text: String, uniqued: Bool) -> Int {
        if strings != nil, uniqued {
            if let existing = strings?[text] { return existing }
            let start = body.position
            _ = BinaryPropertyList.string(text, into: &body)
            let index = appendBody(from: start)
            strings?[text] = index
            return index
        }
        let start = body.position
        let ascii = BinaryPropertyList.string(text, into: &body)
        guard uniqued else { return appendBody(from: start) }
        if ascii { return share(from: start) }
        // The first non-ASCII string: from here on every string is found by `String` equality.
        startStringDictionary()
        if let existing = strings?[text] {
            body.position = start
            return existing
        }
        let index = appendBody(from: start)
        strings?[text] = index
        return index
    }

    private mutating func appendScalar(_ value: PropertyListValue) -> Int {
        let start = body.position
        BinaryPropertyList.scalar(value, into: &body)
        return appendBody(from: start)
    }

    @inline(__always)
    private mutating func appendSpan(_ span: Span) -> Int {
        spans[spanCount] = span
        spanCount += 1
        return spanCount - 1
    }

    private mutating func reserveReferences(_ count: Int) -> Int {
        let start = referenceCount
        referenceCount += count
        return start
    }

    /// The scalar just written from `start` as a new object.
    private mutating func appendBody(from start: Int) -> Int {
        appendSpan(Span(start: start, count: body.position - start, kind: 0))
    }

    /// The scalar just written from `start`: an equal object's index (the bytes taken back), else a new shared object.
    private mutating func share(from start: Int) -> Int {
        let count = body.position - start
        let base = bodies + start
        let hash = NibStringTable.hash(bytes: UnsafeRawBufferPointer(start: base, count: count))
        var slot = Int(hash) & tableMask
        while table[slot] != 0 {
            let other = spans[Int(table[slot]) - 1]
            if other.count == count && memcmp(bodies + other.start, base, count) == 0 {
                body.position = start
                return Int(table[slot]) - 1
            }
            slot = (slot + 1) & tableMask
        }
        let index = appendBody(from: start)
        table[slot] = Int32(index + 1)
        return index
    }

    /// The ASCII strings shared so far, put in `strings` (their bodies decoded back).
    private mutating func startStringDictionary() {
        var dictionary: [String: Int] = [:]
        for slot in 0 ... tableMask where table[slot] != 0 {
            let index = Int(table[slot]) - 1
            let span = spans[index]
            let marker = bodies.load(fromByteOffset: span.start, as: UInt8.self)
            guard marker & 0xF0 == 0x50 else { continue }
            // The marker, and past 14 bytes an integer object with the length.
            let header = marker & 0x0F < 0x0F ? 1 : 2 + (1 << Int(bodies.load(fromByteOffset: span.start + 1, as: UInt8.self) & 0x0F))
            let text = UnsafeRawBufferPointer(start: bodies + span.start + header, count: span.count - header)
            dictionary[String(decoding: text, as: UTF8.self)] = index
        }
        strings = dictionary
    }
}
