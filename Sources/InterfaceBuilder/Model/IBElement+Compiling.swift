/// Accessors for the compiler's hot paths: they walk the node arena in place instead of building arrays or copying
/// whole `IBObject`s (issue 14).
extension IBElement {
    /// The first child element named `name` that passes `test`, found without building the `children` array.
    func firstChild(named name: StaticString, where test: (IBElement) -> Bool) -> IBElement? {
        let tree = storage.tree
        var c = tree.nodes[Int(node)].firstChild
        while c >= 0 {
            // The interned name's bytes, its length first (issue 14, tenth round: a `String` comparison per child,
            // ≈ 2 a view, most of them unequal and so the slow path).
            if tree.nameEquals(tree.nodes[Int(c)].name, name) {
                let child = IBElement(storage: storage, node: c)
                if test(child) { return child }
            }
            c = tree.nodes[Int(c)].nextSibling
        }
        return nil
    }
}

extension IBDocument {
    /// The `key` attribute of object `index`, read from its element without copying the object.
    func key(ofObject index: Int) -> String? { objects[index].element.value(.key) }

    /// The element name (kind) of object `index`, without copying the object.
    func kind(ofObject index: Int) -> String { objects[index].element.name }

    /// The `id` of object `index` (as `IBObject.id` reads it), without copying the object (issue 14, seventh round).
    @inline(__always)
    func id(ofObject index: Int) -> String { objects[index].extrasBox?.value.id ?? objects[index].element.value(.id) ?? "" }
}
