import Foundation

/// A document's source bytes, kept for the model's lazy reads (attribute values are decoded from them when asked):
/// an array of bytes, or the caller's `Data` read in place.
///
/// Issue 14, seventeenth round: `IBDocument.read(data:)` copied every file into a `[UInt8]` first (one `memcpy` of the
/// whole file and a large allocation, ≈ 1.3 % of the read-and-compile time). A `Data` of more than
/// `SourceBytes.inlineLimit` bytes keeps its bytes in a heap buffer that stays where it is while the `Data` held here
/// lives and is not changed, and this value never changes it (a change made through another copy of the `Data` copies
/// the buffer first: copy on write); smaller `Data`s may keep their bytes inside the value itself, so those are
/// copied.
struct SourceBytes: RandomAccessCollection, @unchecked Sendable {
    /// What keeps the memory at `base` alive: one object, so that copying a `SourceBytes` (the reader copies its tree a
    /// few times a file) is one retain (a `Data` field was copied by an outlined switch over its representations).
    private final class Owner {
        let array: [UInt8]
        let data: Data?
        init(array: [UInt8], data: Data?) {
            self.array = array
            self.data = data
        }
    }

    private let owner: Owner
    /// The first byte (nil when empty).
    private let base: UnsafePointer<UInt8>?
    /// The number of bytes.
    let count: Int

    /// `Data` up to this size is copied (its bytes may live inside the `Data` value, not in a buffer of its own).
    static let inlineLimit = 64

    /// The bytes of an array.
    init(_ array: [UInt8]) { self.init(owner: Owner(array: array, data: nil)) }

    /// The bytes of a `Data`, in place when it is larger than `inlineLimit`.
    init(_ data: Data) {
        if data.count > SourceBytes.inlineLimit {
            self.init(owner: Owner(array: [], data: data))
        } else {
            self.init(data.withUnsafeBytes { Array($0) })
        }
    }

    private init(owner: Owner) {
        self.owner = owner
        if let data = owner.data {
            base = data.withUnsafeBytes { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }
            count = data.count
        } else {
            base = owner.array.withUnsafeBufferPointer { $0.baseAddress }
            count = owner.array.count
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The byte at `index` (bounds checked, as an array's subscript).
    @inline(__always)
    subscript(index: Int) -> UInt8 {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "SourceBytes: index out of range")
        return base.unsafelyUnwrapped[index]
    }

    /// Runs `body` over the bytes, as `Array.withUnsafeBufferPointer` does. (`self`, and so the keeper, is alive for
    /// the call: a method's `self` is guaranteed by its caller.)
    @inline(__always)
    func withUnsafeBufferPointer<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes are contiguous: `body` runs over them.
    func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}
