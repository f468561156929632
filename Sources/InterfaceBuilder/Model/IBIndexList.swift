// An object's index lists (`children`, `subviews`, `connections`, `constraints`) live in one table per document, not
// in four arrays per object (issue 14, fifteenth round). The reader groups every list by owner at the end of a read
// anyway (`DocumentBuilder.fillRelations`); it now writes the groups back to back into `XMLStorage.indexLists` and
// gives each object where its lists start and how long they are. Before, each non-empty list was its own array:
// ≈ 3,200 allocations a corpus pass, each made, filled, released and freed, and four releases per object when the
// document went away.
//
// The public properties keep their type (`[Int]`) and stay settable: a list set after reading is kept with the
// object's other rarely set values (`IBObjectExtras`), so the shared table never changes once the reader hands the
// document out. The compiler reads the lists through `IBIndexList`, which copies nothing.

/// Where one index list sits in its document's list table.
struct IBListRange: Sendable {
    /// The first entry's position in the table.
    var start: Int32
    /// How many entries.
    var count: Int32

    /// No entries.
    static let empty = IBListRange(start: 0, count: 0)
    /// A list set after reading: kept in `IBObjectExtras`, not in the table (so reading a list from the table never
    /// looks at the extras).
    static let setAfterReading = IBListRange(start: 0, count: -1)

    /// Whether the list is in the table.
    var isInTable: Bool { count >= 0 }
}

/// Where an object's four index lists sit in its document's list table (`XMLStorage.indexLists`).
struct IBObjectLists: Sendable {
    /// Every child object, in document order.
    var children: IBListRange
    /// The `<subviews>` children (often the same range as `children`).
    var subviews: IBListRange
    /// Indices into `IBDocument.connections` of the connections the object is the source of.
    var connections: IBListRange
    /// Indices into `IBDocument.constraints` of the constraints the object owns.
    var constraints: IBListRange

    /// Four empty lists.
    static let empty = IBObjectLists(children: .empty, subviews: .empty, connections: .empty, constraints: .empty)
}

/// One index list read in place, copying nothing: a zero-based view of part of the document's list table, or of a list
/// set after reading (`IBOwnedIndices`). It points into memory its document owns (no retain per list read: issue 14,
/// fifteenth round, ≈ 37,000 retains and releases a corpus pass when it held an array), so it is for use while the
/// document is alive and unchanged, as in the compiler's loops; the public `[Int]` properties copy. The value lists'
/// view (`IBValueTable.swift`), over `Int`.
typealias IBIndexList = IBValueList<Int>

/// An index list set after reading (`IBObject.children = …`), in memory of its own.
typealias IBOwnedIndices = IBOwnedValues<Int>

extension IBObject {
    /// The child objects, in place.
    var childList: IBIndexList {
        @inline(__always) get {
            lists.children.isInTable ? IBIndexList(element.storage.indexLists, lists.children) : IBIndexList(extrasBox?.value.setChildren)
        }
    }

    /// The `<subviews>` children, in place.
    var subviewList: IBIndexList {
        @inline(__always) get {
            lists.subviews.isInTable ? IBIndexList(element.storage.indexLists, lists.subviews) : IBIndexList(extrasBox?.value.setSubviews)
        }
    }

    /// The connections this object is the source of, in place.
    var connectionList: IBIndexList {
        @inline(__always) get {
            lists.connections.isInTable ? IBIndexList(element.storage.indexLists, lists.connections)
                : IBIndexList(extrasBox?.value.setConnections)
        }
    }

    /// The constraints this object owns, in place.
    var constraintList: IBIndexList {
        @inline(__always) get {
            lists.constraints.isInTable ? IBIndexList(element.storage.indexLists, lists.constraints)
                : IBIndexList(extrasBox?.value.setConstraints)
        }
    }
}
