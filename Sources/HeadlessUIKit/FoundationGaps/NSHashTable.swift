import Foundation

/// A set of objects, held weakly or strongly (Foundation's, missing on Linux): the usual home of a
/// list of weak delegates or observers. Objects are compared by identity.
public final class NSHashTable<ObjectType: AnyObject>: @unchecked Sendable {
    private var weakEntries: [WeakEntry] = []
    private var strongEntries: [ObjectType] = []
    private let holdsWeakly: Bool

    private struct WeakEntry {
        weak var object: ObjectType?
    }

    /// Makes a table holding its objects strongly.
    public init() { holdsWeakly = false }

    /// Makes a table with options (`.weakMemory` holds objects weakly).
    public init(options: NSPointerFunctions.Options = [], capacity initialCapacity: Int = 0) {
        holdsWeakly = options.contains(.weakMemory)
    }

    /// A table that holds its objects weakly.
    public static func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

    /// The objects still alive, in the order they were added.
    public var allObjects: [ObjectType] { holdsWeakly ? weakEntries.compactMap(\.object) : strongEntries }
    /// How many objects are alive.
    public var count: Int { allObjects.count }
    /// Any object of the table.
    public var anyObject: ObjectType? { allObjects.first }

    /// Adds an object (once).
    public func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        if holdsWeakly {
            weakEntries.removeAll { $0.object == nil }
            weakEntries.append(WeakEntry(object: object))
        } else {
            strongEntries.append(object)
        }
    }

    /// Removes an object.
    public func remove(_ object: ObjectType?) {
        guard let object else { return }
        weakEntries.removeAll { $0.object == nil || $0.object === object }
        strongEntries.removeAll { $0 === object }
    }

    /// Removes every object.
    public func removeAllObjects() {
        weakEntries = []
        strongEntries = []
    }

    /// Whether the table holds the object.
    public func contains(_ anObject: ObjectType?) -> Bool {
        guard let anObject else { return false }
        return allObjects.contains { $0 === anObject }
    }

    /// The objects, for `for … in table.objectEnumerator()` style loops.
    public func objectEnumerator() -> IndexingIterator<[ObjectType]> { allObjects.makeIterator() }
}
