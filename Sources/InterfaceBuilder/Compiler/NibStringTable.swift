import Foundation

/// An interning table for the builder's keys and class names: open addressing over an FNV-1a hash of the UTF-8 bytes,
/// much cheaper than `Dictionary<String, Int>` for the short ASCII names a nib uses.
struct NibStringTable {
    private var names: [String] = []
    private var hashes: [UInt32] = []
    /// Per entry: the index `intern` answers (its insertion order, or the index the caller gave).
    private var values: [Int32] = []
    /// The open-addressing slots (entry index, -1 when free); allocated on the first insertion, as is the literal
    /// cache on its first use: a nib's key table often stays empty (its keys are `NibKey`s), and a table costs nothing
    /// until used.
    private var slots: [Int32] = []

    init() {}

    /// The table's hash of `text` (to look it up in several tables with one hashing: `find(_:hash:)`).
    static func hash(_ text: String) -> UInt32 {
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
        if let fast = text.utf8.withContiguousStorageIfAvailable({ hash(bytes: UnsafeRawBufferPointer($0)) }) { return fast }
        return Array(text.utf8).withUnsafeBytes(hash(bytes:))
    }

    /// The small-string bit of a 64-bit `String`'s second word (its discriminator's bit 61).
    private static let smallFlag: UInt64 = 1 << 61

    /// A hash of bytes, a word at a time (also the Info.plist writer's, `PropertyListFlattener`, for its scalars).
    static func hash(bytes raw: UnsafeRawBufferPointer) -> UInt32 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
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
        intern(text, newIndex: names.count)
    }

    /// The index of `text`, and whether it was just added (then with the index `newIndex`, e.g. the position the caller
    /// gives it in a table shared with names that never enter this one).
    mutating func intern(_ text: String, newIndex: Int) -> (index: Int, inserted: Bool) {
        if let index = cachedIndex(text) { return (index, false) }
        let probe = find(text)
        if let index = probe.index {
            cache(text, index: index)
            return (index, false)
        }
        insert(text, probe, index: newIndex)
        cache(text, index: newIndex)
        return (newIndex, true)
    }

    /// Where a string is in the table (`index`), or the free slot it would take.
    struct Probe {
        let index: Int?
        let hash: UInt32
        let slot: Int
    }

    /// Looks `text` up without inserting it.
    func find(_ text: String) -> Probe { find(text, hash: NibStringTable.hash(text)) }

    /// Looks `text`, whose `hash(_:)` is `h`, up without inserting it.
    func find(_ text: String, hash h: UInt32) -> Probe {
        guard !slots.isEmpty else { return Probe(index: nil, hash: h, slot: -1) }
        let mask = slots.count - 1
        var slot = Int(h) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { return Probe(index: nil, hash: h, slot: slot) }
            if hashes[Int(entry)] == h && NibStringTable.same(names[Int(entry)], text) {
                return Probe(index: Int(values[Int(entry)]), hash: h, slot: slot)
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `text` with `index` at the slot `find` gave (the table must not have changed since).
    mutating func insert(_ text: String, _ probe: Probe, index: Int) {
        var slot = probe.slot
        if slots.isEmpty {
            slots = [Int32](repeatElement(-1, count: 64))  // specialised (see `NibRefMap.updateValue`)
            names.reserveCapacity(32)
            hashes.reserveCapacity(32)
            values.reserveCapacity(32)
            slot = Int(probe.hash) & (slots.count - 1)
        }
        let entry = names.count
        isUsed = true
        names.append(text)
        hashes.append(probe.hash)
        values.append(Int32(index))
        slots[slot] = Int32(entry)
        if names.count * 2 > slots.count { grow() }
    }

    /// The cache's slot for a string's two words, and whether the string may be cached at all.
    @inline(__always)
    private static func cacheSlot(_ first: UInt64, _ second: UInt64) -> (slot: Int, cacheable: Bool) {
        // A literal longer than a small string (`"UIViewSemanticContentAttribute"`) is immortal: its two words never
        // change and never come to mean other bytes, so a direct-mapped cache of them answers its later uses at once.
        // A small string (`"UIBounds"`) is its own two words (bytes and count), so it is cached the same way.
        let cacheable = second >> 60 == 0b1000 || second & NibStringTable.smallFlag != 0
        let mixed = (first ^ (second &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD
        return (Int(truncatingIfNeeded: mixed >> 57) & (NibStringTable.literalSlots - 1), cacheable)
    }

    /// The index of `text` when the cache of literal and small strings knows it.
    @inline(__always)
    func cachedIndex(_ text: String) -> Int? {
        let (first, second) = unsafeBitCast(text, to: (UInt64, UInt64).self)
        let (slot, cacheable) = NibStringTable.cacheSlot(first, second)
        guard cacheable, !literals.isEmpty else { return nil }
        let cached = literals[slot]
        return cached.second == second && cached.first == first && cached.generation == generation ? Int(cached.index) : nil
    }

    /// Remembers `index` for `text` in the cache (when `text` may be cached).
    @inline(__always)
    mutating func cache(_ text: String, index: Int) {
        let (first, second) = unsafeBitCast(text, to: (UInt64, UInt64).self)
        let (slot, cacheable) = NibStringTable.cacheSlot(first, second)
        guard cacheable else { return }
        if literals.isEmpty { literals = [Literal](repeating: Literal(), count: NibStringTable.literalSlots) }
        isUsed = true
        literals[slot] = Literal(first: first, second: second, index: Int32(index), generation: generation)
    }

    /// The number of entries of the literal cache (a power of two).
    private static let literalSlots = 128

    /// A cached string's two words and its index (`second` 0: empty, since no immortal large or small string has it).
    private struct Literal {
        var first: UInt64 = 0
        var second: UInt64 = 0
        var index: Int32 = -1
        /// The table's `generation` when the entry was made: an entry of an earlier generation is empty.
        var generation: UInt32 = 0
    }

    private var literals: [Literal] = []
    /// Whether a name was entered or cached since the table was last emptied.
    private var isUsed = false
    /// Bumped by `removeAll()`: empties the literal cache without touching its entries.
    private var generation: UInt32 = 1

    /// Empties the table, keeping its memory (a builder reused for the next nib, issue 14): the slots are refilled
    /// with -1 (256 bytes for a typical table), the literal cache is emptied by bumping the generation.
    mutating func removeAll() {
        // Nothing entered or cached since the last emptying (a nib whose keys were all `NibKey`s): nothing to empty.
        guard isUsed else { return }
        isUsed = false
        // Only the literal cache used (most nibs' class tables: issue 14, eleventh round, ≈ 180 instructions an
        // emptying, most of them three `removeAll`s of empty lists): the slots are all free already.
        if !names.isEmpty {
            names.removeAll(keepingCapacity: true)
            hashes.removeAll(keepingCapacity: true)
            values.removeAll(keepingCapacity: true)
            slots.withUnsafeMutableBytes { if let base = $0.baseAddress { memset(base, 0xFF, $0.count) } }
        }
        generation &+= 1
        if generation == 0 {
            // Wrapped around (after 4 billion nibs): clear the entries once so that none looks current.
            generation = 1
            literals.withUnsafeMutableBufferPointer { $0.update(repeating: Literal()) }
        }
    }

    private mutating func grow() {
        slots = Array(repeatElement(-1, count: slots.count * 2))
        let mask = slots.count - 1
        for (index, h) in hashes.enumerated() {
            var slot = Int(h) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}

