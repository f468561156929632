// An object's colors, fonts and properties live in three tables per document, not in three arrays per object (issue
// 14, fifteenth round, as the index lists of `IBIndexList.swift`). The reader appends each value to its kind's table in
// the storage (`XMLStorage.colorTable`, `fontTable`, `propertyTable`) and gives the object where its values start and
// how many there are. An object's values are usually met one after the other; when a child's values came between
// them (a view's `backgroundColor` after its subviews' colours, say), the object's earlier values are copied to the end
// of the table before the new one, so every object's values stay contiguous (the earlier copies stay unused). Before,
// each non-empty list was its own array, grown by appending: ≈ 3,600 arrays a corpus pass, each made, regrown,
// released and freed (steady read 29.96 -> 29.08 M, read + compile 62.30 -> 61.52 M).
//
// The public properties keep their types and stay settable: a list set after reading is kept with the object's other
// rarely set values (`IBObjectExtras`), so a table never changes once the reader hands the document out. The compiler
// reads the values through `IBValueList`, which copies nothing.

/// Where an object's colors, fonts and properties sit in its document's value tables.
struct IBObjectValues: Sendable {
    /// Its colours (`XMLStorage.colorTable`).
    var colors: IBListRange
    /// Its fonts (`XMLStorage.fontTable`).
    var fonts: IBListRange
    /// Its other keyed values (`XMLStorage.propertyTable`).
    var properties: IBListRange

    /// No values.
    static let empty = IBObjectValues(colors: .empty, fonts: .empty, properties: .empty)
}

/// One document's values of one kind, in memory of its own: appended to while reading, never changed after; the
/// storage that holds it frees it (`free()`).
struct IBValueTable<Value> {
    /// The first value (nil while empty).
    private(set) var base: UnsafeMutablePointer<Value>?
    /// How many values.
    private(set) var count = 0
    private var capacity = 0

    init() { base = nil }

    /// Appends `value` to the values of the owner whose range is `range` and returns where it went (valid until the
    /// next append): copies the owner's earlier values to the end first when other values came after them.
    @inline(__always)
    mutating func append(_ value: consuming Value, to range: inout IBListRange) -> UnsafeMutablePointer<Value> {
        let owned = Int(range.count)
        if owned == 0 {
            range.start = Int32(truncatingIfNeeded: count)
        } else if Int(range.start) &+ owned != count {
            moveOwnerToEnd(&range)
        }
        if count == capacity { grow(to: count &+ 1) }
        let slot = base.unsafelyUnwrapped + count
        slot.initialize(to: value)
        count &+= 1
        range.count &+= 1
        return slot
    }

    /// Copies the owner's values to the end of the table (the rare case: a child's values came in between).
    private mutating func moveOwnerToEnd(_ range: inout IBListRange) {
        let owned = Int(range.count)
        precondition(range.start >= 0 && Int(range.start) &+ owned <= count, "IBValueTable: a range past the table")
        if count &+ owned > capacity { grow(to: count &+ owned) }
        (base.unsafelyUnwrapped + count).initialize(from: base.unsafelyUnwrapped + Int(range.start), count: owned)
        range.start = Int32(truncatingIfNeeded: count)
        count &+= owned
    }

    /// At least `needed` slots, doubling (values move bitwise).
    private mutating func grow(to needed: Int) {
        let newCapacity = Swift.max(needed, capacity &* 2, 16)
        let memory = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
        if let base {
            memory.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = memory
        capacity = newCapacity
    }

    /// Destroys the values and frees the memory (the storage's `deinit`).
    func free() {
        guard let base else { return }
        base.deinitialize(count: count)
        base.deallocate()
    }
}

/// One object's colors, fonts or properties read in place, copying nothing: part of a document's value table, or a
/// list set after reading (`IBOwnedValues`). It points into memory its document owns (no retain), so it is for use
/// while the document is alive and unchanged, as in the compiler; the public array properties copy.
struct IBValueList<Value: Sendable>: RandomAccessCollection {
    private let base: UnsafePointer<Value>?
    /// How many values.
    let length: Int

    /// `range` of a document's table.
    @inline(__always)
    init(_ table: IBValueTable<Value>, _ range: IBListRange) {
        self.init(UnsafeMutableBufferPointer(start: table.base, count: table.count), range)
    }

    /// `range` of a table in plain memory (the index lists' table, `XMLStorage.indexLists`).
    @inline(__always)
    init(_ table: UnsafeMutableBufferPointer<Value>, _ range: IBListRange) {
        let start = Int(range.start), count = Int(range.count)
        // One unsigned compare: the reader's ranges are never negative.
        precondition(UInt(bitPattern: start &+ count) <= UInt(bitPattern: table.count), "IBValueList: a range past the table")
        base = UnsafePointer(table.baseAddress.map { $0 + start })
        length = count
    }

    /// A list set after reading.
    @inline(__always)
    init(_ owned: IBOwnedValues<Value>?) {
        base = owned.map { UnsafePointer($0.pointer) }
        length = owned?.count ?? 0
    }

    var startIndex: Int { 0 }
    var endIndex: Int { length }

    /// The value at `position`, in place (`list[i].key` copies only the key).
    @inline(__always)
    subscript(position: Int) -> Value {
        unsafeAddress {
            precondition(UInt(bitPattern: position) < UInt(bitPattern: length), "IBValueList: index out of range")
            return base.unsafelyUnwrapped + position
        }
    }

    /// The values as an array (one allocation, none when empty).
    var array: [Value] {
        guard let base, length > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: base, count: length))
    }
}

/// A value list set after reading (`IBObject.colors = …`), in memory of its own: read through `IBValueList` as the
/// tables' lists are. Immutable.
final class IBOwnedValues<Value: Sendable>: @unchecked Sendable {
    /// The values.
    let pointer: UnsafeMutablePointer<Value>
    /// How many.
    let count: Int

    init(_ values: [Value]) {
        count = values.count
        pointer = .allocate(capacity: Swift.max(count, 1))
        _ = UnsafeMutableBufferPointer(start: pointer, count: count).initialize(from: values)
    }

    deinit {
        pointer.deinitialize(count: count)
        pointer.deallocate()
    }
}

extension IBObject {
    /// The colours, in place.
    var colorList: IBValueList<IBColor> {
        @inline(__always) get { values.colors.isInTable ? IBValueList(element.storage.colorTable, values.colors) : IBObject.setColors(extrasBox) }
    }

    /// The fonts, in place.
    var fontList: IBValueList<IBFont> {
        @inline(__always) get { values.fonts.isInTable ? IBValueList(element.storage.fontTable, values.fonts) : IBObject.setFonts(extrasBox) }
    }

    /// The other keyed values, in place.
    var propertyList: IBValueList<IBProperty> {
        @inline(__always) get {
            values.properties.isInTable ? IBValueList(element.storage.propertyTable, values.properties) : IBObject.setProperties(extrasBox)
        }
    }

    // The lists set after reading, out of line: the read ones are the hot path, inlined into the compiler's loops. Static,
    // given only the extras: a method, given the object, had each caller copy the object to pass it (a `memcpy` each).
    @inline(never) private static func setColors(_ box: IBObjectExtrasBox?) -> IBValueList<IBColor> { IBValueList(box?.value.setColors) }
    @inline(never) private static func setFonts(_ box: IBObjectExtrasBox?) -> IBValueList<IBFont> { IBValueList(box?.value.setFonts) }
    @inline(never) private static func setProperties(_ box: IBObjectExtrasBox?) -> IBValueList<IBProperty> {
        IBValueList(box?.value.setProperties)
    }
}
