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

    /// Per object: its index into `classNames`.
    private(set) var classIndices: [Int] = []
    /// Per object: its values, already in archive form (key index, value).
    private(set) var values: [[NibArchive.Value]] = []
    /// The class-name table, in order of first use (a class's fallback right after it).
    private(set) var classNames: [NibArchive.ClassName] = []
    /// The key table, in order of first use.
    private(set) var keys: [String] = []
    private var classTable = NibStringTable()
    private var keyTable = NibStringTable()
    private var emptyArray: Ref?

    init() {
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
        if let fallback = NibArchiveBuilder.fallbackClasses[name] {
            classNames[index].extraValues = [Int32(classIndex(fallback))]
        }
        return index
    }

    /// The values of object `index` as (key, value) pairs.
    func properties(_ index: Int) -> [(String, NibValue)] {
        values[index].map { (keys[$0.keyIndex], $0.value) }
    }

    /// Replaces the values of object `index`.
    mutating func setProperties(_ index: Int, _ pairs: [(String, NibValue)]) {
        var list: [NibArchive.Value] = []
        list.reserveCapacity(pairs.count)
        for (key, value) in pairs { list.append(.init(keyIndex: keyIndex(key), value: value)) }
        values[index] = list
    }

    /// The value of `key` in object `ref`, if set.
    mutating func value(_ ref: Ref, _ key: String) -> NibValue? {
        let k = keyIndex(key)
        return values[ref.index].first { $0.keyIndex == k }?.value
    }

    /// Sets `key` in `ref` just before the first value of `other` (at the end when `other` is absent).
    mutating func insert(_ ref: Ref, _ key: String, _ value: NibValue, before other: String) {
        let entry = NibArchive.Value(keyIndex: keyIndex(key), value: value)
        let o = keyIndex(other)
        let position = values[ref.index].firstIndex { $0.keyIndex == o } ?? values[ref.index].count
        values[ref.index].insert(entry, at: position)
    }

    /// Appends references to the elements of an array object.
    mutating func append(_ items: [Ref], toArray array: Ref) {
        let k = keyIndex("UINibEncoderEmptyKey")
        values[array.index] += items.map { .init(keyIndex: k, value: .object($0.index)) }
    }

    /// An empty builder to leave in place while another one is being mutated (avoids copy-on-write of the tables).
    static let placeholder = NibArchiveBuilder()

    /// The root object.
    var root: Ref { Ref(index: 0) }

    /// The class name of a built object.
    func className(_ ref: Ref) -> String { classNames[classIndices[ref.index]].name }

    /// A new object of `className` with no values yet (`capacity`: the number of values expected).
    mutating func object(_ className: String, capacity: Int = 12) -> Ref {
        classIndices.append(classIndex(className))
        var list: [NibArchive.Value] = []
        list.reserveCapacity(capacity)
        values.append(list)
        return Ref(index: classIndices.count - 1)
    }

    /// Appends a value for `key`.
    mutating func set(_ ref: Ref, _ key: String, _ value: NibValue) {
        let k = keyIndex(key)
        values[ref.index].append(.init(keyIndex: k, value: value))
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
        set(ref, "NS.bytes", .data(Data(text.utf8)))
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
        for item in items { set(ref, "UINibEncoderEmptyKey", item) }
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
        for (key, value) in entries {
            set(ref, "UINibEncoderEmptyKey", key)
            set(ref, "UINibEncoderEmptyKey", value)
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
        flat.reserveCapacity(values.reduce(0) { $0 + $1.count })
        for (index, classIndex) in classIndices.enumerated() {
            objects.append(.init(classIndex: classIndex, firstValueIndex: flat.count, valueCount: values[index].count))
            flat += values[index]
        }
        return NibArchive(objects: objects, keys: keys, values: flat, classNames: classNames)
    }
}

/// An interning table for the builder's keys and class names: open addressing over an FNV-1a hash of the UTF-8 bytes,
/// much cheaper than `Dictionary<String, Int>` for the short ASCII names a nib uses.
struct NibStringTable {
    private var names: [String] = []
    private var hashes: [UInt32] = []
    private var slots: [Int32] = Array(repeating: -1, count: 64)

    private static func hash(_ text: String) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        if let fast: UInt32 = text.utf8.withContiguousStorageIfAvailable({ bytes in
            var h = h
            for byte in bytes { h = (h ^ UInt32(byte)) &* 16_777_619 }
            return h
        }) {
            return fast
        }
        for byte in text.utf8 { h = (h ^ UInt32(byte)) &* 16_777_619 }
        return h
    }

    /// The index of `text`, and whether it was just added.
    mutating func intern(_ text: String) -> (index: Int, inserted: Bool) {
        let h = NibStringTable.hash(text)
        let mask = slots.count - 1
        var slot = Int(h) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { break }
            if hashes[Int(entry)] == h && names[Int(entry)] == text { return (Int(entry), false) }
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
