// DocumentBuilder: the index lists of objects and scenes (`children`, `subviews`, `connections`, `constraints`, a
// scene's `objects`), filled once at the end of the pass.
//
// While building, each item only records its owner (one `Int32` appended to a side table); at the end the items are
// grouped by owner, and each object's groups go back to back into the document's list table (a scene gets one array
// of exactly its size). Appending to each object's arrays as items were
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

    /// Fills every object's and scene's index lists from the owners recorded while building. An object's lists go back
    /// to back into one table shared by the document (`XMLStorage.indexLists`, `IBIndexList.swift`; issue 14, fifteenth
    /// round: one array per non-empty list before, ≈ 3,200 a corpus pass).
    mutating func fillRelations() {
        let objectCount = objects.count
        // Each object is at most one child and one subview; each connection and constraint is in one list.
        var table = ListTableWriter(capacity: 2 * links.count + connectionSlots.count + constraintSlots.count)
        // Written into the objects in place, whose lists start empty (issue 14, twentieth round: a side array of every
        // object's ranges, made by the standard library's generic allocation, then copied into the objects one
        // uniqueness-checked write each, ≈ 120 k instructions a corpus read).
        let links = self.links, connectionSlots = self.connectionSlots, constraintSlots = self.constraintSlots
        objects.withUnsafeMutableBufferPointer { objects in
            DocumentBuilder.forEachGroup(links, ownerCount: objectCount, owner: { $0.parent }) { o, items in
                objects[o].lists.children = table.place(items)
            }
            // a view whose children are all subviews (166 of the corpus's 236 subview lists) shares its children's range
            DocumentBuilder.forEachGroup(links, ownerCount: objectCount, owner: { $0.subviewParent }) { o, items in
                let children = objects[o].lists.children
                objects[o].lists.subviews = table.holds(items, at: children) ? children : table.place(items)
            }
            DocumentBuilder.forEachGroup(connectionSlots, ownerCount: objectCount, owner: { $0.source }) { o, items in
                objects[o].lists.connections = table.place(items)
            }
            DocumentBuilder.forEachGroup(constraintSlots, ownerCount: objectCount, owner: { $0.owner }) { o, items in
                objects[o].lists.constraints = table.place(items)
            }
        }
        storage.adoptIndexLists(table.finish())
        DocumentBuilder.forEachGroup(links, ownerCount: scenes.count, owner: { $0.sceneOwner }) { s, items in scenes[s].objects = Array(items) }
    }
}

/// The list table as `fillRelations` writes it: memory of a known bound, filled front to back, handed to the document's
/// storage at the end.
struct ListTableWriter {
    private let memory: UnsafeMutableBufferPointer<Int>
    private var used = 0

    init(capacity: Int) { memory = .allocate(capacity: capacity) }

    /// Appends a list and returns where it went.
    mutating func place(_ items: UnsafeBufferPointer<Int>) -> IBListRange {
        // Within the bound: every item is placed at most once per list kind.
        precondition(items.count <= memory.count &- used, "reader: the list table is too small")
        _ = UnsafeMutableBufferPointer(rebasing: memory[used ..< used &+ items.count]).initialize(from: items)
        let range = IBListRange(start: Int32(truncatingIfNeeded: used), count: Int32(truncatingIfNeeded: items.count))
        used &+= items.count
        return range
    }

    /// Whether `range` already holds exactly `items`.
    func holds(_ items: UnsafeBufferPointer<Int>, at range: IBListRange) -> Bool {
        Int(range.count) == items.count
            && UnsafeBufferPointer(rebasing: memory[Int(range.start) ..< Int(range.start) &+ items.count]).elementsEqual(items)
    }

    /// The filled part, for its new owner to free.
    func finish() -> UnsafeMutableBufferPointer<Int> { UnsafeMutableBufferPointer(rebasing: memory[0 ..< used]) }
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
