import Foundation

// Read-only access for the compiler (issue 14): an element's attributes as raw slots, so that a `YES`/`NO` flag is
// compared in place instead of being decoded into a `String` first. Built only on the existing internal API of
// `IBElement` and `XMLTree` (`valueEquals`, `value`).

/// A walk over an element's classified attributes without a closure (issue 14, fifth round): `forEachAttributeSlot`'s
/// closure made the caller's captured fields boxed variables with a dynamic exclusivity check per write (≈ 0.7 M
/// instructions a corpus pass in `ViewFields`). `while let (key, slot) = walk.next() { … }`.
struct IBAttributeWalk {
    /// The element's storage: a class whose tree is a `let`, so reading through it copies nothing.
    let storage: XMLStorage
    private var index: Int
    private let end: Int

    init(_ element: IBElement) {
        storage = element.storage
        let n = element.storage.tree.nodes[Int(element.node)]
        index = Int(n.attributeStart)
        end = Int(n.attributeStart + n.attributeCount)
    }

    /// The next classified attribute (its key and raw slot), nil after the last.
    @inline(__always)
    mutating func next() -> (key: AttrKey, slot: XMLAttributeSlot)? {
        while index < end {
            let a = storage.tree.attributes[index]
            index += 1
            let key = storage.attrKeys[Int(a.name)]
            if key != .none { return (key, a) }
        }
        return nil
    }

    /// A slot's value as `IBElement.flag` reads it (`YES` or `true`), compared in place when it has no references.
    @inline(__always)
    func flag(_ slot: XMLAttributeSlot) -> Bool {
        guard slot.hasReferences else {
            return storage.tree.valueEquals(slot, "YES") || storage.tree.valueEquals(slot, "true")
        }
        let value = storage.tree.value(slot)
        return value == "YES" || value == "true"
    }

    /// A slot's decoded value.
    func string(_ slot: XMLAttributeSlot) -> String { storage.tree.value(slot) }
}
