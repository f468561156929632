import Foundation

/// Node roles while building: what a node is, so its children know how to read themselves.
enum BuildRole: UInt8 {
    case pending, unknown, known, document, dependencies, scenes, scene, sceneObjects, topObjects, object, container
    case connections, constraints, runtimeAttributes, runtimeAttribute, state, resources, resource, value, tieBreakers
}

/// Builds an `IBDocument` from scanned bytes in one forward pass over the node arena (which is in
/// document order, so parents are always built before their children). No recursion.
struct DocumentBuilder {
    let fileName: String
    let storage: XMLStorage
    let tree: XMLTree
    var attrKey: [AttrKey]
    var elemKind: [ElemKind]
    var role: [BuildRole]
    /// Per node: the object index its children belong to (-1 none).
    var owner: [Int32]
    /// Per node: a role-specific slot (scene index, state index, runtime attribute index, resource index).
    var slot: [Int32]

    var objects: [IBObject] = []
    /// Per object, its scene index (-1 none): what `objects[i].scene` holds, readable without copying the object.
    var sceneOfObject: [Int32] = []
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
    var ids: IDTable
    /// `objectKeyMask[key.rawValue]`: whether `IBObject` models the attribute.
    let objectKeyMask = DocumentBuilder.masks.object
    /// Per connection kind, whether `IBConnection` models the attribute.
    let connectionKeyMasks = DocumentBuilder.masks.connections

    static let masks: (object: [Bool], connections: [[Bool]]) = {
        func mask(_ keys: Set<AttrKey>) -> [Bool] {
            var m = [Bool](repeating: false, count: 256)
            for k in keys { m[Int(k.rawValue)] = true }
            return m
        }
        let kinds: [IBConnectionKind] = [.outlet, .outletCollection, .action, .segue]
        return (mask(AttrKey.objectKeys), kinds.map { mask(AttrKey.connectionKeys($0)) })
    }()
    /// The source bytes, valid during `run()`.
    var buf: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
    /// Attribute slots to resolve once every id is known.
    var destinationSlots: [XMLAttributeSlot?] = []
    var itemSlots: [(XMLAttributeSlot?, XMLAttributeSlot?)] = []
    /// (name id << 32 | context name id) of every unknown element and attribute, counted at the end.
    var unknownElementPairs: [Int64] = []
    var unknownAttributePairs: [Int64] = []
    /// Tolerant reads (linters) record duplicate ids and missing destinations in `problems` instead of throwing.
    var tolerant = false
    var problems: [IBReadError] = []

    static func build(bytes: [UInt8], fileName: String) throws(IBReadError) -> IBDocument {
        try build(bytes: bytes, fileName: fileName, tolerant: false).document
    }

    static func build(bytes: [UInt8], fileName: String, tolerant: Bool) throws(IBReadError) -> (document: IBDocument, problems: [IBReadError]) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) || bytes == [0xEF, 0xBB, 0xBF] {
            throw IBReadError(kind: .emptyFile, file: fileName, position: IBSourcePosition(line: 1, column: 1))
        }
        let tree: XMLTree
        do {
            tree = try XMLScanner.scan(bytes)
        } catch {
            throw IBReadError(kind: .malformedXML(error.reason), file: fileName, position: XMLScanner.position(of: error.offset, in: bytes))
        }
        let (attrKeys, elemKinds) = NameSeed.shared.classify(tree)
        let storage = XMLStorage(tree: tree, attrKeys: attrKeys)
        var builder = DocumentBuilder(fileName: fileName, storage: storage, elemKind: elemKinds)
        builder.tolerant = tolerant
        // a typed-throws closure: the document is returned as is (a `Result` would be copied out and destroyed)
        return try tree.bytes.withUnsafeBufferPointer { (b) throws(IBReadError) -> (document: IBDocument, problems: [IBReadError]) in
            builder.buf = b
            let document = try builder.run()
            return (document, builder.problems)
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
        sceneOfObject.reserveCapacity(count / 3 + 4)
        // the connection and constraint tables at their final size (no regrowth while building)
        var connectionCount = 0, constraintCount = 0
        for node in tree.nodes {
            switch elemKind[Int(node.name)] {
            case .outlet, .outletCollection, .action, .segue: connectionCount &+= 1
            case .constraint: constraintCount &+= 1
            default: break
            }
        }
        connections.reserveCapacity(connectionCount)
        destinationSlots.reserveCapacity(connectionCount)
        constraints.reserveCapacity(constraintCount)
        itemSlots.reserveCapacity(constraintCount)
        role = Array(repeating: .pending, count: count)
        owner = Array(repeating: -1, count: count)
        slot = Array(repeating: -1, count: count)
    }

    // MARK: helpers

    func position(_ node: Int32) -> IBSourcePosition { storage.position(ofOffset: Int(tree.nodes[Int(node)].offset)) }
    func position(ofValue a: XMLAttributeSlot) -> IBSourcePosition { storage.position(ofOffset: Int(a.valueStart)) }
    func error(_ kind: IBReadError.Kind, _ pos: IBSourcePosition?) -> IBReadError { IBReadError(kind: kind, file: fileName, position: pos) }
    func element(_ node: Int32) -> IBElement { IBElement(storage: storage, node: node) }

    @inline(__always) func value(_ a: XMLAttributeSlot) -> String { tree.value(a) }
    /// A colour's or font's attribute value: a ready-made String for the common ones (see `CommonValues`).
    @inline(__always) func commonValue(_ a: XMLAttributeSlot) -> String {
        if !a.hasReferences, let s = CommonValues.string(buf, Int(a.valueStart), Int(a.valueEnd)) { return s }
        return tree.value(a)
    }
    @inline(__always) func bool(_ a: XMLAttributeSlot) -> Bool { tree.valueEquals(a, "YES") || tree.valueEquals(a, "true") }
    @inline(__always) func double(_ a: XMLAttributeSlot) -> Double? {
        fastDouble(Int(a.valueStart), Int(a.valueEnd)) ?? Double(tree.value(a))
    }

    @inline(__always) func int(_ a: XMLAttributeSlot) -> Int? {
        if let d = fastDouble(Int(a.valueStart), Int(a.valueEnd)), d == d.rounded(.towardZero), abs(d) < 9e15 { return Int(d) }
        let s = tree.value(a)
        return Int(s) ?? Double(s).flatMap { $0.isFinite && abs($0) < 1e18 ? Int($0) : nil }
    }

    /// Plain decimals (`-12.5`, `375`) exactly, without building a String; nil for anything else.
    @inline(__always) func fastDouble(_ s: Int, _ e: Int) -> Double? {
        var i = s
        var negative = false
        if i < e && buf[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        var m: UInt64 = 0
        var fraction = 0
        var afterDot = false
        var sawDigit = false
        while i < e {
            let c = buf[i]
            if c >= 0x30 && c <= 0x39 {
                if m >= (1 << 53) / 10 { return nil }
                m = m * 10 + UInt64(c - 0x30)
                if afterDot { fraction += 1 }
                sawDigit = true
            } else if c == UInt8(ascii: ".") && !afterDot {
                afterDot = true
            } else {
                return nil
            }
            i += 1
        }
        guard sawDigit, fraction < powersOfTen.count else { return nil }
        let v = fraction == 0 ? Double(m) : Double(m) / powersOfTen[fraction]
        return negative ? -v : v
    }

    @inline(__always) func attributeRange(_ node: Int32) -> Range<Int> {
        let n = tree.nodes[Int(node)]
        return Int(n.attributeStart)..<Int(n.attributeStart + n.attributeCount)
    }

    func find(_ node: Int32, _ key: AttrKey) -> XMLAttributeSlot? {
        for i in attributeRange(node) where attrKey[Int(tree.attributes[i].name)] == key { return tree.attributes[i] }
        return nil
    }

    func hasID(_ node: Int32) -> Bool { find(node, .id) != nil }

    /// Whether an attribute's decoded value is `s` (compared in place unless it holds references).
    func valueIs(_ a: XMLAttributeSlot, _ s: StaticString) -> Bool {
        a.hasReferences ? value(a) == s.description : tree.valueEquals(a, s)
    }

    func entry(_ a: XMLAttributeSlot) -> IDEntry? {
        ids.find(buf, buf, Int(a.valueStart), Int(a.valueEnd)).map { ids.entries[$0] }
    }

    /// Older documents write some keyed views without an id (`<view key="contentView">` of cells).
    func isIDLessView(_ node: Int32) -> Bool {
        guard find(node, .key) != nil else { return false }
        let name = tree.nodes[Int(node)].name
        return tree.nameEquals(name, "view") || tree.nameHasSuffix(name, "View")
    }

    mutating func unknownAttribute(_ a: XMLAttributeSlot, on node: Int32) {
        unknownAttributePairs.append(Int64(a.name) << 32 | Int64(tree.nodes[Int(node)].name))
    }

    mutating func unknownAttributes(_ node: Int32, except keys: AttrKeyMask) {
        for i in attributeRange(node) where !keys.contains(attrKey[Int(tree.attributes[i].name)]) {
            unknownAttribute(tree.attributes[i], on: node)
        }
    }

    mutating func registerID(_ a: XMLAttributeSlot, node: Int32, object: Int32 = -1, constraint: Int32 = -1) throws(IBReadError) {
        let start = Int(a.valueStart)
        let end = Int(a.valueEnd)
        let entry = IDEntry(start: a.valueStart, length: a.valueEnd - a.valueStart, hash: IDTable.hash(buf, start, end),
                            node: node, object: object, constraint: constraint)
        if let first = ids.insert(entry, bytes: buf) {
            let p1 = position(ids.entries[first].node)
            let p2 = position(node)
            let duplicate = error(.duplicateID(id: value(a), firstLine: p1.line, secondLine: p2.line), p2)
            // Tolerant: the first element keeps the id; the second is read without being registered.
            guard tolerant else { throw duplicate }
            problems.append(duplicate)
        }
    }

    func count(_ pairs: [Int64], rank: [Int32]) -> [IBCoverageReport.Entry] {
        var result: [IBCoverageReport.Entry] = []
        var i = 0
        // (name's rank << 32 | context's rank, pair): ranks are distinct per name, so equal keys are equal pairs
        let sorted = pairs.map { (Int64(rank[Int($0 >> 32)]) << 32 | Int64(rank[Int($0 & 0xFFFF_FFFF)]), $0) }.sorted { $0.0 < $1.0 }
        while i < sorted.count {
            var j = i + 1
            while j < sorted.count && sorted[j].0 == sorted[i].0 { j += 1 }
            let pair = sorted[i].1
            result.append(.init(name: tree.names[Int(pair >> 32)], context: tree.names[Int(pair & 0xFFFF_FFFF)], count: j - i))
            i = j
        }
        return result  // ordered by name, then context, in order of first use in the document (no String sorting)
    }

    /// Per name id, the order in which the document first uses it (start tags and their attributes in document
    /// order; -1 if unused): seeded names have ids in the seed's order, not the document's.
    func firstUseRanks() -> [Int32] {
        var rank = [Int32](repeating: -1, count: tree.names.count)
        var next: Int32 = 0
        for node in tree.nodes {
            if rank[Int(node.name)] < 0 { rank[Int(node.name)] = next; next += 1 }
            for i in Int(node.attributeStart)..<Int(node.attributeStart + node.attributeCount) {
                let a = Int(tree.attributes[i].name)
                if rank[a] < 0 { rank[a] = next; next += 1 }
            }
        }
        return rank
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
        var header = try readHeader()
        role[0] = .document

        for k in 1..<tree.nodes.count {
            try visit(Int32(k))
        }
        // resolve connections and constraints
        for c in connections.indices {
            guard let slot = destinationSlots[c] else { continue }
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
            let (first, second) = itemSlots[c]
            constraints[c].firstItemIndex = first.map { entry($0).flatMap { $0.object >= 0 ? Int($0.object) : nil } } ?? constraints[c].owner
            constraints[c].secondItemIndex = second.flatMap { entry($0).flatMap { $0.object >= 0 ? Int($0.object) : nil } }
        }
        for id in excludedByDefault {
            guard let e = ids.lookup(id, in: tree.bytes) else { continue }
            if e.object >= 0 { objects[Int(e.object)].isInstalled = false }
            if e.constraint >= 0 { constraints[Int(e.constraint)].isInstalled = false }
        }
        for s in scenes.indices {
            var controller: Int?
            for o in scenes[s].objects {
                // read from the source bytes: no copy of the (large) object, no String per attribute
                let node = objects[o].element.node
                let member = find(node, .sceneMemberID)
                if controller == nil, let member, valueIs(member, "viewController") { controller = o }
                if let p = find(node, .placeholderIdentifier), valueIs(p, "IBFirstResponder") { scenes[s].firstResponder = o }
                if let member, valueIs(member, "firstResponder") { scenes[s].firstResponder = o }
                if tree.nameEquals(tree.nodes[Int(node)].name, "exit") { scenes[s].exit = o }
                if let member, valueIs(member, "exit") { scenes[s].exit = o }
            }
            scenes[s].controller = controller ?? scenes[s].objects.first { !objects[$0].isPlaceholder || objects[$0].kind == "viewControllerPlaceholder" }
        }
        if header.kind == .storyboard { topLevel = scenes.flatMap(\.objects) }
        header.customFonts = customFonts

        var coverage = IBCoverageReport()
        if !unknownElementPairs.isEmpty || !unknownAttributePairs.isEmpty {
            let rank = firstUseRanks()
            coverage.unknownElements = count(unknownElementPairs, rank: rank)
            coverage.unknownAttributes = count(unknownAttributePairs, rank: rank)
        }

        return IBDocument(
            fileName: fileName, header: header, objects: objects, scenes: scenes, topLevelObjects: topLevel,
            connections: connections, constraints: constraints, resources: resources,
            inferredMetricsTieBreakers: tieBreakers, unknownChildren: unknownChildren, coverage: coverage,
            root: element(0), idTable: ids)
    }

    mutating func readHeader() throws(IBReadError) -> IBDocumentHeader {
        guard let typeSlot = find(0, .type) else { throw error(.missingAttribute(element: "document", attribute: "type"), position(0)) }
        let type = value(typeSlot)
        let kind: IBDocumentKind
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        // The iPad's own document types (`…CocoaTouch.iPad.XIB`, and the iPad storyboard's) are Cocoa Touch
        // documents too, from the years when Xcode kept iPhone and iPad interfaces apart: same elements.
        case _ where type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") && type.hasSuffix(".XIB")
                && !type.contains("AppleTV") && !type.contains("WatchKit"):
            kind = type.contains("Storyboard") ? .storyboard : .xib
        default:
            let platform: String
            if type.contains("AppleTV") { platform = "tvOS" }
            else if type.contains("WatchKit") || type.contains("watchKit") { platform = "watchOS" }
            else if type.contains(".Cocoa.") || type.hasSuffix(".Cocoa") { platform = "macOS (Cocoa)" }
            else { platform = "non-Cocoa-Touch" }
            throw error(.unsupportedDocumentType(type: type, platform: platform), position(ofValue: typeSlot))
        }
        guard let versionSlot = find(0, .version) else { throw error(.missingAttribute(element: "document", attribute: "version"), position(0)) }
        let version = value(versionSlot)
        guard version == "3.0" || version == "2.0" else { throw error(.unsupportedVersion(version), position(ofValue: versionSlot)) }
        var h = IBDocumentHeader(type: type, kind: kind, version: version)
        for i in attributeRange(0) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .type, .version: break
            case .toolsVersion: h.toolsVersion = value(a)
            case .systemVersion: h.systemVersion = value(a)
            case .targetRuntime: h.targetRuntime = value(a)
            case .propertyAccessControl: h.propertyAccessControl = value(a)
            case .useAutolayout: h.useAutolayout = bool(a)
            case .useTraitCollections: h.useTraitCollections = bool(a)
            case .useSafeAreas: h.useSafeAreas = bool(a)
            case .colorMatched: h.colorMatched = bool(a)
            case .launchScreen: h.launchScreen = bool(a)
            case .initialViewController: h.initialViewController = value(a)
            default:
                h.unknownAttributes.append(IBAttribute(name: tree.names[Int(a.name)], value: value(a)))
                unknownAttribute(a, on: 0)
            }
        }
        var c = tree.nodes[0].firstChild
        while c >= 0 {
            switch elemKind[Int(tree.nodes[Int(c)].name)] {
            case .dependencies: h.dependencies.append(contentsOf: tree.children(of: c).map { element($0) })
            case .device: h.device = element(c)
            case .simulatedMetrics: h.simulatedMetrics.append(element(c))
            default: break
            }
            c = tree.nodes[Int(c)].nextSibling
        }
        return h
    }

    mutating func markUnknown(_ k: Int32, parentRole: BuildRole) {
        role[Int(k)] = .unknown
        let node = tree.nodes[Int(k)]
        let parent = Int(node.parent)
        owner[Int(k)] = owner[parent]
        unknownElementPairs.append(Int64(node.name) << 32 | Int64(tree.nodes[parent].name))
        guard parentRole != .unknown else { return }
        switch parentRole {
        case .document: unknownChildren.append(element(k))
        case .scene: scenes[Int(slot[parent])].unknownChildren.append(element(k))
        default:
            let o = owner[parent]
            if o >= 0 { objects[Int(o)].unknownChildren.append(element(k)) } else { unknownChildren.append(element(k)) }
        }
    }

    mutating func visit(_ k: Int32) throws(IBReadError) {
        let ki = Int(k)
        guard role[ki] == .pending else { return }  // already read with its parent (attributed strings…)
        let node = tree.nodes[ki]
        let parent = Int(node.parent)
        let parentRole = role[parent]
        let kind = elemKind[Int(node.name)]

        switch parentRole {
        case .known, .dependencies:
            role[ki] = .known
        case .document:
            switch kind {
            case .dependencies: role[ki] = .known
            case .device: role[ki] = .known
            case .scenes: role[ki] = .scenes
            case .objects: role[ki] = .topObjects
            case .resources: role[ki] = .resources
            case .tieBreakers: role[ki] = .tieBreakers
            case .simulatedMetrics: role[ki] = .known
            case .customFonts: readCustomFonts(k)
            default: markUnknown(k, parentRole: parentRole)
            }
        case .scenes:
            if kind == .scene {
                role[ki] = .scene
                slot[ki] = Int32(scenes.count)
                var scene = IBScene(index: scenes.count, sceneID: "", element: element(k))
                for i in attributeRange(k) {
                    let a = tree.attributes[i]
                    if attrKey[Int(a.name)] == .sceneID { scene.sceneID = value(a) } else { unknownAttribute(a, on: k) }
                }
                scenes.append(scene)
            } else {
                markUnknown(k, parentRole: parentRole)
            }
        case .scene:
            if kind == .objects {
                role[ki] = .sceneObjects
                slot[ki] = slot[parent]
            } else if kind == .point, let key = find(k, .key), tree.valueEquals(key, "canvasLocation") {
                role[ki] = .value
                scenes[Int(slot[parent])].canvasLocation = readPoint(k)
            } else {
                markUnknown(k, parentRole: parentRole)
            }
        case .sceneObjects, .topObjects:
            if hasID(k) {
                let o = try makeObject(k, parent: -1, container: nil)
                if parentRole == .sceneObjects {
                    let s = Int(slot[parent])
                    objects[o].scene = s
                    sceneOfObject[o] = Int32(s)
                    scenes[s].objects.append(o)
                } else {
                    topLevel.append(o)
                }
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
            let o = Int(owner[parent])
            let r = Int(slot[parent])
            if let key = find(k, .key), tree.valueEquals(key, "value"), let v = readValue(k, kind: kind) {
                role[ki] = .value
                objects[o].runtimeAttributes[r].value = v
            } else {
                markUnknown(k, parentRole: parentRole)
            }
        case .state:
            let o = Int(owner[parent])
            let s = Int(slot[parent])
            if kind == .attributedString {
                owner[ki] = Int32(o)
                objects[o].states[s].attributedTitle = readAttributedString(k)
                return
            }
            guard let keySlot = find(k, .key), let v = readValue(k, kind: kind) else {
                markUnknown(k, parentRole: parentRole)
                return
            }
            role[ki] = .value
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
                role[ki] = .value
                resources[Int(slot[parent])].color = c
            } else {
                markUnknown(k, parentRole: parentRole)
            }
        case .tieBreakers:
            if kind == .segue, let r = find(k, .reference) {
                role[ki] = .value
                tieBreakers.append(value(r))
                unknownAttributes(k, except: [.reference])
            } else {
                markUnknown(k, parentRole: parentRole)
            }
        case .value:
            markUnknown(k, parentRole: parentRole)
        case .unknown, .pending:
            // Objects nested in elements the model does not know are still objects (connections may target them).
            if hasID(k) && kind == .other {
                let o = owner[parent]
                _ = try makeObject(k, parent: Int(o), container: nil)
            } else {
                markUnknown(k, parentRole: .unknown)
            }
        }
    }

    mutating func visitInObject(_ k: Int32, kind: ElemKind, parentRole: BuildRole) throws(IBReadError) {
        let ki = Int(k)
        let parent = Int(tree.nodes[ki].parent)
        let o = Int(owner[parent])
        if parentRole == .container {
            if hasID(k) {
                _ = try makeObject(k, parent: o, container: tree.names[Int(tree.nodes[parent].name)])
            } else {
                markUnknown(k, parentRole: parentRole)
            }
            return
        }
        switch kind {
        case .container:
            role[ki] = .container
            owner[ki] = Int32(o)
            unknownAttributes(k, except: [.key])
        case .connections:
            role[ki] = .connections
            owner[ki] = Int32(o)
        case .constraints:
            role[ki] = .constraints
            owner[ki] = Int32(o)
        case .runtimeAttributes:
            role[ki] = .runtimeAttributes
            owner[ki] = Int32(o)
        case .state:
            guard let key = find(k, .key) else { return markUnknown(k, parentRole: parentRole) }
            role[ki] = .state
            owner[ki] = Int32(o)
            slot[ki] = Int32(objects[o].states.count)
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
            role[ki] = .value
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
            owner[ki] = Int32(o)
            objects[o].attributedStrings.append(readAttributedString(k))
        case .segments:
            owner[ki] = Int32(o)
            objects[o].segments = readSegments(k)
        case .simulatedMetrics:
            role[ki] = .known
            objects[o].simulatedMetrics.append(element(k))
        case .animations:
            role[ki] = .known
        case .variation:
            owner[ki] = Int32(o)
            objects[o].variations.append(readVariation(k))
        case .accessibility:
            owner[ki] = Int32(o)
            objects[o].accessibility = readAccessibility(k)
        case .imageReference:
            role[ki] = .value
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
            owner[ki] = Int32(o)
            objects[o].symbolConfigurations.append(readSymbolConfiguration(k))
        case .textInputTraits:
            role[ki] = .value
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
        case .other, .image, .systemColor, .namedColor, .document, .dependencies, .device, .scenes, .scene,
             .objects, .resources, .tieBreakers, .outlet, .outletCollection, .action, .segue, .constraint, .runtimeAttribute:
            if kind == .other && (hasID(k) || isIDLessView(k)) {
                _ = try makeObject(k, parent: o, container: nil)
            } else {
                markUnknown(k, parentRole: parentRole)
            }
        case .color where find(k, .key) != nil:
            // the common values are read straight into the object (no IBValue copies)
            role[ki] = .value
            if let c = readColor(k) { objects[o].colors.append(c) }
        case .fontDescription, .font:
            role[ki] = .value
            objects[o].fonts.append(readFont(k))
        case .rect where find(k, .key).map { tree.valueEquals($0, "frame") } ?? false:
            role[ki] = .value
            objects[o].frame = readRect(k)
        default:
            // keyed values (`<nil name=…/>` names its key with `name`)
            guard let keySlot = find(k, .key) ?? (kind == .nilValue ? find(k, .name) : nil), let v = readValue(k, kind: kind) else {
                return markUnknown(k, parentRole: parentRole)
            }
            role[ki] = .value
            switch v {
            case .color(let c): objects[o].colors.append(c)
            case .font(let f): objects[o].fonts.append(f)
            case .rect(let r) where tree.valueEquals(keySlot, "frame"): objects[o].frame = r
            case .string(let s) where tree.valueEquals(keySlot, "text"): objects[o].childText = s
            case .string(let s) where tree.valueEquals(keySlot, "placeholder"): objects[o].childPlaceholder = s
            default: objects[o].properties.append(IBProperty(key: value(keySlot), value: v))
            }
        }
    }

    // MARK: objects

    mutating func makeObject(_ k: Int32, parent: Int, container: String?) throws(IBReadError) -> Int {
        let index = objects.count
        var idSlot: XMLAttributeSlot?
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            let key = attrKey[Int(a.name)]
            if key == .id {
                idSlot = a
            } else if !objectKeyMask[Int(key.rawValue)] {
                unknownAttribute(a, on: k)
            }
        }
        if let idSlot { try registerID(idSlot, node: k, object: Int32(index)) }
        // built in place in the table; its `id` is decoded from the element when read (no String per object)
        objects.append(IBObject(index: index, element: element(k)))
        if parent >= 0 {
            objects[index].parent = parent
            objects[index].container = container
            // the parent's scene from the builder's side table: reading `objects[parent].scene` copies the whole
            // (large) parent object out of the array and destroys the copy
            let scene = sceneOfObject[parent]
            objects[index].scene = scene < 0 ? nil : Int(scene)
            sceneOfObject.append(scene)
            objects[parent].children.append(index)
            if container == "subviews" { objects[parent].subviews.append(index) }
        } else {
            sceneOfObject.append(-1)
        }
        role[Int(k)] = .object
        owner[Int(k)] = Int32(index)
        return index
    }

    mutating func makeConnection(_ k: Int32, _ kind: IBConnectionKind) throws(IBReadError) {
        let parent = Int(tree.nodes[Int(k)].parent)
        let source = Int(owner[parent])
        let c = IBConnection(index: connections.count, kind: kind, source: source, element: element(k))
        var idSlot: XMLAttributeSlot?
        var destinationSlot: XMLAttributeSlot?
        let known = connectionKeyMasks[kind == .outlet ? 0 : kind == .outletCollection ? 1 : kind == .action ? 2 : 3]
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            let key = attrKey[Int(a.name)]
            switch key {
            case .id: idSlot = a
            case .destination: destinationSlot = a
            default: if !known[Int(key.rawValue)] { unknownAttribute(a, on: k) }
            }
        }
        if let idSlot { try registerID(idSlot, node: k) }
        destinationSlots.append(destinationSlot)
        role[Int(k)] = .known
        owner[Int(k)] = Int32(source)
        if source >= 0 { objects[source].connections.append(c.index) }
        connections.append(c)
    }

    mutating func makeConstraint(_ k: Int32) throws(IBReadError) {
        let parent = Int(tree.nodes[Int(k)].parent)
        let o = Int(owner[parent])
        let c = IBConstraint(index: constraints.count, owner: o, element: element(k))
        var idSlot: XMLAttributeSlot?
        var firstSlot: XMLAttributeSlot?
        var secondSlot: XMLAttributeSlot?
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .id: idSlot = a
            case .firstItem: firstSlot = a
            case .secondItem: secondSlot = a
            case .firstAttribute, .relation, .secondAttribute, .multiplier, .constant, .priority, .symbolic, .identifier, .placeholder: break
            default: unknownAttribute(a, on: k)
            }
        }
        if let idSlot { try registerID(idSlot, node: k, constraint: Int32(c.index)) }
        itemSlots.append((firstSlot, secondSlot))
        role[Int(k)] = .known
        owner[Int(k)] = Int32(o)
        if o >= 0 { objects[o].constraints.append(c.index) }
        constraints.append(c)
    }

    mutating func makeRuntimeAttribute(_ k: Int32) {
        let parent = Int(tree.nodes[Int(k)].parent)
        let o = Int(owner[parent])
        var r = IBRuntimeAttribute(type: "", keyPath: "")
        var raw: XMLAttributeSlot?
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .type: r.type = value(a)
            case .keyPath: r.keyPath = value(a)
            case .value: raw = a
            default: unknownAttribute(a, on: k)
            }
        }
        if let raw {
            let s = value(raw)
            switch r.type {
            case "boolean": r.value = .bool(s == "YES" || s == "true")
            case "number": r.value = Int(s).map { .integer($0) } ?? Double(s).map { .real($0) } ?? .string(s)
            case "image": r.value = .image(s)
            case "nil": r.value = .nil
            default: r.value = .string(s)
            }
        } else if r.type == "nil" {
            r.value = .nil
        }
        role[Int(k)] = .runtimeAttribute
        owner[Int(k)] = Int32(o)
        slot[Int(k)] = Int32(objects[o].runtimeAttributes.count)
        objects[o].runtimeAttributes.append(r)
    }

    mutating func makeResource(_ k: Int32, kind: ElemKind) throws(IBReadError) {
        guard kind == .image || kind == .systemColor || kind == .namedColor, let nameSlot = find(k, .name) else {
            return markUnknown(k, parentRole: .resources)
        }
        var r = IBResource(kind: tree.names[Int(tree.nodes[Int(k)].name)], name: value(nameSlot), element: element(k))
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .name: break
            case .catalog where kind == .image: r.catalog = value(a)
            case .width where kind == .image: r.width = double(a)
            case .height where kind == .image: r.height = double(a)
            default: unknownAttribute(a, on: k)
            }
        }
        role[Int(k)] = .resource
        slot[Int(k)] = Int32(resources.count)
        resources.append(r)
    }

    // MARK: attributed strings and segments (read with their subtree)

    /// Marks a node read as a value; its own children are visited later and are unknown unless read here.
    mutating func consume(_ k: Int32, owner o: Int32) {
        role[Int(k)] = .value
        owner[Int(k)] = o
    }

    mutating func readAttributedString(_ k: Int32) -> IBAttributedString {
        let o = owner[Int(k)]
        consume(k, owner: o)
        var result = IBAttributedString(key: find(k, .key).map { value($0) } ?? "")
        unknownAttributes(k, except: [.key])
        var f = tree.nodes[Int(k)].firstChild
        while f >= 0 {
            defer { f = tree.nodes[Int(f)].nextSibling }
            guard tree.nameEquals(tree.nodes[Int(f)].name, "fragment") else {
                markUnknown(f, parentRole: .value)
                continue
            }
            consume(f, owner: o)
            var fragment = IBTextFragment(content: find(f, .content).map { value($0) } ?? "")
            unknownAttributes(f, except: [.content])
            var c = tree.nodes[Int(f)].firstChild
            while c >= 0 {
                defer { c = tree.nodes[Int(c)].nextSibling }
                let cname = tree.nodes[Int(c)].name
                if elemKind[Int(cname)] == .string, let key = find(c, .key), tree.valueEquals(key, "content") {
                    consume(c, owner: o)
                    fragment.content = tree.text(of: c) ?? ""
                } else if tree.nameEquals(cname, "attributes") {
                    consume(c, owner: o)
                    var x = tree.nodes[Int(c)].firstChild
                    while x >= 0 {
                        defer { x = tree.nodes[Int(x)].nextSibling }
                        let xname = tree.nodes[Int(x)].name
                        switch elemKind[Int(xname)] {
                        case .color:
                            consume(x, owner: o)
                            if let color = readColor(x) { fragment.colors.append(color) }
                        case .font, .fontDescription:
                            consume(x, owner: o)
                            fragment.fonts.append(readFont(x))
                        default:
                            if tree.nameEquals(xname, "paragraphStyle") {
                                consume(x, owner: o)
                                fragment.paragraphStyle = readParagraphStyle(x)
                            } else {
                                markUnknown(x, parentRole: .value)
                            }
                        }
                    }
                } else {
                    markUnknown(c, parentRole: .value)
                }
            }
            result.fragments.append(fragment)
        }
        return result
    }

    /// `<customFonts key="customFonts"><array key="File.ttf"><string>PostScriptName</string>…`
    mutating func readCustomFonts(_ k: Int32) {
        consume(k, owner: -1)
        var a = tree.nodes[Int(k)].firstChild
        while a >= 0 {
            defer { a = tree.nodes[Int(a)].nextSibling }
            guard tree.nameEquals(tree.nodes[Int(a)].name, "array"), let file = find(a, .key) else {
                markUnknown(a, parentRole: .value)
                continue
            }
            consume(a, owner: -1)
            var names: [String] = []
            var s = tree.nodes[Int(a)].firstChild
            while s >= 0 {
                defer { s = tree.nodes[Int(s)].nextSibling }
                if elemKind[Int(tree.nodes[Int(s)].name)] == .string {
                    consume(s, owner: -1)
                    names.append(tree.text(of: s) ?? "")
                } else {
                    markUnknown(s, parentRole: .value)
                }
            }
            customFonts[value(file), default: []].append(contentsOf: names)
        }
    }

    mutating func readVariation(_ k: Int32) -> IBVariation {
        let o = owner[Int(k)]
        consume(k, owner: o)
        var result = IBVariation(key: find(k, .key).map { value($0) } ?? "")
        unknownAttributes(k, except: [.key])
        var c = tree.nodes[Int(k)].firstChild
        while c >= 0 {
            defer { c = tree.nodes[Int(c)].nextSibling }
            let cname = tree.nodes[Int(c)].name
            switch elemKind[Int(cname)] {
            case .fontDescription, .font:
                consume(c, owner: o)
                result.fonts.append(readFont(c))
            case .color:
                consume(c, owner: o)
                if let color = readColor(c) { result.colors.append(color) }
            default:
                guard tree.nameEquals(cname, "mask"), let key = find(c, .key) else {
                    markUnknown(c, parentRole: .value)
                    continue
                }
                consume(c, owner: o)
                var mask = IBVariationMask(key: value(key))
                unknownAttributes(c, except: [.key])
                var r = tree.nodes[Int(c)].firstChild
                while r >= 0 {
                    defer { r = tree.nodes[Int(r)].nextSibling }
                    let rname = tree.nodes[Int(r)].name
                    let include = tree.nameEquals(rname, "include")
                    guard include || tree.nameEquals(rname, "exclude"), let ref = find(r, .reference) else {
                        markUnknown(r, parentRole: .value)
                        continue
                    }
                    consume(r, owner: o)
                    unknownAttributes(r, except: [.reference])
                    if include { mask.included.append(value(ref)) } else { mask.excluded.append(value(ref)) }
                }
                result.masks.append(mask)
            }
        }
        if result.key == "default" {
            for mask in result.masks { excludedByDefault.append(contentsOf: mask.excluded) }
        }
        return result
    }

    mutating func readAccessibility(_ k: Int32) -> IBAccessibility {
        let o = owner[Int(k)]
        consume(k, owner: o)
        var result = IBAccessibility()
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: break
            case .identifier: result.identifier = value(a)
            case .label: result.label = value(a)
            case .hint: result.hint = value(a)
            case .value: result.value = value(a)
            default: unknownAttribute(a, on: k)
            }
        }
        var c = tree.nodes[Int(k)].firstChild
        while c >= 0 {
            defer { c = tree.nodes[Int(c)].nextSibling }
            if elemKind[Int(tree.nodes[Int(c)].name)] == .bool, let key = find(c, .key), tree.valueEquals(key, "isElement"),
               case .bool(let b)? = readValue(c, kind: .bool) {
                consume(c, owner: o)
                result.isElement = b
            } else {
                markUnknown(c, parentRole: .value)
            }
        }
        return result
    }

    mutating func readSymbolConfiguration(_ k: Int32) -> IBSymbolConfiguration {
        let o = owner[Int(k)]
        consume(k, owner: o)
        var result = IBSymbolConfiguration()
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: result.key = value(a)
            case .configurationType: result.configurationType = value(a)
            case .pointSize: result.pointSize = double(a)
            case .scale: result.scale = value(a)
            case .weight: result.weight = value(a)
            default: unknownAttribute(a, on: k)
            }
        }
        var c = tree.nodes[Int(k)].firstChild
        while c >= 0 {
            defer { c = tree.nodes[Int(c)].nextSibling }
            let kind = elemKind[Int(tree.nodes[Int(c)].name)]
            if kind == .fontDescription || kind == .font {
                consume(c, owner: o)
                result.font = readFont(c)
            } else {
                markUnknown(c, parentRole: .value)
            }
        }
        return result
    }

    mutating func readParagraphStyle(_ k: Int32) -> IBParagraphStyle {
        var p = IBParagraphStyle()
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: break
            case .alignment: p.alignment = value(a)
            case .lineBreakMode: p.lineBreakMode = value(a)
            case .baseWritingDirection: p.baseWritingDirection = value(a)
            case .tighteningFactorForTruncation: p.tighteningFactorForTruncation = double(a)
            default: unknownAttribute(a, on: k)
            }
        }
        return p
    }

    mutating func readSegments(_ k: Int32) -> [IBSegment] {
        let o = owner[Int(k)]
        consume(k, owner: o)
        var result: [IBSegment] = []
        var c = tree.nodes[Int(k)].firstChild
        while c >= 0 {
            defer { c = tree.nodes[Int(c)].nextSibling }
            guard tree.nameEquals(tree.nodes[Int(c)].name, "segment") else {
                markUnknown(c, parentRole: .value)
                continue
            }
            consume(c, owner: o)
            var seg = IBSegment()
            for i in attributeRange(c) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .title: seg.title = value(a)
                case .image: seg.image = value(a)
                case .enabled: seg.isEnabled = bool(a)
                case .selected: seg.isSelected = bool(a)
                case .width: seg.width = double(a)
                default: unknownAttribute(a, on: c)
                }
            }
            result.append(seg)
        }
        return result
    }

    // MARK: values

    mutating func readValue(_ k: Int32, kind: ElemKind) -> IBValue? {
        switch kind {
        case .rect: return .rect(readRect(k))
        case .point: return .point(readPoint(k))
        case .size:
            var s = IBSize(width: 0, height: 0)
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .key: break
                case .width: s.width = double(a) ?? 0
                case .height: s.height = double(a) ?? 0
                default: unknownAttribute(a, on: k)
                }
            }
            return .size(s)
        case .inset, .directionalEdgeInsets:
            var e = IBInsets(top: 0, left: 0, bottom: 0, right: 0)
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .key: break
                case .minY, .top: e.top = double(a) ?? 0
                case .minX, .leading: e.left = double(a) ?? 0
                case .maxY, .bottom: e.bottom = double(a) ?? 0
                case .maxX, .trailing: e.right = double(a) ?? 0
                default: unknownAttribute(a, on: k)
                }
            }
            return .insets(e)
        case .range:
            var r = IBRange(location: 0, length: 0)
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .key: break
                case .location: r.location = int(a) ?? 0
                case .length: r.length = int(a) ?? 0
                default: unknownAttribute(a, on: k)
                }
            }
            return .range(r)
        case .color: return readColor(k).map { .color($0) }
        case .fontDescription, .font: return .font(readFont(k))
        case .string:
            var base64 = false
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                switch attrKey[Int(a.name)] {
                case .key: break
                case .base64UTF8: base64 = bool(a)
                default: unknownAttribute(a, on: k)
                }
            }
            let text = tree.text(of: k) ?? ""
            if base64 {
                var t = text.filter { !$0.isWhitespace }
                while t.count % 4 != 0 { t.append("=") }
                if let d = Data(base64Encoded: t) { return .string(String(decoding: d, as: UTF8.self)) }
            }
            return .string(text)
        case .bool:
            let s = find(k, .value).map { value($0) } ?? tree.text(of: k) ?? ""
            unknownAttributes(k, except: [.key, .value])
            return .bool(s == "YES" || s == "true")
        case .integer:
            let s = find(k, .value).map { value($0) } ?? tree.text(of: k) ?? ""
            unknownAttributes(k, except: [.key, .value])
            return .integer(Int(s) ?? 0)
        case .real:
            let s = find(k, .value).map { value($0) } ?? tree.text(of: k) ?? ""
            unknownAttributes(k, except: [.key, .value])
            return .real(Double(s) ?? 0)
        case .nilValue:
            unknownAttributes(k, except: [.key, .name])
            return .nil
        default:
            return nil
        }
    }

    mutating func readRect(_ k: Int32) -> IBRect {
        var r = IBRect(x: 0, y: 0, width: 0, height: 0)
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: break
            case .x: r.x = double(a) ?? 0
            case .y: r.y = double(a) ?? 0
            case .width: r.width = double(a) ?? 0
            case .height: r.height = double(a) ?? 0
            default: unknownAttribute(a, on: k)
            }
        }
        return r
    }

    mutating func readPoint(_ k: Int32) -> IBPoint {
        var p = IBPoint(x: 0, y: 0)
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: break
            case .x: p.x = double(a) ?? 0
            case .y: p.y = double(a) ?? 0
            default: unknownAttribute(a, on: k)
            }
        }
        return p
    }

    mutating func readColor(_ k: Int32) -> IBColor? {
        var c = IBColor()
        var r = 0.0, g = 0.0, b = 0.0, w = 0.0, cy = 0.0, m = 0.0, y = 0.0, bl = 0.0
        var hasRGB = false, hasWhite = false, hasCMYK = false
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: c.key = commonValue(a)
            case .red: r = double(a) ?? 0; hasRGB = true
            case .green: g = double(a) ?? 0; hasRGB = true
            case .blue: b = double(a) ?? 0; hasRGB = true
            case .white: w = double(a) ?? 0; hasWhite = true
            case .cyan: cy = double(a) ?? 0; hasCMYK = true
            case .magenta: m = double(a) ?? 0; hasCMYK = true
            case .yellow: y = double(a) ?? 0; hasCMYK = true
            case .black: bl = double(a) ?? 0; hasCMYK = true
            case .alpha: c.alpha = double(a)
            case .colorSpace: c.colorSpace = commonValue(a)
            case .customColorSpace: c.customColorSpace = commonValue(a)
            case .systemColor: c.systemColor = commonValue(a)
            case .cocoaTouchSystemColor: c.cocoaTouchSystemColor = commonValue(a)
            case .xcode11CocoaTouchSystemColor: c.xcode11CocoaTouchSystemColor = commonValue(a)
            case .name: c.name = commonValue(a)
            case .catalog: c.catalog = commonValue(a)
            default: unknownAttribute(a, on: k)
            }
        }
        if hasCMYK {
            c.components = .cmyk(cyan: cy, magenta: m, yellow: y, black: bl)
        } else if hasRGB {
            c.components = .rgb(red: r, green: g, blue: b)
        } else if hasWhite {
            c.components = .white(w)
        }
        return c
    }

    mutating func readFont(_ k: Int32) -> IBFont {
        var f = IBFont(element: tree.names[Int(tree.nodes[Int(k)].name)])
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .key: f.key = commonValue(a)
            case .type: f.type = commonValue(a)
            case .pointSize, .size: f.pointSize = double(a)
            case .weight: f.weight = commonValue(a)
            case .name: f.name = commonValue(a)
            case .family: f.family = commonValue(a)
            case .style: f.style = commonValue(a)
            case .metaFont: f.metaFont = commonValue(a)
            default: unknownAttribute(a, on: k)
            }
        }
        return f
    }
}

/// Exact powers of ten for the fast decimal path (exact up to 1e22).
private let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]
