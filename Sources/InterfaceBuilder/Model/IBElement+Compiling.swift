/// Accessors for the compiler's hot paths: they walk the node arena in place instead of building arrays or copying
/// whole `IBObject`s (issue 14).
extension IBElement {
    /// The first child element named `name` that passes `test`, found without building the `children` array.
    /// `seedID` is `NameSeed.seedID(of: name)`: a name the shared seed holds is interned under that id in every
    /// document, so a child is tested by its id alone; any other name has an id past the seed's, so the (seeded) names
    /// of most children are ruled out by one comparison (issue 14, tenth round: a `String` fetched per child, ≈ 370
    /// instructions a view for the layout margins' `edgeInsets`, which no corpus file has).
    func firstChild(named name: StaticString, seedID: Int32, where test: (IBElement) -> Bool) -> IBElement? {
        let tree = storage.tree
        let seedCount = Int32(truncatingIfNeeded: tree.names.seed.count)
        var c = tree.nodes[Int(node)].firstChild
        while c >= 0 {
            if IBElement.isName(tree.nodes[Int(c)].name, name, seedID: seedID, seedCount: seedCount, in: tree) {
                let child = IBElement(storage: storage, node: c)
                if test(child) { return child }
            }
            c = tree.nodes[Int(c)].nextSibling
        }
        return nil
    }

    /// `NameSeed.seedID(of: "edgeInsets")`, worked out once per process.
    static let edgeInsetsSeedID = NameSeed.seedID(of: "edgeInsets")
    /// `NameSeed.seedID(of: "viewLayoutGuide")`, likewise.
    static let viewLayoutGuideSeedID = NameSeed.seedID(of: "viewLayoutGuide")
    /// `NameSeed.seedID(of: "tableViewCellContentView")`, likewise.
    static let cellContentViewSeedID = NameSeed.seedID(of: "tableViewCellContentView")
    /// `NameSeed.seedID(of: "collectionViewFlowLayout")`, likewise.
    static let flowLayoutSeedID = NameSeed.seedID(of: "collectionViewFlowLayout")
    /// `NameSeed.seedID(of: "viewControllerLayoutGuide")`, likewise.
    static let controllerLayoutGuideSeedID = NameSeed.seedID(of: "viewControllerLayoutGuide")

    /// Runs `body` with the element of `parts` (`IBDocumentTables.elementParts`) borrowed; its document must be alive.
    @inline(__always) @discardableResult
    static func borrowing<R>(_ parts: (storage: Unmanaged<XMLStorage>, node: Int32), _ body: (borrowing IBElement) throws -> R) rethrows -> R {
        try parts.storage._withUnsafeGuaranteedRef { try body(IBElement(storage: $0, node: parts.node)) }
    }

    /// Whether the element is named `name` (`seedID` as in `firstChild`), tested by its interned id without a `String`
    /// (issue 14, tenth round).
    @inline(__always)
    func isNamed(_ name: StaticString, seedID: Int32) -> Bool {
        // The id read in place (issue 14, seventeenth round: the tree taken into a local was a retain and a release
        // of its tables per call); the tree itself only for a document's own name.
        let id = storage.nameID(of: node)
        if seedID >= 0 { return id == seedID }
        return id >= Int32(truncatingIfNeeded: storage.seedCount) && storage.tree.nameEquals(id, name)
    }

    /// Whether the interned name `id` is `name`: by the seed's id when the seed holds `name`, else by its bytes for the
    /// document's own names (ids past the seed's `seedCount`).
    @inline(__always)
    static func isName(_ id: Int32, _ name: StaticString, seedID: Int32, seedCount: Int32, in tree: XMLTree) -> Bool {
        seedID >= 0 ? id == seedID : id >= seedCount && tree.nameEquals(id, name)
    }
}

extension NameSeed {
    /// The id the shared seed gives `name` in every document, or -1 when it is not seeded (a scan: call it once).
    static func seedID(of name: String) -> Int32 {
        shared.names.firstIndex(of: name).map { Int32(truncatingIfNeeded: $0) } ?? -1
    }
}

extension IBColor {
    /// Where the first color with `key` is in `colors`: an index loop, since `first(where:)` copied every `IBColor` it
    /// tested (issue 14, tenth round).
    static func position(of key: String, in colors: IBValueList<IBColor>) -> Int? {
        var i = 0
        while i < colors.count {
            if colors[i].key == key { return i }
            i += 1
        }
        return nil
    }
}

/// The tables the compiler reads a document through: the document itself, or the compiler's `BorrowedDocument` (its
/// address, no reference counting; issue 14, sixteenth round). The readers below are written once, for both.
protocol IBDocumentTables {
    /// `IBDocument.objects`.
    var objects: [IBObject] { get }
    /// `IBDocument.constraints`.
    var constraints: [IBConstraint] { get }
    /// `IBDocument.connections`.
    var connections: [IBConnection] { get }
    /// `IBDocument.scenes`.
    var scenes: [IBScene] { get }
    /// `IBDocument.root`.
    var root: IBElement { get }
    /// `IBDocument.idTable`.
    var idTable: IDTable { get }
}

extension IBDocument: IBDocumentTables {}

extension IBDocumentTables {
    /// Runs `body` with the element of object `index` borrowed: no atomic retain and release of the document's storage,
    /// as a copy of the element costs (issue 14, seventeenth round). The storage is reached unretained (the document
    /// keeps it alive while it is read) and the element made from it is passed `borrowing`.
    @inline(__always)
    func withElement<R>(ofObject index: Int, _ body: (borrowing IBElement) throws -> R) rethrows -> R {
        try IBElement.borrowing(elementParts(ofObject: index), body)
    }

    /// The element of object `index` as its storage, unretained, and its node: for a `mutating` caller, which borrows
    /// it around its own calls with `IBElement.borrowing` (a closure passed to `withElement` could not change the
    /// caller while the caller's document is being read).
    @inline(__always)
    func elementParts(ofObject index: Int) -> (storage: Unmanaged<XMLStorage>, node: Int32) {
        (Unmanaged.passUnretained(objects[index].element.storage), objects[index].element.node)
    }

    /// Runs `body` with the element of constraint `c` borrowed (as `withElement(ofObject:_:)`).
    @inline(__always)
    func withElement<R>(ofConstraint c: Int, _ body: (borrowing IBElement) throws -> R) rethrows -> R {
        try IBElement.borrowing((Unmanaged.passUnretained(constraints[c].element.storage), constraints[c].element.node), body)
    }

    /// Runs `body` with the element of connection `c` borrowed (as `withElement(ofObject:_:)`).
    @inline(__always)
    func withElement<R>(ofConnection c: Int, _ body: (borrowing IBElement) throws -> R) rethrows -> R {
        try IBElement.borrowing(elementParts(ofConnection: c), body)
    }

    /// The element of connection `c` as its storage, unretained, and its node (as `elementParts(ofObject:)`).
    @inline(__always)
    func elementParts(ofConnection c: Int) -> (storage: Unmanaged<XMLStorage>, node: Int32) {
        (Unmanaged.passUnretained(connections[c].element.storage), connections[c].element.node)
    }

    /// Whether attribute `key` of object `index` is `s`, compared in its source bytes (the element borrowed).
    @inline(__always)
    func valueEquals(ofObject index: Int, _ key: AttrKey, _ s: StaticString) -> Bool {
        withElement(ofObject: index) { $0.valueEquals(key, s) }
    }

    /// The `key` attribute of object `index`, read from its element without copying the object.
    func key(ofObject index: Int) -> String? { withElement(ofObject: index) { $0.value(.key) } }

    /// The first color of object `index` with the given key (`IBObject.color(_:)`), without copying the object.
    /// An index loop, the element copied only when its key matches (issue 14, tenth round: `first(where:)` copied
    /// every `IBColor` it tested, nine `String`s and the components, ≈ 145 instructions a call, 16,000 calls a run).
    func color(ofObject index: Int, _ key: String) -> IBColor? {
        colorPosition(ofObject: index, key).map { objects[index].colorList[$0] }
    }

    /// Where the first color of object `index` with the given key is in its `colors`: most views have no such color,
    /// and an `IBColor?` result (≈ 200 bytes) was stored and copied out even when nil (issue 14, tenth round).
    /// Always inlined (issue 14, fifteenth round: read through the colour table it was no longer inlined, and each
    /// call copied the encoder's whole document to pass it, ≈ 0.4 M instructions a corpus compile).
    @inline(__always)
    func colorPosition(ofObject index: Int, _ key: String) -> Int? { IBColor.position(of: key, in: objects[index].colorList) }

    /// The first property of object `index` with the given key (`IBObject.property(_:)`), without copying the object.
    func property(ofObject index: Int, _ key: String) -> IBValue? {
        // By index (issue 14, thirteenth round: `first(where:)` copied every `IBProperty` it tested, its key and value).
        // In place in the document's property table (issue 14, fifteenth round).
        let properties = objects[index].propertyList
        var i = 0
        while i < properties.count {
            if properties[i].key == key { return properties[i].value }
            i += 1
        }
        return nil
    }

    /// The element name (kind) of object `index`, without copying the object.
    func kind(ofObject index: Int) -> String { withElement(ofObject: index) { $0.name } }

    /// The `id` of object `index` (as `IBObject.id` reads it), without copying the object (issue 14, seventh round).
    @inline(__always)
    func id(ofObject index: Int) -> String {
        objects[index].extrasBox?.value.id ?? withElement(ofObject: index) { $0.value(.id) } ?? ""
    }
}

// Reads for the encoders from the source bytes, in a non-`mutating` context (issue 14, thirteenth round).
extension IBDocumentTables {
    /// `element.value(key).flatMap(index(ofID:))`: the id looked up by its source bytes when they are plain ASCII (the
    /// id table compares bytes, and such bytes are the `String`'s UTF-8), else by the decoded `String` (a cell's
    /// `textLabel`, `detailTextLabel` and `imageView`, each decoded only to be looked up before).
    func objectIndex(ofIDIn element: IBElement, _ key: AttrKey) -> Int? {
        guard let slot = element.slot(key) else { return nil }
        if !slot.hasReferences {
            let found: Int?? = element.storage.tree.bytes.withUnsafeBufferPointer { src in
                let start = Int(slot.valueStart), end = Int(slot.valueEnd)
                guard NibASCII.isASCII(UnsafeBufferPointer(rebasing: src[start ..< end])) else { return nil }
                return .some(root.storage.tree.bytes.withUnsafeBufferPointer { bytes in
                    idTable.find(bytes, src, start, end).flatMap { idTable[$0].object >= 0 ? Int(idTable[$0].object) : nil }
                })
            }
            if let found { return found }
        }
        return objectIndex(ofID: element.storage.tree.value(slot))
    }

    /// The object index for an id, nil if no object has it (`IBDocument.index(ofID:)`).
    func objectIndex(ofID id: String) -> Int? {
        idTable.lookup(id, in: root.storage.tree.bytes).flatMap { $0.object >= 0 ? Int($0.object) : nil }
    }

    /// The fields of constraint `c` the encoder writes. A method of the document (whose `self` is borrowed): read
    /// from a `mutating` encoder method, `ConstraintFields(document.constraints[c].element)` copied the whole
    /// `IBConstraint` and destroyed it again, ≈ 80 instructions a constraint.
    func constraintFields(_ c: Int) -> ConstraintFields { withElement(ofConstraint: c) { ConstraintFields($0) } }

    /// The object indices of constraint `c`: its own index, its first item (its owner when the item is implicit) and
    /// its second item. A method of the document, as `constraintFields` (issue 14, seventeenth round: read from a
    /// `mutating` encoder method, the three reads copied the whole `IBConstraint`, a retain and a release each time).
    @inline(__always)
    func constraintItems(_ c: Int) -> (index: Int, first: Int, second: Int?) {
        (constraints[c].index, constraints[c].firstItemIndex ?? constraints[c].owner, constraints[c].secondItemIndex)
    }
}
