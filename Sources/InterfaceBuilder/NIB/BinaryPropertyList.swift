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
        var objects: [[UInt8]] = []   // encoded bodies with placeholder references
        var references: [[Int]] = []  // per object: referenced object indices (for containers)
        var kinds: [UInt8] = []       // per object: container marker (0 when scalar)
        var shared: [PropertyListValue: Int] = [:]

        func add(_ value: PropertyListValue, uniqued: Bool) -> Int {
            switch value {
            case .distinct(let inner):
                return add(inner, uniqued: false)
            case .array(let items):
                let index = objects.count
                objects.append([]); references.append([]); kinds.append(0xA0)
                references[index] = items.map { add($0, uniqued: true) }
                return index
            case .dictionary(let entries):
                let index = objects.count
                objects.append([]); references.append([]); kinds.append(0xD0)
                let keys = entries.map { add(.string($0.key), uniqued: true) }
                let values = entries.map { add($0.value, uniqued: true) }
                references[index] = keys + values
                return index
            default:
                if uniqued, let existing = shared[value] { return existing }
                let index = objects.count
                objects.append(scalar(value)); references.append([]); kinds.append(0)
                if uniqued, shared[value] == nil { shared[value] = index }
                return index
            }
        }

        let top = add(value, uniqued: true)
        let refSize = bytesNeeded(UInt64(max(objects.count - 1, 0)))
        var out: [UInt8] = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in objects.indices {
            offsets.append(out.count)
            if kinds[index] == 0 {
                out += objects[index]
            } else {
                let count = kinds[index] == 0xD0 ? references[index].count / 2 : references[index].count
                out += marker(kinds[index], count: count)
                for reference in references[index] { out += bigEndian(UInt64(reference), size: refSize) }
            }
        }
        let offsetTableOffset = out.count
        let offsetSize = bytesNeeded(UInt64(offsets.last ?? 0))
        for offset in offsets { out += bigEndian(UInt64(offset), size: offsetSize) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
        out += bigEndian(UInt64(objects.count), size: 8)
        out += bigEndian(UInt64(top), size: 8)
        out += bigEndian(UInt64(offsetTableOffset), size: 8)
        return Data(out)
    }

    private static func scalar(_ value: PropertyListValue) -> [UInt8] {
        switch value {
        case .string(let s):
            if s.utf8.allSatisfy({ $0 < 0x80 }) {
                return marker(0x50, count: s.utf8.count) + Array(s.utf8)
            }
            let units = Array(s.utf16)
            return marker(0x60, count: units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .integer(let i):
            return integer(i)
        case .bool(let b):
            return [b ? 0x09 : 0x08]
        case .real(let d):
            return [0x23] + bigEndian(d.bitPattern, size: 8)
        case .data(let d):
            return marker(0x40, count: d.count) + Array(d)
        default:
            return []
        }
    }

    private static func integer(_ i: Int) -> [UInt8] {
        if i < 0 { return [0x13] + bigEndian(UInt64(bitPattern: Int64(i)), size: 8) }
        let u = UInt64(i)
        if u <= 0xFF { return [0x10, UInt8(u)] }
        if u <= 0xFFFF { return [0x11] + bigEndian(u, size: 2) }
        if u <= 0xFFFF_FFFF { return [0x12] + bigEndian(u, size: 4) }
        return [0x13] + bigEndian(u, size: 8)
    }

    private static func marker(_ kind: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [kind | UInt8(count)] : [kind | 0x0F] + integer(count)
    }

    private static func bytesNeeded(_ value: UInt64) -> Int {
        if value <= 0xFF { return 1 }
        if value <= 0xFFFF { return 2 }
        if value <= 0xFFFF_FFFF { return 4 }
        return 8
    }

    private static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0 ..< size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
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
