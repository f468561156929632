import Foundation

/// A set of IB object indices as a bit set (issue 14, fifth round): `Set<Int>` hashed every index with SipHash
/// (≈ 100 instructions an insert or a lookup) where a bit test is a shift and a load. Indices are non-negative and
/// bounded by the document's object count, so the words stay few (one per 64 objects).
struct NibIndexSet {
    private var words: [UInt64] = []

    /// An empty set.
    init() {}

    /// The set of `indices`.
    init(_ indices: some Sequence<Int>) {
        for index in indices { insert(index) }
    }

    /// Adds `index` (non-negative).
    mutating func insert(_ index: Int) {
        precondition(index >= 0, "NibIndexSet holds non-negative indices")
        let word = index >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        words[word] |= 1 << UInt64(index & 63)
    }

    /// Adds every index of `indices`.
    mutating func formUnion(_ indices: some Sequence<Int>) {
        for index in indices { insert(index) }
    }

    /// Adds `index` and every object below it in `document` (its children, recursively), without making the subtree's
    /// array (issue 14, tenth round).
    mutating func insertSubtree<D: IBDocumentTables>(_ index: Int, in document: D) {
        insert(index)
        for child in document.objects[index].childList { insertSubtree(child, in: document) }
    }

    /// Whether `index` is in the set.
    @inline(__always)
    func contains(_ index: Int) -> Bool {
        let word = index >> 6
        guard index >= 0, word < words.count else { return false }
        return words[word] & (1 << UInt64(index & 63)) != 0
    }
}
