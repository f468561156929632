import Foundation

/// Node roles while building: what a node is, so its children know how to read themselves.
enum BuildRole: UInt8 {
    case unknown, known, document, dependencies, scenes, scene, sceneObjects, topObjects, object, container
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
    var scenes: [IBScene] = []
    var topLevel: [Int] = []
    var connections: [IBConnection] = []
    var constraints: [IBConstraint] = []
    var resources: [IBResource] = []
    var tieBreakers: [String] = []
    var unknownChildren: [IBElement] = []
    var ids: [String: IDEntry] = [:]
    /// (name id << 32 | context name id) of every unknown element and attribute, counted at the end.
    var unknownElementPairs: [Int64] = []
    var unknownAttributePairs: [Int64] = []

    static func build(bytes: [UInt8], fileName: String) throws(IBReadError) -> IBDocument {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) || bytes == [0xEF, 0xBB, 0xBF] {
            throw IBReadError(kind: .emptyFile, file: fileName, position: IBSourcePosition(line: 1, column: 1))
        }
        let tree: XMLTree
        do {
            tree = try XMLScanner.scan(bytes)
        } catch {
            throw IBReadError(kind: .malformedXML(error.reason), file: fileName, position: XMLScanner.position(of: error.offset, in: bytes))
        }
        let storage = XMLStorage(tree: tree, lineStarts: XMLScanner.lineStarts(bytes))
        var builder = DocumentBuilder(fileName: fileName, storage: storage)
        return try builder.run()
    }

    init(fileName: String, storage: XMLStorage) {
        self.fileName = fileName
        self.storage = storage
        self.tree = storage.tree
        attrKey = tree.names.map { AttrKey.table[$0] ?? .none }
        elemKind = tree.names.map { ElemKind.table[$0] ?? .other }
        let count = tree.nodes.count
        role = Array(repeating: .unknown, count: count)
        owner = Array(repeating: -1, count: count)
        slot = Array(repeating: -1, count: count)
    }

    // MARK: helpers

    func position(_ node: Int32) -> IBSourcePosition { storage.position(ofOffset: Int(tree.nodes[Int(node)].offset)) }
    func position(ofValue a: XMLAttributeSlot) -> IBSourcePosition { storage.position(ofOffset: Int(a.valueStart)) }
    func error(_ kind: IBReadError.Kind, _ pos: IBSourcePosition?) -> IBReadError { IBReadError(kind: kind, file: fileName, position: pos) }
    func element(_ node: Int32) -> IBElement { IBElement(storage: storage, node: node) }

    @inline(__always) func value(_ a: XMLAttributeSlot) -> String { tree.value(a) }
    @inline(__always) func bool(_ a: XMLAttributeSlot) -> Bool { tree.valueEquals(a, "YES") || tree.valueEquals(a, "true") }
    @inline(__always) func double(_ a: XMLAttributeSlot) -> Double? { Double(tree.value(a)) }
    @inline(__always) func int(_ a: XMLAttributeSlot) -> Int? {
        let s = tree.value(a)
        return Int(s) ?? Double(s).flatMap { $0.isFinite && abs($0) < 1e18 ? Int($0) : nil }
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

    func objectIndex(_ id: String) -> Int? { ids[id].flatMap { $0.object >= 0 ? Int($0.object) : nil } }

    /// Older documents write some keyed views without an id (`<view key="contentView">` of cells).
    func isIDLessView(_ node: Int32) -> Bool {
        guard find(node, .key) != nil else { return false }
        let name = tree.nodes[Int(node)].name
        return tree.nameEquals(name, "view") || tree.nameHasSuffix(name, "View")
    }

    mutating func unknownAttribute(_ a: XMLAttributeSlot, on node: Int32) {
        unknownAttributePairs.append(Int64(a.name) << 32 | Int64(tree.nodes[Int(node)].name))
    }

    mutating func unknownAttributes(_ node: Int32, except keys: Set<AttrKey>) {
        for i in attributeRange(node) where !keys.contains(attrKey[Int(tree.attributes[i].name)]) {
            unknownAttribute(tree.attributes[i], on: node)
        }
    }

    mutating func registerID(_ id: String, _ entry: IDEntry) throws(IBReadError) {
        if let first = ids.updateValue(entry, forKey: id) {
            let a = position(first.node)
            let b = position(entry.node)
            throw error(.duplicateID(id: id, firstLine: a.line, secondLine: b.line), b)
        }
    }

    func count(_ pairs: [Int64]) -> [IBCoverageReport.Entry] {
        var result: [IBCoverageReport.Entry] = []
        var i = 0
        let sorted = pairs.sorted()
        while i < sorted.count {
            var j = i + 1
            while j < sorted.count && sorted[j] == sorted[i] { j += 1 }
            result.append(.init(name: tree.names[Int(sorted[i] >> 32)], context: tree.names[Int(sorted[i] & 0xFFFF_FFFF)], count: j - i))
            i = j
        }
        return result.sorted()
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
        let header = try readHeader()
        role[0] = .document

        for k in 1..<tree.nodes.count {
            try visit(Int32(k))
        }
        // resolve connections and constraints
        for c in connections.indices {
            guard let dest = connections[c].destination else { continue }
            if let e = ids[dest] {
                if e.object >= 0 { connections[c].destinationIndex = Int(e.object) }
                if e.constraint >= 0 { connections[c].destinationConstraint = Int(e.constraint) }
            } else {
                let pos = connections[c].position
                throw error(.missingDestination(connectionID: connections[c].id ?? "(no id)", destination: dest), pos)
            }
        }
        for c in constraints.indices {
            constraints[c].firstItemIndex = constraints[c].firstItem.map { objectIndex($0) } ?? constraints[c].owner
            constraints[c].secondItemIndex = constraints[c].secondItem.flatMap { objectIndex($0) }
        }
        for s in scenes.indices {
            var controller: Int?
            for o in scenes[s].objects {
                let obj = objects[o]
                if obj.sceneMemberID == "viewController" && controller == nil { controller = o }
                if obj.placeholderIdentifier == "IBFirstResponder" || obj.sceneMemberID == "firstResponder" { scenes[s].firstResponder = o }
                if obj.kind == "exit" || obj.sceneMemberID == "exit" { scenes[s].exit = o }
            }
            scenes[s].controller = controller ?? scenes[s].objects.first { !objects[$0].isPlaceholder || objects[$0].kind == "viewControllerPlaceholder" }
        }
        if header.kind == .storyboard { topLevel = scenes.flatMap(\.objects) }

        var coverage = IBCoverageReport()
        coverage.unknownElements = count(unknownElementPairs)
        coverage.unknownAttributes = count(unknownAttributePairs)

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
        let node = tree.nodes[Int(k)]
        let parent = Int(node.parent)
        let parentRole = role[parent]
        let kind = elemKind[Int(node.name)]
        let ki = Int(k)

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
        case .unknown:
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
        case .other, .image, .systemColor, .namedColor, .document, .dependencies, .device, .scenes, .scene,
             .objects, .resources, .tieBreakers, .outlet, .outletCollection, .action, .segue, .constraint, .runtimeAttribute:
            if kind == .other && (hasID(k) || isIDLessView(k)) {
                _ = try makeObject(k, parent: o, container: nil)
            } else {
                markUnknown(k, parentRole: parentRole)
            }
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
            case .string(let s) where tree.valueEquals(keySlot, "text"): objects[o].text = s
            case .string(let s) where tree.valueEquals(keySlot, "placeholder"): objects[o].placeholder = s
            default: objects[o].properties.append(IBProperty(key: value(keySlot), value: v))
            }
        }
    }

    // MARK: objects

    mutating func makeObject(_ k: Int32, parent: Int, container: String?) throws(IBReadError) -> Int {
        let index = objects.count
        var obj = IBObject(index: index, kind: tree.names[Int(tree.nodes[Int(k)].name)], id: "", element: element(k))
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .id: obj.id = value(a)
            case .key: obj.key = value(a)
            case .customClass: obj.customClass = value(a)
            case .customModule: obj.customModule = value(a)
            case .customModuleProvider: obj.customModuleProvider = value(a)
            case .userLabel: obj.userLabel = value(a)
            case .sceneMemberID: obj.sceneMemberID = value(a)
            case .placeholderIdentifier: obj.placeholderIdentifier = value(a)
            case .storyboardIdentifier: obj.storyboardIdentifier = value(a)
            case .title: obj.title = value(a)
            case .storyboardName: obj.storyboardName = value(a)
            case .referencedIdentifier: obj.referencedIdentifier = value(a)
            case .type: obj.type = value(a)
            case .contentMode: obj.contentMode = value(a)
            case .hidden: obj.isHidden = bool(a)
            case .alpha: obj.alpha = double(a)
            case .tag: obj.tag = int(a)
            case .userInteractionEnabled: obj.isUserInteractionEnabled = bool(a)
            case .clipsSubviews: obj.clipsSubviews = bool(a)
            case .opaque: obj.isOpaque = bool(a)
            case .translatesAutoresizingMaskIntoConstraints: obj.translatesAutoresizingMaskIntoConstraints = bool(a)
            case .text: obj.text = value(a)
            case .placeholder: obj.placeholder = value(a)
            case .image: obj.image = value(a)
            case .highlightedImage: obj.highlightedImage = value(a)
            case .reuseIdentifier: obj.reuseIdentifier = value(a)
            default: unknownAttribute(a, on: k)
            }
        }
        if !obj.id.isEmpty || hasID(k) { try registerID(obj.id, IDEntry(node: k, object: Int32(index))) }
        if parent >= 0 {
            obj.parent = parent
            obj.container = container
            obj.scene = objects[parent].scene
            objects[parent].children.append(index)
            if container == "subviews" { objects[parent].subviews.append(index) }
        }
        objects.append(obj)
        role[Int(k)] = .object
        owner[Int(k)] = Int32(index)
        return index
    }

    mutating func makeConnection(_ k: Int32, _ kind: IBConnectionKind) throws(IBReadError) {
        let parent = Int(tree.nodes[Int(k)].parent)
        let source = Int(owner[parent])
        var c = IBConnection(index: connections.count, kind: kind, source: source, element: element(k))
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            let key = attrKey[Int(a.name)]
            switch key {
            case .id: c.id = value(a)
            case .destination: c.destination = value(a)
            case .property where kind == .outlet || kind == .outletCollection: c.property = value(a)
            case .collectionClass where kind == .outletCollection: c.collectionClass = value(a)
            case .selector where kind == .action: c.selector = value(a)
            case .eventType where kind == .action: c.eventType = value(a)
            case .kind where kind == .segue: c.segueKind = value(a)
            case .identifier where kind == .segue: c.identifier = value(a)
            case .relationship where kind == .segue: c.relationship = value(a)
            case .customClass where kind == .segue: c.customClass = value(a)
            case .customModule where kind == .segue: c.customModule = value(a)
            case .customModuleProvider where kind == .segue: c.customModuleProvider = value(a)
            case .unwindAction where kind == .segue: c.unwindAction = value(a)
            case .modalPresentationStyle where kind == .segue: c.modalPresentationStyle = value(a)
            case .modalTransitionStyle where kind == .segue: c.modalTransitionStyle = value(a)
            case .animates where kind == .segue: c.animates = bool(a)
            case .trigger where kind == .segue: c.trigger = value(a)
            default: unknownAttribute(a, on: k)
            }
        }
        if let id = c.id { try registerID(id, IDEntry(node: k)) }
        role[Int(k)] = .known
        owner[Int(k)] = Int32(source)
        if source >= 0 { objects[source].connections.append(c.index) }
        connections.append(c)
    }

    mutating func makeConstraint(_ k: Int32) throws(IBReadError) {
        let parent = Int(tree.nodes[Int(k)].parent)
        let o = Int(owner[parent])
        var c = IBConstraint(index: constraints.count, owner: o, element: element(k))
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .id: c.id = value(a)
            case .firstItem: c.firstItem = value(a)
            case .firstAttribute: c.firstAttribute = value(a)
            case .relation: c.relation = value(a)
            case .secondItem: c.secondItem = value(a)
            case .secondAttribute: c.secondAttribute = value(a)
            case .multiplier: c.multiplier = value(a)
            case .constant: c.constant = double(a) ?? 0
            case .priority: c.priority = double(a)
            case .symbolic: c.symbolic = bool(a)
            case .identifier: c.identifier = value(a)
            default: unknownAttribute(a, on: k)
            }
        }
        if let id = c.id { try registerID(id, IDEntry(node: k, constraint: Int32(c.index))) }
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

    // MARK: values

    mutating func readValue(_ k: Int32, kind: ElemKind) -> IBValue? {
        switch kind {
        case .rect:
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
            return .rect(r)
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
            case .key: c.key = value(a)
            case .red: r = double(a) ?? 0; hasRGB = true
            case .green: g = double(a) ?? 0; hasRGB = true
            case .blue: b = double(a) ?? 0; hasRGB = true
            case .white: w = double(a) ?? 0; hasWhite = true
            case .cyan: cy = double(a) ?? 0; hasCMYK = true
            case .magenta: m = double(a) ?? 0; hasCMYK = true
            case .yellow: y = double(a) ?? 0; hasCMYK = true
            case .black: bl = double(a) ?? 0; hasCMYK = true
            case .alpha: c.alpha = double(a)
            case .colorSpace: c.colorSpace = value(a)
            case .customColorSpace: c.customColorSpace = value(a)
            case .systemColor: c.systemColor = value(a)
            case .cocoaTouchSystemColor: c.cocoaTouchSystemColor = value(a)
            case .name: c.name = value(a)
            case .catalog: c.catalog = value(a)
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
            case .key: f.key = value(a)
            case .type: f.type = value(a)
            case .pointSize, .size: f.pointSize = double(a)
            case .weight: f.weight = value(a)
            case .name: f.name = value(a)
            case .family: f.family = value(a)
            case .style: f.style = value(a)
            case .metaFont: f.metaFont = value(a)
            default: unknownAttribute(a, on: k)
            }
        }
        return f
    }
}
