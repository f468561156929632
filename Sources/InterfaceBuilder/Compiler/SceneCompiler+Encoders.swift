import Foundation

// The encoders of a storyboard's nibs, reused from nib to nib (issue 14, eighth round).

extension SceneCompiler {
    /// An encoder for a nib (a spare one reset, else a new one that keeps its builder), with the kind cache moved in.
    mutating func makeEncoder(nibName: String) -> ViewEncoder {
        // Two paths, each with its own `var`: the encoder is a large struct, and every move of it through an optional
        // or a shared variable was a copy of its bytes.
        if !spareEncoders.isEmpty {
            var spare = spareEncoders.removeLast()
            spare.reset(nibName: nibName)
            swap(&spare.kinds, &kinds)
            return spare
        }
        // A spare from an earlier document, with its builder and lists (issue 14, thirteenth round), else a new one.
        var encoder = NibBuilderPool.shared.takeEncoder(document: document, nibName: nibName)
        swap(&encoder.kinds, &kinds)
        return encoder
    }

    /// Takes the kind cache back from a finished encoder and keeps the encoder for the next nib (moved, not copied:
    /// a copy retained its document and every list, the point of keeping it).
    mutating func recycle(_ encoder: consuming ViewEncoder) {
        swap(&encoder.kinds, &kinds)
        spareEncoders.append(consume encoder)
    }

    /// Gives the spare encoders back to the pool (with their builders) once the document is compiled.
    static func release(_ spares: inout [ViewEncoder]) {
        while !spares.isEmpty { NibBuilderPool.shared.recycle(encoder: spares.removeLast()) }
    }
}

// Helpers of the view nib (moved here from StoryboardCompiler.swift, which had reached 600 lines).

extension SceneCompiler {
    /// The scene's top-level objects besides the controller and placeholders (gesture recognizers, custom objects…).
    func sceneExtras(of controllerIndex: Int) -> SceneExtras {
        SceneExtras(document: document, scene: document.objects[controllerIndex].scene ?? -1, controller: controllerIndex)
    }

    /// Every object whose connections belong to the controller's scene: its subtree and the scene extras' subtrees.
    func sceneMembers(of controllerIndex: Int) -> [Int] {
        var result: [Int] = []
        appendSceneMembers(of: controllerIndex, to: &result)
        return result
    }

    /// Appends `sceneMembers(of:)` to `list`, walked straight into it (no array per extra), room made once for the
    /// controller's subtree.
    func appendSceneMembers(of controllerIndex: Int, to list: inout [Int]) {
        list.reserveCapacity(list.count + min(document.objects[controllerIndex].element.subtreeSize, 4096))
        NibHierarchy.appendSubtree(controllerIndex, in: document, to: &list)
        for extra in sceneExtras(of: controllerIndex) { NibHierarchy.appendSubtree(extra, in: document, to: &list) }
    }

    /// `sceneMembers(of:)`, worked out once for the controller asked for last, into the last controller's list: its
    /// memory is kept when no one holds it any more (issue 14, fifteenth round: a new list per controller; compile
    /// 32.50 -> 32.43 M a steady pass).
    mutating func members(of controllerIndex: Int) -> [Int] {
        if lastMembers.controller == controllerIndex { return lastMembers.members }
        var members: [Int] = []
        swap(&members, &lastMembers.members)
        // Emptied in place when unique (an embedded child's members are asked while its parent's are held: a new list).
        if !members.isEmpty { members.removeAll(keepingCapacity: true) }
        appendSceneMembers(of: controllerIndex, to: &members)
        lastMembers = (controllerIndex, members)
        return members
    }

    /// Appends `encoder.refStack[base...]` to a view's subviews (then pops them).
    func appendSubviews(from base: Int, to view: NibArchiveBuilder.Ref, in encoder: inout ViewEncoder) {
        // The key tabled first, where `value(view, "UISubviews")` tabled it (the key table's order is in the bytes).
        let key = encoder.builder.keyIndex(.UISubviews)
        if let existing = SceneCompiler.objectValue(of: view, key: key, in: encoder.builder) {
            encoder.popAppend(from: base, toArray: NibArchiveBuilder.Ref(index: existing))
        } else {
            let array = encoder.popArray(from: base, mutable: true)
            SceneCompiler.insertThird(view, .UISubviews, array, in: &encoder.builder)
        }
    }

    /// The object index the first value of `key` in `view` holds, if it is an object reference (`value(_:_:)` read as
    /// records, without making a `NibValue`).
    private static func objectValue(of view: NibArchiveBuilder.Ref, key: Int32, in builder: NibArchiveBuilder) -> Int? {
        let object = Int32(truncatingIfNeeded: view.index)
        for slot in 0 ..< builder.pool.count where builder.pool[slot].object == object && builder.pool[slot].key == key {
            let record = builder.pool[slot]
            return record.type == NibArchiveBuilder.ValueType.object ? Int(record.payload) : nil
        }
        return nil
    }

    /// Sets `key` to `target` as the third value of `view` (last when it has fewer): before the key of its third value,
    /// through `insert(before:)`. Issue 14, thirteenth round: the view's values were read out as `(String, NibValue)`
    /// pairs, one inserted, and all set again by name: compile 36.85 -> 36.37 M a steady pass, ≈ 98 view nibs with guides a
    /// pass. When that key also comes earlier among the view's values, the values are rewritten as before.
    private static func insertThird(_ view: NibArchiveBuilder.Ref, _ key: NibKey, _ target: NibArchiveBuilder.Ref,
                                    in builder: inout NibArchiveBuilder) {
        let object = Int32(truncatingIfNeeded: view.index)
        // The keys of the view's first three values.
        var seen = 0, first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        for slot in 0 ..< builder.pool.count where builder.pool[slot].object == object {
            seen += 1
            if seen == 1 { first = builder.pool[slot].key } else if seen == 2 { second = builder.pool[slot].key } else {
                third = builder.pool[slot].key
                break
            }
        }
        guard seen == 3 else { return builder.set(view, key, target) }
        let code = builder.keys[Int(third)]
        if third != first, third != second, code >= 0, let other = NibKey(rawValue: Int(code)) {
            return builder.insert(view, key, .object(target.index), before: other)
        }
        var props = builder.properties(view.index)
        props.insert((NibKey.names[key.rawValue], .object(target.index)), at: min(2, props.count))
        builder.setProperties(view.index, props)
    }

    /// Whether object `index` is a controller's top or bottom layout guide (by its interned name id).
    func isControllerLayoutGuide(_ index: Int) -> Bool {
        document.withElement(ofObject: index) { $0.isNamed("viewControllerLayoutGuide", seedID: IBElement.controllerLayoutGuideSeedID) }
    }
}

// MARK: Results (moved here from StoryboardCompiler.swift, which had reached 600 lines)

/// A controller's compiled view nib and what its upstream placeholders stand for. A class (issue 14, tenth round: the
/// struct, passed around as an optional through the cache, was copied by the runtime's generic `Optional` witness,
/// ≈ 270 instructions a copy, three copies a scene); a copy is now one retain.
final class ViewNibResult {
    let name: String
    let archive: NibArchive
    let upstreams: [ViewEncoder.Upstream]
    let notes: [NibCompileNote]
    /// The view nib's source tables (archive object → IB id and offset), nested prototype nibs included.
    let sourceTables: NibSourceTables

    init(name: String, archive: NibArchive, upstreams: [ViewEncoder.Upstream], notes: [NibCompileNote],
         sourceTables: NibSourceTables) {
        (self.name, self.archive, self.upstreams, self.notes, self.sourceTables) = (name, archive, upstreams, notes, sourceTables)
    }
}

/// `SceneCompiler.sceneExtras(of:)`: the scene's objects read in place, one at a time (issue 14, eighteenth round: a
/// filtered copy of the scene's list, four times a scene, retained and released the list each time).
struct SceneExtras: Sequence, IteratorProtocol {
    let document: BorrowedDocument
    /// The scene's index, -1 for none.
    let scene: Int
    let controller: Int
    var position = 0

    mutating func next() -> Int? {
        guard scene >= 0 else { return nil }
        while position < document.scenes[scene].objects.count {
            let index = document.scenes[scene].objects[position]
            position += 1
            // The kind read by index: `isPlaceholder` is a getter on the whole `IBObject` (issue 14, tenth round).
            if index != controller && !NibHierarchy.isPlaceholder(index, in: document) { return index }
        }
        return nil
    }
}
