import Foundation

/// Per archived object of one nib, the keys its coder asked for the last time the nib was
/// instantiated, in order, with what each found (issue 14).
///
/// An `init?(coder:)` asks for the same keys in the same order every time the same nib makes the
/// same object (`UIBounds`, `UICenter`, `UIBackgroundColor`…, most of them absent). So the k-th read
/// of a coder first compares its key with the k-th key of last time: the same immortal string (a
/// literal: its two words never change and never name another text, see `NibKeys`) has the same
/// answer, the property's index or none, and the read costs two compares instead of finding the key's
/// id and probing the object's table. A read that differs (another path through an `init?(coder:)`)
/// goes the long way and records the trace again from there; a key that is not immortal never
/// enters the trace.
///
/// Main thread only (the caller checks): nibs are instantiated there, and the trace is written as it
/// is read. The memory is allocated by hand and read without bounds checks (checked against
/// `count`), reference counting or exclusivity checks: this runs about a thousand times per scene.
final class NibKeyTrace: @unchecked Sendable {
    /// One read: the key's two words and the property index it found (−1: absent).
    struct Entry {
        var count: UInt64
        var object: UInt64
        var property: Int32
    }

    /// One object's reads.
    struct Reads {
        var entries: UnsafeMutablePointer<Entry>?
        var count: Int
        var capacity: Int
    }

    /// One `Reads` per archived object.
    private let reads: UnsafeMutablePointer<Reads>
    private let objectCount: Int

    init(objectCount: Int) {
        self.objectCount = objectCount
        reads = .allocate(capacity: max(1, objectCount))
        reads.initialize(repeating: Reads(entries: nil, count: 0, capacity: 0), count: max(1, objectCount))
    }

    deinit {
        for i in 0..<objectCount { reads[i].entries?.deallocate() }
        reads.deallocate()
    }

    /// Where `object`'s reads are kept, for its coder to hold (nil for an index out of range); valid as
    /// long as this trace is.
    func reads(of object: Int) -> UnsafeMutablePointer<Reads>? {
        guard object >= 0, object < objectCount else { return nil }
        return reads + object
    }

    /// The property index last found by read `position` of the object whose reads are `reads`, when
    /// that read asked for the same key (−1: absent); nil when the trace does not know (then `record`).
    @inline(__always)
    static func find(_ reads: UnsafeMutablePointer<Reads>, _ position: Int, _ count: UInt64, _ word: UInt64) -> Int32? {
        guard position < reads.pointee.count, let entries = reads.pointee.entries else { return nil }
        let entry = entries[position]
        guard entry.count == count, entry.object == word else { return nil }
        return entry.property
    }

    /// Remembers that read `position` of `object`'s coder asked for the key of these words and found
    /// `property` (−1: absent). Reads after it from last time are forgotten (the path changed).
    func record(_ object: Int, _ position: Int, _ count: UInt64, _ word: UInt64, _ property: Int32) {
        guard object >= 0, object < objectCount else { return }
        let reads = self.reads + object
        // A read past the end that skipped positions (a second coder over the same object) is not kept.
        guard position <= reads.pointee.count else { return }
        if position == reads.pointee.capacity {
            let capacity = max(8, reads.pointee.capacity * 2)
            let entries = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
            if let old = reads.pointee.entries {
                entries.moveInitialize(from: old, count: position)
                old.deallocate()
            }
            reads.pointee.entries = entries
            reads.pointee.capacity = capacity
        }
        reads.pointee.entries![position] = Entry(count: count, object: word, property: property)
        reads.pointee.count = position + 1
    }
}
