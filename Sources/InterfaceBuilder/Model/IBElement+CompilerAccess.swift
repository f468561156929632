import Foundation

// Read-only accessors for the compiler (issue 14): an element's attributes as raw slots, so that a `YES`/`NO` flag is
// compared in place instead of being decoded into a `String` first. Built only on the existing internal API of
// `IBElement` and `XMLTree` (`forEachAttribute`'s walk, `valueEquals`, `value`).

extension IBElement {
    /// Visits the element's classified attributes once, in order, with each one's raw slot (read it with
    /// `flag(_:)`, `string(_:)`); like `forEachAttribute`, without a decoder closure per attribute.
    func forEachAttributeSlot(_ body: (AttrKey, XMLAttributeSlot) -> Void) {
        let tree = storage.tree
        let keys = storage.attrKeys
        let n = tree.nodes[Int(node)]
        for i in Int(n.attributeStart)..<Int(n.attributeStart + n.attributeCount) {
            let a = tree.attributes[i]
            let key = keys[Int(a.name)]
            if key != .none { body(key, a) }
        }
    }

    /// A slot's value as `IBElement.flag` reads it (`YES` or `true`), compared without decoding when it has no
    /// character references.
    func flag(_ slot: XMLAttributeSlot) -> Bool {
        // `storage.tree` read in place each time (the storage is a class, its tree a `let`): no copy of the tree.
        guard slot.hasReferences else {
            return storage.tree.valueEquals(slot, "YES") || storage.tree.valueEquals(slot, "true")
        }
        let value = storage.tree.value(slot)
        return value == "YES" || value == "true"
    }

    /// A slot's decoded value.
    func string(_ slot: XMLAttributeSlot) -> String { storage.tree.value(slot) }
}
