import Foundation

/// A compiled xib with where its objects came from, for error messages that name the source (`docs/nib-format.md` §8).
public struct CompiledNib: Sendable {
    /// The nib.
    public var archive: NibArchive
    /// What could not be expressed exactly like ibtool.
    public var notes: [NibCompileNote]
    /// Archive object index → id of the IB object, constraint or connection it was compiled from.
    public var objectIDs: [Int: String]
    /// Archive object index → 1-based line of that IB element's start tag in the xib.
    public var objectLines: [Int: Int]
    /// The same for nested prototype nibs, keyed `#<index of the UINib object>` (chained: `#12#3`) → archive index → id.
    public var nestedObjectIDs: [String: [Int: String]]
    /// The lines of nested prototype nibs' objects, keyed like `nestedObjectIDs`.
    public var nestedObjectLines: [String: [Int: Int]]
}

/// Compiles a xib document into one nib (see `docs/nib-format.md`).
public enum NibCompiler {
    /// Compiles `document` (a xib): placeholders become `UIProxyObject`s, views are encoded with their subtrees.
    // Never inlined, so that a profiler can toggle on it (issue 14's callgrind measure; one call per xib).
    @inline(never)
    public static func compile(_ document: IBDocument) throws -> NibArchive {
        try compileWithNotes(document).archive
    }

    /// Compiles `document` (a xib) and reports what could not be expressed exactly like ibtool.
    public static func compileWithNotes(_ document: IBDocument) throws -> (archive: NibArchive, notes: [NibCompileNote]) {
        try checkKind(document)
        return BorrowedDocument.with(document) { compileWithNotes($0) }
    }

    /// `compileWithNotes`, the document borrowed by address (issue 14, sixteenth round).
    private static func compileWithNotes(_ document: BorrowedDocument) -> (archive: NibArchive, notes: [NibCompileNote]) {
        var encoder = makeEncoder(document)
        // A warm kind cache from an earlier document (issue 14), set here: set in `makeEncoder`, the encoder it
        // returned was a copy (issue 14, eighth round). Swapped in: assigning the field kept `consume encoder` below
        // from compiling ("a compiler bug", Swift 6.3), and without it the encoder was copied into the pool.
        var warm = NibBuilderPool.shared.takeKinds()
        swap(&encoder.kinds, &warm)
        let archive = finish(&encoder, document)
        NibBuilderPool.shared.recycle(&encoder.kinds)
        let notes = encoder.notes
        NibBuilderPool.shared.recycle(encoder: consume encoder)
        return (archive, notes)
    }

    /// Compiles `document` (a xib) and maps each archive object back to the id and line of the element it came from.
    public static func compileWithObjectIDs(_ document: IBDocument) throws -> CompiledNib {
        try checkKind(document)
        return BorrowedDocument.with(document) { compileWithObjectIDs($0) }
    }

    /// `compileWithObjectIDs`, the document borrowed by address (issue 14, sixteenth round).
    private static func compileWithObjectIDs(_ document: BorrowedDocument) -> CompiledNib {
        var encoder = makeEncoder(document)
        // A warm kind cache from an earlier document (issue 14), set here: set in `makeEncoder`, the encoder it
        // returned was a copy (issue 14, eighth round). Swapped in: assigning the field kept `consume encoder` below
        // from compiling ("a compiler bug", Swift 6.3), and without it the encoder was copied into the pool.
        var warm = NibBuilderPool.shared.takeKinds()
        swap(&encoder.kinds, &warm)
        let archive = finish(&encoder, document)
        NibBuilderPool.shared.recycle(&encoder.kinds)
        var result = CompiledNib(archive: archive, notes: encoder.notes, objectIDs: [:], objectLines: [:],
                                 nestedObjectIDs: [:], nestedObjectLines: [:])
        let lineStarts = document.root.storage.lineTable()
        for table in encoder.sourceTables() {
            if table.suffix.isEmpty {
                result.objectIDs = table.idMap
                result.objectLines = table.lineMap(lineStarts)
            } else {
                result.nestedObjectIDs[table.suffix] = table.idMap
                result.nestedObjectLines[table.suffix] = table.lineMap(lineStarts)
            }
        }
        NibBuilderPool.shared.recycle(encoder: consume encoder)
        return result
    }

    /// Compiles `document` (a xib) and writes it to `url`.
    public static func compile(_ document: IBDocument, to url: URL) throws {
        try compile(document).data().write(to: url)
    }

    /// Stops with an error unless `document` is a xib.
    private static func checkKind(_ document: IBDocument) throws {
        guard document.kind == .xib else { throw NibCompileError("\(document.fileName): not a xib; use StoryboardCompiler for storyboards") }
    }

    private static func makeEncoder(_ document: BorrowedDocument) -> ViewEncoder {
        // A spare encoder from an earlier document, with its builder (issue 14, thirteenth round), else a new one that
        // keeps its builder for the pool.
        NibBuilderPool.shared.takeEncoder(document: document, nibName: nibName(of: document.fileName))
    }

    /// The file name without folder and extension (`Views/Cell.xib` → `Cell`); plain names skip `URL`, which is slow.
    static func nibName(of fileName: String) -> String {
        // A simple last component (`Name.xib`: no leading dot, a letters-only extension) loses its extension, read from
        // the bytes in place. Spaces are simple too (`My View.xib` → `My View`, as `URL` says; issue 14, tenth round:
        // two corpus xibs went through `URL`, ≈ 250,000 instructions each). Backwards, the last component only (issue
        // 14, eleventh round: a walk of `String.UTF8View` indices over the whole path was ≈ 2,100 instructions a xib).
        var path = fileName
        let simple = path.withUTF8 { bytes -> String? in
            var start = bytes.count, dot = -1
            while start > 0 && bytes[start - 1] != UInt8(ascii: "/") {
                start -= 1
                if dot < 0 && bytes[start] == UInt8(ascii: ".") { dot = start }
            }
            guard dot > start, bytes[start] != UInt8(ascii: "."), dot + 1 < bytes.count else { return nil }
            for i in dot + 1 ..< bytes.count where !((bytes[i] | 0x20) >= UInt8(ascii: "a") && (bytes[i] | 0x20) <= UInt8(ascii: "z")) {
                return nil
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< dot]), as: UTF8.self)
        }
        return simple ?? URL(fileURLWithPath: fileName).deletingPathExtension().lastPathComponent
    }

    private static func finish(_ encoder: inout ViewEncoder, _ document: BorrowedDocument) -> NibArchive {
        // The top level on the encoder's scratch stack (issue 14, twelfth round: an array per xib); a view's own
        // encoding pushes and pops above it.
        let topBase = encoder.refStack.count
        for index in document.topLevelObjects {
            // Read by index: an `IBObject` copy per top-level object otherwise (issue 14, seventh round).
            let kind = document.kind(ofObject: index)
            if IBObject.isPlaceholder(kind: kind) {
                let element = document.objects[index].element
                let identifier = element.value(.placeholderIdentifier) ?? element.value(.userLabel) ?? document.id(ofObject: index)
                let proxy = encoder.builder.proxy(identifier)
                encoder.register(index, proxy)
                if identifier == "IBFirstResponder" { encoder.responderProxy = proxy }
                encoder.refStack.append(proxy)
            } else {
                let view = encoder.encodeView(index)
                encoder.refStack.append(view)
            }
        }
        encodeControllerNibNames(&encoder, document)
        encoder.encodeConstraints()
        // By index, not an `IBConnection` copy per connection (issue 14, eighteenth round).
        for c in document.connections.indices where !encoder.targetsRemovedConstraint(c) {
            guard let source = encoder.encoded[document.connections[c].source], let target = encoder.localDestination(c) else {
                encoder.note("connection \(document.connections[c].id ?? "?") joins an object that is not encoded; skipped")
                continue
            }
            encoder.encodeConnection(c, source: source, destination: target)
        }
        encoder.resolveExternals()
        return encoder.finish(topFrom: topBase, objects: ViewEncoder.ObjectsAfterTop(skippingHead: true),
                              connections: encoder.connections[...])
    }

    /// A controller in a xib (`MainWindow.xib`'s `<viewController nibName="MyView" …>`) loads its view from the nib it
    /// names: ibtool writes the name as `UINibName`, which `init(coder:)` reads into `nibName` (seed 003's timeline).
    private static func encodeControllerNibNames(_ encoder: inout ViewEncoder, _ document: BorrowedDocument) {
        // The objects in index order (the order of the encoded map sorted by key), each kind checked by its interned
        // name's bytes, and the map asked only for controllers (issue 14, tenth round: the whole map filtered, sorted and
        // mapped into new arrays, and a `String` per object's kind, ≈ 5,000 instructions a xib).
        // Each element borrowed, not copied (issue 14, twentieth round: a copy per object retained and released its
        // storage, ≈ 1,600 atomic updates a corpus pass).
        for index in document.objects.indices {
            let found = document.withElement(ofObject: index) { element -> (ref: NibArchiveBuilder.Ref, name: String)? in
                // the tree read in place (bound to a local, it was copied: a retain of each of its tables)
                let kind = element.storage.tree.nodes[Int(element.node)].name
                guard element.storage.tree.nameHasSuffix(kind, "Controller"), let ref = encoder.encoded[index],
                      let name = element[attribute: "nibName"] else { return nil }
                return (ref, name)
            }
            guard let (ref, name) = found, !name.isEmpty else { continue }
            let string = encoder.builder.string(name)
            encoder.builder.set(ref, .UINibName, string)
        }
    }
}
