import Foundation

// DocumentBuilder: objects, connections, constraints, runtime attributes and resources, made as their elements are met.

extension DocumentBuilder {
    // MARK: objects

    /// Makes the object of element `k` if it is one: it has an `id`, or (`idLessView`) it is one of the keyed views
    /// older documents write without an id (`<view key="contentView">` of cells); nil otherwise (the caller marks it
    /// unknown).
    /// Issue 14, eleventh round: the callers asked `hasID(k)` first, a second scan of the attributes for the `id`
    /// (usually the last one), ≈ 50 instructions an object; one pass now finds the `id` and whether any attribute is
    /// not modeled (those are recorded in a second pass, in order, only then).
    /// `scene`: the scene whose `<objects>` holds it directly (-1 none).
    mutating func makeObject(_ k: Int32, parent: Int, container: String?, idLessView: Bool = false, scene sceneOwner: Int32 = -1) throws(IBReadError) -> Int? {
        let index = objects.count
        var idSlot: XMLAttributeSlot?
        var unknown = false
        var hasKey = false
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            let key = attrKey[Int(a.name)]
            if key == .id {
                idSlot = a
            } else {
                if key == .key { hasKey = true }
                if !objectKeyMask[Int(key.rawValue)] { unknown = true }
            }
        }
        if idSlot == nil {
            guard idLessView && hasKey else { return nil }
            let name = tree.nodes[Int(k)].name
            guard tree.nameEquals(name, "view") || tree.nameHasSuffix(name, "View") else { return nil }
        }
        if unknown {
            for i in attributeRange(k) {
                let a = tree.attributes[i]
                let key = attrKey[Int(a.name)]
                if key != .id && !objectKeyMask[Int(key.rawValue)] { unknownAttribute(a, on: k) }
            }
        }
        if let idSlot { try registerID(idSlot, node: k, object: Int32(index)) }
        // built in place in the table, whole (no writes through `objects[index]` after); its `id` is decoded from the
        // element when read (no String per object)
        if parent >= 0 {
            // the parent's scene from the builder's side table: reading `objects[parent].scene` copies the whole
            // (large) parent object out of the array and destroys the copy
            let scene = links[parent].scene
            objects.append(IBObject(index: index, element: element(k), parent: parent, container: container,
                                    scene: scene < 0 ? nil : Int(scene)))
            // the parent's `children` and `subviews` are filled at the end (see `DocumentBuilder+Relations.swift`)
            links.append(ObjectLinks(scene: scene, parent: Int32(parent), subviewParent: container == "subviews" ? Int32(parent) : -1))
        } else {
            objects.append(IBObject(index: index, element: element(k), parent: nil, container: nil,
                                    scene: sceneOwner < 0 ? nil : Int(sceneOwner)))
            links.append(ObjectLinks(scene: sceneOwner, parent: -1, subviewParent: -1, sceneOwner: sceneOwner))
        }
        state[Int(k)].role = .object
        state[Int(k)].owner = Int32(index)
        return index
    }

    mutating func makeConnection(_ k: Int32, _ kind: IBConnectionKind) throws(IBReadError) {
        let parent = Int(tree.nodes[Int(k)].parent)
        let source = Int(state[parent].owner)
        var idSlot: XMLAttributeSlot?
        var destinationSlot: XMLAttributeSlot?
        let known = 256 * (kind == .outlet ? 0 : kind == .outletCollection ? 1 : kind == .action ? 2 : 3)
        for i in attributeRange(k) {
            let a = tree.attributes[i]
            let key = attrKey[Int(a.name)]
            switch key {
            case .id: idSlot = a
            case .destination: destinationSlot = a
            default: if !connectionKeyMask[known + Int(key.rawValue)] { unknownAttribute(a, on: k) }
            }
        }
        if let idSlot { try registerID(idSlot, node: k) }
        connectionSlots.append((destinationSlot, Int32(source)))  // `objects[source].connections` is filled at the end
        state[Int(k)].role = .known
        state[Int(k)].owner = Int32(source)
        // made where it is stored (issue 14, twentieth round: made first and appended last, it was copied into the
        // list and the original destroyed, a retain and a release of the storage per connection)
        connections.append(IBConnection(index: connections.count, kind: kind, source: source, element: element(k)))
    }

    mutating func makeConstraint(_ k: Int32) throws(IBReadError) {
        let parent = Int(tree.nodes[Int(k)].parent)
        let o = Int(state[parent].owner)
        let index = constraints.count
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
        if let idSlot { try registerID(idSlot, node: k, constraint: Int32(index)) }
        constraintSlots.append((firstSlot, secondSlot, Int32(o)))  // `objects[o].constraints` is filled at the end
        state[Int(k)].role = .known
        state[Int(k)].owner = Int32(o)
        // made where it is stored, as a connection is
        constraints.append(IBConstraint(index: index, owner: o, element: element(k)))
    }

    mutating func makeRuntimeAttribute(_ k: Int32) {
        let parent = Int(tree.nodes[Int(k)].parent)
        let o = Int(state[parent].owner)
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
        state[Int(k)].role = .runtimeAttribute
        state[Int(k)].owner = Int32(o)
        state[Int(k)].slot = Int32(objects[o].runtimeAttributes.count)
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
        state[Int(k)].role = .resource
        state[Int(k)].slot = Int32(resources.count)
        resources.append(r)
    }
}
