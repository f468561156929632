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
        var encoder = ViewEncoder(document: document, nibName: nibName)
        encoder.keepsBuilder = true
        swap(&encoder.kinds, &kinds)
        return encoder
    }

    /// Takes the kind cache back from a finished encoder and keeps the encoder for the next nib (moved, not copied:
    /// a copy retained its document and every list, the point of keeping it).
    mutating func recycle(_ encoder: consuming ViewEncoder) {
        swap(&encoder.kinds, &kinds)
        spareEncoders.append(consume encoder)
    }

    /// Gives the spare encoders' builders back to the pool once the document is compiled.
    static func release(_ spares: inout [ViewEncoder]) {
        for index in spares.indices { NibBuilderPool.shared.recycle(&spares[index].builder) }
        spares = []
    }
}

// Helpers of the view nib (moved here from StoryboardCompiler.swift, which had reached 600 lines).

extension SceneCompiler {
    /// Appends `encoder.refStack[base...]` to a view's subviews (then pops them).
    func appendSubviews(from base: Int, to view: NibArchiveBuilder.Ref, in encoder: inout ViewEncoder) {
        if let existing = encoder.builder.value(view, "UISubviews")?.objectIndex {
            encoder.builder.append(encoder.refStack[base...], toArray: NibArchiveBuilder.Ref(index: existing))
        } else {
            let array = encoder.builder.array(encoder.refStack[base...], mutable: true)
            var props = encoder.builder.properties(view.index)
            props.insert(("UISubviews", .object(array.index)), at: min(2, props.count))
            encoder.builder.setProperties(view.index, props)
        }
        encoder.refStack.removeLast(encoder.refStack.count - base)
    }

    func subtree(_ index: Int) -> [Int] {
        NibHierarchy.subtree(index, in: document)
    }

    /// Whether object `index` is a controller's top or bottom layout guide (by its interned name id).
    func isControllerLayoutGuide(_ index: Int) -> Bool {
        document.objects[index].element.isNamed("viewControllerLayoutGuide", seedID: IBElement.controllerLayoutGuideSeedID)
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
