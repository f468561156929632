import Foundation

/// A property-list value with ordered dictionaries, for writing `bplist00` files byte-for-byte like ibtool.
public indirect enum PropertyListValue: Sendable, Equatable {
    /// A string (ASCII strings are written as 8-bit, others as UTF-16BE).
    case string(String)
    /// A signed integer.
    case integer(Int)
    /// A boolean.
    case bool(Bool)
    /// A double.
    case real(Double)
    /// Raw bytes.
    case data(Data)
    /// An array.
    case array([PropertyListValue])
    /// A dictionary whose keys keep the given order.
    case dictionary([PropertyListEntry])
    /// A value written as its own object, never shared with an equal one (ibtool uniques by identity).
    case distinct(PropertyListValue)

    /// The value as a Foundation property-list object (`String`, `Int`, `[String: Any]`…).
    public var foundationObject: Any {
        switch self {
        case .string(let s): return s
        case .integer(let i): return i
        case .bool(let b): return b
        case .real(let d): return d
        case .data(let d): return d
        case .array(let a): return a.map(\.foundationObject)
        case .dictionary(let entries):
            var result: [String: Any] = [:]
            for entry in entries { result[entry.key] = entry.value.foundationObject }
            return result
        case .distinct(let v): return v.foundationObject
        }
    }
}

/// One key/value pair of a `PropertyListValue.dictionary`.
public struct PropertyListEntry: Sendable, Equatable {
    /// The key.
    public var key: String
    /// The value.
    public var value: PropertyListValue
    /// A pair.
    public init(_ key: String, _ value: PropertyListValue) {
        self.key = key
        self.value = value
    }
}

/// Writes binary property lists (`bplist00`) the way CoreFoundation does: objects flattened depth-first
/// (a dictionary, then its keys, then its values), equal strings and numbers shared unless marked `.distinct`.
///
/// Foundation's `PropertyListSerialization` on Linux can write `.binary` too, but its dictionaries are
/// unordered; this writer keeps key order so that a storyboard's `Info.plist` matches ibtool's bytes.
public enum BinaryPropertyList {
    /// Encodes `value` as a `bplist00` file.
    public static func data(_ value: PropertyListValue) -> Data {
        // Flat tables instead of an array per object (issue 14): scalar bodies back to back in `bodies`, each
        // container's references as one run of `references`; per object its range and kind (0: scalar). A struct
        // with mutating methods, not a closure over local variables (each captured variable was a boxed, checked access).
        var flat = PropertyListFlattener()
        let top = flat.add(value, uniqued: true)
        let bodies = flat.bodies, references = flat.references, spans = flat.spans
        let refSize = bytesNeeded(UInt64(max(spans.count - 1, 0)))
        // Written through a cursor into memory sized once and handed to `Data` without a copy (issue 14, tenth round:
        // an array appended to byte by byte, each append a uniqueness check, then copied into a `Data`). The bound: the
        // magic, every scalar body, per container a marker of at most 10 bytes and its references, per object an
        // offset of at most 8 bytes, the 32-byte trailer, and 8 bytes of slack for the word-sized big-endian stores.
        let bound = 8 + bodies.count + spans.count * (10 + 8) + references.count * refSize + 32 + 8
        guard let memory = malloc(bound) else { preconditionFailure("property list writer: out of memory") }
        let offsets = UnsafeMutablePointer<Int>.allocate(capacity: max(spans.count, 1))
        defer { offsets.deallocate() }
        var w = NibByteCursor(base: memory, capacity: bound)
        w.bytes("bplist00")
        bodies.withUnsafeBytes { body in
            for (index, span) in spans.enumerated() {
                offsets[index] = w.position
                if span.kind == 0 {
                    w.bytes(UnsafeRawBufferPointer(rebasing: body[span.start ..< span.start + span.count]))
                } else {
                    marker(span.kind, count: span.kind == 0xD0 ? span.count / 2 : span.count, into: &w)
                    for reference in references[span.start ..< span.start + span.count] {
                        bigEndian(UInt64(reference), size: refSize, into: &w)
                    }
                }
            }
        }
        let offsetTableOffset = w.position
        let offsetSize = bytesNeeded(UInt64(spans.isEmpty ? 0 : offsets[spans.count - 1]))
        for index in 0 ..< spans.count { bigEndian(UInt64(offsets[index]), size: offsetSize, into: &w) }
        for _ in 0 ..< 6 { w.byte(0) }
        w.byte(UInt8(offsetSize))
        w.byte(UInt8(refSize))
        bigEndian(UInt64(spans.count), size: 8, into: &w)
        bigEndian(UInt64(top), size: 8, into: &w)
        bigEndian(UInt64(offsetTableOffset), size: 8, into: &w)
        return Data(bytesNoCopy: memory, count: w.position, deallocator: .free)
    }

    /// A container's marker byte and, past 14 entries, its count as an integer object (the cursor's version of
    /// `marker(_:count:into:)` for arrays).
    private static func marker(_ kind: UInt8, count: Int, into w: inout NibByteCursor) {
        if count < 15 {
            w.byte(kind | UInt8(count))
        } else {
            w.byte(kind | 0x0F)
            let u = UInt64(count)
            let size = bytesNeeded(u)
            w.byte(0x10 | UInt8(size.trailingZeroBitCount))
            bigEndian(u, size: size, into: &w)
        }
    }

    /// The low `size` bytes of `value`, most significant first: one word stored (the bound leaves 8 bytes of slack).
    @inline(__always)
    private static func bigEndian(_ value: UInt64, size: Int, into w: inout NibByteCursor) {
        w.reserve(8)
        let shifted = size == 8 ? value : value << UInt64(64 - 8 * size)
        w.base.storeBytes(of: shifted.bigEndian, toByteOffset: w.position, as: UInt64.self)
        w.position &+= size
    }

    static func scalar(_ value: PropertyListValue, into out: inout [UInt8]) {
        switch value {
        case .string(let s):
            string(s, into: &out)
        case .integer(let i):
            integer(i, into: &out)
        case .bool(let b):
            out.append(b ? 0x09 : 0x08)
        case .real(let d):
            out.append(0x23)
            bigEndian(d.bitPattern, size: 8, into: &out)
        case .data(let d):
            marker(0x40, count: d.count, into: &out)
            out.append(contentsOf: d)
        default:
            return
        }
    }

    /// A string's object body: 8-bit bytes when it is ASCII, else UTF-16BE (as `scalar(.string(s), into:)`, without
    /// boxing the string in a `PropertyListValue`, an indirect enum).
    static func string(_ s: String, into out: inout [UInt8]) {
        // ASCII strings as 8-bit bytes, copied from the string's storage (issue 14: the check word by word, the
        // bytes appended as one buffer, not through a closure per byte).
        let written = s.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard NibASCII.isASCII(utf8) else { return false }
            marker(0x50, count: utf8.count, into: &out)
            out.append(contentsOf: utf8)
            return true
        }
        if written == true { return }
        if written == nil, NibASCII.isASCII(s) {
            marker(0x50, count: s.utf8.count, into: &out)
            out.append(contentsOf: s.utf8)
            return
        }
        let units = Array(s.utf16)
        marker(0x60, count: units.count, into: &out)
        for unit in units {
            out.append(UInt8(unit >> 8))
            out.append(UInt8(unit & 0xFF))
        }
    }

    private static func integer(_ i: Int, into out: inout [UInt8]) {
        if i < 0 {
            out.append(0x13)
            return bigEndian(UInt64(bitPattern: Int64(i)), size: 8, into: &out)
        }
        let u = UInt64(i)
        if u <= 0xFF {
            out.append(0x10)
            out.append(UInt8(u))
        } else if u <= 0xFFFF {
            out.append(0x11)
            bigEndian(u, size: 2, into: &out)
        } else if u <= 0xFFFF_FFFF {
            out.append(0x12)
            bigEndian(u, size: 4, into: &out)
        } else {
            out.append(0x13)
            bigEndian(u, size: 8, into: &out)
        }
    }

    private static func marker(_ kind: UInt8, count: Int, into out: inout [UInt8]) {
        if count < 15 {
            out.append(kind | UInt8(count))
        } else {
            out.append(kind | 0x0F)
            integer(count, into: &out)
        }
    }

    private static func bytesNeeded(_ value: UInt64) -> Int {
        if value <= 0xFF { return 1 }
        if value <= 0xFFFF { return 2 }
        if value <= 0xFFFF_FFFF { return 4 }
        return 8
    }

    private static func bigEndian(_ value: UInt64, size: Int, into out: inout [UInt8]) {
        var shift = 8 * (size - 1)
        while shift >= 0 {
            out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            shift -= 8
        }
    }
}

extension PropertyListValue: Hashable {
    /// Hashes the value (containers included) for uniquing.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let s): hasher.combine(0); hasher.combine(s)
        case .integer(let i): hasher.combine(1); hasher.combine(i)
        case .bool(let b): hasher.combine(2); hasher.combine(b)
        case .real(let d): hasher.combine(3); hasher.combine(d)
        case .data(let d): hasher.combine(4); hasher.combine(d)
        case .array(let a): hasher.combine(5); hasher.combine(a)
        case .dictionary(let e): hasher.combine(6); hasher.combine(e.map(\.key)); hasher.combine(e.map(\.value))
        case .distinct(let v): hasher.combine(7); hasher.combine(v)
        }
    }
}
