import Foundation

/// A property-list value with ordered dictionaries, for writing `bplist00` files byte-for-byte like ibtool.
///
/// Only `distinct` is indirect (issue 14, fifteenth round: the whole enum was, so every value was a heap box, two a
/// storyboard scene's `.distinct(.string(identifier))`; arrays and dictionaries hold their elements in their buffers).
public enum PropertyListValue: Sendable, Equatable {
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
    indirect case distinct(PropertyListValue)

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
        // Flat tables instead of an array per object (issue 14): scalar bodies back to back, each container's
        // references as one run; per object its range and kind (0: scalar). Issue 14, thirteenth round: the tables in
        // one block of scratch memory sized by a first walk of the value, on the stack when small (five arrays grown
        // per plist before, and a `(String, Int)` list: 11.8 k -> 5.8 k instructions a storyboard's Info.plist, compile 37.37 -> 36.85 M a steady pass).
        var bound = PropertyListFlattener.Bound()
        bound.add(value)
        return withUnsafeTemporaryAllocation(byteCount: bound.scratchBytes, alignment: 8) { scratch in
            var flat = PropertyListFlattener(scratch: scratch.baseAddress!, bound: bound)
            let top = flat.add(value, uniqued: true)
            return write(flat, top: top)
        }
    }

    /// The file of a flattened object table whose top object is `top`.
    private static func write(_ flat: PropertyListFlattener, top: Int) -> Data {
        let spans = flat.spans, references = flat.references, count = flat.spanCount
        let refSize = bytesNeeded(UInt64(max(count - 1, 0)))
        // Written through a cursor into memory sized once and handed to `Data` without a copy (issue 14, tenth round:
        // an array appended to byte by byte, each append a uniqueness check, then copied into a `Data`). The bound: the
        // magic, every scalar body, per container a marker of at most 10 bytes and its references, per object an
        // offset of at most 8 bytes, the 32-byte trailer, and 8 bytes of slack for the word-sized big-endian stores.
        let bound = 8 + flat.body.position + count * (10 + 8) + flat.referenceCount * refSize + 32 + 8
        guard let memory = malloc(bound) else { preconditionFailure("property list writer: out of memory") }
        var w = NibByteCursor(base: memory, capacity: bound)
        w.bytes("bplist00")
        // Each object's offset kept in its span's `start`, which the object no longer needs once written.
        for index in 0 ..< count {
            let span = spans[index]
            spans[index].start = w.position
            if span.kind == 0 {
                w.bytes(UnsafeRawBufferPointer(start: flat.bodies + span.start, count: span.count))
            } else {
                marker(span.kind, count: span.kind == 0xD0 ? span.count / 2 : span.count, into: &w)
                for reference in references + span.start ..< references + span.start + span.count {
                    bigEndian(UInt64(reference.pointee), size: refSize, into: &w)
                }
            }
        }
        let offsetTableOffset = w.position
        let offsetSize = bytesNeeded(UInt64(count == 0 ? 0 : spans[count - 1].start))
        for index in 0 ..< count { bigEndian(UInt64(spans[index].start), size: offsetSize, into: &w) }
        for _ in 0 ..< 6 { w.byte(0) }
        w.byte(UInt8(offsetSize))
        w.byte(UInt8(refSize))
        bigEndian(UInt64(count), size: 8, into: &w)
        bigEndian(UInt64(top), size: 8, into: &w)
        bigEndian(UInt64(offsetTableOffset), size: 8, into: &w)
        return Data(bytesNoCopy: memory, count: w.position, deallocator: .free)
    }

    /// A container's marker byte and, past 14 entries, its count as an integer object.
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

    /// The low `size` bytes of `value`, most significant first: one word stored (every bound leaves 8 bytes of slack).
    @inline(__always)
    private static func bigEndian(_ value: UInt64, size: Int, into w: inout NibByteCursor) {
        w.reserve(8)
        let shifted = size == 8 ? value : value << UInt64(64 - 8 * size)
        w.base.storeBytes(of: shifted.bigEndian, toByteOffset: w.position, as: UInt64.self)
        w.position &+= size
    }

    /// A scalar's object body (strings aside: `string(_:into:)`), written at the cursor.
    static func scalar(_ value: PropertyListValue, into w: inout NibByteCursor) {
        switch value {
        case .string(let s):
            _ = string(s, into: &w)
        case .integer(let i):
            integer(i, into: &w)
        case .bool(let b):
            w.byte(b ? 0x09 : 0x08)
        case .real(let d):
            w.byte(0x23)
            bigEndian(d.bitPattern, size: 8, into: &w)
        case .data(let d):
            marker(0x40, count: d.count, into: &w)
            d.withUnsafeBytes { w.bytes($0) }
        default:
            return
        }
    }

    /// A string's object body: 8-bit bytes when it is ASCII, else UTF-16BE; returns whether it was ASCII.
    static func string(_ s: String, into w: inout NibByteCursor) -> Bool {
        // ASCII strings as 8-bit bytes, copied from the string's storage (issue 14: the check word by word, the
        // bytes copied as one buffer, not through a closure per byte).
        let written = s.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard NibASCII.isASCII(utf8) else { return false }
            marker(0x50, count: utf8.count, into: &w)
            w.bytes(UnsafeRawBufferPointer(utf8))
            return true
        }
        if let written { if written { return true } } else if NibASCII.isASCII(s) {
            marker(0x50, count: s.utf8.count, into: &w)
            for byte in s.utf8 { w.byte(byte) }
            return true
        }
        marker(0x60, count: s.utf16.count, into: &w)
        for unit in s.utf16 {
            w.byte(UInt8(unit >> 8))
            w.byte(UInt8(unit & 0xFF))
        }
        return false
    }

    private static func integer(_ i: Int, into w: inout NibByteCursor) {
        if i < 0 {
            w.byte(0x13)
            return bigEndian(UInt64(bitPattern: Int64(i)), size: 8, into: &w)
        }
        let u = UInt64(i)
        let size = bytesNeeded(u)
        w.byte(0x10 | UInt8(size.trailingZeroBitCount))
        bigEndian(u, size: size, into: &w)
    }

    private static func bytesNeeded(_ value: UInt64) -> Int {
        if value <= 0xFF { return 1 }
        if value <= 0xFFFF { return 2 }
        if value <= 0xFFFF_FFFF { return 4 }
        return 8
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
