#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Up to eight bytes from `base + i` (`k` of them, fewer if `k < 8`), little-endian and zero-padded: one unaligned
/// load when a whole word lies before `limit`, byte by byte near the end of the buffer.
@inline(__always)
func loadNameWord(_ base: UnsafePointer<UInt8>, _ i: Int, _ k: Int, limit: Int) -> UInt64 {
    if k <= 0 { return 0 }
    if i + 8 <= limit {
        let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
        return k >= 8 ? w : w & ((1 << UInt64(k &* 8)) &- 1)
    }
    var w: UInt64 = 0
    for j in 0..<min(k, 8) { w |= UInt64(base[i + j]) << UInt64(j &* 8) }
    return w
}

/// A name's first sixteen bytes as two words (zero-padded), and a hash of those, its last eight bytes and its
/// length: hashing and comparing a name costs a few word operations whatever its length.
struct NameKey {
    var w0: UInt64
    var w1: UInt64
    var hash: UInt32

    /// The key of `base[start ..< start + count]`, reading nothing at or past `limit`.
    @inline(__always)
    init(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int, limit: Int) {
        w0 = loadNameWord(base, start, count, limit: limit)
        w1 = loadNameWord(base, start &+ 8, count &- 8, limit: limit)
        let last = count > 16 ? loadNameWord(base, start &+ count &- 8, 8, limit: limit) : 0
        var h = (w0 &* 0x9E37_79B9_7F4A_7C15) ^ (w1 &* 0xC2B2_AE3D_27D4_EB4F) ^ (last &* 0x1656_67B1_9E37_79F9) ^ UInt64(count)
        h ^= h >> 29
        h = h &* 0xBF58_476D_1CE4_E5B9
        hash = UInt32(truncatingIfNeeded: h >> 32)
    }
}

/// An id's entry: where its value lies in the source, the element that declares it, and the
/// object or constraint it names (-1 if none).
struct IDEntry: Sendable {
    var start: Int32
    var length: Int32
    var hash: UInt32
    var node: Int32
    var object: Int32 = -1
    var constraint: Int32 = -1
}

/// An open-addressing table of the document's ids keyed by their bytes in the source (no String
/// hashing while building); looked up by String afterwards.
/// A class over raw memory, not two arrays: each insert wrote both arrays, each write with a uniqueness check (a call)
/// and bounds checks (issue 14, twelfth round: ≈ 13 600 inserts and 7 700 finds per corpus read). Written only by the
/// builder, before the document is shared; read only afterwards.
final class IDTable: @unchecked Sendable {
    /// Entry index per slot, -1 for an empty slot; `mask + 1` slots (a power of two).
    private var slots: UnsafeMutablePointer<Int32>
    private var mask: Int
    /// The entries, in insertion order; room for `(mask + 1) / 2` (the table grows at half full).
    private var entries: UnsafeMutablePointer<IDEntry>
    private(set) var count = 0

    init(capacity: Int) {
        var size = 64
        while size < capacity * 2 { size <<= 1 }
        mask = size - 1
        (entries, slots) = IDTable.allocate(size)
    }

    deinit {
        entries.deallocate()  // the slots too (one block); `IDEntry` is trivial: nothing to deinitialize
    }

    /// Room for the entries of a table of `size` slots and the slots (all empty) after them, in one block.
    /// Issue 14, thirteenth round: one allocation a document, not two (each `UnsafeMutablePointer.allocate` a
    /// `posix_memalign` on Linux).
    private static func allocate(_ size: Int) -> (entries: UnsafeMutablePointer<IDEntry>, slots: UnsafeMutablePointer<Int32>) {
        let entryBytes = MemoryLayout<IDEntry>.stride * (size / 2)
        let raw = UnsafeMutableRawPointer.allocate(byteCount: entryBytes + MemoryLayout<Int32>.stride * size,
                                                   alignment: MemoryLayout<IDEntry>.alignment)
        let slots = (raw + entryBytes).bindMemory(to: Int32.self, capacity: size)
        slots.initialize(repeating: -1, count: size)
        return (raw.bindMemory(to: IDEntry.self, capacity: size / 2), slots)
    }

    /// The entry at an index `insert` or `find` returned.
    @inline(__always) subscript(_ e: Int) -> IDEntry { entries[e] }

    /// The hash of the bytes `start ..< end`: a name key's (a few word operations, not one step per byte).
    @inline(__always)
    static func hash(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
        guard let base = p.baseAddress else { return 0 }
        return NameKey(base, start, end &- start, limit: p.count).hash
    }

    /// The entry for the id bytes `start ..< end`, or nil.
    func find(_ bytes: UnsafeBufferPointer<UInt8>, _ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        find(bytes, src, start, end, hash: IDTable.hash(src, start, end))
    }

    /// The entry for the id bytes `start ..< end` whose hash is known, or nil.
    func find(_ bytes: UnsafeBufferPointer<UInt8>, _ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash h: UInt32) -> Int? {
        var slot = Int(h) & mask
        let len = end &- start
        while true {
            let e = Int(slots[slot])
            if e < 0 { return nil }
            let entry = entries[e]
            if entry.hash == h && Int(entry.length) == len
                && (len == 0 || memcmp(bytes.baseAddress! + Int(entry.start), src.baseAddress! + start, len) == 0) {
                return e
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Inserts an entry; returns the existing entry index if the id is already there.
    func insert(_ entry: IDEntry, bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if (count &+ 1) &* 2 > mask &+ 1 { grow() }
        // one probe: it either meets the id or ends at the empty slot the new entry takes (a lookup, then a second
        // probe for the slot, cost about 40 instructions more per id)
        let len = Int(entry.length)
        var slot = Int(entry.hash) & mask
        while true {
            let e = Int(slots[slot])
            if e < 0 { break }
            let other = entries[e]
            if other.hash == entry.hash && Int(other.length) == len
                && (len == 0 || memcmp(bytes.baseAddress! + Int(other.start), bytes.baseAddress! + Int(entry.start), len) == 0) {
                return e
            }
            slot = (slot &+ 1) & mask
        }
        slots[slot] = Int32(count)
        (entries + count).initialize(to: entry)
        count &+= 1
        return nil
    }

    private func grow() {
        let size = (mask + 1) * 2
        let old = entries
        (entries, slots) = IDTable.allocate(size)
        mask = size - 1
        entries.moveInitialize(from: old, count: count)
        old.deallocate()
        for i in 0..<count {
            var slot = Int(entries[i].hash) & mask
            while slots[slot] >= 0 { slot = (slot &+ 1) & mask }
            slots[slot] = Int32(i)
        }
    }

    /// The entry for an id given as a String, looked up in the document's bytes.
    func lookup(_ id: String, in bytes: SourceBytes) -> IDEntry? {
        var id = id
        return id.withUTF8 { src in
            bytes.withUnsafeBufferPointer { b in find(b, src, 0, src.count).map { entries[$0] } }
        }
    }
}
