import Foundation

/// The builder's byte buffer (strings, geometry and nested nibs, one after the other): an array kept at its allocated
/// length, with the used length beside it, so that appending a few bytes is a bound check and an inline copy into
/// memory that is already there (issue 14, eighth round: `Array.append(contentsOf:)` cost ≈ 80 instructions an
/// append, ≈ 20,000 appends a pass). The bytes past `count` are left over from earlier use and never read.
struct NibByteBuffer {
    /// The memory, `storage.count` bytes, of which the first `count` are in use.
    private var storage: [UInt8]
    /// How many bytes are in use.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes (none allocated for 0).
    init(capacity: Int = 0) {
        storage = capacity > 0 ? [UInt8](repeating: 0, count: capacity) : []
    }

    /// How many bytes fit before the memory grows.
    var capacity: Int { storage.count }

    /// Empties the buffer, keeping its memory.
    mutating func removeAll() { count = 0 }

    /// Makes room for `extra` more bytes: at least doubles the memory, as an array's growth would.
    private mutating func grow(_ extra: Int) {
        let wanted = max(count + extra, storage.count * 2, 64)
        storage.append(contentsOf: repeatElement(0, count: wanted - storage.count))
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == storage.count { grow(1) }
        storage[count] = byte
        count &+= 1
    }

    /// Appends bytes from memory.
    @inline(__always)
    mutating func append(contentsOf source: UnsafeRawBufferPointer) {
        let n = source.count
        guard n > 0, let from = source.baseAddress else { return }
        if storage.count &- count < n { grow(n) }
        let at = count
        storage.withUnsafeMutableBytes { target in
            // In bounds: `at + n ≤ storage.count` after `grow`.
            NibByteCursor.copy(to: target.baseAddress! + at, from: from, count: n)
        }
        count = at &+ n
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

    /// The bytes in `range` (within `count`).
    subscript(range: Range<Int>) -> ArraySlice<UInt8> {
        precondition(range.upperBound <= count, "nib byte buffer: range past the bytes in use")
        return storage[range]
    }

    /// Calls `body` with the bytes in use.
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0 ..< count])) }
    }
}
