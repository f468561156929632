/// A growable buffer of trivial values with unchecked appends (no copy-on-write checks in the hot loop).
struct GrowableBuffer<T> {
    var base: UnsafeMutablePointer<T>
    var count = 0
    var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ x: T) {
        if count == capacity { grow() }
        (base + count).initialize(to: x)
        count &+= 1  // below `capacity`: cannot overflow (no check in the scanner's hot loops)
    }

    mutating func grow() {
        let bigger = capacity * 2
        let b = UnsafeMutablePointer<T>.allocate(capacity: bigger)
        b.moveInitialize(from: base, count: count)
        base.deallocate()
        base = b
        capacity = bigger
    }

    @inline(__always)
    subscript(i: Int) -> T {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    @inline(__always) var last: T? { count > 0 ? base[count - 1] : nil }
    @inline(__always) mutating func removeLast() { count &-= 1 }  // callers check `isEmpty` or `last` first
    var isEmpty: Bool { count == 0 }

    func free() { base.deallocate() }
}
