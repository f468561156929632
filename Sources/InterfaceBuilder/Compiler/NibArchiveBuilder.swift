import Foundation

/// Builds a nib object by object, the way `UINibEncoder` lays it out: object 0 is the root `NSObject`, class names carry
/// their fallback class, keys and class names are tabled in order of first use.
///
/// A direct encoder (issue 14): values are fixed-size records in one pool (key index, type byte, payload, link to the
/// object's next value), the bytes of data values (strings, geometry, nested nibs) are appended to one byte buffer and
/// named by offset and length, and `data()` writes the NIBArchive bytes from these tables in one pass: no
/// `NibArchive.Value`, no `Data` per value.
///
/// A builder is moved (the pool, `swap`, a reused encoder), never copied and then changed on both sides: its hot tables
/// are `NibPlainTable`s, whose copies share memory (issue 14, tenth round).
struct NibArchiveBuilder {
    /// A handle on an object being built.
    struct Ref: Hashable { let index: Int }

    /// The type bytes of the value table (`NibValue.typeCode`).
    enum ValueType {
        static let int8: UInt8 = 0, int16: UInt8 = 1, int32: UInt8 = 2, int64: UInt8 = 3, falseValue: UInt8 = 4
        static let trueValue: UInt8 = 5, float: UInt8 = 6, double: UInt8 = 7, data: UInt8 = 8, null: UInt8 = 9
        static let object: UInt8 = 10
    }

    /// Per object: its index into the class-name table.
    var classIndices = NibPlainTable<Int32>()
    /// Every value of every object in one flat pool (no list per object), in the order set; each record names its
    /// object, and an object's values are its records in pool order (issue 14, sixth round: no link to the object's
    /// next value, so setting a value is one append; the writer groups the records by object).
    var pool = NibPlainTable<Record>()
    /// The bytes of every data value, one after the other (a record names its range).
    var bytes = NibByteBuffer()

    /// One value: a plain record (no reference counting), its payload by type: the integer's or float's bits, the
    /// object index, or for data `offset << 32 | length` in `bytes`. Sixteen bytes: the key index and the type byte
    /// share a word (issue 14, tenth round: 24 bytes a record before, the writer's gather read a third more memory).
    struct Record {
        var payload: UInt64
        /// The object the value belongs to (-1: a value dropped by `setProperties`).
        var object: Int32
        /// `key << 8 | type`.
        var keyAndType: UInt32

        @inline(__always)
        init(payload: UInt64, key: Int32, object: Int32, type: UInt8) {
            // A key index past 2^24 would need 16 million distinct keys in one nib.
            precondition(UInt32(bitPattern: key) < 1 << 24, "nib builder: key index out of range")
            self.payload = payload
            self.object = object
            keyAndType = UInt32(bitPattern: key) << 8 | UInt32(type)
        }

        /// The key-table index.
        @inline(__always) var key: Int32 { Int32(bitPattern: keyAndType >> 8) }
        /// The type byte (`ValueType`).
        @inline(__always) var type: UInt8 { UInt8(truncatingIfNeeded: keyAndType) }
    }

    /// The class-name table, in order of first use (a class's fallback right after it), as codes: a `NibClass`'s raw
    /// value, or `~i` for `classStrings[i]` (issue 14: no `String` per entry to retain, release and write).
    var classCodes = NibPlainTable<Int32>()
    /// Per class-name entry: the index of its fallback class, or -1.
    var classFallbacks = NibPlainTable<Int32>()
    /// The class names that are not `NibClass`es.
    var classStrings: [String] = []
    /// The key table, in order of first use, as codes: a `NibKey`'s raw value, or `~i` for `keyStrings[i]`.
    var keys = NibPlainTable<Int32>()
    /// The keys that are not `NibKey`s.
    var keyStrings: [String] = []
    /// The UTF-8 bytes of the keys and class names that are not `NibKey`s or `NibClass`es (to size the output at
    /// once; known names count at their table's longest, so adding one touches no length table).
    var keyByteCount = 0
    var classByteCount = 0
    private var classTable = NibStringTable()
    /// Keys that reach the builder as strings and are not `NibKey`s (known keys never enter it).
    private var keyTable = NibStringTable()
    /// Per `NibKey`: its index in `keys`, -1 until the key is first used in this nib.
    private var knownKeys: NibPlainTable<Int32>
    /// Per `NibClass`: its index in `classNames`, -1 until the class is first used in this nib.
    private var knownClasses: NibPlainTable<Int32>
    private var emptyArray: Ref?
    /// Texts of fractional numbers already written (kept across nibs: they depend on the number only).
    var componentTexts = NibComponentTextCache()
    /// The writer's counting-sort memory, kept from nib to nib (nil in the placeholder).
    var writeScratch: NibWriteScratch?

    init() {
        knownKeys = NibPlainTable(repeating: -1, count: NibKey.names.count)
        knownClasses = NibPlainTable(repeating: -1, count: NibClass.names.count)
        // Room for a typical nib from the start: growing every table from empty reallocated each one six times per nib.
        pool.reserveCapacity(256)
        bytes = NibByteBuffer(capacity: 1024)
        classIndices.reserveCapacity(64)
        keys.reserveCapacity(64)
        classCodes.reserveCapacity(32)
        classFallbacks.reserveCapacity(32)
        writeScratch = NibWriteScratch()
        _ = object(.NSObject)
    }

    /// The key-table index of a known key (added on first use): one array load once the nib has used it.
    @inline(__always)
    mutating func keyIndex(_ key: NibKey) -> Int32 {
        let index = knownKeys[key.rawValue]
        return index >= 0 ? index : addKnownKey(key)
    }

    private mutating func addKnownKey(_ key: NibKey) -> Int32 {
        let index = Int32(truncatingIfNeeded: keys.count)
        keys.append(Int32(truncatingIfNeeded: key.rawValue))
        knownKeys[key.rawValue] = index
        return index
    }

    /// The key-table index of `key` (added on first use); a string naming a `NibKey` gets that key's index.
    mutating func keyIndex(_ key: String) -> Int {
        if let index = keyTable.cachedIndex(key) { return index }
        // A string naming a known key keeps that key's one entry and never enters the nib's own table (issue 14,
        // sixth round: inserting it cost more than asking the known keys again); the string is hashed once for both.
        let hash = NibStringTable.hash(key)
        let index: Int
        if let raw = NibKey.table.number(key, hash: hash), let known = NibKey(rawValue: raw) {
            index = Int(keyIndex(known))
        } else {
            let probe = keyTable.find(key, hash: hash)
            if let found = probe.index {
                index = found
            } else {
                index = keys.count
                keys.append(~Int32(truncatingIfNeeded: keyStrings.count))
                keyStrings.append(key)
                keyByteCount += key.utf8.count
                keyTable.insert(key, probe, index: index)
            }
        }
        keyTable.cache(key, index: index)
        return index
    }

    /// The class-table index of a known class (added on first use, followed by its fallback class).
    @inline(__always)
    mutating func classIndex(_ name: NibClass) -> Int32 {
        let index = knownClasses[name.rawValue]
        return index >= 0 ? index : addKnownClass(name)
    }

    private mutating func addKnownClass(_ name: NibClass) -> Int32 {
        let index = classCodes.count
        knownClasses[name.rawValue] = Int32(truncatingIfNeeded: index)
        classCodes.append(Int32(truncatingIfNeeded: name.rawValue))
        classFallbacks.append(-1)
        // The fallback's index worked out before the store (issue 14, twentieth round: worked out inside it, the call,
        // which can grow the tables, made the store hold its table's memory alive: a retain and a release each)
        if let fallback = name.fallback {
            let fallbackIndex = classIndex(fallback)
            classFallbacks[index] = fallbackIndex
        }
        return Int32(truncatingIfNeeded: index)
    }

    /// The class-table index of `name` (added on first use, followed by its fallback class); a string naming a
    /// `NibClass` gets that class's index.
    mutating func classIndex(_ name: String) -> Int {
        if let index = classTable.cachedIndex(name) { return index }
        // As for keys: a known class's name never enters the nib's own table, and the name is hashed once.
        let hash = NibStringTable.hash(name)
        let index: Int
        if let raw = NibClass.table.number(name, hash: hash), let known = NibClass(rawValue: raw) {
            index = Int(classIndex(known))
        } else {
            let probe = classTable.find(name, hash: hash)
            if let found = probe.index {
                index = found
            } else {
                index = classCodes.count
                classCodes.append(~Int32(truncatingIfNeeded: classStrings.count))
                classFallbacks.append(-1)
                classStrings.append(name)
                classByteCount += name.utf8.count
                classTable.insert(name, probe, index: index)
                if let fallback = NibArchiveBuilder.fallbackClass(of: name) {
                    classFallbacks[index] = Int32(classIndex(fallback))
                }
            }
        }
        classTable.cache(name, index: index)
        return index
    }

    // MARK: Values

    /// Appends one value of object `index` to the pool: one array append, nothing else to update.
    @inline(__always)
    private mutating func link(_ index: Int, _ key: Int32, _ type: UInt8, _ payload: UInt64) {
        pool.append(Record(payload: payload, key: key, object: Int32(truncatingIfNeeded: index), type: type))
    }

    /// The type byte and payload of `value` (its bytes, for data, appended to `bytes`). Inlined, as is `set` for a known
    /// key: a call site's constant value (`.bool(true)`, `.null`) then folds to its type byte and payload (issue 14).
    @inline(__always)
    private mutating func record(_ value: NibValue) -> (type: UInt8, payload: UInt64) {
        switch value {
        case .int8(let v): return (ValueType.int8, UInt64(UInt8(bitPattern: v)))
        case .int16(let v): return (ValueType.int16, UInt64(UInt16(bitPattern: v)))
        case .int32(let v): return (ValueType.int32, UInt64(UInt32(bitPattern: v)))
        case .int64(let v): return (ValueType.int64, UInt64(bitPattern: v))
        case .bool(let v): return (v ? ValueType.trueValue : ValueType.falseValue, 0)
        case .float(let v): return (ValueType.float, UInt64(v.bitPattern))
        case .double(let v): return (ValueType.double, v.bitPattern)
        case .data(let d):
            let offset = bytes.count
            bytes.append(contentsOf: d)
            return (ValueType.data, NibArchiveBuilder.range(offset, d.count))
        case .null: return (ValueType.null, 0)
        case .object(let i): return (ValueType.object, UInt64(UInt32(truncatingIfNeeded: i)))
        }
    }

    /// A data record's payload: where its bytes are in `bytes`.
    @inline(__always)
    private static func range(_ offset: Int, _ count: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: offset)) << 32 | UInt64(UInt32(truncatingIfNeeded: count))
    }

    /// The value a record holds (for the rare reads back: `properties`, `value`).
    private func value(of record: Record) -> NibValue {
        switch record.type {
        case ValueType.int8: return .int8(Int8(bitPattern: UInt8(truncatingIfNeeded: record.payload)))
        case ValueType.int16: return .int16(Int16(bitPattern: UInt16(truncatingIfNeeded: record.payload)))
        case ValueType.int32: return .int32(Int32(bitPattern: UInt32(truncatingIfNeeded: record.payload)))
        case ValueType.int64: return .int64(Int64(bitPattern: record.payload))
        case ValueType.falseValue: return .bool(false)
        case ValueType.trueValue: return .bool(true)
        case ValueType.float: return .float(Float(bitPattern: UInt32(truncatingIfNeeded: record.payload)))
        case ValueType.double: return .double(Double(bitPattern: record.payload))
        case ValueType.data:
            let offset = Int(record.payload >> 32), count = Int(record.payload & 0xFFFF_FFFF)
            return .data(Data(bytes[offset ..< offset + count]))
        case ValueType.null: return .null
        default: return .object(Int(record.payload))
        }
    }

    // The rare reads and edits below scan the pool for an object's records (a few hundred per nib; remembering where
    // each object's values start cost more in `object` than it saved here).

    /// The pool slots that may hold values of object `index`.
    private func slots(of index: Int) -> Range<Int> { 0 ..< pool.count }

    /// The values of object `index` as (key, value) pairs.
    func properties(_ index: Int) -> [(String, NibValue)] {
        let object = Int32(index)
        var result: [(String, NibValue)] = []
        for slot in slots(of: index) where pool[slot].object == object {
            result.append((keyName(Int(pool[slot].key)), value(of: pool[slot])))
        }
        return result
    }

    /// Replaces the values of object `index` (the old ones stay in the pool, dropped).
    mutating func setProperties(_ index: Int, _ pairs: [(String, NibValue)]) {
        let object = Int32(index)
        for slot in slots(of: index) where pool[slot].object == object { pool[slot].object = -1 }
        for (key, value) in pairs { set(Ref(index: index), key, value) }
    }

    /// The value of `key` in object `ref`, if set.
    mutating func value(_ ref: Ref, _ key: String) -> NibValue? {
        let k = Int32(keyIndex(key)), object = Int32(ref.index)
        guard let slot = slots(of: ref.index).first(where: { pool[$0].object == object && pool[$0].key == k }) else {
            return nil
        }
        return value(of: pool[slot])
    }

    /// Sets `key` in `ref` just before the first value of `other` (at the end when `other` is absent).
    mutating func insert(_ ref: Ref, _ key: String, _ value: NibValue, before other: String) {
        insert(ref, key: Int32(keyIndex(key)), value, before: Int32(keyIndex(other)))
    }

    /// Sets a known key in `ref` just before the first value of the known key `other` (issue 14, seventh round: the
    /// keys as one array load each, where the `String` overload hashed each as a first use in its nib).
    mutating func insert(_ ref: Ref, _ key: NibKey, _ value: NibValue, before other: NibKey) {
        insert(ref, key: keyIndex(key), value, before: keyIndex(other))
    }

    private mutating func insert(_ ref: Ref, key k: Int32, _ value: NibValue, before o: Int32) {
        let (type, payload) = record(value)
        let object = Int32(ref.index)
        link(ref.index, k, type, payload)
        // The records read and moved through one buffer pointer (issue 14, seventh round: `pool[slot]` in the loops
        // checked the array's uniqueness on every swap, ≈ 0.7 M instructions a pass for the constraints' inserts).
        pool.withUnsafeMutableBufferPointer { records in
            let last = records.count - 1
            var first = 0
            while first < last && !(records[first].object == object && records[first].key == o) { first += 1 }
            // `other` absent: the new value stays where it was appended, last.
            guard first < last else { return }
            // The object's records from `other`'s on each move one place later among the object's slots, and the new
            // value (appended last) takes `other`'s slot: the object's order is its records' pool order.
            var carried = records[last]
            for slot in first ... last where records[slot].object == object {
                swap(&carried, &records[slot])
            }
        }
    }

    /// Reserves the next value slot, to be filled later by `fill` (a view's constraint list, known only once every view
    /// of the nib exists): a dropped record until then, which the writer skips if it stays empty. Filling it keeps
    /// the value where it was reserved among its object's values, without the two pool scans of `insert(before:)`
    /// (issue 14, eighth round).
    mutating func reserveSlot() -> Int {
        pool.append(Record(payload: 0, key: 0, object: -1, type: ValueType.null))
        return pool.count - 1
    }

    /// Sets an object reference of `ref` for a known key just before the first value of `other`, as `insert(before:)`
    /// does, into the slot `reserveSlot` gave right before that value was set. When `ref`'s values were rewritten
    /// since (`setProperties`: a view nib's root view gets its layout guides so), the slot no longer precedes that value
    /// and `insert(before:)` places it instead.
    mutating func fill(_ slot: Int, _ ref: Ref, _ key: NibKey, _ target: Ref, before other: NibKey) {
        let k = keyIndex(key)
        let object = Int32(truncatingIfNeeded: ref.index)
        guard slot + 1 < pool.count, pool[slot + 1].object == object, pool[slot + 1].key == keyIndex(other) else {
            return insert(ref, key, .object(target.index), before: other)
        }
        pool[slot] = Record(payload: UInt64(UInt32(truncatingIfNeeded: target.index)), key: k, object: object,
                            type: ValueType.object)
    }

    /// A builder with no tables at all (not even the root object), to leave in place of one moved out: it allocates
    /// nothing, and copying it shares no memory (issue 14).
    private init(empty: Void) {
        knownKeys = NibPlainTable()
        knownClasses = NibPlainTable()
    }

    /// An empty builder to leave in place while another one is being mutated (avoids copy-on-write of the tables).
    static let placeholder = NibArchiveBuilder(empty: ())

    /// Empties the builder for the next nib, keeping every table's memory (`NibBuilderPool`, issue 14); the tables must
    /// not be shared, or `removeAll(keepingCapacity:)` would allocate new ones.
    mutating func removeAll() {
        classIndices.removeAll()
        pool.removeAll()
        bytes.removeAll()
        classCodes.removeAll()
        classFallbacks.removeAll()
        if !classStrings.isEmpty { classStrings.removeAll(keepingCapacity: true) }
        keys.removeAll()
        if !keyStrings.isEmpty { keyStrings.removeAll(keepingCapacity: true) }
        keyByteCount = 0
        classByteCount = 0
        classTable.removeAll()
        keyTable.removeAll()
        // -1 in every entry: all bytes 0xFF (one `memset`, not an element-wise loop).
        knownKeys.fillBytes(0xFF)
        knownClasses.fillBytes(0xFF)
        emptyArray = nil
        _ = object(.NSObject)
    }

    /// Whether the tables are small enough to keep for another nib (a huge nib's memory is given back instead).
    var isWorthKeeping: Bool { !knownKeys.isEmpty && pool.capacity <= 1 << 14 && bytes.capacity <= 1 << 18 && classIndices.capacity <= 1 << 12 }

    /// The root object.
    var root: Ref { Ref(index: 0) }

    /// The class name of a built object.
    func className(_ ref: Ref) -> String {
        let code = Int(classCodes[Int(classIndices[ref.index])])
        return code >= 0 ? NibClass.names[code] : classStrings[~code]
    }

    /// The name of key-table entry `index`.
    func keyName(_ index: Int) -> String {
        let code = Int(keys[index])
        return code >= 0 ? NibKey.names[code] : keyStrings[~code]
    }

    /// A new object of a known class with no values yet.
    mutating func object(_ className: NibClass, capacity: Int = 12) -> Ref {
        classIndices.append(classIndex(className))
        return Ref(index: classIndices.count - 1)
    }

    /// A new object of `className` with no values yet (`capacity`: the number of values expected; the pool grows anyway).
    mutating func object(_ className: String, capacity: Int = 12) -> Ref {
        classIndices.append(Int32(classIndex(className)))
        return Ref(index: classIndices.count - 1)
    }

    /// Appends a value for `key`.
    mutating func set(_ ref: Ref, _ key: String, _ value: NibValue) {
        let k = Int32(truncatingIfNeeded: keyIndex(key))
        let (type, payload) = record(value)
        link(ref.index, k, type, payload)
    }

    /// Appends an object reference for `key`.
    mutating func set(_ ref: Ref, _ key: String, _ target: Ref) {
        let k = Int32(truncatingIfNeeded: keyIndex(key))
        link(ref.index, k, ValueType.object, UInt64(UInt32(truncatingIfNeeded: target.index)))
    }

    /// Appends an object reference when `target` is not nil.
    mutating func set(_ ref: Ref, _ key: String, _ target: Ref?) {
        if let target { set(ref, key, target) }
    }

    /// Appends a value for a known key.
    @inline(__always)
    mutating func set(_ ref: Ref, _ key: NibKey, _ value: NibValue) {
        let k = keyIndex(key)
        let (type, payload) = record(value)
        link(ref.index, k, type, payload)
    }

    /// Appends an object reference for a known key.
    @inline(__always)
    mutating func set(_ ref: Ref, _ key: NibKey, _ target: Ref) {
        link(ref.index, keyIndex(key), ValueType.object, UInt64(UInt32(truncatingIfNeeded: target.index)))
    }

    /// Appends an object reference for a known key when `target` is not nil.
    mutating func set(_ ref: Ref, _ key: NibKey, _ target: Ref?) {
        if let target { set(ref, key, target) }
    }

    /// Appends the UTF-8 bytes of `text` for a known key.
    mutating func set(_ ref: Ref, _ key: NibKey, utf8 text: String) { append(ref, keyIndex(key), utf8: text) }
    /// Appends raw bytes (a nested nib) for a known key.
    mutating func set(_ ref: Ref, _ key: NibKey, bytes data: Data) { append(ref, keyIndex(key), bytes: data) }
    /// Appends two doubles for a known key.
    mutating func set(_ ref: Ref, _ key: NibKey, doubles a: Double, _ b: Double) { append(ref, keyIndex(key), doubles: a, b) }
    /// Appends four doubles for a known key.
    mutating func set(_ ref: Ref, _ key: NibKey, doubles a: Double, _ b: Double, _ c: Double, _ d: Double) {
        append(ref, keyIndex(key), doubles: a, b, c, d)
    }

    /// Appends a data value holding the UTF-8 bytes of `text` (copied into the byte buffer, no `Data`).
    mutating func set(_ ref: Ref, _ key: String, utf8 text: String) { append(ref, Int32(truncatingIfNeeded: keyIndex(key)), utf8: text) }
    /// Appends a data value of raw bytes (a nested nib).
    mutating func set(_ ref: Ref, _ key: String, bytes data: Data) { append(ref, Int32(truncatingIfNeeded: keyIndex(key)), bytes: data) }
    /// Appends two doubles (a point or a size) as `NibGeometry.data(_:_:)` encodes them, into the byte buffer.
    mutating func set(_ ref: Ref, _ key: String, doubles a: Double, _ b: Double) {
        append(ref, Int32(truncatingIfNeeded: keyIndex(key)), doubles: a, b)
    }
    /// Appends four doubles (a rectangle or insets) as `NibGeometry.data(_:_:_:_:)` encodes them, into the byte buffer.
    mutating func set(_ ref: Ref, _ key: String, doubles a: Double, _ b: Double, _ c: Double, _ d: Double) {
        append(ref, Int32(truncatingIfNeeded: keyIndex(key)), doubles: a, b, c, d)
    }

    // The data values above, for a key's index.

    @inline(__always)
    private mutating func append(_ ref: Ref, _ k: Int32, utf8 text: String) {
        let offset = bytes.count
        // The bytes read in place (a `var` copy for `withUTF8` retained and released the string: issue 14, sixth round).
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
        link(ref.index, k, ValueType.data, NibArchiveBuilder.range(offset, bytes.count - offset))
    }

    /// Appends a data value of `text`'s UTF-8 bytes for a key's index (`NibArchiveBuilder+SourceBytes.swift`).
    mutating func appendString(_ ref: Ref, _ k: Int32, _ text: String) { append(ref, k, utf8: text) }

    /// Links a data value whose bytes were just appended to `bytes` at `offset`.
    @inline(__always)
    mutating func appendData(_ ref: Ref, _ k: Int32, offset: Int, count: Int) {
        link(ref.index, k, ValueType.data, NibArchiveBuilder.range(offset, count))
    }

    @inline(__always)
    private mutating func append(_ ref: Ref, _ k: Int32, bytes data: Data) {
        let offset = bytes.count
        bytes.append(contentsOf: data)
        link(ref.index, k, ValueType.data, NibArchiveBuilder.range(offset, data.count))
    }

    @inline(__always)
    private mutating func append(_ ref: Ref, _ k: Int32, doubles a: Double, _ b: Double) {
        let offset = bytes.count
        appendGeometry(a, b, 0, 0, count: 2)
        link(ref.index, k, ValueType.data, NibArchiveBuilder.range(offset, 17))
    }

    @inline(__always)
    private mutating func append(_ ref: Ref, _ k: Int32, doubles a: Double, _ b: Double, _ c: Double, _ d: Double) {
        let offset = bytes.count
        appendGeometry(a, b, c, d, count: 4)
        link(ref.index, k, ValueType.data, NibArchiveBuilder.range(offset, 33))
    }

    /// The tag and the first `count` doubles (little-endian) as `NibGeometry` encodes them, laid out on the stack and
    /// appended at once (issue 14, sixth round: one `append(contentsOf:)`, ≈ 70 instructions, instead of one per double).
    @inline(__always)
    private mutating func appendGeometry(_ a: Double, _ b: Double, _ c: Double, _ d: Double, count: Int) {
        var words: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &words) { raw in
            raw.storeBytes(of: NibGeometry.doubleArrayTag, toByteOffset: 0, as: UInt8.self)
            raw.storeBytes(of: a.bitPattern.littleEndian, toByteOffset: 1, as: UInt64.self)
            raw.storeBytes(of: b.bitPattern.littleEndian, toByteOffset: 9, as: UInt64.self)
            raw.storeBytes(of: c.bitPattern.littleEndian, toByteOffset: 17, as: UInt64.self)
            raw.storeBytes(of: d.bitPattern.littleEndian, toByteOffset: 25, as: UInt64.self)
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[0 ..< 1 + 8 * count]))
        }
    }

    /// A new `NSString`.
    mutating func string(_ text: String) -> Ref {
        let ref = object(.NSString, capacity: 1)
        set(ref, .NS_bytes, utf8: text)
        return ref
    }

    /// Appends a new `NSString` of `text` for a known key (the string object made first, as `set(ref, key, string(text))`).
    mutating func setString(_ ref: Ref, _ key: NibKey, _ text: String) {
        let string = string(text)
        set(ref, key, string)
    }

    /// A new `NSNumber` holding an integer.
    mutating func number(_ value: Int) -> Ref {
        let ref = object(.NSNumber, capacity: 1)
        set(ref, .NS_intval, .integer(value))
        return ref
    }

    /// A new `NSArray`/`NSMutableArray` of `items`.
    mutating func array(_ items: [Ref], mutable: Bool = false) -> Ref {
        items.withUnsafeBufferPointer { array($0, mutable: mutable) }
    }

    /// A new `NSArray`/`NSMutableArray` of the references in a buffer.
    mutating func array(_ items: UnsafeBufferPointer<Ref>, mutable: Bool = false) -> Ref {
        let ref = object(mutable ? NibClass.NSMutableArray : .NSArray, capacity: items.count + 1)
        set(ref, .NSInlinedValue, .bool(true))
        // The element key enters the key table only with a first element (an empty array must not add it).
        if !items.isEmpty { append(items, toArray: ref) }
        return ref
    }

    /// The one shared empty `NSArray` ibtool uses for the unused root keys.
    mutating func sharedEmptyArray() -> Ref {
        if let emptyArray { return emptyArray }
        let ref = array([])
        emptyArray = ref
        return ref
    }

    /// A new `NSDictionary`/`NSMutableDictionary` whose entries alternate key and value.
    mutating func dictionary(_ entries: [(Ref, Ref)], mutable: Bool = false) -> Ref {
        let ref = object(mutable ? NibClass.NSMutableDictionary : .NSDictionary, capacity: 2 * entries.count + 1)
        set(ref, .NSInlinedValue, .bool(true))
        guard !entries.isEmpty else { return ref }
        let k = keyIndex(NibKey.UINibEncoderEmptyKey)
        for (key, value) in entries {
            link(ref.index, k, ValueType.object, UInt64(UInt32(truncatingIfNeeded: key.index)))
            link(ref.index, k, ValueType.object, UInt64(UInt32(truncatingIfNeeded: value.index)))
        }
        return ref
    }

    /// A new two-entry `NSDictionary`/`NSMutableDictionary` (as `dictionary([a, b])`, without the array: issue 14,
    /// seventh round, a font descriptor's attributes).
    mutating func dictionary(_ a: (Ref, Ref), _ b: (Ref, Ref), mutable: Bool = false) -> Ref {
        let ref = object(mutable ? NibClass.NSMutableDictionary : .NSDictionary, capacity: 5)
        set(ref, .NSInlinedValue, .bool(true))
        let k = keyIndex(NibKey.UINibEncoderEmptyKey)
        link(ref.index, k, ValueType.object, UInt64(UInt32(truncatingIfNeeded: a.0.index)))
        link(ref.index, k, ValueType.object, UInt64(UInt32(truncatingIfNeeded: a.1.index)))
        link(ref.index, k, ValueType.object, UInt64(UInt32(truncatingIfNeeded: b.0.index)))
        link(ref.index, k, ValueType.object, UInt64(UInt32(truncatingIfNeeded: b.1.index)))
        return ref
    }

    /// A new `UIProxyObject` for a placeholder identifier.
    mutating func proxy(_ identifier: String) -> Ref {
        let ref = object(.UIProxyObject, capacity: 1)
        let name = string(identifier)
        set(ref, .UIProxiedObjectIdentifier, name)
        return ref
    }

    // MARK: Output

    /// The archive, held as its bytes (`data()`); its tables are decoded only if someone reads them.
    func archive() -> NibArchive {
        NibArchive(encoded: encoded())
    }
}
