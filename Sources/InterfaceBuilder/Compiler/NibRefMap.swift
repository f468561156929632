import Foundation

/// IB object index → the object encoding it, for one nib (issue 14): open addressing on the index with a
/// multiplicative hash, instead of a `Dictionary<Int, Ref>` that hashes each index with SipHash on every lookup.
struct NibRefMap {
    /// Per slot: the IB index (-1 when free) and the encoded object's index.
    private var slots: [(key: Int32, value: Int32)] = []
    /// How many objects are mapped (issue 14, seventh round: a count, not a list of the keys in insertion order, one
    /// array less to allocate, grow and free per map per nib; nothing needs the keys in order).
    private(set) var count = 0

    @inline(__always)
    private func start(_ key: Int, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(truncatingIfNeeded: key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The object encoding IB object `index`, if any.
    subscript(index: Int) -> NibArchiveBuilder.Ref? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = start(index, mask: mask)
        while true {
            let entry = slots[slot]
            if entry.key < 0 { return nil }
            if Int(entry.key) == index { return NibArchiveBuilder.Ref(index: Int(entry.value)) }
            slot = (slot + 1) & mask
        }
    }

    /// Maps `index` to `ref`; returns the object it was mapped to before, if any (as `Dictionary.updateValue`).
    @discardableResult
    mutating func updateValue(_ ref: NibArchiveBuilder.Ref, forKey index: Int) -> NibArchiveBuilder.Ref? {
        // `Array(repeatElement(…))` of the labelled tuple, specialised here (issue 14, eleventh round:
        // `Array(repeating:count:)` took the standard library's generic path, which looks up the tuple array's metadata
        // on every call, ≈ 600 instructions a map a nib; an unlabelled tuple was cast element by element, far worse).
        if slots.isEmpty { slots = [(key: Int32, value: Int32)](repeatElement((key: -1, value: -1), count: 64)) }
        let mask = slots.count - 1
        var slot = start(index, mask: mask)
        while true {
            let entry = slots[slot]
            if entry.key < 0 { break }
            if Int(entry.key) == index {
                slots[slot].value = Int32(truncatingIfNeeded: ref.index)
                return NibArchiveBuilder.Ref(index: Int(entry.value))
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = (Int32(truncatingIfNeeded: index), Int32(truncatingIfNeeded: ref.index))
        count += 1
        if count * 2 > slots.count { grow() }
        return nil
    }

    /// Forgets every entry, keeping the slots' memory (a reused encoder, issue 14, eighth round); a map that grew
    /// past a typical nib's lets its slots go.
    mutating func removeAll() {
        guard count > 0 else { return }
        count = 0
        guard slots.count <= 256 else { slots = []; return }
        // -1 in every key and value: all bytes 0xFF (one `memset`).
        slots.withUnsafeMutableBytes { if let base = $0.baseAddress { memset(base, 0xFF, $0.count) } }
    }

    private mutating func grow() {
        let old = slots
        slots = [(key: Int32, value: Int32)](repeatElement((key: -1, value: -1), count: old.count * 2))
        let mask = slots.count - 1
        for entry in old where entry.key >= 0 {
            var slot = start(Int(entry.key), mask: mask)
            while slots[slot].key >= 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
