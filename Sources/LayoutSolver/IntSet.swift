/// A set of non-negative `Int`s for the column index: open addressing with linear probing and
/// a cheap multiplicative hash. Unlike `Set`, it is not seeded per process, and it avoids
/// SipHash on the solver's hottest path. Iteration order depends only on the operations done.
struct IntSet: Sequence {
    private var slots: [Int] = []  // -1 marks an empty slot; the capacity is a power of two
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(_ x: Int, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    func contains(_ x: Int) -> Bool {
        if count == 0 { return false }
        let mask = slots.count - 1
        var i = home(x, mask)
        while true {
            let v = slots[i]
            if v == x { return true }
            if v < 0 { return false }
            i = (i + 1) & mask
        }
    }

    mutating func insert(_ x: Int) {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var i = home(x, mask)
        while true {
            let v = slots[i]
            if v == x { return }
            if v < 0 { slots[i] = x; count += 1; return }
            i = (i + 1) & mask
        }
    }

    mutating func remove(_ x: Int) {
        if count == 0 { return }
        let mask = slots.count - 1
        var i = home(x, mask)
        while true {
            let v = slots[i]
            if v == x { break }
            if v < 0 { return }
            i = (i + 1) & mask
        }
        // Backward-shift deletion keeps probe chains intact without tombstones.
        var j = i
        while true {
            j = (j + 1) & mask
            let v = slots[j]
            if v < 0 { break }
            let k = home(v, mask)
            let stays = i <= j ? (i < k && k <= j) : (i < k || k <= j)
            if stays { continue }
            slots[i] = v
            i = j
        }
        slots[i] = -1
        count -= 1
    }

    private mutating func grow() {
        let old = slots
        slots = [Int](repeating: -1, count: Swift.max(4, old.count * 2))
        count = 0
        for v in old where v >= 0 { insert(v) }
    }

    struct Iterator: IteratorProtocol {
        let slots: [Int]
        var index = 0
        mutating func next() -> Int? {
            while index < slots.count {
                let v = slots[index]
                index += 1
                if v >= 0 { return v }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots) }
}
