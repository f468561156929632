import Foundation

/// The compiled form of a storyboard: ibtool's `.storyboardc` content, in memory.
public struct CompiledStoryboard: Sendable {
    /// The nibs by file name without extension (`CreateAccount`, `txY-Mc-CKa-view-wQH-MG-v6Y`), in scene order.
    public var nibs: [(name: String, archive: NibArchive)]
    /// The `Info.plist` content.
    public var infoPlist: PropertyListValue
    /// What could not be expressed exactly like ibtool.
    public var notes: [NibCompileNote]

    /// The nib with a name (without `.nib`).
    public func nib(named name: String) -> NibArchive? { nibs.first { $0.name == name }?.archive }
}

/// Compiles a storyboard document into ibtool's `.storyboardc` layout (see `docs/nib-format.md`).
public enum StoryboardCompiler {
    /// Compiles `document` (a storyboard) in memory.
    public static func compile(_ document: IBDocument) throws -> CompiledStoryboard {
        guard document.kind == .storyboard else { throw NibCompileError("\(document.fileName): not a storyboard; use NibCompiler for xibs") }
        var nibs: [(String, NibArchive)] = []
        var notes: [NibCompileNote] = []
        var identifiers: [PropertyListEntry] = []
        for scene in document.scenes {
            guard let controllerIndex = scene.controller else { continue }
            let controller = document[controllerIndex]
            if controller.kind == "viewControllerPlaceholder" {
                notes.append(NibCompileNote(nib: scene.sceneID, message: "storyboard reference \(controller.id) needs no nib"))
                continue
            }
            let identifier = identifierOf(controller)
            var scene = SceneCompiler(document: document, controllerIndex: controllerIndex, sceneIndex: scene.index)
            let compiled = scene.compile()
            nibs.append((identifier, compiled.sceneNib))
            if let view = compiled.viewNib { nibs.append(view) }
            notes += compiled.notes
            identifiers.append(PropertyListEntry(identifier, .distinct(.string(identifier))))
        }
        var entries = [PropertyListEntry("UIViewControllerIdentifiersToNibNames", .dictionary(identifiers))]
        if let initial = document.initialViewController {
            entries.append(PropertyListEntry("UIStoryboardDesignatedEntryPointIdentifier", .string(identifierOf(initial))))
        }
        entries.append(PropertyListEntry("UIStoryboardVersion", .integer(InterfaceBuilderModule.storyboardVersion)))
        return CompiledStoryboard(nibs: nibs, infoPlist: .dictionary(entries), notes: notes)
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

    /// The identifier a controller is known by in the compiled storyboard: its storyboard identifier, else its id.
    public static func identifierOf(_ controller: IBObject) -> String {
        controller.storyboardIdentifier ?? controller.id
    }
}

/// Compiles one scene: its scene nib and its controller's view nib.
struct SceneCompiler {
    let document: IBDocument
    let controllerIndex: Int
    let sceneIndex: Int

    /// What a view nib's `UpstreamPlaceholder-N` stands for in the scene nib.
    enum Upstream: Hashable { case controller, segue(Int), object(Int) }

    mutating func compile() -> (sceneNib: NibArchive, viewNib: (String, NibArchive)?, notes: [NibCompileNote]) {
        let controller = document[controllerIndex]
        let identifier = StoryboardCompiler.identifierOf(controller)
        var notes: [NibCompileNote] = []
        let sceneObjects = subtree(controllerIndex)
        let segues = sceneObjects.flatMap { document[$0].connections }.map { document.connections[$0] }.filter { $0.kind == .segue }

        // The view nib first: it decides the upstream placeholders.
        var upstreams: [Upstream] = []
        var viewNib: (String, NibArchive)?
        let viewIndex = document.view(of: controller)?.index
        if let viewIndex {
            let name = "\(controller.id)-view-\(document[viewIndex].id)"
            var encoder = ViewEncoder(document: document, nibName: name)
            let guides = controller.children.filter { document[$0].kind == "viewControllerLayoutGuide" }
            // Layout guides are appended to the root view's subviews: encode the root view with placeholders for them.
            let rootView = encoder.encodeView(viewIndex)
            var generated: [NibArchiveBuilder.Ref] = []
            var guideRefs: [NibArchiveBuilder.Ref] = []
            for guide in guides {
                let (ref, constraints) = encoder.encodeLayoutGuide(guide, rootView: rootView)
                guideRefs.append(ref)
                generated += constraints
            }
            if !guideRefs.isEmpty { appendSubviews(guideRefs, to: rootView, in: &encoder) }
            encoder.encodeConstraints(generated: [viewIndex: generated])
            let owner = encoder.builder.proxy("IBFilesOwner")
            let responder = encoder.builder.proxy("IBFirstResponder")
            var upstreamProxies: [NibArchiveBuilder.Ref] = []
            func upstream(_ target: Upstream, _ encoder: inout ViewEncoder) -> NibArchiveBuilder.Ref {
                if let i = upstreams.firstIndex(of: target) { return upstreamProxies[i] }
                upstreams.append(target)
                let proxy = encoder.builder.proxy("UpstreamPlaceholder-\(upstreams.count)")
                upstreamProxies.append(proxy)
                return proxy
            }
            // `view` outlet, then the controller's outlets into its view, then every connection from inside the view.
            let viewOutlet = encoder.builder.object("UIRuntimeOutletConnection")
            encoder.builder.set(viewOutlet, "UILabel", encoder.builder.string("view"))
            encoder.builder.set(viewOutlet, "UISource", owner)
            encoder.builder.set(viewOutlet, "UIDestination", rootView)
            encoder.connections.append(viewOutlet)
            for connection in document.connections(of: controller) where connection.kind != .segue {
                guard let destination = connection.destinationIndex, let ref = encoder.encoded[destination] else { continue }
                if connection.property == "view" && destination == viewIndex { continue }
                encoder.encodeConnection(connection, source: owner, destination: ref)
            }
            for index in subtree(viewIndex) {
                guard let source = encoder.encoded[index] else { continue }
                for connection in document.connections(of: document[index]) {
                    if connection.kind == .segue {
                        encoder.encodeConnection(connection, source: source, destination: upstream(.segue(connection.index), &encoder))
                        continue
                    }
                    guard let destination = connection.destinationIndex else { continue }
                    if let ref = encoder.encoded[destination] {
                        encoder.encodeConnection(connection, source: source, destination: ref)
                    } else if destination == controllerIndex {
                        encoder.encodeConnection(connection, source: source, destination: upstream(.controller, &encoder))
                    } else if document[destination].placeholderIdentifier == "IBFirstResponder" {
                        encoder.encodeConnection(connection, source: source, destination: responder)
                    } else if document[destination].scene == sceneIndex {
                        encoder.encodeConnection(connection, source: source, destination: upstream(.object(destination), &encoder))
                    } else {
                        encoder.note("connection \(connection.property ?? connection.selector ?? "?") leaves the scene; not encoded")
                    }
                }
            }
            let topLevel = [rootView, owner, responder] + upstreamProxies
            let others = encoder.objectList.filter { $0 != rootView }
            encoder.builder.finishRoot(topLevel: topLevel, objects: topLevel + others, connections: encoder.connections)
            viewNib = (name, encoder.builder.archive())
            notes += encoder.notes
        }

        // The scene nib.
        var encoder = ViewEncoder(document: document, nibName: identifier)
        var b = encoder.builder
        let swapper = b.object("UIClassSwapper")
        let owner = b.proxy("IBFilesOwner")
        let responder = b.proxy("IBFirstResponder")
        let storyboard = b.proxy("UIStoryboardPlaceholder")
        var templates: [(Int, NibArchiveBuilder.Ref)] = []
        for segue in segues {
            let (className, action) = NibNames.segueTemplate(forKind: segue.segueKind)
            let template = b.object(className)
            if let id = segue.identifier { b.set(template, "UIIdentifier", b.string(id)) }
            if segue.segueKind == "relationship", let relationship = segue.relationship {
                b.set(template, "UIRelationship", b.string(relationship))
            }
            if let destination = segue.destinationIndex, segue.segueKind != "unwind" {
                let target = document[destination]
                let destinationID = target.kind == "viewControllerPlaceholder"
                    ? (target.referencedIdentifier ?? target.id) : StoryboardCompiler.identifierOf(target)
                b.set(template, "UIDestinationViewControllerIdentifier", b.string(destinationID))
                if target.kind == "viewControllerPlaceholder", let storyboardName = target.storyboardName {
                    b.set(template, "UIExternalStoryboardName", b.string(storyboardName))
                }
            }
            if let action { b.set(template, "UIActionName", b.string(action)) }
            if segue.segueKind == "unwind", let unwind = segue.unwindAction { b.set(template, "UIActionName", b.string(unwind)) }
            if let custom = segue.customClass {
                b.set(template, "UISegueClassName", b.string(NibNames.runtimeClassName(customClass: custom, module: segue.customModule)))
            }
            if let style = segue.modalPresentationStyle { b.set(template, "UIModalPresentationStyle", b.string(style)) }
            if let style = segue.modalTransitionStyle { b.set(template, "UIModalTransitionStyle", b.string(style)) }
            if let animates = segue.animates { b.set(template, "UIAnimates", .bool(animates)) }
            if !document[segue.source].isController, document.view(of: controller).map({ subtree($0.index).contains(segue.source) }) != true {
                notes.append(NibCompileNote(nib: identifier, message: "segue \(segue.id ?? "?") from \(document[segue.source].id) (outside the view) is kept as a template only"))
            }
            templates.append((segue.index, template))
        }
        if let title = controller.title { b.set(swapper, "UITitle", b.string(title)) }
        var table: [(NibArchiveBuilder.Ref, NibArchiveBuilder.Ref)] = []
        var extraObjects: [NibArchiveBuilder.Ref] = []
        for (n, target) in upstreams.enumerated() {
            let ref: NibArchiveBuilder.Ref
            switch target {
            case .controller: ref = swapper
            case .segue(let index): ref = templates.first { $0.0 == index }?.1 ?? swapper
            case .object(let index):
                encoder.builder = b
                ref = encoder.encodeView(index)
                b = encoder.builder
                extraObjects.append(ref)
            }
            table.append((b.string("UpstreamPlaceholder-\(n + 1)"), ref))
        }
        b.set(swapper, "UIExternalObjectsTableForViewLoading", b.dictionary(table))
        if let viewNib { b.set(swapper, "UINibName", b.string(viewNib.0)) }
        b.set(swapper, "UIStoryboardIdentifier", b.string(identifier))
        let ownTemplates = templates.map(\.1)
        if !ownTemplates.isEmpty { b.set(swapper, "UIStoryboardSegueTemplates", b.array(ownTemplates)) }
        let original = NibNames.controllerClass(forKind: controller.kind)
        let originalRef = b.string(original)
        if let custom = controller.customClass {
            b.set(swapper, "UIClassName", b.string(NibNames.runtimeClassName(customClass: custom, module: controller.customModule)))
        } else {
            b.set(swapper, "UIClassName", originalRef)
        }
        b.set(swapper, "UIOriginalClassName", originalRef)
        var connections: [NibArchiveBuilder.Ref] = []
        func outlet(_ label: String, _ source: NibArchiveBuilder.Ref, _ destination: NibArchiveBuilder.Ref) {
            let ref = b.object("UIRuntimeOutletConnection")
            b.set(ref, "UILabel", b.string(label))
            b.set(ref, "UISource", source)
            b.set(ref, "UIDestination", destination)
            connections.append(ref)
        }
        outlet("storyboard", swapper, storyboard)
        outlet("sceneViewController", owner, swapper)
        for (_, template) in templates { outlet("viewController", template, swapper) }
        let topLevel = [swapper, owner, responder, storyboard]
        b.finishRoot(topLevel: topLevel, objects: topLevel + templates.map(\.1) + extraObjects, connections: connections)
        notes += encoder.notes
        return (b.archive(), viewNib, notes)
    }

    func appendSubviews(_ refs: [NibArchiveBuilder.Ref], to view: NibArchiveBuilder.Ref, in encoder: inout ViewEncoder) {
        var props = encoder.builder.properties[view.index]
        if let existing = props.first(where: { $0.0 == "UISubviews" })?.1.objectIndex {
            var arrayProps = encoder.builder.properties[existing]
            arrayProps += refs.map { ("UINibEncoderEmptyKey", .object($0.index)) }
            encoder.builder.setProperties(existing, arrayProps)
        } else {
            let array = encoder.builder.array(refs, mutable: true)
            props.insert(("UISubviews", .object(array.index)), at: min(2, props.count))
            encoder.builder.setProperties(view.index, props)
        }
    }

    func subtree(_ index: Int) -> [Int] {
        var result: [Int] = []
        document.walk(from: index) { result.append($0.index) }
        return result
    }
}
