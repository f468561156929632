import Foundation

/// The builder's byte buffer (strings, geometry and nested nibs, one after the other): memory kept from nib to nib,
/// with the used length beside it, so that appending a few bytes is a bound check and an inline copy into memory that
/// is already there (issue 14, eighth round: `Array.append(contentsOf:)` cost ≈ 80 instructions an append, ≈ 20,000
/// appends a pass). Since the tenth round the memory is a `NibPlainTable` rather than an array kept at its full length:
/// no copy-on-write check per append, and the writer reads the bytes through a plain pointer, outside any closure.
struct NibByteBuffer {
    /// The bytes in use (`table.count` of them).
    private var table: NibPlainTable<UInt8>

    /// An empty buffer with room for `capacity` bytes (none allocated for 0).
    init(capacity: Int = 0) {
        table = NibPlainTable(capacity: capacity)
    }

    /// How many bytes are in use.
    var count: Int { table.count }

    /// How many bytes fit before the memory grows.
    var capacity: Int { table.capacity }

    /// Empties the buffer, keeping its memory.
    mutating func removeAll() { table.removeAll() }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        table.append(byte)
    }

    /// Appends bytes from memory.
    @inline(__always)
    mutating func append(contentsOf source: UnsafeRawBufferPointer) {
        let n = source.count
        guard n > 0, let from = source.baseAddress else { return }
        let target = table.appendUninitialized(n)
        NibByteCursor.copy(to: UnsafeMutableRawPointer(target), from: from, count: n)
    }

    /// Appends bytes from memory.
    @inline(__always)
    mutating func append(contentsOf source: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: UnsafeRawBufferPointer(source))
    }

    /// Appends the bytes of a `Data` (a nested nib).
    mutating func append(contentsOf data: Data) {
        data.withUnsafeBytes { append(contentsOf: $0) }
    }

    /// Appends bytes one by one (a `String` whose UTF-8 is not contiguous).
    mutating func append<S: Sequence>(contentsOf bytes: S) where S.Element == UInt8 {
        for byte in bytes { append(byte) }
    }

    /// The bytes in `range` (within `count`), copied.
    subscript(range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "nib byte buffer: range past the bytes in use")
        return Array(UnsafeBufferPointer(rebasing: table.elements[range]))
    }

    /// The bytes in use, valid while the buffer lives and does not grow (the writer's read-only pass).
    var elements: UnsafeRawBufferPointer { UnsafeRawBufferPointer(table.elements) }
}
