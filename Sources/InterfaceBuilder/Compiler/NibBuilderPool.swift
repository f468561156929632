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
    /// Unchecked, as the lists below: every access is under `lock`.
    @exclusivity(unchecked) private var spares: [NibArchiveBuilder] = []
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

    @exclusivity(unchecked) private var spareKinds: [NibKindCache] = []

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

    // MARK: Encoders

    /// Spare encoders, each with its builder and its lists' memory, from document to document (issue 14, thirteenth
    /// round: an encoder made per storyboard and xib, its lists reserved, then dropped, its lists freed and its builder
    /// handed back, cost ≈ 9 k instructions a storyboard; compile 36.37 -> 35.71 M a steady pass, storyboards and xibs).
    /// Every move is a move: a copy of an encoder retains every list. A spare points at `BorrowedDocument.placeholder`,
    /// not at the document it last compiled, which is gone once its compile call returns.
    // Unchecked: every access is under `lock` (issue 14, thirteenth round: a dynamic exclusivity check per access,
    // seven a taken encoder: compile 35.71 -> 35.53 M a steady pass).
    @exclusivity(unchecked) private var spareEncoders: [ViewEncoder] = []

    /// An encoder for `document`'s nib `nibName` that keeps its builder from nib to nib (`keepsBuilder`): a spare
    /// (emptied when it was given back) if there is one, else a new one.
    func takeEncoder(document: BorrowedDocument, nibName: String) -> ViewEncoder {
        lock.lock()
        guard !spareEncoders.isEmpty else {
            lock.unlock()
            var encoder = ViewEncoder(document: document, nibName: nibName)
            encoder.keepsBuilder = true
            return encoder
        }
        // Set in place, then moved out (a local `var` was copied on return: the encoder's lists retained).
        let last = spareEncoders.count - 1
        spareEncoders[last].document = document
        spareEncoders[last].nibName = nibName
        let encoder = spareEncoders.removeLast()
        lock.unlock()
        return encoder
    }

    /// Takes back an encoder whose nib is finished and that kept its builder (`keepsBuilder`: `finish` emptied it):
    /// emptied, pointing at the placeholder document, kept unless the pool is full (then its builder alone is kept).
    func recycle(encoder: consuming ViewEncoder) {
        guard encoder.keepsBuilder else { return }
        guard let placeholder = BorrowedDocument.placeholder else { return recycle(&encoder.builder) }
        encoder.reset(nibName: "")
        encoder.document = placeholder
        lock.lock()
        guard spareEncoders.count < NibBuilderPool.limit else {
            lock.unlock()
            return recycle(&encoder.builder)
        }
        spareEncoders.append(consume encoder)
        lock.unlock()
    }
}
