import Foundation

/// Node roles while building: what a node is, so its children know how to read themselves.
enum BuildRole: UInt8 {
    case pending, unknown, known, document, dependencies, scenes, scene, sceneObjects, topObjects, object, container
    case connections, constraints, runtimeAttributes, runtimeAttribute, state, resources, resource, value, tieBreakers
}

/// Per node, what the builder knows of it while building.
struct NodeState {
    /// What the node is.
    var role: BuildRole = .pending
    /// The object index its children belong to (-1 none).
    var owner: Int32 = -1
    /// A role-specific slot (scene index, state index, runtime attribute index, resource index; -1 none).
    var slot: Int32 = -1
}

/// Per object, what the builder keeps beside it (-1 for none): its scene (what `objects[i].scene` holds, readable
/// without copying the object) and the owners its index lists are filled from at the end
/// (`DocumentBuilder+Relations.swift`).
struct ObjectLinks {
    /// The object's scene index.
    var scene: Int32
    /// Its parent (whose `children` it is one of).
    var parent: Int32
    /// Its parent if it is one of the parent's `<subviews>`.
    var subviewParent: Int32
    /// The scene whose `<objects>` holds it directly.
    var sceneOwner: Int32 = -1
}

/// Builds an `IBDocument` from scanned bytes in one forward pass over the node arena (which is in
/// document order, so parents are always built before their children). No recursion.
struct DocumentBuilder {
    let fileName: String
    let storage: XMLStorage
    let tree: XMLTree
    var attrKey: [AttrKey]
    var elemKind: [ElemKind]
    /// Per node: its role, owner and slot (one table: one allocation per document, not three), valid during `run()`.
    /// A buffer, not an array: each of the ≈ 19 000 writes per corpus read to an array member went through a
    /// uniqueness check (`_makeMutableAndUnique`, a call); every index is a node of the tree (`0 ..< nodes.count`).
    var state = UnsafeMutableBufferPointer<NodeState>(start: nil, count: 0)

    var objects: [IBObject] = []
    /// Per object, its scene and the owners of its index lists (one table: one allocation per document, not four).
    var links: [ObjectLinks] = []
    var scenes: [IBScene] = []
    var topLevel: [Int] = []
    var connections: [IBConnection] = []
    var constraints: [IBConstraint] = []
    var resources: [IBResource] = []
    var tieBreakers: [String] = []
    var customFonts: [String: [String]] = [:]
    /// Ids a `default` variation excludes (not installed under any/any traits).
    var excludedByDefault: [String] = []
    var unknownChildren: [IBElement] = []
    let ids: IDTable
    /// `objectKeyMask[key.rawValue]`: whether `IBObject` models the attribute.
    let objectKeyMask = DocumentBuilder.masks.object
    /// `connectionKeyMask[256 * kind + key.rawValue]`: whether `IBConnection` models the attribute for a connection of
    /// kind 0 (outlet), 1 (outlet collection), 2 (action) or 3 (segue). One flat list (issue 14, twentieth round: a list
    /// per kind, the kind's list was retained and released per connection read).
    let connectionKeyMask = DocumentBuilder.masks.connections

    static let masks: (object: [Bool], connections: [Bool]) = {
        func mask(_ keys: Set<AttrKey>) -> [Bool] {
            var m = [Bool](repeating: false, count: 256)
            for k in keys { m[Int(k.rawValue)] = true }
            return m
        }
        let kinds: [IBConnectionKind] = [.outlet, .outletCollection, .action, .segue]
        return (mask(AttrKey.objectKeys), kinds.flatMap { mask(AttrKey.connectionKeys($0)) })
    }()
    /// The source bytes, valid during `run()`.
    var buf: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
    /// Attribute slots to resolve once every id is known.
    /// Per connection: its `destination` attribute and its source object (-1 none; `objects[source].connections` is filled
    /// from it at the end).
    var connectionSlots: [(destination: XMLAttributeSlot?, source: Int32)] = []
    /// Per constraint: its `firstItem` and `secondItem` attributes and the object that owns it (-1 none).
    var constraintSlots: [(first: XMLAttributeSlot?, second: XMLAttributeSlot?, owner: Int32)] = []
    /// (name id << 32 | context name id) of every unknown element and attribute, counted at the end.
    var unknownElementPairs: [Int64] = []
    var unknownAttributePairs: [Int64] = []
    /// Tolerant reads (linters) record duplicate ids and missing destinations in `problems` instead of throwing.
    var tolerant = false
    var problems: [IBReadError] = []
    /// References to `storage` paid for in advance and not yet handed to an element (`DocumentBuilder+Elements.swift`).
    var elementCredit: UInt32 = 0

    static func build(bytes: SourceBytes, fileName: String) throws(IBReadError) -> IBDocument {
        try build(bytes: bytes, fileName: fileName, tolerant: false).document
    }

    static func build(bytes: SourceBytes, fileName: String, tolerant: Bool) throws(IBReadError) -> (document: IBDocument, problems: [IBReadError]) {
        // Over the buffer (the collection algorithms took a copy of the bytes' value, a retain and a release each).
        let blank = bytes.withUnsafeBufferPointer { b in
            b.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 } || b.elementsEqual([0xEF, 0xBB, 0xBF])
        }
        if blank {
            throw IBReadError(kind: .emptyFile, file: fileName, position: IBSourcePosition(line: 1, column: 1))
        }
        let tree: XMLTree
        do {
            tree = try XMLScanner.scan(bytes)
        } catch {
            throw IBReadError(kind: .malformedXML(error.reason), file: fileName, position: XMLScanner.position(of: error.offset, in: bytes))
        }
        let (attrKeys, elemKinds) = NameSeed.shared.classify(tree)
        let nodeCount = tree.nodes.count
        // The tree moved into the storage, read from the builder's copy after (issue 14, seventeenth round: one copy
        // fewer, a retain and a release of each of its tables per file).
        let storage = XMLStorage(tree: consume tree, attrKeys: attrKeys)
        var builder = DocumentBuilder(fileName: fileName, storage: storage, elemKind: elemKinds)
        builder.tolerant = tolerant
        // `Array(repeatElement(…))` is specialised here; `Array(repeating:count:)` calls the standard library's generic
        // allocation (≈ 800 instructions per array, metadata lookups included)
        var state = Array(repeatElement(NodeState(), count: nodeCount))
        // a typed-throws closure: the document is returned as is (a `Result` would be copied out and destroyed)
        return try builder.tree.bytes.withUnsafeBufferPointer { (b) throws(IBReadError) -> (document: IBDocument, problems: [IBReadError]) in
            try state.withUnsafeMutableBufferPointer { (s: inout UnsafeMutableBufferPointer<NodeState>) throws(IBReadError) -> (document: IBDocument, problems: [IBReadError]) in
                builder.buf = b
                builder.state = s
                // on every exit, thrown or returned: the references paid for and not used are given back
                defer { builder.settleElementCredit() }
                let document = try builder.run()
                return (document, builder.problems)
            }
        }
    }

    init(fileName: String, storage: XMLStorage, elemKind: [ElemKind]) {
        self.fileName = fileName
        self.storage = storage
        self.tree = storage.tree
        self.attrKey = storage.attrKeys
        self.elemKind = elemKind
        let count = tree.nodes.count
        ids = IDTable(capacity: count / 2 + 8)
        objects.reserveCapacity(count / 3 + 4)
        links.reserveCapacity(count / 3 + 4)
        // the connection and constraint tables at their final size (no regrowth while building)
        // (through buffers: no bounds checks per node, issue 14, eleventh round)
        // scenes too: appended one by one, a storyboard's table regrew (≈ 180 growths per corpus read)
        var connectionCount = 0, constraintCount = 0, sceneCount = 0
        tree.nodes.withUnsafeBufferPointer { nodes in
            elemKind.withUnsafeBufferPointer { kinds in
                for node in nodes {
                    switch kinds[Int(node.name)] {
                    case .outlet, .outletCollection, .action, .segue: connectionCount &+= 1
                    case .constraint: constraintCount &+= 1
                    case .scene: sceneCount &+= 1
                    default: break
                    }
                }
            }
        }
        connections.reserveCapacity(connectionCount)
        connectionSlots.reserveCapacity(connectionCount)
        constraints.reserveCapacity(constraintCount)
        constraintSlots.reserveCapacity(constraintCount)
        if sceneCount > 0 { scenes.reserveCapacity(sceneCount) }
    }

    // MARK: the pass

    mutating func run() throws(IBReadError) -> IBDocument {
        let rootName = tree.names[Int(tree.nodes[0].name)]
        if rootName == "archive" {
            let type = storage.attribute("type", of: 0) ?? ""
            let mac = !type.contains("CocoaTouch")
            throw error(.legacyArchive(type: type, mac: mac), position(0))
        }
        guard rootName == "document" else { throw error(.notInterfaceBuilder(rootName), position(0)) }
        // the document is made once, at the end, from its finished parts (issue 14, thirteenth round: a document made
        // here, its header filled in place and the rest assigned field by field, was copied whole on return and the
        // original destroyed, `IBDocumentVwcp`: read 30.92 -> 30.78 M a steady pass). The header, filled through
        // `inout` in a local, is still copied once into the document (≈ 190 instructions a document); returned by
        // `readHeader` instead, or given the custom fonts in an explicit `IBDocument.init`, both were copied again.
        let (type, kind, version) = try checkHeader()
        var header = IBDocumentHeader(type: type, kind: kind, version: version)
        readHeader(&header)
        state[0].role = .document

        for k in 1..<tree.nodes.count {
            try visit(Int32(k))
        }
        // resolve connections and constraints
        for c in connections.indices {
            guard let slot = connectionSlots[c].destination else { continue }
            if let e = entry(slot) {
                if e.object >= 0 { connections[c].destinationIndex = Int(e.object) }
                if e.constraint >= 0 { connections[c].destinationConstraint = Int(e.constraint) }
            } else {
                let pos = connections[c].position
                let missing = error(.missingDestination(connectionID: connections[c].id ?? "(no id)", destination: value(slot)), pos)
                guard tolerant else { throw missing }
                problems.append(missing)
            }
        }
        for c in constraints.indices {
            let (first, second, _) = constraintSlots[c]
            constraints[c].firstItemIndex = first.map { entry($0).flatMap { $0.object >= 0 ? Int($0.object) : nil } } ?? constraints[c].owner
            constraints[c].secondItemIndex = second.flatMap { entry($0).flatMap { $0.object >= 0 ? Int($0.object) : nil } }
        }
        for id in excludedByDefault {
            guard let e = ids.lookup(id, in: tree.bytes) else { continue }
            if e.object >= 0 { objects[Int(e.object)].isInstalled = false }
            if e.constraint >= 0 { constraints[Int(e.constraint)].isInstalled = false }
        }
        fillRelations()
        fillSceneMembers()
        if kind == .storyboard {
            // one scene: its list shared; more: one array at its exact size (`flatMap` regrew it scene by scene)
            if scenes.count == 1 {
                topLevel = scenes[0].objects
            } else {
                var n = 0
                for s in scenes.indices { n &+= scenes[s].objects.count }
                topLevel.reserveCapacity(n)
                for s in scenes.indices { topLevel.append(contentsOf: scenes[s].objects) }
            }
        }
        swap(&header.customFonts, &customFonts)
        var coverage = IBCoverageReport()
        if !unknownElementPairs.isEmpty || !unknownAttributePairs.isEmpty {
            let rank = firstUseRanks()
            coverage.unknownElements = count(unknownElementPairs, rank: rank)
            coverage.unknownAttributes = count(unknownAttributePairs, rank: rank)
        }
        // The finished lists moved out of the builder, which is dropped next (issue 14, twentieth round: passed as they
        // were, each was retained for the document and released again when the builder went, ≈ 20 atomic updates a file).
        return IBDocument(
            fileName: fileName, header: consume header, objects: DocumentBuilder.take(&objects), scenes: DocumentBuilder.take(&scenes),
            topLevelObjects: DocumentBuilder.take(&topLevel), connections: DocumentBuilder.take(&connections),
            constraints: DocumentBuilder.take(&constraints), resources: DocumentBuilder.take(&resources),
            inferredMetricsTieBreakers: DocumentBuilder.take(&tieBreakers), unknownChildren: DocumentBuilder.take(&unknownChildren),
            coverage: coverage, root: element(0), idTable: ids)
    }

    /// `list`'s value, an empty list left in its place: moved, no retain of its buffer (and no release when its old
    /// holder goes).
    @inline(__always)
    static func take<Element>(_ list: inout [Element]) -> [Element] {
        var moved: [Element] = []
        swap(&moved, &list)
        return moved
    }

    mutating func markUnknown(_ k: Int32, parentRole: BuildRole) {
        state[Int(k)].role = .unknown
        let node = tree.nodes[Int(k)]
        let parent = Int(node.parent)
        state[Int(k)].owner = state[parent].owner
        unknownElementPairs.append(Int64(node.name) << 32 | Int64(tree.nodes[parent].name))
        guard parentRole != .unknown else { return }
        switch parentRole {
        case .document: unknownChildren.append(element(k))
        case .scene: scenes[Int(state[parent].slot)].unknownChildren.append(element(k))
        default:
            let o = state[parent].owner
            if o >= 0 { objects[Int(o)].unknownChildren.append(element(k)) } else { unknownChildren.append(element(k)) }
        }
    }

    mutating func visit(_ k: Int32) throws(IBReadError) {
        let ki = Int(k)
        guard state[ki].role == .pending else { return }  // already read with its parent (attributed strings…)
        let node = tree.nodes[ki]
        let parent = Int(node.parent)
        let parentRole = state[parent].role
        let kind = elemKind[Int(node.name)]

        switch parentRole {
        case .known, .dependencies:
            state[ki].role = .known
        case .document:
            switch kind {
            case .dependencies: state[ki].role = .known
            case .device: state[ki].role = .known
            case .scenes: state[ki].role = .scenes
            case .objects:
                state[ki].role = .topObjects
                // a xib's top-level list at its size (its children, a few extra if some are not objects): appended
                // one by one, it regrew once or twice per document
                var n = 0
                var c = node.firstChild
                while c >= 0 {
                    n &+= 1
                    c = tree.nodes[Int(c)].nextSibling
                }
                topLevel.reserveCapacity(topLevel.count + n)
            case .resources: state[ki].role = .resources
            case .tieBreakers: state[ki].role = .tieBreakers
            case .simulatedMetrics: state[ki].role = .known
            case .customFonts: readCustomFonts(k)
            default: markUnknown(k, parentRole: parentRole)
            }
        case .scenes:
            if kind == .scene {
                state[ki].role = .scene
                state[ki].slot = Int32(scenes.count)
                var sceneID = ""
                for i in attributeRange(k) {
                    let a = tree.attributes[i]
                    if attrKey[Int(a.name)] == .sceneID { sceneID = value(a) } else { unknownAttribute(a, on: k) }
                }
                // made in the append (a local scene was copied into the table and destroyed, ≈ 150 instructions a scene)
                scenes.append(IBScene(index: scenes.count, sceneID: sceneID, element: element(k)))
            } else {
                markUnknown(k, parentRole: parentRole)
            }
        case .scene:
            if kind == .objects {
                state[ki].role = .sceneObjects
                state[ki].slot = state[parent].slot
            } else if kind == .point, let key = find(k, .key), tree.valueEquals(key, "canvasLocation") {
                state[ki].role = .value
                scenes[Int(state[parent].slot)].canvasLocation = readPoint(k)
            } else {
                markUnknown(k, parentRole: parentRole)
            }
        case .sceneObjects, .topObjects:
            // a scene's objects get their scene in `makeObject` (no writes through `objects[o]` after)
            if let o = try makeObject(k, parent: -1, container: nil, scene: parentRole == .sceneObjects ? state[parent].slot : -1) {
                if parentRole != .sceneObjects { topLevel.append(o) }
            } else {
                markUnknown(k, parentRole: parentRole)
            }
        case .object, .container:
            try visitInObject(k, kind: kind, parentRole: parentRole)
        case .connections:
            switch kind {
            case .outlet: try makeConnection(k, .outlet)
            case .outletCollection: try makeConnection(k, .outletCollection)
            case .action: try makeConnection(k, .action)
            case .segue: try makeConnection(k, .segue)
            default: markUnknown(k, parentRole: parentRole)
            }
        case .constraints:
            if kind == .constraint { try makeConstraint(k) } else { markUnknown(k, parentRole: parentRole) }
        case .runtimeAttributes:
            if kind == .runtimeAttribute { makeRuntimeAttribute(k) } else { markUnknown(k, parentRole: parentRole) }
        case .runtimeAttribute:
            let o = Int(state[parent].owner)
            let r = Int(state[parent].slot)
            if let key = find(k, .key), tree.valueEquals(key, "value"), let v = readValue(k, kind: kind) {
                state[ki].role = .value
                objects[o].runtimeAttributes[r].value = v
            } else {
                markUnknown(k, parentRole: parentRole)
            }
        case .state:
            let o = Int(state[parent].owner)
            let s = Int(state[parent].slot)
            if kind == .attributedString {
                state[ki].owner = Int32(o)
                objects[o].states[s].attributedTitle = readAttributedString(k)
                return
            }
            guard let keySlot = find(k, .key), let v = readValue(k, kind: kind) else {
                markUnknown(k, parentRole: parentRole)
                return
            }
            state[ki].role = .value
            let key = value(keySlot)
            switch (key, v) {
            case ("titleColor", .color(let c)): objects[o].states[s].titleColor = c
            case ("titleShadowColor", .color(let c)): objects[o].states[s].titleShadowColor = c
            case ("title", .string(let t)): objects[o].states[s].title = t
            default: objects[o].states[s].properties.append(IBProperty(key: key, value: v))
            }
        case .resources:
            try makeResource(k, kind: kind)
        case .resource:
            if kind == .color, let c = readColor(k) {
                state[ki].role = .value
                resources[Int(state[parent].slot)].color = c
            } else {
                markUnknown(k, parentRole: parentRole)
            }
        case .tieBreakers:
            if kind == .segue, let r = find(k, .reference) {
                state[ki].role = .value
                tieBreakers.append(value(r))
                unknownAttributes(k, except: [.reference])
            } else {
                markUnknown(k, parentRole: parentRole)
            }
        case .value:
            markUnknown(k, parentRole: parentRole)
        case .unknown, .pending:
            // Objects nested in elements the model does not know are still objects (connections may target them).
            guard kind == .other, try makeObject(k, parent: Int(state[parent].owner), container: nil) != nil else {
                return markUnknown(k, parentRole: .unknown)
            }
        }
    }

    mutating func visitInObject(_ k: Int32, kind: ElemKind, parentRole: BuildRole) throws(IBReadError) {
        let ki = Int(k)
        let parent = Int(tree.nodes[ki].parent)
        let o = Int(state[parent].owner)
        if parentRole == .container {
            if try makeObject(k, parent: o, container: tree.names[Int(tree.nodes[parent].name)]) == nil {
                markUnknown(k, parentRole: parentRole)
            }
            return
        }
        switch kind {
        case .container:
            state[ki].role = .container
            state[ki].owner = Int32(o)
            unknownAttributes(k, except: [.key])
        case .connections:
            state[ki].role = .connections
            state[ki].owner = Int32(o)
        case .constraints:
            state[ki].role = .constraints
            state[ki].owner = Int32(o)
        case .runtimeAttributes:
            state[ki].role = .runtimeAttributes
            state[ki].owner = Int32(o)
        case .state:
            guard let key = find(k, .key) else { return markUnknown(k, parentRole: parentRole) }
            state[ki].role = .state
            state[ki].owner = Int32(o)
            state[ki].slot = Int32(objects[o].states.count)
            var st = IBButtonState(state: value(key))
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .key: break
                case .title: st.title = value(a)
                case .image: st.image = value(a)
                case .backgroundImage: st.backgroundImage = value(a)
                case .catalog: st.catalog = value(a)
                default: unknownAttribute(a, on: k)
                }
            }
            objects[o].states.append(st)
        case .autoresizingMask:
            state[ki].role = .value
            var m = IBAutoresizingMask()
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .key: break
                case .widthSizable: m.widthSizable = bool(a)
                case .heightSizable: m.heightSizable = bool(a)
                case .flexibleMinX: m.flexibleMinX = bool(a)
                case .flexibleMaxX: m.flexibleMaxX = bool(a)
                case .flexibleMinY: m.flexibleMinY = bool(a)
                case .flexibleMaxY: m.flexibleMaxY = bool(a)
                default: unknownAttribute(a, on: k)
                }
            }
            objects[o].autoresizingMask = m
        case .attributedString:
            state[ki].owner = Int32(o)
            objects[o].attributedStrings.append(readAttributedString(k))
        case .segments:
            state[ki].owner = Int32(o)
            objects[o].segments = readSegments(k)
        case .simulatedMetrics:
            state[ki].role = .known
            objects[o].simulatedMetrics.append(element(k))
        case .animations:
            state[ki].role = .known
        case .variation:
            state[ki].owner = Int32(o)
            objects[o].variations.append(readVariation(k))
        case .accessibility:
            state[ki].owner = Int32(o)
            objects[o].accessibility = readAccessibility(k)
        case .imageReference:
            state[ki].role = .value
            var r = IBImageReference()
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .key: r.key = value(a)
                case .image: r.image = value(a)
                case .catalog: r.catalog = value(a)
                case .renderingMode: r.renderingMode = value(a)
                case .symbolScale: r.symbolScale = value(a)
                default: unknownAttribute(a, on: k)
                }
            }
            objects[o].imageReferences.append(r)
        case .symbolConfiguration:
            state[ki].owner = Int32(o)
            objects[o].symbolConfigurations.append(readSymbolConfiguration(k))
        case .textInputTraits:
            state[ki].role = .value
            var t = IBTextInputTraits()
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .key: break
                case .autocapitalizationType: t.autocapitalizationType = value(a)
                case .autocorrectionType: t.autocorrectionType = value(a)
                case .spellCheckingType: t.spellCheckingType = value(a)
                case .keyboardType: t.keyboardType = value(a)
                case .keyboardAppearance: t.keyboardAppearance = value(a)
                case .returnKeyType: t.returnKeyType = value(a)
                case .enablesReturnKeyAutomatically: t.enablesReturnKeyAutomatically = bool(a)
                case .secureTextEntry: t.secureTextEntry = bool(a)
                case .textContentType: t.textContentType = value(a)
                default: unknownAttribute(a, on: k)
                }
            }
            objects[o].textInputTraits = t
        case .other:
            if try makeObject(k, parent: o, container: nil, idLessView: true) == nil { markUnknown(k, parentRole: parentRole) }
        case .image, .systemColor, .namedColor, .document, .dependencies, .device, .scenes, .scene,
             .objects, .resources, .tieBreakers, .outlet, .outletCollection, .action, .segue, .constraint, .runtimeAttribute:
            markUnknown(k, parentRole: parentRole)
        case .color where find(k, .key) != nil:
            // the common values are read straight into the object (no IBValue copies)
            state[ki].role = .value
            // filled in place in the document's colour table (see `DocumentBuilder+Colors.swift`, `IBValueTable.swift`)
            // every field given once (see `IBColor`: a new colour was built twice and copied, ≈ 400 instructions)
            let color = storage.colorTable.append(
                IBColor(key: nil, components: .none, alpha: nil, colorSpace: nil, customColorSpace: nil, systemColor: nil,
                        cocoaTouchSystemColor: nil, xcode11CocoaTouchSystemColor: nil, name: nil, catalog: nil),
                to: &objects[o].values.colors)
            if DocumentBuilder.fillColor(&color.pointee, k, tree: tree, keys: attrKey, buf: buf) {
                unknownAttributes(k, except: DocumentBuilder.colorKeys)
            }
        case .fontDescription, .font:
            state[ki].role = .value
            let font = storage.fontTable.append(
                IBFont(key: nil, element: tree.names[Int(tree.nodes[Int(k)].name)], type: nil, pointSize: nil, weight: nil,
                       name: nil, family: nil, style: nil, metaFont: nil),
                to: &objects[o].values.fonts)
            if DocumentBuilder.fillFont(&font.pointee, k, tree: tree, keys: attrKey, buf: buf) {
                unknownAttributes(k, except: DocumentBuilder.fontKeys)
            }
        case .rect where find(k, .key).map { tree.valueEquals($0, "frame") } ?? false:
            state[ki].role = .value
            objects[o].frame = readRect(k)
        default:
            // keyed values (`<nil name=…/>` names its key with `name`); keyed colours, fonts and frames are read above
            guard let keySlot = find(k, .key) ?? (kind == .nilValue ? find(k, .name) : nil), DocumentBuilder.isValue(kind) else {
                return markUnknown(k, parentRole: parentRole)
            }
            state[ki].role = .value
            if kind == .string && tree.valueEquals(keySlot, "text") {
                objects[o].childText = readString(k)
            } else if kind == .string && tree.valueEquals(keySlot, "placeholder") {
                objects[o].childPlaceholder = readString(k)
            } else {
                // read straight into the property (no `IBValue?` copied out and destroyed); the key a ready-made
                // String when common (issue 14, eleventh round: `<nil key="highlightedColor"/>` of every label built
                // and freed a 16-byte heap String, ≈ 100 instructions a property overall)
                let property = IBProperty(key: commonValue(keySlot), value: readKeyedValue(k, kind: kind))
                _ = storage.propertyTable.append(property, to: &objects[o].values.properties)
            }
        }
    }
}
