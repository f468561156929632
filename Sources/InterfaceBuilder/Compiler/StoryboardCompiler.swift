import Foundation

/// The compiled form of a storyboard: ibtool's `.storyboardc` content, in memory.
public struct CompiledStoryboard: Sendable {
    /// The nibs by file name without extension (`CreateAccount`, `txY-Mc-CKa-view-wQH-MG-v6Y`), in scene order.
    public var nibs: [(name: String, archive: NibArchive)]
    /// The `Info.plist` content.
    public var infoPlist: PropertyListValue
    /// What could not be expressed exactly like ibtool.
    public var notes: [NibCompileNote]
    /// Per nib (and nested prototype nib), where its objects came from; kept as arrays, mapped on demand.
    var sourceTables: [(name: String, table: NibSourceTable)] = []
    /// The source document's storage; its line table is worked out on the first line asked for (issue 14, fifth
    /// round: computing it eagerly cost ≈ 0.8 M instructions a corpus pass for tables seldom read).
    var lineSource: XMLStorage?
    /// The source's line table (offsets of line starts), shared with the document.
    var lineStarts: [Int32] { lineSource?.lineTable() ?? [0] }

    /// The nib with a name (without `.nib`).
    public func nib(named name: String) -> NibArchive? { nibs.first { $0.name == name }?.archive }

    /// Per nib (name as in `nibs`; a nested prototype nib is `<enclosing nib>#<index of its UINib object>`, chained as
    /// `A#12#3`): archive object index → id of the IB object, constraint or connection it was compiled from. Built on
    /// each access: read it once, or use `objectID(inNib:at:)` for a single object.
    public var objectIDs: [String: [Int: String]] {
        var result: [String: [Int: String]] = [:]
        for (name, table) in sourceTables { result[name + table.suffix] = table.idMap }
        return result
    }

    /// Per nib, keyed like `objectIDs`: archive object index → 1-based line of that element's start tag in the source.
    /// Built on each access, like `objectIDs`.
    public var objectLines: [String: [Int: Int]] {
        var result: [String: [Int: Int]] = [:]
        let lineStarts = lineStarts
        for (name, table) in sourceTables { result[name + table.suffix] = table.lineMap(lineStarts) }
        return result
    }

    /// The id of the element object `index` of nib `nib` (a key of `objectIDs`) was compiled from, without building the maps.
    public func objectID(inNib nib: String, at index: Int) -> String? {
        guard let table = table(nib), let position = table.position(of: index) else { return nil }
        return table.id(at: position)
    }

    /// The 1-based source line of the element object `index` of nib `nib` was compiled from, without building the maps.
    public func objectLine(inNib nib: String, at index: Int) -> Int? {
        guard let table = table(nib), let position = table.position(of: index) else { return nil }
        return XMLScanner.line(of: table.offset(at: position), lineStarts: lineStarts)
    }

    private func table(_ key: String) -> NibSourceTable? {
        sourceTables.first { $0.name + $0.table.suffix == key }?.table
    }
}

/// Compiles a storyboard document into ibtool's `.storyboardc` layout (see `docs/nib-format.md`).
public enum StoryboardCompiler {
    /// Compiles `document` (a storyboard) in memory. Scenes sharing a storyboard identifier compile
    /// too, each later one under its id, with a note naming both.
    public static func compile(_ document: IBDocument) throws -> CompiledStoryboard {
        guard document.kind == .storyboard else { throw NibCompileError("\(document.fileName): not a storyboard; use NibCompiler for xibs") }
        return BorrowedDocument.with(document) { compile(document, borrowed: $0) }
    }

    /// The compile itself, with the document also borrowed by address for the scene compiler and its encoders.
    private static func compile(_ document: IBDocument, borrowed: BorrowedDocument) -> CompiledStoryboard {
        // Labelled as `CompiledStoryboard.nibs` is: an unlabelled list was converted element by element (issue 14, eighth round).
        var nibs: [(name: String, archive: NibArchive)] = []
        var notes = duplicateIdentifierNotes(document)
        var identifiers: [PropertyListEntry] = []
        var views = ViewNibCache(sceneCount: document.scenes.count)
        var sourceTables: [(name: String, table: NibSourceTable)] = []
        // Reserved: a scene makes a scene nib and at most one view nib, each with its source table (growing the three
        // lists from empty reallocated each ≈ 3 times a storyboard, ≈ 1,800 allocations a corpus pass in all).
        let sceneCount = document.scenes.count
        nibs.reserveCapacity(2 * sceneCount)
        sourceTables.reserveCapacity(2 * sceneCount)
        identifiers.reserveCapacity(sceneCount)
        // Every scene controller's identifier, worked out once (issue 14).
        let known = sceneIdentifiers(document)
        // One scene compiler for every scene (issue 14, eighth round: one per scene copied the document and dropped it
        // again), with the element kinds' facts, which also go from document to document through the pool (issue 14),
        // and the encoders, reset from nib to nib.
        var sceneCompiler = SceneCompiler(document: borrowed)
        sceneCompiler.identifiers = known
        sceneCompiler.kinds = NibBuilderPool.shared.takeKinds()
        defer {
            NibBuilderPool.shared.recycle(&sceneCompiler.kinds)
            SceneCompiler.release(&sceneCompiler.spareEncoders)
        }
        // Scenes by index, only the controller read (issue 14, eleventh round: `for scene in` copied every `IBScene`,
        // its id, lists and element retained and released, in this loop and in the three below).
        for sceneIndex in document.scenes.indices {
            guard let controllerIndex = document.scenes[sceneIndex].controller else { continue }
            // Read by index, not as an `IBObject` copy per scene (issue 14, seventh round).
            let identifier = known[controllerIndex] ?? identifierOf(document[controllerIndex], in: document)
            // Each scene's notes are its own.
            if !sceneCompiler.notes.isEmpty { sceneCompiler.notes = [] }
            if document.kind(ofObject: controllerIndex) == "viewControllerPlaceholder" {
                let (archive, main, nested) = sceneCompiler.compileReference(controllerIndex)
                nibs.append((identifier, archive))
                record(identifier, main, nested, into: &sourceTables)
            } else {
                // Taken apart at once (issue 14, tenth round: reading the tuple's fields copied it, generically).
                let (sceneNib, main, nested, viewNib, sceneNotes) = sceneCompiler.compile(controllerIndex, views: &views)
                nibs.append((identifier, sceneNib))
                record(identifier, main, nested, into: &sourceTables)
                if let view = viewNib {
                    nibs.append((view.name, view.archive))
                    record(view.name, view.sourceTables.main, view.sourceTables.nested, into: &sourceTables)
                }
                notes += sceneNotes
            }
            identifiers.append(PropertyListEntry(identifier, .distinct(.string(identifier))))
        }
        // Three entries at most, sized once (a one-entry literal grew on the next append).
        var entries: [PropertyListEntry] = []
        entries.reserveCapacity(3)
        entries.append(PropertyListEntry("UIViewControllerIdentifiersToNibNames", .dictionary(identifiers)))
        // By index, the identifier worked out above when the controller has a scene (issue 14, eleventh round:
        // `initialViewController` copied the `IBObject`).
        if let id = document.header.initialViewController, let initial = document.index(ofID: id) {
            let identifier = known[initial] ?? identifierOf(document[initial], in: document)
            entries.append(PropertyListEntry("UIStoryboardDesignatedEntryPointIdentifier", .string(identifier)))
        }
        entries.append(PropertyListEntry("UIStoryboardVersion", .integer(InterfaceBuilderModule.storyboardVersion)))
        // The lists moved into the result (issue 14, twentieth round: passed as they were, each was retained for the
        // result and released again as the locals went, ≈ 14 atomic updates a storyboard).
        return CompiledStoryboard(nibs: consume nibs, infoPlist: .dictionary(consume entries), notes: consume notes,
                                  sourceTables: consume sourceTables, lineSource: document.root.storage)
    }

    /// Appends a nib's own source table, taken by value and moved into the list (issue 14, eighteenth round: read from
    /// the returned `NibSourceTables`, it was copied, a retain and a release of its lists, and the original destroyed),
    /// then its nested prototype nibs' tables.
    private static func record(_ name: String, _ main: consuming NibSourceTable, _ nested: [NibSourceTable],
                               into sourceTables: inout [(name: String, table: NibSourceTable)]) {
        sourceTables.append((name, main))
        for table in nested { sourceTables.append((name, table)) }
    }

    /// Compiles `document` into `folder` (created if needed): `Info.plist` and one `.nib` per scene and per view.
    @discardableResult
    public static func compile(_ document: IBDocument, to folder: URL) throws -> CompiledStoryboard {
        let compiled = try compile(document)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try BinaryPropertyList.data(compiled.infoPlist).write(to: folder.appendingPathComponent("Info.plist"))
        for (name, archive) in compiled.nibs {
            try archive.data().write(to: folder.appendingPathComponent(name + ".nib"))
        }
        return compiled
    }

    /// The identifier a controller is known by in the compiled storyboard: its storyboard identifier,
    /// else its id. A storyboard identifier that an earlier scene already uses would make the two nibs
    /// overwrite each other, so the later controller is known by its id instead (and a note says so).
    public static func identifierOf(_ controller: IBObject, in document: IBDocument) -> String {
        compiledIdentifier(of: controller, in: document)
    }

    /// `identifierOf(_:in:)` for a document or a `BorrowedDocument`.
    static func compiledIdentifier(of controller: IBObject, in document: some IBDocumentTables) -> String {
        guard let identifier = controller.storyboardIdentifier else { return controller.id }
        for sceneIndex in document.scenes.indices {
            guard let index = document.scenes[sceneIndex].controller else { continue }
            if index == controller.index { break }
            if document.objects[index].element.value(.storyboardIdentifier) == identifier { return controller.id }
        }
        return identifier
    }

    /// `identifierOf` of every scene's controller, by object index (nil for other objects), in one pass over the scenes:
    /// `identifierOf` scans the earlier scenes on each call, and a scene asks several times (issue 14).
    static func sceneIdentifiers(_ document: IBDocument) -> [String?] {
        var result = [String?](repeatElement(nil, count: document.objects.count))  // specialised (`NibRefMap.updateValue`)
        var seen = NibSeenStrings()
        for sceneIndex in document.scenes.indices {
            guard let index = document.scenes[sceneIndex].controller, result[index] == nil else { continue }
            // An identifier an earlier scene's controller already has makes this controller known by its id.
            if let identifier = document.objects[index].element.value(.storyboardIdentifier) {
                result[index] = seen.insert(identifier) ? identifier : document.id(ofObject: index)
            } else {
                result[index] = document.id(ofObject: index)
            }
        }
        return result
    }

    /// One note per controller whose storyboard identifier an earlier scene already uses, naming the
    /// file, line and both controllers; `instantiateViewController(withIdentifier:)` finds the first.
    static func duplicateIdentifierNotes(_ document: IBDocument) -> [NibCompileNote] {
        // Controllers by index: an `IBObject` is copied only for a note (issue 14, seventh round).
        var seen = NibSeenStrings()
        var notes: [NibCompileNote] = []
        for sceneIndex in document.scenes.indices {
            guard let index = document.scenes[sceneIndex].controller else { continue }
            guard let identifier = document.objects[index].element.value(.storyboardIdentifier) else { continue }
            if let firstIndex = seen.firstValue(identifier, else: index) {
                let controller = document[index], first = document[firstIndex]
                let position = controller.position
                notes.append(NibCompileNote(nib: controller.id, message:
                    "\(document.fileName):\(position.line):\(position.column): warning: storyboard identifier \"\(identifier)\" "
                    + "of \(controller.kind) \(controller.id) is already used by \(first.kind) \(first.id) (line \(first.position.line)); "
                    + "this scene's nib is named \(controller.id) and the identifier finds the first. Give each scene a unique Storyboard ID."))
            }
        }
        return notes
    }
}

/// Compiles one scene: its scene nib and its controller's view nib; containers embed their relationship children.
struct SceneCompiler {
    /// The storyboard, by address (issue 14, sixteenth round: `BorrowedDocument`).
    let document: BorrowedDocument
    var notes: [NibCompileNote] = []
    /// The element kinds' facts, handed from nib to nib (issue 14).
    var kinds = NibKindCache()
    /// `StoryboardCompiler.sceneIdentifiers` of the document (empty: each identifier is worked out when asked).
    var identifiers: [String?] = []

    /// The identifier the object `index` is known by in the compiled storyboard (`StoryboardCompiler.identifierOf`).
    func nibIdentifier(of index: Int) -> String {
        if index < identifiers.count, let known = identifiers[index] { return known }
        return StoryboardCompiler.compiledIdentifier(of: document[index], in: document)
    }

    /// Encoders of finished nibs, emptied for the next nibs of the document (issue 14, eighth round). A stack: a scene
    /// nib's encoder is still at work while an embedded child's view nib compiles.
    var spareEncoders: [ViewEncoder] = []
    /// The connections of the controllers being encoded, a stack: `encodeController` pushes its own above what is
    /// there (an embedded child's in its parent's run), the nib's `finish` pops them.
    var connectionStack: [NibArchiveBuilder.Ref] = []

    init(document: BorrowedDocument) {
        self.document = document
        connectionStack.reserveCapacity(64)
    }

    /// The last controller's `sceneMembers`, kept: its view nib and then its scene nib each walk them (issue 14, sixth
    /// round: the subtree walks were ≈ 2 % of the compile, half of them repeats). `members(of:)` refills its list.
    var lastMembers: (controller: Int, members: [Int]) = (-1, [])

    mutating func compile(_ controllerIndex: Int, views: inout ViewNibCache)
        -> (sceneNib: NibArchive, main: NibSourceTable, nested: [NibSourceTable], viewNib: ViewNibResult?, notes: [NibCompileNote]) {
        let identifier = nibIdentifier(of: controllerIndex)
        let view = viewNib(of: controllerIndex, cache: &views)
        var encoder = makeEncoder(nibName: identifier)
        let owner = encoder.builder.proxy(literal: "IBFilesOwner")
        let responder = encoder.builder.proxy(literal: "IBFirstResponder")
        let storyboard = encoder.builder.proxy(literal: "UIStoryboardPlaceholder")
        encoder.responderProxy = responder
        encoder.registerProxy(responder, standingFor: encoder.firstResponderIndex(of: controllerIndex))
        // The scene's connections are `connectionStack[connectionBase...]` (issue 14, fifteenth round).
        let (swapper, templates, connectionBase) = encodeController(controllerIndex, into: &encoder, storyboard: storyboard,
                                                                    views: &views, visiting: [])
        encoder.resolveExternals()
        // The top level on the encoder's scratch stack (an array literal per scene before).
        let topBase = encoder.refStack.count
        encoder.refStack.append(swapper); encoder.refStack.append(owner)
        encoder.refStack.append(responder); encoder.refStack.append(storyboard)
        let sceneView = encoder.builder.object(.UIRuntimeOutletConnection)
        encoder.builder.set(sceneView, .UILabel, encoder.builder.string(literal: "sceneViewController"))
        encoder.builder.set(sceneView, .UISource, owner)
        encoder.builder.set(sceneView, .UIDestination, swapper)
        connectionStack.insert(sceneView, at: connectionBase + min(1, connectionStack.count - connectionBase))
        let archive = encoder.finish(topFrom: topBase, objects: ViewEncoder.ObjectsAfterTop(middle: templates),
                                     connections: connectionStack[connectionBase...])
        connectionStack.removeLast(connectionStack.count - connectionBase)
        notes += encoder.notes
        if let view { notes += view.notes }
        let (main, nested) = encoder.ownSourceTableParts()
        recycle(consume encoder)
        return (archive, main, nested, view, notes)
    }

    /// The nib of a storyboard reference: a `UIStoryboardReference` naming the storyboard and identifier to load instead.
    mutating func compileReference(_ index: Int) -> (archive: NibArchive, main: NibSourceTable, nested: [NibSourceTable]) {
        var encoder = makeEncoder(nibName: nibIdentifier(of: index))
        let owner = encoder.builder.proxy(literal: "IBFilesOwner")
        let responder = encoder.builder.proxy(literal: "IBFirstResponder")
        let storyboard = encoder.builder.proxy(literal: "UIStoryboardPlaceholder")
        let reference = encodeReference(index, into: &encoder)
        // The two links on the connection stack (an array literal per reference before).
        let linkBase = connectionStack.count
        connectionStack.append(outlet("storyboard", reference, storyboard, in: &encoder))
        connectionStack.append(outlet("sceneViewController", owner, reference, in: &encoder))
        let topBase = encoder.refStack.count
        encoder.refStack.append(reference); encoder.refStack.append(owner)
        encoder.refStack.append(responder); encoder.refStack.append(storyboard)
        encoder.registerProxy(responder, standingFor: encoder.firstResponderIndex(of: index))
        let archive = encoder.finish(topFrom: topBase, objects: ViewEncoder.ObjectsAfterTop(lists: false),
                                     connections: connectionStack[linkBase...])
        connectionStack.removeLast(connectionStack.count - linkBase)
        let (main, nested) = encoder.ownSourceTableParts()
        recycle(consume encoder)
        return (archive, main, nested)
    }

    /// A `UIStoryboardReference`: `UIReferencedStoryboardName` (absent: this storyboard), `UIReferencedIdentifier` (absent: the
    /// initial controller), `UIReferencedBundleIdentifier`, its own `UIStoryboardIdentifier` (its nib's name), `UITabBarItem`.
    func encodeReference(_ index: Int, into encoder: inout ViewEncoder) -> NibArchiveBuilder.Ref {
        // The element, not an `IBObject` copy (issue 14, eleventh round).
        let element = document.objects[index].element
        let ref = encoder.builder.object(NibNames.storyboardReferenceClass)
        encoder.builder.setString(ref, .UIReferencedStoryboardName, element, .storyboardName)
        encoder.builder.setString(ref, .UIReferencedIdentifier, element, .referencedIdentifier)
        if let bundle = element[attribute: "bundleIdentifier"] {
            encoder.builder.set(ref, .UIReferencedBundleIdentifier, encoder.builder.string(bundle))
        }
        encoder.builder.set(ref, .UIStoryboardIdentifier, encoder.builder.string(nibIdentifier(of: index)))
        encoder.register(index, ref)
        // The tab bar item Xcode shows on a reference that is a tab (`UITabBarItem`, ours): the runtime gives it to the
        // referenced controller when that scene declares none. The placeholder's other items (a simulated navigation
        // item) are design-time only.
        if let item = document.objects[index].childList.first(where: { document.key(ofObject: $0) == "tabBarItem" }) {
            let encoded = encoder.encodeView(item)
            encoder.builder.set(ref, .UITabBarItem, encoded)
        }
        return ref
    }

    func outlet(_ label: StaticString, _ source: NibArchiveBuilder.Ref, _ destination: NibArchiveBuilder.Ref,
                in encoder: inout ViewEncoder) -> NibArchiveBuilder.Ref {
        let ref = encoder.builder.object(.UIRuntimeOutletConnection)
        encoder.builder.set(ref, .UILabel, encoder.builder.string(literal: label))
        encoder.builder.set(ref, .UISource, source)
        encoder.builder.set(ref, .UIDestination, destination)
        return ref
    }

    /// The view nib of a controller (cached): the root view's subtree, layout guides, and the scene extras.
    mutating func viewNib(of controllerIndex: Int, cache: inout ViewNibCache) -> ViewNibResult? {
        if let cached = cache[controllerIndex] { return cached }
        let result = compileViewNib(controllerIndex)
        cache.store(result, at: controllerIndex)
        return result
    }

    mutating func compileViewNib(_ controllerIndex: Int) -> ViewNibResult? {
        // The controller read by index where it is used: an `IBObject` held across the encoder's `mutating` calls is
        // a copy (issue 14, seventh round).
        guard let viewIndex = NibHierarchy.view(of: controllerIndex, in: document) else { return nil }
        let name = NibNames.joined(document.id(ofObject: controllerIndex), "-view-", document.id(ofObject: viewIndex))
        var encoder = makeEncoder(nibName: name)
        encoder.controllerIndex = controllerIndex
        // The guides counted, then walked again below, by interned name (a filtered list per view nib before).
        let children = document.objects[controllerIndex].childList
        var guideCount = 0
        for child in children where isControllerLayoutGuide(child) { guideCount += 1 }
        // Layout guides are appended to the root view's subviews.
        let rootView = encoder.encodeView(viewIndex)
        // Sized once, three constraints a guide (issue 14, tenth round: grown from empty before); the guides themselves
        // on the encoder's scratch stack (twelfth round: a list per view nib with guides).
        var generated: [NibArchiveBuilder.Ref] = []
        if guideCount > 0 { generated.reserveCapacity(3 * guideCount) }
        let guideBase = encoder.refStack.count
        for guide in children where guideCount > 0 && isControllerLayoutGuide(guide) {
            let ref = encoder.encodeLayoutGuide(guide, rootView: rootView, generated: &generated)
            encoder.refStack.append(ref)
        }
        if encoder.refStack.count > guideBase { appendSubviews(from: guideBase, to: rootView, in: &encoder) }
        for extra in sceneExtras(of: controllerIndex) { _ = encoder.encodeView(extra) }
        encoder.encodeConstraints(generated: (viewIndex, generated))
        let owner = encoder.builder.proxy(literal: "IBFilesOwner")
        let responder = encoder.builder.proxy(literal: "IBFirstResponder")
        encoder.responderProxy = responder
        encoder.registerProxy(owner, standingFor: controllerIndex)
        encoder.registerProxy(responder, standingFor: encoder.firstResponderIndex(of: controllerIndex))
        // `view` outlet, then the controller's outlets into the nib, then every other connection that touches the nib.
        encoder.connections.append(outlet("view", owner, rootView, in: &encoder))
        for c in document.objects[controllerIndex].connectionList where document.connections[c].kind != .segue {
            // By index, not an `IBConnection` copy (issue 14, eighteenth round). The label compared in the source bytes,
            // after the destination (fifteenth round: a `String` per connection of the controller).
            if document.connections[c].destinationIndex == viewIndex
                && document.withElement(ofConnection: c, { $0.valueEquals(.property, "view") }) { continue }
            if encoder.targetsRemovedConstraint(c) { continue }
            guard let destination = encoder.localDestination(c), destination != responder else { continue }
            encoder.encodeConnection(c, source: owner, destination: destination)
        }
        let sceneIndex = document.objects[controllerIndex].scene
        for index in members(of: controllerIndex) where index != controllerIndex {
            let source = encoder.encoded[index]
            for c in document.objects[index].connectionList {
                if encoder.targetsRemovedConstraint(c) { continue }
                if document.connections[c].kind == .segue {
                    guard let source else { continue }
                    encoder.encodeSegueTrigger(c, sourceIndex: index, source: source, template: encoder.upstream(.segue(c)))
                    continue
                }
                let local = encoder.localDestination(c)
                if let source {
                    if let local {
                        encoder.encodeConnection(c, source: source, destination: local)
                    } else if let destination = document.connections[c].destinationIndex, destination == controllerIndex {
                        encoder.encodeConnection(c, source: source, destination: encoder.upstream(.controller))
                    } else if let destination = document.connections[c].destinationIndex,
                              document.objects[destination].scene == sceneIndex {
                        encoder.encodeConnection(c, source: source, destination: encoder.upstream(.object(destination)))
                    } else {
                        encoder.note("connection \(document.connections[c].id ?? "?") from \(document.objects[index].id) leaves the scene; not encoded")
                    }
                } else if let local, local != responder, !isInsidePrototype(index) {
                    // A scene-nib object (bar button item…) connected to an object of the view nib.
                    encoder.encodeConnection(c, source: encoder.upstream(.object(index)), destination: local)
                }
            }
        }
        encoder.resolveExternals()
        // The top level on the encoder's scratch stack (issue 14, twelfth round: an array per view nib).
        let topBase = encoder.refStack.count
        encoder.refStack.append(rootView); encoder.refStack.append(owner); encoder.refStack.append(responder)
        encoder.refStack.append(contentsOf: encoder.upstreamProxies)
        let links = encoder.connections
        let archive = encoder.finish(topFrom: topBase, objects: ViewEncoder.ObjectsAfterTop(excluded: rootView),
                                     connections: links[...])
        let result = ViewNibResult(name: name, archive: archive, upstreams: encoder.upstreams, notes: encoder.notes,
                                   sourceTables: encoder.ownSourceTables())
        recycle(consume encoder)
        return result
    }

    /// Whether an object lies inside a prototype cell (compiled into a nested nib).
    func isInsidePrototype(_ index: Int) -> Bool {
        var current: Int? = index
        while let i = current {
            if NibHierarchy.isPrototype(i, in: document) { return true }
            current = document.objects[i].parent
        }
        return false
    }

    /// Encodes a controller into `encoder` (its scene nib, or a container's nib): the `UIClassSwapper`, its segue templates,
    /// its attached items, its relationship children (embedded, ibtool-style), and the connections among those objects.
    mutating func encodeController(_ controllerIndex: Int, into encoder: inout ViewEncoder, storyboard: NibArchiveBuilder.Ref,
                                   views: inout ViewNibCache, visiting: [Int]) -> (swapper: NibArchiveBuilder.Ref, templates: [NibArchiveBuilder.Ref], connectionBase: Int) {
        // The controller's element, not an `IBObject` copy (issue 14, seventh round): the attributes are read from it.
        let element = document.objects[controllerIndex].element
        let identifier = nibIdentifier(of: controllerIndex)
        let view = viewNib(of: controllerIndex, cache: &views)
        let viewIndex = NibHierarchy.view(of: controllerIndex, in: document)
        let members = members(of: controllerIndex)
        // A bit set, not a `Set<Int>`: no SipHash per object of the view's subtree (issue 14, fifth round); filled by
        // walking the subtrees, not from `subtree`'s arrays (issue 14, tenth round: `viewIndex.map(subtree)`, a method
        // reference, also copied the whole `SceneCompiler` into its context).
        var inView = NibIndexSet()
        if let viewIndex { inView.insertSubtree(viewIndex, in: document) }
        if view != nil { for extra in sceneExtras(of: controllerIndex) { inView.insertSubtree(extra, in: document) } }
        let swapper = encoder.builder.object(.UIClassSwapper)
        encoder.register(controllerIndex, swapper)

        var templates: [(Int, NibArchiveBuilder.Ref)] = []
        var children: [(relationship: String, ref: NibArchiveBuilder.Ref)] = []
        // The controller's connections: `connectionStack[connectionBase...]`, an embedded child's pushed in place (issue
        // 14, fifteenth round: a list reserved per controller and a child's appended to it; compile 32.68 -> 32.60 M a
        // steady pass).
        let connectionBase = connectionStack.count
        var allTemplates: [NibArchiveBuilder.Ref] = []
        // The members' segues in a direct loop, each connection's kind read in place (issue 14, tenth round: the
        // `flatMap`/`map`/`filter` chain made three arrays and copied every connection of the scene).
        for member in members {
            for c in document.objects[member].connectionList where document.connections[c].kind == .segue {
                // Read by index; the connection is copied only for a template (issue 14, eighteenth round).
                if document.connections[c].source == controllerIndex, let destination = document.connections[c].destinationIndex,
                   document.withElement(ofConnection: c, { $0.valueEquals(.kind, "relationship") }) {
                    let relationship = document.withElement(ofConnection: c) { $0.value(.relationship) } ?? "viewControllers"
                    if document.kind(ofObject: destination) == "viewControllerPlaceholder" {
                        children.append((relationship, encodeReference(destination, into: &encoder)))
                    } else if visiting.contains(destination) || destination == controllerIndex {
                        encoder.note("relationship \(document.connections[c].id ?? "?") forms a cycle; not embedded")
                    } else {
                        let child = encodeController(destination, into: &encoder, storyboard: storyboard, views: &views,
                                                     visiting: visiting + [controllerIndex])  // a list, not a `Set` (issue 14, eleventh round)
                        children.append((relationship, child.swapper))
                        allTemplates += child.templates
                    }
                    continue
                }
                // Room for a scene's few segues at once (grown from empty, one reallocation per segue up to four).
                if templates.isEmpty { templates.reserveCapacity(8) }
                templates.append((c, encodeTemplate(document.connections[c], in: &encoder)))
            }
        }
        // Attached items (navigation item, tab bar item, bar button items…) and, without a view nib, the scene extras.
        // The builder is used in place (`setString`, a `let` per nested value): taking it out and putting it back
        // copied a placeholder builder's tables each time (issue 14).
        encoder.builder.setString(swapper, .UITitle, element, .title)
        // Controller flags the runtime reads (keys ours, after UIKit's property names; ibtool's are not in the golden pair).
        if element.flag(.definesPresentationContext) == true { encoder.builder.set(swapper, .UIDefinesPresentationContext, .bool(true)) }
        if element.flag(.hidesBottomBarWhenPushed) == true { encoder.builder.set(swapper, .UIHidesBottomBarWhenPushed, .bool(true)) }
        // The table's entries, key then value, on the encoder's scratch stack (issue 14, fifteenth round: a list).
        let tableBase = encoder.refStack.count
        for (n, target) in (view?.upstreams ?? []).enumerated() {
            let ref: NibArchiveBuilder.Ref?
            switch target {
            case .controller: ref = swapper
            case .segue(let index): ref = templates.first { $0.0 == index }?.1
            case .object(let index): ref = encoder.encoded[index]
            }
            guard let ref else {
                encoder.note("UpstreamPlaceholder-\(n + 1) of \(view?.name ?? "?") has no object in the scene nib; left unresolved")
                continue
            }
            let key = encoder.builder.string(NibNames.upstreamPlaceholder(n + 1))
            encoder.refStack.append(key)
            encoder.refStack.append(ref)
        }
        let externals = encoder.popDictionary(from: tableBase)
        encoder.builder.set(swapper, .UIExternalObjectsTableForViewLoading, externals)
        if let view { encoder.builder.setString(swapper, .UINibName, view.name) }
        encoder.builder.setString(swapper, .UIStoryboardIdentifier, identifier)
        let ownTemplates = templates.map(\.1)
        if !ownTemplates.isEmpty {
            let array = encoder.builder.array(ownTemplates)
            encoder.builder.set(swapper, .UIStoryboardSegueTemplates, array)
        }
        // The kind by the element's name id and the custom class's runtime name from the source bytes, as a view's
        // (issue 14, thirteenth round: three `String`s decoded or built a controller).
        let original = encoder.kinds.info(of: element).controllerClass ?? NibNames.controllerClass(forKind: element.name)
        let originalRef = encoder.builder.string(original)
        if let custom = element.slot(.customClass) {
            encoder.builder.set(swapper, .UIClassName, encoder.builder.runtimeClassName(element, customClass: custom))
        } else {
            encoder.builder.set(swapper, .UIClassName, originalRef)
        }
        encoder.builder.set(swapper, .UIOriginalClassName, originalRef)
        encoder.encodeAttachments(of: controllerIndex, onto: swapper, skipping: { $0 == viewIndex })
        if view == nil { for extra in sceneExtras(of: controllerIndex) { _ = encoder.encodeView(extra) } }
        if !children.isEmpty {
            let all = encoder.builder.array(children.map(\.ref))
            encoder.builder.set(swapper, .UIChildViewControllers, all)
            let listed = children.filter { $0.relationship == "rootViewController" || $0.relationship == "viewControllers" }
            if !listed.isEmpty {
                let array = encoder.builder.array(listed.map(\.ref))
                encoder.builder.set(swapper, .UIViewControllers, array)
            }
            for child in children where child.relationship != "rootViewController" && child.relationship != "viewControllers" {
                encoder.builder.set(swapper, NibNames.attachmentKey(child.relationship), child.ref)
            }
        }
        let storyboardOutlet = outlet("storyboard", swapper, storyboard, in: &encoder)
        connectionStack.insert(storyboardOutlet, at: connectionBase)
        for (_, template) in templates {
            let link = outlet("viewController", template, swapper, in: &encoder)
            connectionStack.append(link)
        }

        // Connections among the scene nib's objects (the controller, its items, extras without a view nib).
        for index in members where !inView.contains(index) {
            guard let source = encoder.encoded[index] else { continue }
            for c in document.objects[index].connectionList {
                if document.connections[c].kind == .segue {
                    // A scan of the scene's few templates, the first of a key counting, as the dictionary built per
                    // controller did (issue 14, tenth round).
                    if index != controllerIndex, let template = templates.first(where: { $0.0 == c })?.1 {
                        let before = encoder.connections.count
                        encoder.encodeSegueTrigger(c, sourceIndex: index, source: source, template: template)
                        connectionStack.append(contentsOf: encoder.connections[before...])
                    }
                    continue
                }
                let destinationIndex = document.connections[c].destinationIndex
                if let destination = destinationIndex, inView.contains(destination) { continue }
                guard let destination = encoder.localDestination(c) else {
                    if destinationIndex.map({ document.objects[$0].scene != document.objects[controllerIndex].scene }) ?? false {
                        encoder.note("connection \(document.connections[c].id ?? "?") from \(document.objects[index].id) leaves the scene; not encoded")
                    }
                    continue
                }
                let before = encoder.connections.count
                encoder.encodeConnection(c, source: source, destination: destination)
                connectionStack.append(contentsOf: encoder.connections[before...])
            }
        }
        // An embedded child's templates are rare: without them the own list is handed out as it is (the
        // concatenation made a third array every scene).
        return (swapper, allTemplates.isEmpty ? ownTemplates : allTemplates + ownTemplates, connectionBase)
    }

    /// A segue template: `UIIdentifier`, `UIDestinationViewControllerIdentifier` (the destination's nib name), `UIActionName`…
    func encodeTemplate(_ segue: IBConnection, in encoder: inout ViewEncoder) -> NibArchiveBuilder.Ref {
        // The kind decoded once (issue 14, tenth round: each `segueKind` read made a `String`, five a template).
        let segueKind = segue.segueKind
        let (className, action) = NibNames.segueTemplate(forKind: segueKind)
        let template = encoder.builder.object(className)
        encoder.sources.append((template.index, .connection(segue.index)))
        // The attributes written as they are copied from the source bytes (issue 14, fifteenth round: a `String` each,
        // decoded, often past 15 bytes and allocated; compile 32.40 -> 32.38 M a steady pass).
        let element = segue.element
        encoder.builder.setString(template, .UIIdentifier, element, .identifier)
        if segueKind == "relationship" { encoder.builder.setString(template, .UIRelationship, element, .relationship) }
        if let destination = segue.destinationIndex, segueKind != "unwind" {
            encoder.builder.setString(template, .UIDestinationViewControllerIdentifier, nibIdentifier(of: destination))
            // The destination read by index, its storyboard name from the source bytes (issue 14, seventh round).
            if document.kind(ofObject: destination) == "viewControllerPlaceholder" {
                encoder.builder.setString(template, .UIExternalStoryboardName, document.objects[destination].element, .storyboardName)
            }
        }
        if let action { encoder.builder.setString(template, .UIActionName, action) }
        if segueKind == "unwind" { encoder.builder.setString(template, .UIActionName, element, .unwindAction) }
        if let custom = element.slot(.customClass) {
            let name = encoder.builder.runtimeClassName(element, customClass: custom)
            encoder.builder.set(template, .UISegueClassName, name)
        }
        encoder.builder.setString(template, .UIModalPresentationStyle, element, .modalPresentationStyle)
        encoder.builder.setString(template, .UIModalTransitionStyle, element, .modalTransitionStyle)
        if let animates = segue.animates { encoder.builder.set(template, .UIAnimates, .bool(animates)) }
        // iOS 13's `@IBSegueAction`: the selector of the source's method that makes the destination from the coder.
        // [U, chosen: the key's name; no golden nib here has one.]
        if let selector = segue.destinationCreationSelector, segueKind != "unwind", segueKind != "relationship" {
            let string = encoder.builder.string(selector)
            encoder.builder.set(template, "UIDestinationCreationSelector", string)
        }
        return template
    }
}
