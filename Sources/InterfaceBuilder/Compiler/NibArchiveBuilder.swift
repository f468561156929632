import Foundation

/// Builds a `NibArchive` object by object, the way `UINibEncoder` lays it out: object 0 is the root `NSObject`,
/// class names carry their fallback class, keys and class names are tabled in order of first use.
struct NibArchiveBuilder {
    /// A handle on an object being built.
    struct Ref: Hashable { let index: Int }

    /// Classes ibtool records with a fallback class (the extra Int32 of the class-name table).
    static let fallbackClasses: [String: String] = [
        "UIColor": "NSColor", "UIFont": "NSFont", "_UILayoutGuide": "UIView",
        "_UILayoutSupportConstraint": "NSLayoutConstraint", "UITableViewCellContentView": "UIView",
        "UICollectionViewCellContentView": "UIView",
    ]

    /// The fallback class of `name` (as `fallbackClasses`), by a length check and a switch instead of hashing the name.
    static func fallbackClass(of name: String) -> String? {
        switch name.utf8.count {
        case 6, 7, 14, 26, 31: break
        default: return nil
        }
        switch name {
        case "UIColor": return "NSColor"
        case "UIFont": return "NSFont"
        case "_UILayoutGuide", "UITableViewCellContentView", "UICollectionViewCellContentView": return "UIView"
        case "_UILayoutSupportConstraint": return "NSLayoutConstraint"
        default: return nil
        }
    }

    /// Per object: its index into `classNames`.
    private(set) var classIndices: [Int32] = []
    /// Per object: the pool indices of its first and last values (-1 when it has none yet), and how many it has.
    private var chains: [Chain] = []
    /// Every value of every object in one flat pool (no list per object); each entry links to its object's next value.
    private var pool: [Entry] = []

    /// An object's values in the pool.
    private struct Chain {
        var head: Int32 = -1
        var tail: Int32 = -1
        var count: Int32 = 0
    }

    /// One value in the pool and the pool index of the next value of the same object (-1 at the end).
    private struct Entry {
        var value: NibArchive.Value
        var next: Int32
    }
    /// The class-name table, in order of first use (a class's fallback right after it).
    private(set) var classNames: [NibArchive.ClassName] = []
    /// The key table, in order of first use.
    private(set) var keys: [String] = []
    private var classTable = NibStringTable()
    private var keyTable = NibStringTable()
    private var emptyArray: Ref?

    init() {
        // Room for a typical nib from the start: growing every table from empty reallocated each one six times per nib.
        pool.reserveCapacity(256)
        classIndices.reserveCapacity(64)
        chains.reserveCapacity(64)
        keys.reserveCapacity(64)
        classNames.reserveCapacity(32)
        _ = object("NSObject")
    }

    /// The key-table index of `key` (added on first use).
    mutating func keyIndex(_ key: String) -> Int {
        let (index, inserted) = keyTable.intern(key)
        if inserted { keys.append(key) }
        return index
    }

    /// The class-table index of `name` (added on first use, followed by its fallback class).
    mutating func classIndex(_ name: String) -> Int {
        let (index, inserted) = classTable.intern(name)
        guard inserted else { return index }
        classNames.append(.init(name: name))
        if let fallback = NibArchiveBuilder.fallbackClass(of: name) {
            classNames[index].extraValues = [Int32(classIndex(fallback))]
        }
        return index
    }

    /// The pool indices of object `index`'s values, in order.
    private func chain(_ index: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(Int(chains[index].count))
        var cursor = chains[index].head
        while cursor >= 0 {
            result.append(Int(cursor))
            cursor = pool[Int(cursor)].next
        }
        return result
    }

    /// Appends one value to the pool and links it at the end of object `index`'s chain.
    private mutating func link(_ index: Int, _ value: NibArchive.Value) {
        let slot = Int32(pool.count)
        pool.append(Entry(value: value, next: -1))
        let tail = chains[index].tail
        if tail >= 0 { pool[Int(tail)].next = slot } else { chains[index].head = slot }
        chains[index].tail = slot
        chains[index].count += 1
    }

    /// The values of object `index` as (key, value) pairs.
    func properties(_ index: Int) -> [(String, NibValue)] {
        chain(index).map { (keys[pool[$0].value.keyIndex], pool[$0].value.value) }
    }

    /// Replaces the values of object `index` (the old ones stay in the pool, unlinked).
    mutating func setProperties(_ index: Int, _ pairs: [(String, NibValue)]) {
        chains[index] = Chain()
        for (key, value) in pairs { link(index, .init(keyIndex: keyIndex(key), value: value)) }
    }

    /// The value of `key` in object `ref`, if set.
    mutating func value(_ ref: Ref, _ key: String) -> NibValue? {
        let k = keyIndex(key)
        var cursor = chains[ref.index].head
        while cursor >= 0 {
            if pool[Int(cursor)].value.keyIndex == k { return pool[Int(cursor)].value.value }
            cursor = pool[Int(cursor)].next
        }
        return nil
    }

    /// Sets `key` in `ref` just before the first value of `other` (at the end when `other` is absent).
    mutating func insert(_ ref: Ref, _ key: String, _ value: NibValue, before other: String) {
        let entry = NibArchive.Value(keyIndex: keyIndex(key), value: value)
        let o = keyIndex(other)
        var previous: Int32 = -1
        var cursor = chains[ref.index].head
        while cursor >= 0, pool[Int(cursor)].value.keyIndex != o {
            previous = cursor
            cursor = pool[Int(cursor)].next
        }
        guard cursor >= 0 else { return link(ref.index, entry) }
        let slot = Int32(pool.count)
        pool.append(Entry(value: entry, next: cursor))
        if previous >= 0 { pool[Int(previous)].next = slot } else { chains[ref.index].head = slot }
        chains[ref.index].count += 1
    }

    /// Appends references to the elements of an array object.
    mutating func append(_ items: [Ref], toArray array: Ref) {
        let k = keyIndex("UINibEncoderEmptyKey")
        for item in items { link(array.index, .init(keyIndex: k, value: .object(item.index))) }
    }

    /// An empty builder to leave in place while another one is being mutated (avoids copy-on-write of the tables).
    static let placeholder = NibArchiveBuilder()

    /// The root object.
    var root: Ref { Ref(index: 0) }

    /// The class name of a built object.
    func className(_ ref: Ref) -> String { classNames[Int(classIndices[ref.index])].name }

    /// A new object of `className` with no values yet (`capacity`: the number of values expected; the pool grows anyway).
    mutating func object(_ className: String, capacity: Int = 12) -> Ref {
        classIndices.append(Int32(classIndex(className)))
        chains.append(Chain())
        return Ref(index: classIndices.count - 1)
    }

    /// Appends a value for `key`.
    mutating func set(_ ref: Ref, _ key: String, _ value: NibValue) {
        link(ref.index, .init(keyIndex: keyIndex(key), value: value))
    }

    /// Appends an object reference for `key`.
    mutating func set(_ ref: Ref, _ key: String, _ target: Ref) {
        set(ref, key, .object(target.index))
    }

    /// Appends an object reference when `target` is not nil.
    mutating func set(_ ref: Ref, _ key: String, _ target: Ref?) {
        if let target { set(ref, key, target) }
    }

    /// A new `NSString`.
    mutating func string(_ text: String) -> Ref {
        let ref = object("NSString", capacity: 1)
        set(ref, "NS.bytes", .data(NibBytes.data(text)))
        return ref
    }

    /// A new `NSNumber` holding an integer.
    mutating func number(_ value: Int) -> Ref {
        let ref = object("NSNumber", capacity: 1)
        set(ref, "NS.intval", .integer(value))
        return ref
    }

    /// A new `NSArray`/`NSMutableArray` of `items`.
    mutating func array(_ items: [Ref], mutable: Bool = false) -> Ref {
        let ref = object(mutable ? "NSMutableArray" : "NSArray", capacity: items.count + 1)
        set(ref, "NSInlinedValue", .bool(true))
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
        let ref = object(mutable ? "NSMutableDictionary" : "NSDictionary", capacity: 2 * entries.count + 1)
        set(ref, "NSInlinedValue", .bool(true))
        guard !entries.isEmpty else { return ref }
        let k = keyIndex("UINibEncoderEmptyKey")
        for (key, value) in entries {
            link(ref.index, .init(keyIndex: k, value: .object(key.index)))
            link(ref.index, .init(keyIndex: k, value: .object(value.index)))
        }
        return ref
    }

    /// A new `UIProxyObject` for a placeholder identifier.
    mutating func proxy(_ identifier: String) -> Ref {
        let ref = object("UIProxyObject", capacity: 1)
        let name = string(identifier)
        set(ref, "UIProxiedObjectIdentifier", name)
        return ref
    }

    /// Fills the root's seven `UINib…Key`s; `keyValuePairs` is the runtime-attribute array (the shared empty array when nil).
    mutating func finishRoot(topLevel: [Ref], objects: [Ref], connections: [Ref], keyValuePairs: Ref? = nil) {
        let top = array(topLevel)
        let all = array(objects)
        let links = connections.isEmpty ? sharedEmptyArray() : array(connections)
        let empty = sharedEmptyArray()
        set(root, "UINibTopLevelObjectsKey", top)
        set(root, "UINibObjectsKey", all)
        set(root, "UINibConnectionsKey", links)
        for key in ["UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey"] {
            set(root, key, empty)
        }
        set(root, "UINibKeyValuePairsKey", keyValuePairs ?? empty)
    }

    /// The archive: tables in order of first use, fallback classes right after their first user.
    func archive() -> NibArchive {
        var objects: [NibArchive.Object] = []
        objects.reserveCapacity(classIndices.count)
        var flat: [NibArchive.Value] = []
        flat.reserveCapacity(pool.count)
        for (index, classIndex) in classIndices.enumerated() {
            objects.append(.init(classIndex: Int(classIndex), firstValueIndex: flat.count, valueCount: Int(chains[index].count)))
            var cursor = chains[index].head
            while cursor >= 0 {
                flat.append(pool[Int(cursor)].value)
                cursor = pool[Int(cursor)].next
            }
        }
        return NibArchive(objects: objects, keys: keys, values: flat, classNames: classNames)
    }
}

/// An interning table for the builder's keys and class names: open addressing over an FNV-1a hash of the UTF-8 bytes,
/// much cheaper than `Dictionary<String, Int>` for the short ASCII names a nib uses.
struct NibStringTable {
    private var names: [String] = []
    private var hashes: [UInt32] = []
    private var slots: [Int32] = Array(repeating: -1, count: 128)

    init() {
        names.reserveCapacity(64)
        hashes.reserveCapacity(64)
    }

    private static func hash(_ text: String) -> UInt32 {
        // A small string (up to 15 UTF-8 bytes, kept inside the `String` itself, zero-padded; most keys and class names)
        // is hashed from its two words, the same value `hash(bytes:)` gives its bytes, without reaching its storage.
        let (first, second) = unsafeBitCast(text, to: (UInt64, UInt64).self)
        if second & smallFlag != 0 {
            let count = Int((second >> 56) & 0x0F)
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
            var tail = first
            if count >= 8 {
                h = (h ^ first) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 32
                tail = second & 0x00FF_FFFF_FFFF_FFFF
            }
            h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            return UInt32(truncatingIfNeeded: h ^ (h >> 29))
        }
        // Eight bytes a step (the names are short ASCII): a multiply-xorshift mix, not byte-wise FNV.
        if let fast = text.utf8.withContiguousStorageIfAvailable(hash(bytes:)) { return fast }
        return Array(text.utf8).withUnsafeBufferPointer(hash(bytes:))
    }

    /// The small-string bit of a 64-bit `String`'s second word (its discriminator's bit 61).
    private static let smallFlag: UInt64 = 1 << 61

    private static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < raw.count {
            tail |= UInt64(raw[offset]) << shift
            shift += 8
            offset += 1
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return UInt32(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// Equal strings; two strings with the same two words (the same literal, the same small string or the same live
    /// storage) are equal without comparing their bytes.
    private static func same(_ a: String, _ b: String) -> Bool {
        unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self) || a == b
    }

    /// The index of `text`, and whether it was just added.
    mutating func intern(_ text: String) -> (index: Int, inserted: Bool) {
        // A literal longer than a small string (`"UIViewSemanticContentAttribute"`) is immortal: its two words never
        // change and never come to mean other bytes, so a direct-mapped cache of them answers its later uses at once.
        let (first, second) = unsafeBitCast(text, to: (UInt64, UInt64).self)
        let literal = second >> 60 == 0b1000
        let cacheSlot = Int(truncatingIfNeeded: second ^ (second >> 9)) & (NibStringTable.literalSlots - 1)
        if literal {
            let cached = literals[cacheSlot]
            if cached.second == second && cached.first == first { return (Int(cached.index), false) }
        }
        let found = lookUp(text)
        if literal { literals[cacheSlot] = Literal(first: first, second: second, index: Int32(found.index)) }
        return found
    }

    /// The number of entries of the literal cache (a power of two).
    private static let literalSlots = 128

    /// An immortal string's two words and its index (`second` 0: empty, since no immortal large string has it).
    private struct Literal {
        var first: UInt64 = 0
        var second: UInt64 = 0
        var index: Int32 = -1
    }

    private var literals = [Literal](repeating: Literal(), count: literalSlots)

    /// The open-addressing table's answer for `text`.
    private mutating func lookUp(_ text: String) -> (index: Int, inserted: Bool) {
        let h = NibStringTable.hash(text)
        let mask = slots.count - 1
        var slot = Int(h) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { break }
            if hashes[Int(entry)] == h && NibStringTable.same(names[Int(entry)], text) { return (Int(entry), false) }
            slot = (slot + 1) & mask
        }
        let index = names.count
        names.append(text)
        hashes.append(h)
        slots[slot] = Int32(index)
        if names.count * 2 > slots.count { grow() }
        return (index, true)
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, h) in hashes.enumerated() {
            var slot = Int(h) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}

