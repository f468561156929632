/// One attribute of an XML element: its name and its decoded value.
public struct IBAttribute: Sendable, Hashable, Codable {
    /// The attribute's name, as written.
    public var name: String
    /// The attribute's value with entity and character references decoded.
    public var value: String

    /// Creates an attribute from its name and decoded value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A position in a source file: 1-based line and column (columns count Unicode scalars).
public struct IBSourcePosition: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a position from a line and a column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// A generic XML element of a read document: a cheap handle into the document's flat node arena.
///
/// Used for everything the typed model does not understand, so nothing is lost. Walking its
/// `children` never recurses and the handle owns no nested storage, so deep trees deallocate flat.
public struct IBElement: Sendable, Hashable {
    let storage: XMLStorage
    let node: Int32

    init(storage: XMLStorage, node: Int32) {
        self.storage = storage
        self.node = node
    }

    /// The element's name, e.g. `view` or `color`.
    public var name: String { storage.tree.name(of: node) }
    /// The element's attributes in document order, decoded.
    public var attributes: [IBAttribute] { storage.attributes(of: node) }
    /// The decoded value of the attribute `name`, or nil.
    public subscript(attribute name: String) -> String? { storage.attribute(name, of: node) }
    /// The element's child elements in document order.
    public var children: [IBElement] { storage.tree.children(of: node).map { IBElement(storage: storage, node: $0) } }
    /// The element's parent element, nil for the root.
    public var parent: IBElement? {
        let p = storage.tree.nodes[Int(node)].parent
        return p < 0 ? nil : IBElement(storage: storage, node: p)
    }
    /// The element's own character data (text and CDATA), decoded; nil if it has none.
    public var text: String? { storage.text(of: node) }
    /// Where the element's start tag begins.
    public var position: IBSourcePosition { storage.position(ofOffset: Int(storage.tree.nodes[Int(node)].offset)) }
    /// The number of elements in this element's subtree, itself included (computed without recursion).
    public var subtreeSize: Int { storage.tree.subtreeEnd(of: node) - Int(node) }

    /// Equal when both handles designate the same element of the same read.
    public static func == (lhs: IBElement, rhs: IBElement) -> Bool {
        lhs.storage === rhs.storage && lhs.node == rhs.node
    }

    /// Hashes the storage identity and node index.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage))
        hasher.combine(node)
    }
}

extension IBElement {
    /// The byte offset of the element's start tag in the source.
    var byteOffset: Int { Int(storage.tree.nodes[Int(node)].offset) }

    /// The decoded value of the first attribute classified as `key`.
    func value(_ key: AttrKey) -> String? {
        // Found in place (`XMLStorage.slot`; issue 14, seventeenth round: the tree taken into a local first was a
        // retain and a release of its tables per call), decoded from the tree.
        guard let a = storage.slot(key, of: node) else { return nil }
        return storage.tree.value(a)
    }

    /// Visits the element's classified attributes once, in order: each one's key and a decoder for its value (the value
    /// is decoded only if `body` calls it). One pass instead of one scan per looked-up attribute.
    func forEachAttribute(_ body: (AttrKey, () -> String) -> Void) {
        let tree = storage.tree
        let keys = storage.attrKeys
        let n = tree.nodes[Int(node)]
        for i in Int(n.attributeStart)..<Int(n.attributeStart + n.attributeCount) {
            let a = tree.attributes[i]
            let key = keys[Int(a.name)]
            if key != .none { body(key) { tree.value(a) } }
        }
    }

    /// A `YES`/`NO` attribute.
    func flag(_ key: AttrKey) -> Bool? { value(key).map { $0 == "YES" || $0 == "true" } }
    /// A numeric attribute.
    func number(_ key: AttrKey) -> Double? { value(key).flatMap { Double($0) } }
    /// An integer attribute (integral reals accepted).
    func integer(_ key: AttrKey) -> Int? {
        value(key).flatMap { s in Int(s) ?? Double(s).flatMap { $0.isFinite && abs($0) < 1e18 ? Int($0) : nil } }
    }
}
