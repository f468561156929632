import Foundation

/// Apple's NIBArchive container (a compiled `.nib`): a header and four tables (objects, keys, values, class names).
///
/// The layout is described publicly in matsmattsson/nibsqueeze's `NibArchive.md` and in `docs/nib-format.md`.
/// `init(data:)` never traps on bad input; `data()` writes the tables back contiguously, in the order
/// ibtool uses, so decoding then encoding an ibtool nib gives back the identical bytes.
public struct NibArchive: Sendable, Equatable {
    /// One object: its class (index into `classNames`) and a run of `valueCount` values starting at `firstValueIndex`.
    public struct Object: Sendable, Equatable, Hashable {
        /// Index into `classNames`.
        public var classIndex: Int
        /// Index into `values` of the object's first value.
        public var firstValueIndex: Int
        /// How many consecutive values belong to the object.
        public var valueCount: Int
        /// An object of class `classIndex` owning `valueCount` values from `firstValueIndex`.
        public init(classIndex: Int, firstValueIndex: Int, valueCount: Int) {
            self.classIndex = classIndex
            self.firstValueIndex = firstValueIndex
            self.valueCount = valueCount
        }
        /// The indices of the object's values.
        public var valueRange: Range<Int> { firstValueIndex ..< firstValueIndex + valueCount }
    }

    /// One value: its key (index into `keys`) and the typed payload.
    public struct Value: Sendable, Equatable, Hashable {
        /// Index into `keys`.
        public var keyIndex: Int
        /// The typed payload.
        public var value: NibValue
        /// A value for key `keyIndex`.
        public init(keyIndex: Int, value: NibValue) {
            self.keyIndex = keyIndex
            self.value = value
        }
    }

    /// One class name with its extra 32-bit integers (ibtool writes the index of a fallback class there).
    public struct ClassName: Sendable, Equatable, Hashable {
        /// The Objective-C class name (stored NUL-terminated in the file).
        public var name: String
        /// Extra Int32 values; ibtool stores the class-name index of a fallback class (e.g. `UIColor` → `NSColor`).
        public var extraValues: [Int32]
        /// A class name with optional extras.
        public init(name: String, extraValues: [Int32] = []) {
            self.name = name
            self.extraValues = extraValues
        }
    }

    /// The 10-byte magic at offset 0.
    public static let magic = Data("NIBArchive".utf8)
    /// Header size: magic, two versions, four (count, offset) pairs.
    public static let headerSize = 50

    /// The format version (always 1 in ibtool's output).
    public var formatVersion: UInt32 {
        get { tables.formatVersion }
        set { update { $0.formatVersion = newValue } }
    }
    /// The coder version (9 in the golden nibs; 10 in newer ones).
    public var coderVersion: UInt32 {
        get { tables.coderVersion }
        set { update { $0.coderVersion = newValue } }
    }
    /// The object table; object 0 is the root (`NSObject` with the `UINib…Key`s).
    public var objects: [Object] {
        get { tables.objects }
        set { update { $0.objects = newValue } }
    }
    /// The key table.
    public var keys: [String] {
        get { tables.keys }
        set { update { $0.keys = newValue } }
    }
    /// The value table.
    public var values: [Value] {
        get { tables.values }
        set { update { $0.values = newValue } }
    }
    /// The class-name table.
    public var classNames: [ClassName] {
        get { tables.classNames }
        set { update { $0.classNames = newValue } }
    }

    /// The four tables and the two versions, decoded.
    struct Tables: Sendable, Equatable {
        var formatVersion: UInt32
        var coderVersion: UInt32
        var objects: [Object]
        var keys: [String]
        var values: [Value]
        var classNames: [ClassName]
    }

    /// The archive as tables, or as the bytes the compiler wrote (decoded into tables on first use: the compiler's output
    /// path, `data()`, then never builds a `Value` per value). Unchecked for `NibEncodedArchive`, a `ManagedBuffer`
    /// (which the standard library marks non-`Sendable`): its bytes never change once written and its decoded tables
    /// are guarded by its lock.
    private enum Storage: @unchecked Sendable {
        case tables(Tables)
        case encoded(NibEncodedArchive)
    }

    private var storage: Storage

    /// The decoded tables (decoding the compiler's bytes once, on first use).
    var tables: Tables {
        switch storage {
        case .tables(let tables): return tables
        case .encoded(let encoded): return encoded.tables
        }
    }

    private mutating func update(_ change: (inout Tables) -> Void) {
        var changed = tables
        change(&changed)
        storage = .tables(changed)
    }

    /// An archive from its tables.
    public init(formatVersion: UInt32 = 1, coderVersion: UInt32 = 9, objects: [Object] = [], keys: [String] = [],
                values: [Value] = [], classNames: [ClassName] = []) {
        storage = .tables(Tables(formatVersion: formatVersion, coderVersion: coderVersion, objects: objects, keys: keys,
                                 values: values, classNames: classNames))
    }

    /// An archive held as the bytes `NibArchiveBuilder` wrote (valid by construction); its tables are decoded on first use.
    init(encoded bytes: Data) {
        storage = .encoded(NibEncodedArchive.make(copying: bytes))
    }

    /// An archive held as the bytes `NibArchiveBuilder` wrote into `encoded`.
    init(encoded: NibEncodedArchive) {
        storage = .encoded(encoded)
    }

    /// Equal tables (two archives of the same bytes are equal without decoding them).
    public static func == (lhs: NibArchive, rhs: NibArchive) -> Bool {
        if case .encoded(let a) = lhs.storage, case .encoded(let b) = rhs.storage, a === b || a.bytes == b.bytes { return true }
        return lhs.tables == rhs.tables
    }

    /// Decodes a NIBArchive, checking every index; throws `NibArchiveError` naming the byte offset on bad input.
    public init(data: Data) throws {
        var reader = NibByteReader(bytes: [UInt8](data))
        let magic = try reader.bytes(10)
        guard magic == [UInt8](NibArchive.magic) else { throw NibArchiveError.badMagic(found: Data(magic)) }
        let formatVersion = try reader.uint32()
        let coderVersion = try reader.uint32()
        var counts: [(count: Int, offset: Int)] = []
        for _ in 0 ..< 4 {
            let count = Int(try reader.uint32())
            let offset = Int(try reader.uint32())
            counts.append((count, offset))
        }
        let size = reader.bytes.count
        // Each entry takes at least one byte: a count beyond the file size is rejected before any allocation.
        for (table, entry) in zip(["object", "key", "value", "class name"], counts) where entry.offset > size || entry.count > size {
            throw NibArchiveError.indexOutOfRange(table: "\(table) table", index: entry.offset > size ? entry.offset : entry.count,
                                                  count: size, offset: 10 + 8 * (["object", "key", "value", "class name"].firstIndex(of: table) ?? 0))
        }

        reader.position = counts[0].offset
        var objects: [Object] = []
        objects.reserveCapacity(counts[0].count)
        var objectOffsets: [Int] = []
        for _ in 0 ..< counts[0].count {
            objectOffsets.append(reader.position)
            let classIndex = try reader.varint()
            let first = try reader.varint()
            let count = try reader.varint()
            objects.append(Object(classIndex: classIndex, firstValueIndex: first, valueCount: count))
        }

        reader.position = counts[1].offset
        var keys: [String] = []
        keys.reserveCapacity(counts[1].count)
        for _ in 0 ..< counts[1].count {
            let start = reader.position
            let length = try reader.varint()
            let bytes = try reader.bytes(length)
            guard let key = String(validating: bytes, as: UTF8.self) else {
                throw NibArchiveError.invalidUTF8(table: "key", offset: start)
            }
            keys.append(key)
        }

        reader.position = counts[2].offset
        var values: [Value] = []
        values.reserveCapacity(counts[2].count)
        var objectReferenceOffsets: [(index: Int, offset: Int)] = []
        for _ in 0 ..< counts[2].count {
            let start = reader.position
            let keyIndex = try reader.varint()
            guard keyIndex < keys.count else {
                throw NibArchiveError.indexOutOfRange(table: "key", index: keyIndex, count: keys.count, offset: start)
            }
            let typeOffset = reader.position
            let type = try reader.uint8()
            let value: NibValue
            switch type {
            case 0: value = .int8(Int8(bitPattern: try reader.uint8()))
            case 1: value = .int16(Int16(bitPattern: UInt16(truncatingIfNeeded: try reader.littleEndian(2))))
            case 2: value = .int32(Int32(bitPattern: UInt32(truncatingIfNeeded: try reader.littleEndian(4))))
            case 3: value = .int64(Int64(bitPattern: try reader.littleEndian(8)))
            case 4: value = .bool(false)
            case 5: value = .bool(true)
            case 6: value = .float(Float(bitPattern: UInt32(truncatingIfNeeded: try reader.littleEndian(4))))
            case 7: value = .double(Double(bitPattern: try reader.littleEndian(8)))
            case 8:
                let length = try reader.varint()
                value = .data(Data(try reader.bytes(length)))
            case 9: value = .null
            case 10:
                let payload = reader.position
                let index = Int(try reader.uint32())
                objectReferenceOffsets.append((index, payload))
                value = .object(index)
            default: throw NibArchiveError.unknownValueType(type, offset: typeOffset)
            }
            values.append(Value(keyIndex: keyIndex, value: value))
        }

        reader.position = counts[3].offset
        var classNames: [ClassName] = []
        classNames.reserveCapacity(counts[3].count)
        for _ in 0 ..< counts[3].count {
            let start = reader.position
            let length = try reader.varint()
            let extraCount = try reader.varint()
            var extras: [Int32] = []
            for _ in 0 ..< extraCount {
                extras.append(Int32(bitPattern: try reader.uint32()))
            }
            var bytes = try reader.bytes(length)
            if bytes.last == 0 { bytes.removeLast() }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                throw NibArchiveError.invalidUTF8(table: "class name", offset: start)
            }
            classNames.append(ClassName(name: name, extraValues: extras))
        }

        for (object, offset) in zip(objects, objectOffsets) {
            guard object.classIndex < classNames.count else {
                throw NibArchiveError.indexOutOfRange(table: "class name", index: object.classIndex, count: classNames.count, offset: offset)
            }
            guard object.firstValueIndex <= values.count, object.valueCount <= values.count - object.firstValueIndex else {
                throw NibArchiveError.indexOutOfRange(table: "value", index: object.firstValueIndex + object.valueCount,
                                                      count: values.count, offset: offset)
            }
        }
        for reference in objectReferenceOffsets where reference.index >= objects.count {
            throw NibArchiveError.indexOutOfRange(table: "object", index: reference.index, count: objects.count, offset: reference.offset)
        }

        storage = .tables(Tables(formatVersion: formatVersion, coderVersion: coderVersion, objects: objects, keys: keys,
                                 values: values, classNames: classNames))
    }

    /// Encodes the archive: header, then objects, keys, values and class names written contiguously.
    public func data() -> Data {
        // The compiler's archives are their bytes already.
        if case .encoded(let encoded) = storage { return encoded.bytes }
        let tables = tables
        let (objects, keys, values, classNames) = (tables.objects, tables.keys, tables.values, tables.classNames)
        let (formatVersion, coderVersion) = (tables.formatVersion, tables.coderVersion)
        // Each table is written into its own byte array sized up front (a varint takes at most 5 bytes here), then the
        // four are copied once behind the header: no per-key or per-class temporary arrays.
        var objectBytes: [UInt8] = []
        objectBytes.reserveCapacity(objects.count * 6)
        for object in objects {
            NibByteWriter.varint(object.classIndex, into: &objectBytes)
            NibByteWriter.varint(object.firstValueIndex, into: &objectBytes)
            NibByteWriter.varint(object.valueCount, into: &objectBytes)
        }
        var keyBytes: [UInt8] = []
        keyBytes.reserveCapacity(keys.count * 24)
        for key in keys {
            NibByteWriter.varint(key.utf8.count, into: &keyBytes)
            keyBytes.append(contentsOf: key.utf8)
        }
        var valueBytes: [UInt8] = []
        valueBytes.reserveCapacity(values.count * 8)
        for entry in values {
            NibByteWriter.varint(entry.keyIndex, into: &valueBytes)
            valueBytes.append(entry.value.typeCode)
            switch entry.value {
            case .int8(let v): valueBytes.append(UInt8(bitPattern: v))
            case .int16(let v): NibByteWriter.littleEndian(UInt64(UInt16(bitPattern: v)), size: 2, into: &valueBytes)
            case .int32(let v): NibByteWriter.littleEndian(UInt64(UInt32(bitPattern: v)), size: 4, into: &valueBytes)
            case .int64(let v): NibByteWriter.littleEndian(UInt64(bitPattern: v), size: 8, into: &valueBytes)
            case .bool, .null: break
            case .float(let v): NibByteWriter.littleEndian(UInt64(v.bitPattern), size: 4, into: &valueBytes)
            case .double(let v): NibByteWriter.littleEndian(v.bitPattern, size: 8, into: &valueBytes)
            case .data(let d):
                NibByteWriter.varint(d.count, into: &valueBytes)
                valueBytes.append(contentsOf: d)
            case .object(let i): NibByteWriter.littleEndian(UInt64(UInt32(truncatingIfNeeded: i)), size: 4, into: &valueBytes)
            }
        }
        var classBytes: [UInt8] = []
        classBytes.reserveCapacity(classNames.count * 24)
        for className in classNames {
            NibByteWriter.varint(className.name.utf8.count + 1, into: &classBytes)
            NibByteWriter.varint(className.extraValues.count, into: &classBytes)
            for extra in className.extraValues {
                NibByteWriter.littleEndian(UInt64(UInt32(bitPattern: extra)), size: 4, into: &classBytes)
            }
            classBytes.append(contentsOf: className.name.utf8)
            classBytes.append(0)
        }
        var out: [UInt8] = []
        out.reserveCapacity(NibArchive.headerSize + objectBytes.count + keyBytes.count + valueBytes.count + classBytes.count)
        out.append(contentsOf: NibArchive.magic)
        NibByteWriter.littleEndian(UInt64(formatVersion), size: 4, into: &out)
        NibByteWriter.littleEndian(UInt64(coderVersion), size: 4, into: &out)
        var offset = NibArchive.headerSize
        func table(_ count: Int, _ size: Int) {
            NibByteWriter.littleEndian(UInt64(count), size: 4, into: &out)
            NibByteWriter.littleEndian(UInt64(offset), size: 4, into: &out)
            offset += size
        }
        table(objects.count, objectBytes.count)
        table(keys.count, keyBytes.count)
        table(values.count, valueBytes.count)
        table(classNames.count, classBytes.count)
        out.append(contentsOf: objectBytes)
        out.append(contentsOf: keyBytes)
        out.append(contentsOf: valueBytes)
        out.append(contentsOf: classBytes)
        return Data(out)
    }

    /// The class name of object `index`, or nil when out of range.
    public func className(ofObject index: Int) -> String? {
        let (objects, classNames) = (self.objects, self.classNames)
        guard objects.indices.contains(index), classNames.indices.contains(objects[index].classIndex) else { return nil }
        return classNames[objects[index].classIndex].name
    }

    /// The key→value pairs of object `index`, in archive order (empty when out of range).
    public func properties(ofObject index: Int) -> [(key: String, value: NibValue)] {
        let (objects, keys, values) = (self.objects, self.keys, self.values)
        guard objects.indices.contains(index) else { return [] }
        return objects[index].valueRange.compactMap { i in
            guard values.indices.contains(i), keys.indices.contains(values[i].keyIndex) else { return nil }
            return (keys[values[i].keyIndex], values[i].value)
        }
    }
}

/// Nib varints: 7 bits per byte, low bits first; the high bit marks the LAST byte (the reverse of LEB128).
enum NibByteWriter {
    static func varint(_ value: Int, into out: inout [UInt8]) {
        var rest = UInt64(UInt(bitPattern: value))
        while rest >= 0x80 {
            out.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        out.append(UInt8(rest) | 0x80)
    }

    static func littleEndian(_ value: UInt64, size: Int, into out: inout [UInt8]) {
        for shift in 0 ..< size {
            out.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(shift))))
        }
    }
}

/// A bounds-checked cursor over the file's bytes; every failure names its offset.
struct NibByteReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private func need(_ count: Int) throws {
        guard position >= 0, count >= 0, position <= bytes.count, count <= bytes.count - position else {
            throw NibArchiveError.truncated(offset: position, needed: count, fileSize: bytes.count)
        }
    }

    mutating func uint8() throws -> UInt8 {
        try need(1)
        defer { position += 1 }
        return bytes[position]
    }

    mutating func bytes(_ count: Int) throws -> [UInt8] {
        try need(count)
        defer { position += count }
        return Array(bytes[position ..< position + count])
    }

    mutating func littleEndian(_ size: Int) throws -> UInt64 {
        try need(size)
        var value: UInt64 = 0
        for i in 0 ..< size { value |= UInt64(bytes[position + i]) << (8 * UInt64(i)) }
        position += size
        return value
    }

    mutating func uint32() throws -> UInt32 { UInt32(try littleEndian(4)) }

    mutating func varint() throws -> Int {
        let start = position
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard shift < 64 else { throw NibArchiveError.varintTooLong(offset: start) }
            let byte = try uint8()
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 != 0 { break }
            shift += 7
        }
        guard result <= UInt64(Int32.max) else { throw NibArchiveError.varintTooLong(offset: start) }
        return Int(result)
    }
}
