import Foundation

/// Guessed names for the scanner: documents write their attributes in the same order element after element and nest
/// the same elements the same way, so the name at a position is usually the one seen last in the same context. Two
/// candidates per slot; attribute slots are keyed by the element's name and the previous attribute's, element slots
/// by the parent's name and the previous sibling's.
///
/// What one scan learnt is kept for the next (process-wide, under a lock): a scan starts from a copy and writes its
/// table back if it learnt anything, so small documents do not start cold. Guesses never change a result: each is
/// checked against the bytes (`Scanner.guess`), and ids a document did not add are skipped.
final class GuessTable: @unchecked Sendable {  // `table` is only touched under `lock`
    /// Bits of the attribute and element slot indices.
    static let attributeBits = 9
    static let elementBits = 8
    /// Entries (two per slot): attribute slots first, then element slots.
    static let attributeSlots = 2 << attributeBits
    static let count = attributeSlots + (2 << elementBits)

    static let shared = GuessTable()

    private let lock = NSLock()
    private let table: UnsafeMutablePointer<Int32>

    private init() {
        table = .allocate(capacity: GuessTable.count)
        table.initialize(repeating: -1, count: GuessTable.count)
    }

    /// The first entry of the slot for a context of two name ids (-1 for none).
    @inline(__always)
    static func slot(_ a: Int32, _ b: Int32, bits: Int) -> Int {
        let h = (UInt32(bitPattern: a) &* 0x9E37_79B1) ^ (UInt32(bitPattern: b) &* 0x85EB_CA6B)
        return Int(truncatingIfNeeded: h >> UInt32(32 - bits)) &<< 1
    }

    /// Copies the table learnt so far into a scan's own.
    func load(into guesses: UnsafeMutablePointer<Int32>) {
        lock.lock()
        guesses.initialize(from: table, count: GuessTable.count)
        lock.unlock()
    }

    /// Keeps a scan's table for the next scans.
    func store(from guesses: UnsafePointer<Int32>) {
        lock.lock()
        table.update(from: guesses, count: GuessTable.count)
        lock.unlock()
    }
}
