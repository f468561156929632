/// A fixed, read-only table of plain values in one allocation: the scanner's node and attribute buffers handed over to
/// the tree as they are. (Arrays made from them were a copy of each buffer, ≈ 0.5 M instructions per corpus read, and
/// one more allocation and free of each per document.)
final class FlatTable<Element>: RandomAccessCollection, @unchecked Sendable {  // never written after it is made
    private let base: UnsafeMutablePointer<Element>
    /// The number of values.
    let count: Int

    /// An empty table.
    init() {
        base = .allocate(capacity: 1)
        count = 0
    }

    /// Takes over the memory of a buffer holding `count` initialised values (the buffer must not free it).
    init(taking buffer: GrowableBuffer<Element>) {
        base = buffer.base
        count = buffer.count
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// 0.
    var startIndex: Int { 0 }
    /// `count`.
    var endIndex: Int { count }

    /// The values as a buffer, for loops over the whole table (no bounds check per value; issue 14, eleventh round).
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }

    /// The value at `i`, bounds-checked in debug builds (the tests') only.
    ///
    /// Every index is the tree's own (a node's parent, children or attribute range, an element's node: the scanner
    /// wrote them, and no public API takes one), so a bad one is a bug in this package, never bad input. The check cost
    /// ≈ 1 % of the instructions of reading and compiling (issue 14, nineteenth round: 56.24 -> 55.58 M a steady pass).
    @inline(__always)
    subscript(i: Int) -> Element {
        assert(UInt(bitPattern: i) < UInt(bitPattern: count), "FlatTable index out of range")
        return base[i]
    }
}
