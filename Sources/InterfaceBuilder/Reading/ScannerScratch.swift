import Foundation

/// Tables a scan borrows from earlier scans instead of allocating and clearing its own: the attribute-name guesses
/// (kept warm: documents write attributes in the same order, and a guess is always checked against the bytes, so a
/// stale one costs one compare) and the duplicate-attribute marks (stamped, so they never need clearing).
///
/// Each scratch serves one scan at a time: `take()` hands it out under a lock and `give(_:)` returns it.
final class ScannerScratch: @unchecked Sendable {  // used by one scan at a time (handed out under the pool's lock)
    // Its variables are unchecked for exclusive access (issue 14, nineteenth round): one scan holds the scratch at a
    // time, and each checked access was a `swift_beginAccess` call, six a document.
    /// Guessed attribute names, `ByteScanner.guessCount` entries; ids of names a document added may be stale.
    let guesses: UnsafeMutablePointer<AttributeGuess>
    /// Seeded element names by the first eight bytes of their start tags (`elementCacheCount` entries, -1 none): the
    /// scanner's first try before interning (see `ByteScanner.cachedElementName`). Seeded ids mean the same name in every
    /// scan, so an entry never goes stale, and each is checked against the bytes.
    let elementNames: UnsafeMutablePointer<Int32>
    /// Entries of `elementNames` (a power of two).
    static let elementCacheCount = 512
    /// Per name id, the stamp of the last element an attribute of that name was seen on.
    @exclusivity(unchecked) var seen: GrowableBuffer<Int32>
    /// The stamp of the next scan's first element: a scan's stamps are `base + node index`, above every earlier
    /// scan's, so old marks never match.
    @exclusivity(unchecked) var base: Int32 = 0
    /// The scanner's table of the names a document adds (`slotMask + 1` entries, cleared by each scan), their entries
    /// and the stack of open elements: handed from scan to scan as they were left (a scan may have grown them).
    /// Issue 14, thirteenth round: allocated and freed by each scan, three `posix_memalign`s and frees per document
    /// (`UnsafeMutablePointer.allocate` takes the runtime's aligned path on Linux), ≈ 0.2 M instructions a corpus read.
    @exclusivity(unchecked) var slots: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) var slotMask = 255
    @exclusivity(unchecked) var names: GrowableBuffer<NameEntry>
    @exclusivity(unchecked) var stack: GrowableBuffer<Int32>

    init(guessCount: Int, seeded: Int) {
        guesses = .allocate(capacity: guessCount)
        guesses.initialize(repeating: .none, count: guessCount)
        elementNames = .allocate(capacity: ScannerScratch.elementCacheCount)
        elementNames.initialize(repeating: -1, count: ScannerScratch.elementCacheCount)
        seen = GrowableBuffer(capacity: seeded + 64)
        seen.base.initialize(repeating: -1, count: seeded)
        seen.count = seeded
        slots = .allocate(capacity: slotMask + 1)
        slots.initialize(repeating: -1, count: slotMask + 1)
        names = GrowableBuffer(capacity: 64)
        stack = GrowableBuffer(capacity: 64)
    }

    /// Makes the marks ready for a scan of at most `nodes` elements and the seeded names: cleared when the stamps
    /// would overflow, the added names' marks dropped.
    func prepare(nodes: Int, seeded: Int) {
        seen.count = seeded
        if Int(base) + nodes + 1 >= Int(Int32.max) {
            seen.base.update(repeating: -1, count: seeded)
            base = 0
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var free: [ScannerScratch] = []

    /// A scratch for one scan (a warm one from an earlier scan if one is free).
    static func take(guessCount: Int, seeded: Int) -> ScannerScratch {
        lock.lock()
        let found = free.popLast()
        lock.unlock()
        return found ?? ScannerScratch(guessCount: guessCount, seeded: seeded)
    }

    /// Returns a scratch after its scan; `used` is how many stamps the scan took (its elements).
    static func give(_ scratch: ScannerScratch, used: Int) {
        scratch.base &+= Int32(truncatingIfNeeded: used + 1)
        lock.lock()
        // a few are kept (one per thread that reads at once); more are freed
        if free.count < 8 { free.append(scratch); lock.unlock(); return }
        lock.unlock()
    }

    deinit {
        guesses.deallocate()
        elementNames.deallocate()
        seen.free()
        slots.deallocate()
        names.free()
        stack.free()
    }
}
