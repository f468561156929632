/// A growable table of plain values (no references inside) for the nib builder's hottest tables: the value records
/// and the objects' class indices (issue 14, tenth round). An append is a capacity check and a store, with no
/// copy-on-write check: an `Array` append calls the runtime's uniqueness check each time, and the builder appends
/// ≈ 120,000 records and objects a corpus pass.
///
/// Copies share the memory: the builder that holds these tables is moved (`swap`, the pool, a reused encoder), never
/// copied and then changed on both sides. The memory is freed when the last copy goes, so a stray copy reads stale
/// values but never freed memory; every read and write is still bound-checked against `count`.
struct NibPlainTable<Element: BitwiseCopyable> {
    /// The first element (nil until the first allocation).
    private(set) var base: UnsafeMutablePointer<Element>?
    /// How many elements are in use.
    private(set) var count = 0
    /// How many elements fit before the memory grows.
    private(set) var capacity = 0
    /// Owns the allocation (`base`), freed with the last copy of the table.
    private var memory: Memory?

    /// The owner of one allocation.
    private final class Memory {
        let pointer: UnsafeMutablePointer<Element>
        init(capacity: Int) { pointer = .allocate(capacity: capacity) }
        deinit { pointer.deallocate() }
    }

    /// An empty table with room for `capacity` elements (none allocated for 0).
    init(capacity: Int = 0) {
        if capacity > 0 { reallocate(capacity) }
    }

    /// A table of `count` copies of `element`.
    init(repeating element: Element, count: Int) {
        if count > 0 {
            reallocate(count)
            base.unsafelyUnwrapped.initialize(repeating: element, count: count)
            self.count = count
        }
    }

    /// Sets every byte of the elements in use to `byte` (one `memset`: -1 in every entry of an integer table is 0xFF).
    func fillBytes(_ byte: UInt8) {
        guard let base, count > 0 else { return }
        UnsafeMutableRawPointer(base).initializeMemory(as: UInt8.self, repeating: byte, count: count * MemoryLayout<Element>.stride)
    }

    /// Moves the elements into a new allocation of `newCapacity` (≥ `count`).
    private mutating func reallocate(_ newCapacity: Int) {
        let fresh = Memory(capacity: newCapacity)
        if let base, count > 0 { fresh.pointer.update(from: base, count: count) }
        memory = fresh
        base = fresh.pointer
        capacity = newCapacity
    }

    /// Appends one element.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { reallocate(Swift.max(capacity * 2, 16)) }
        // `base` is set once `capacity` > 0.
        base.unsafelyUnwrapped[count] = element
        count &+= 1
    }

    /// Adds `n` elements whose values the caller stores through the returned pointer (a run of bytes copied at once).
    @inline(__always)
    mutating func appendUninitialized(_ n: Int) -> UnsafeMutablePointer<Element> {
        if capacity &- count < n { reallocate(Swift.max(count + n, capacity * 2, 64)) }
        let start = base.unsafelyUnwrapped + count
        count &+= n
        return start
    }

    /// Makes room for at least `minimumCapacity` elements.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { reallocate(minimumCapacity) }
    }

    /// Empties the table, keeping its memory.
    mutating func removeAll() { count = 0 }

    /// Drops the last `k` elements (at most `count`), keeping the memory.
    @inline(__always)
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "nib builder: fewer elements than removed")
        count &-= k
    }

    /// Appends the elements of `list`.
    mutating func append(contentsOf list: [Element]) {
        guard !list.isEmpty else { return }
        let start = appendUninitialized(list.count)
        list.withUnsafeBufferPointer { start.initialize(from: $0.baseAddress.unsafelyUnwrapped, count: $0.count) }
    }

    /// Element `index` (< `count`).
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "nib builder: table index out of range")
            return base.unsafelyUnwrapped[index]
        }
        nonmutating set {
            precondition(index >= 0 && index < count, "nib builder: table index out of range")
            base.unsafelyUnwrapped[index] = newValue
        }
    }

    /// The last element, if any.
    var last: Element? { count > 0 ? base.unsafelyUnwrapped[count - 1] : nil }

    /// Whether the table is empty.
    var isEmpty: Bool { count == 0 }

    /// The elements in use, valid while this table (or a copy) lives and does not grow: for a writer's loop over a
    /// table it only reads.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// Calls `body` with the elements in use, to change in place.
    @inline(__always)
    func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }
}

// A table belongs to one builder, which a thread owns while it builds and hands over only through `NibBuilderPool`'s
// lock; the placeholder builder shared by everyone holds no memory at all.
extension NibPlainTable: @unchecked Sendable where Element: Sendable {}
