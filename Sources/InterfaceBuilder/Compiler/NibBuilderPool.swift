import Foundation

/// Spare `NibArchiveBuilder`s, emptied but with their tables' memory, for the next nibs, and spare kind caches for the
/// next documents (issue 14): a storyboard
/// pass compiles over a thousand nibs, and making then freeing a builder's ≈ 20 arrays for each was a tenth of the
/// compile. A builder comes back (`recycle`) once its archive's bytes are written, so its tables are no longer shared.
final class NibBuilderPool: @unchecked Sendable {
    /// The process-wide pool (compiles on several threads each take their own builders).
    static let shared = NibBuilderPool()

    /// `NSLock` rather than `Mutex`: the package supports macOS 14. It guards the two spare lists only.
    private let lock = NSLock()
    private var spares: [NibArchiveBuilder] = []
    /// At most this many spares are kept (nested prototype nibs need one builder per level of nesting).
    private static let limit = 8

    /// An empty builder: a spare if there is one, else a new one.
    func take() -> NibArchiveBuilder {
        lock.lock()
        let spare = spares.popLast()
        lock.unlock()
        return spare ?? NibArchiveBuilder()
    }

    /// Takes back a builder whose archive is written: emptied in place (outside the lock), then swapped into the pool
    /// (no copy of its tables), leaving the empty placeholder; kept unless the pool is full or its tables grew large.
    func recycle(_ builder: inout NibArchiveBuilder) {
        guard builder.isWorthKeeping else { return }
        builder.removeAll()
        lock.lock()
        if spares.count < NibBuilderPool.limit {
            spares.append(NibArchiveBuilder.placeholder)
            swap(&spares[spares.count - 1], &builder)
        }
        lock.unlock()
    }

    /// Empties `builder` in place for its holder's next nib (an encoder reused across a storyboard's nibs), or
    /// replaces it with a new one when its tables grew too large to keep.
    static func empty(_ builder: inout NibArchiveBuilder) {
        if builder.isWorthKeeping { builder.removeAll() } else { builder = NibArchiveBuilder() }
    }

    private var spareKinds: [NibKindCache] = []

    /// A kind cache, warm from an earlier document if one is spare. Its entries stay valid across documents: each
    /// holds its kind `String` alive, so the same two words still mean the same bytes.
    func takeKinds() -> NibKindCache {
        lock.lock()
        let spare = spareKinds.popLast()
        lock.unlock()
        return spare ?? NibKindCache()
    }

    /// Takes back a kind cache once a compile is done with it.
    func recycle(_ kinds: inout NibKindCache) {
        var spare = NibKindCache()
        swap(&spare, &kinds)
        lock.lock()
        if spareKinds.count < NibBuilderPool.limit { spareKinds.append(spare) }
        lock.unlock()
    }
}
