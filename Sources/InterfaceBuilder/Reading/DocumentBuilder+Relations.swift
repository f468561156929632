// DocumentBuilder: the index lists of objects and scenes (`children`, `subviews`, `connections`, `constraints`, a
// scene's `objects`), filled once at the end of the pass.
//
// While building, each item only records its owner (one `Int32` appended to a side table); at the end the items are
// grouped by owner and each owner gets one array of exactly its size. Appending to each object's arrays as items were
// met allocated every list at least once and regrew the longer ones (≈ 7 000 growths per corpus read).

extension DocumentBuilder {
    /// Hands each owner's items (item `i` belongs to `owner(items[i])`, -1 for none) to `body`, in item order, as one
    /// buffer (the caller makes its exactly sized array, or shares an equal one); owners without items are skipped.
    /// Two temporary tables (the owners; counts, then the items grouped), on the stack when small.
    @inline(__always)
    static func forEachGroup<Item>(_ items: [Item], ownerCount: Int, owner: (Item) -> Int32, _ body: (Int, UnsafeBufferPointer<Int>) -> Void) {
        guard ownerCount > 0, !items.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: items.count) { owners in
            for i in items.indices { owners[i] = owner(items[i]) }
            forEachGroup(UnsafeBufferPointer(owners), ownerCount: ownerCount, body)
        }
    }

    static func forEachGroup(_ owners: UnsafeBufferPointer<Int32>, ownerCount: Int, _ body: (Int, UnsafeBufferPointer<Int>) -> Void) {
        guard ownerCount > 0, !owners.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: ownerCount + owners.count) { table in
            // `ends[o]`: first the number of items of owners before `o`, then (after placing) the end of `o`'s items
            let ends = UnsafeMutableBufferPointer(rebasing: table[0..<ownerCount])
            let items = UnsafeMutableBufferPointer(rebasing: table[ownerCount...])
            ends.initialize(repeating: 0)
            for o in owners where o >= 0 && Int(o) < ownerCount { ends[Int(o)] &+= 1 }
            var total = 0
            for o in 0..<ownerCount {
                let c = ends[o]
                ends[o] = total
                total &+= c
            }
            for i in owners.indices {
                let o = Int(owners[i])
                guard o >= 0 && o < ownerCount else { continue }
                items[ends[o]] = i
                ends[o] &+= 1
            }
            var start = 0
            for o in 0..<ownerCount {
                let end = ends[o]
                // the callers make the array: `Array(_: UnsafeBufferPointer)` is specialised there (one `malloc` and a
                // copy); `Array(repeating:)` and `Array(unsafeUninitializedCapacity:)` call the standard library's
                // generic allocation (≈ 800 instructions each, metadata lookups included)
                if end > start { body(o, UnsafeBufferPointer(rebasing: items[start..<end])) }
                start = end
            }
        }
    }

    /// Fills every object's and scene's index lists from the owners recorded while building.
    mutating func fillRelations() {
        let objectCount = objects.count
        DocumentBuilder.forEachGroup(links, ownerCount: objectCount, owner: { $0.parent }) { o, items in objects[o].children = Array(items) }
        // a view whose children are all subviews (166 of the corpus's 236 subview lists) shares its `children` array:
        // one allocation and free less each, same values
        DocumentBuilder.forEachGroup(links, ownerCount: objectCount, owner: { $0.subviewParent }) { o, items in
            if objects[o].children.withUnsafeBufferPointer({ $0.elementsEqual(items) }) {
                objects[o].subviews = objects[o].children
            } else {
                objects[o].subviews = Array(items)
            }
        }
        DocumentBuilder.forEachGroup(connectionSlots, ownerCount: objectCount, owner: { $0.source }) { o, items in objects[o].connections = Array(items) }
        DocumentBuilder.forEachGroup(constraintSlots, ownerCount: objectCount, owner: { $0.owner }) { o, items in objects[o].constraints = Array(items) }
        DocumentBuilder.forEachGroup(links, ownerCount: scenes.count, owner: { $0.sceneOwner }) { s, items in scenes[s].objects = Array(items) }
    }
}

extension DocumentBuilder {
    /// Each scene's controller, First Responder and Exit, from its objects' `sceneMemberID` and
    /// `placeholderIdentifier`, read from the source bytes (no copy of the large objects, no String per attribute).
    /// Issue 14, eleventh round: both attributes found in one pass over an object's attributes (two `find`s scanned
    /// them twice), ≈ 40 instructions a scene object.
    mutating func fillSceneMembers() {
        for s in scenes.indices {
            var controller: Int?
            for o in scenes[s].objects {
                let node = objects[o].element.node
                var member: XMLAttributeSlot?
                var placeholder: XMLAttributeSlot?
                for i in attributeRange(node) {
                    switch attrKey[Int(tree.attributes[i].name)] {
                    case .sceneMemberID: member = tree.attributes[i]
                    case .placeholderIdentifier: placeholder = tree.attributes[i]
                    default: break
                    }
                }
                if controller == nil, let member, valueIs(member, "viewController") { controller = o }
                if let placeholder, valueIs(placeholder, "IBFirstResponder") { scenes[s].firstResponder = o }
                if let member, valueIs(member, "firstResponder") { scenes[s].firstResponder = o }
                if tree.nameEquals(tree.nodes[Int(node)].name, "exit") { scenes[s].exit = o }
                if let member, valueIs(member, "exit") { scenes[s].exit = o }
            }
            scenes[s].controller = controller ?? scenes[s].objects.first { !objects[$0].isPlaceholder || objects[$0].kind == "viewControllerPlaceholder" }
        }
    }
}
