import Foundation

/// A view as the round trip compares it: class, custom class and frame.
public struct NibViewSummary: Sendable, Equatable, CustomStringConvertible {
    /// The UIKit class (`UIView`, `UIButton`…).
    public var className: String
    /// The custom class without module, nil when none.
    public var customClass: String?
    /// The frame, nil when the view has none.
    public var frame: NibRect?
    /// `UIButton(Custom) {{x, y}, {w, h}}`.
    public var description: String {
        "\(className)\(customClass.map { "(\($0))" } ?? "") \(frame.map(\.description) ?? "-")"
    }
}

/// A segue as the round trip compares it.
public struct NibSegueSummary: Sendable, Equatable, CustomStringConvertible {
    /// The kind (`show`, `presentation`…).
    public var kind: String?
    /// The segue identifier.
    public var identifier: String?
    /// The destination controller's identifier (storyboard identifier, else id).
    public var destination: String?
    /// The source: `controller` or `view#i` (depth-first index in the controller's view hierarchy).
    public var source: String
    /// `show "id" view#1 → Dest`.
    public var description: String { "\(kind ?? "-") \"\(identifier ?? "")\" \(source) → \(destination ?? "-")" }
}

/// A scene as the round trip compares it: what a compiled storyboard keeps of the source document.
public struct NibSceneSummary: Sendable, Equatable {
    /// The controller's identifier (storyboard identifier, else id) = scene nib name.
    public var identifier: String
    /// The controller's UIKit class.
    public var controllerClass: String
    /// The controller's custom class without module, nil when none.
    public var customClass: String?
    /// The controller's title.
    public var title: String?
    /// The view nib's name, nil when the controller has no view.
    public var viewNibName: String?
    /// The root view and its subviews, depth-first (layout guides and prototypes excluded).
    public var views: [NibViewSummary]
    /// Outlets as `source.property → destination` (`controller`, `view#i`, `segue:…`).
    public var outlets: [String]
    /// Actions as `source selector → destination`.
    public var actions: [String]
    /// The segues whose source is in the scene.
    public var segues: [NibSegueSummary]
}

/// A storyboard as the round trip compares it.
public struct NibStoryboardSummary: Sendable, Equatable {
    /// The scenes, in the compiled order (sorted by identifier so that both sides compare).
    public var scenes: [NibSceneSummary]
    /// The initial controller's identifier.
    public var entryPoint: String?

    /// The summary of a source document, computed from the IB model.
    public init(document: IBDocument) {
        entryPoint = document.initialViewController.map(StoryboardCompiler.identifierOf)
        scenes = document.controllers.filter { $0.kind != "viewControllerPlaceholder" }.map { controller in
            let identifier = StoryboardCompiler.identifierOf(controller)
            var views: [NibViewSummary] = []
            var viewIndices: [Int: Int] = [:]
            let root = document.view(of: controller)
            if let root {
                var stack = [root.index]
                while let index = stack.popLast() {
                    let view = document[index]
                    viewIndices[index] = views.count
                    views.append(NibViewSummary(className: NibNames.viewClass(forKind: view.kind), customClass: view.customClass,
                                                frame: view.frame.map { NibRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }))
                    stack.append(contentsOf: view.subviews.reversed())
                }
            }
            var subtree: [Int] = []
            document.walk(from: controller.index) { subtree.append($0.index) }
            let segues = subtree.flatMap { document[$0].connections }.map { document.connections[$0] }.filter { $0.kind == .segue }
            func describe(_ index: Int?) -> String {
                guard let index else { return "?" }
                if index == controller.index { return "controller" }
                if let i = viewIndices[index] { return "view#\(i)" }
                return document[index].placeholderIdentifier ?? "outside"
            }
            var outlets: [String] = []
            var actions: [String] = []
            for source in [controller.index] + views.indices.compactMap({ i in viewIndices.first { $0.value == i }?.key }) {
                for connection in document.connections(of: document[source]) {
                    switch connection.kind {
                    case .outlet, .outletCollection:
                        if source == controller.index && connection.property == "view" { continue }
                        outlets.append("\(describe(source)).\(connection.property ?? "") → \(describe(connection.destinationIndex))")
                    case .action:
                        actions.append("\(describe(source)) \(connection.selector ?? "") → \(describe(connection.destinationIndex))")
                    case .segue: break
                    }
                }
            }
            return NibSceneSummary(
                identifier: identifier, controllerClass: NibNames.controllerClass(forKind: controller.kind),
                customClass: controller.customClass, title: controller.title,
                viewNibName: root.map { "\(controller.id)-view-\($0.id)" }, views: views,
                outlets: outlets.sorted(), actions: actions.sorted(),
                segues: segues.map { segue in
                    NibSegueSummary(kind: segue.segueKind, identifier: segue.identifier,
                                    destination: segue.segueKind == "unwind" ? nil : segue.destinationIndex.map { document[$0] }.map {
                                        $0.kind == "viewControllerPlaceholder" ? ($0.referencedIdentifier ?? $0.id) : StoryboardCompiler.identifierOf($0)
                                    },
                                    source: describe(segue.source))
                }
            )
        }.sorted { $0.identifier < $1.identifier }
    }

    /// The summary read back from compiled nibs alone (no XML): `nib(name)` returns a nib's bytes.
    public init(infoPlist: Data, nib: (String) throws -> Data) throws {
        let plist = try PropertyListSerialization.propertyList(from: infoPlist, format: nil) as? [String: Any] ?? [:]
        entryPoint = plist["UIStoryboardDesignatedEntryPointIdentifier"] as? String
        let names = (plist["UIViewControllerIdentifiersToNibNames"] as? [String: String]) ?? [:]
        scenes = try names.keys.sorted().map { identifier in
            try NibStoryboardSummary.readScene(identifier: identifier, nibName: names[identifier] ?? identifier, nib: nib)
        }
    }

    /// The summary of a `.storyboardc` folder.
    public init(compiledFolder folder: URL) throws {
        try self.init(infoPlist: Data(contentsOf: folder.appendingPathComponent("Info.plist"))) { name in
            try Data(contentsOf: folder.appendingPathComponent(name + ".nib"))
        }
    }

    private static func readScene(identifier: String, nibName: String, nib: (String) throws -> Data) throws -> NibSceneSummary {
        let scene = try NibObjectGraph(data: nib(nibName))
        guard let controller = scene.elements(scene.root?["UINibTopLevelObjectsKey"])?.first else {
            throw NibCompileError("\(nibName).nib has no top-level controller")
        }
        let original = scene.string(controller["UIOriginalClassName"]) ?? controller.className
        let recorded = scene.string(controller["UIClassName"]) ?? original
        let templates = scene.elements(controller["UIStoryboardSegueTemplates"]) ?? []
        func templateName(_ template: NibObjectGraph.Object) -> String {
            "segue:" + (scene.string(template["UIIdentifier"]) ?? "#\(templates.firstIndex { $0.index == template.index } ?? -1)")
        }
        var upstream: [String: String] = [:]
        for entry in scene.entries(controller["UIExternalObjectsTableForViewLoading"]) ?? [] {
            guard let key = scene.string(entry.key) else { continue }
            upstream[key] = entry.value.index == controller.index ? "controller" : templateName(entry.value)
        }
        var views: [NibViewSummary] = []
        var outlets: [String] = []
        var actions: [String] = []
        var segueSources: [String: String] = [:]
        let viewNibName = scene.string(controller["UINibName"])
        if let viewNibName {
            let graph = try NibObjectGraph(data: nib(viewNibName))
            var viewIndex: [Int: Int] = [:]
            if let root = graph.elements(graph.root?["UINibTopLevelObjectsKey"])?.first {
                var stack = [root]
                while let view = stack.popLast() {
                    if view.className == "_UILayoutGuide" || view.className == "_UITableViewCellSeparatorView" { continue }
                    viewIndex[view.index] = views.count
                    let isSwapper = view.className == "UIClassSwapper"
                    views.append(NibViewSummary(
                        className: isSwapper ? (graph.string(view["UIOriginalClassName"]) ?? "UIView") : view.className,
                        customClass: isSwapper ? graph.string(view["UIClassName"]).map { NibNames.demangle($0).className } : nil,
                        frame: NibGeometry.frame(of: view)))
                    stack.append(contentsOf: (graph.elements(view["UISubviews"]) ?? []).reversed())
                }
            }
            func describe(_ object: NibObjectGraph.Object?) -> String {
                guard let object else { return "?" }
                if let i = viewIndex[object.index] { return "view#\(i)" }
                if object.className == "UIProxyObject", let id = graph.string(object["UIProxiedObjectIdentifier"]) {
                    return id == "IBFilesOwner" ? "controller" : (upstream[id] ?? id)
                }
                return "outside"
            }
            for connection in graph.elements(graph.root?["UINibConnectionsKey"]) ?? [] {
                let label = graph.string(connection["UILabel"]) ?? ""
                let source = describe(graph.object("UISource", of: connection))
                let destination = describe(graph.object("UIDestination", of: connection))
                if connection.className == "UIRuntimeEventConnection" {
                    if label == "perform:" { segueSources[destination] = source } else { actions.append("\(source) \(label) → \(destination)") }
                } else if !(label == "view" && source == "controller") {
                    outlets.append("\(source).\(label) → \(destination)")
                }
            }
        }
        let segues = templates.map { template in
            NibSegueSummary(kind: NibNames.segueKind(forTemplate: template.className, action: scene.string(template["UIActionName"])),
                            identifier: scene.string(template["UIIdentifier"]),
                            destination: scene.string(template["UIDestinationViewControllerIdentifier"]),
                            source: segueSources[templateName(template)] ?? "controller")
        }
        return NibSceneSummary(
            identifier: identifier, controllerClass: original,
            customClass: recorded == original ? nil : NibNames.demangle(recorded).className,
            title: scene.string(controller["UITitle"]), viewNibName: viewNibName, views: views,
            outlets: outlets.sorted(), actions: actions.sorted(), segues: segues)
    }
}
