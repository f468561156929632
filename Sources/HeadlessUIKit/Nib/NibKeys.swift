import Foundation

/// Archive keys as small integers, so that a `UINibDecoder` read finds its value without hashing the
/// key's characters (issue 14).
///
/// Every key of a nib is interned by content when the nib's `NibRuntimeIndex` is built (String's `==`,
/// so keys that are canonically equivalent share an id, as `Object.firstIndex(ofKey:)` finds them).
/// The keys `init?(coder:)`s ask for are string literals: an immortal string (a literal, or a small
/// string held inline) is identified by its two words, which never change and never name another
/// text, so on the main thread (where nibs are instantiated) its id is remembered by those words and
/// found again with one multiply and one probe. Other strings, and every thread but the main one,
/// go through the content table under a lock.
enum NibKeys {
    /// Content → id; guarded by `lock`.
    nonisolated(unsafe) private static var byContent: [String: Int32] = [:]
    private static let lock = NSLock()
    /// Main thread only: an immortal string's words → id.
    private static let words = WordTable()

    /// The id of `key`, made when it has none (the keys of a nib being indexed).
    static func intern(_ key: String) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let known = byContent[key] { return known }
        let id = Int32(byContent.count)
        byContent[key] = id
        return id
    }

    /// The id of `key`, nil when no nib has that key (then no object has a value for it).
    /// `onMainThread`: the caller knows it runs on the main thread (else `Thread.isMainThread` is asked).
    @inline(__always)
    static func id(_ key: String, onMainThread: Bool = false) -> Int32? {
        let (count, object) = unsafeBitCast(key, to: (UInt64, UInt64).self)
        // Bit 63 of the object word: an immortal string (a literal, or a small string's inline bytes).
        guard object >> 63 == 1, onMainThread || Thread.isMainThread else { return contentID(key) }
        if let id = words.find(count, object) { return id }
        // A literal is interned even when no nib has it yet: literals are finite, and a later nib may.
        let id = intern(key)
        words.insert(count, object, id)
        return id
    }

    /// `id(_:)` by content, without interning (a string built at run time need not be kept).
    private static func contentID(_ key: String) -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        return byContent[key]
    }

    /// An open-addressed table from two words to an id, in memory allocated by hand (read without
    /// bounds checks, reference counting or exclusivity checks: hundreds of reads per instantiation).
    private final class WordTable: @unchecked Sendable {
        // Touched on the main thread only (see `NibKeys.id`): hence `@unchecked Sendable`.
        private struct Entry {
            var count: UInt64
            var object: UInt64
            var id: Int32  // −1: empty.
        }

        private struct Storage {
            var entries: UnsafeMutablePointer<Entry>
            var mask: Int
            var used: Int
        }

        private let storage: UnsafeMutablePointer<Storage>

        init() {
            let capacity = 256
            let entries = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
            entries.initialize(repeating: Entry(count: 0, object: 0, id: -1), count: capacity)
            storage = .allocate(capacity: 1)
            storage.initialize(to: Storage(entries: entries, mask: capacity - 1, used: 0))
        }

        @inline(__always)
        private static func slot(_ count: UInt64, _ object: UInt64, _ mask: Int) -> Int {
            let mixed = (count ^ (object &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
            return Int(truncatingIfNeeded: mixed >> 32) & mask
        }

        @inline(__always)
        func find(_ count: UInt64, _ object: UInt64) -> Int32? {
            let table = storage.pointee
            var slot = WordTable.slot(count, object, table.mask)
            while true {
                let entry = table.entries[slot]
                if entry.id < 0 { return nil }
                if entry.count == count && entry.object == object { return entry.id }
                slot = (slot &+ 1) & table.mask
            }
        }

        func insert(_ count: UInt64, _ object: UInt64, _ id: Int32) {
            if (storage.pointee.used + 1) * 2 > storage.pointee.mask + 1 { grow() }
            let table = storage.pointee
            var slot = WordTable.slot(count, object, table.mask)
            while table.entries[slot].id >= 0 { slot = (slot &+ 1) & table.mask }
            table.entries[slot] = Entry(count: count, object: object, id: id)
            storage.pointee.used += 1
        }

        private func grow() {
            let old = storage.pointee
            let capacity = (old.mask + 1) * 2
            let entries = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
            entries.initialize(repeating: Entry(count: 0, object: 0, id: -1), count: capacity)
            for i in 0...old.mask where old.entries[i].id >= 0 {
                let entry = old.entries[i]
                var slot = WordTable.slot(entry.count, entry.object, capacity - 1)
                while entries[slot].id >= 0 { slot = (slot &+ 1) & (capacity - 1) }
                entries[slot] = entry
            }
            old.entries.deallocate()
            storage.pointee = Storage(entries: entries, mask: capacity - 1, used: old.used)
        }
    }
}
