import Foundation

/// A view as the round trip compares it: class, custom class and frame.
public struct NibViewSummary: Sendable, Equatable, CustomStringConvertible {
    /// The UIKit class (`UIView`, `UIButton`…).
    public var className: String
    /// The custom class without module, nil when none.
    public var customClass: String?
    /// The frame, nil when the view has none.
    public var frame: NibRect?
    /// `hidden` (`UIHidden`), false when absent.
    public var isHidden = false
    /// `alpha` (`UIAlpha`), rounded to 1e-4; 1 when absent.
    public var alpha = 1.0
    /// `tag` (`UITag`), 0 when absent.
    public var tag = 0
    /// `userInteractionEnabled` (`UIUserInteractionDisabled` inverted), true when absent.
    public var isUserInteractionEnabled = true
    /// `clipsSubviews` (`UIClipsToBounds`), false when absent.
    public var clipsSubviews = false
    /// `opaque` (`UIOpaque`): IB's default is opaque, a nib's is not.
    public var isOpaque = true
    /// The content mode as its `UIViewContentMode` raw value (`UIContentMode`), 0 (`scaleToFill`) when absent.
    public var contentMode = 0
    /// The autoresizing mask's raw value (`UIAutoresizingMask`); IB's default when absent is 36 (right and bottom
    /// margins flexible), a nib's is 0; a table cell's content view is compiled without one.
    public var autoresizingMask = 0
    /// The background color (`UIBackgroundColor`): `rgba(r, g, b, a)` rounded to 1e-4, `system:name`, `named:name`, `none`.
    public var backgroundColor: String?
    /// The text (`UIText`) of labels, text fields and text views.
    public var text: String?
    /// A button's titles per state (`UIButtonStatefulContent`), `state=title`, by state value.
    public var buttonTitles: [String] = []
    /// The font of a label, button, text field or text view (`UIFont`): CoreText usage (system and text-style fonts) or PostScript name, then size.
    public var font: String?
    /// The text alignment of labels, text fields and text views (`UITextAlignment`, `NSTextAlignment` raw value; absent
    /// in the XML means left, 0); nil for other views.
    public var textAlignment: Int?
    /// A text field's placeholder (`UIPlaceholder`).
    public var placeholder: String?
    /// Whether a control or label is enabled (`UIDisabled` for controls, `UIEnabled` for labels), true when absent.
    public var isEnabled = true
    /// The constraints this view owns (`UIViewAutolayoutConstraints`, generated layout-guide constraints excluded), as
    /// `first.attribute = second.attribute ×multiplier +constant @priority`, items named `view#i` (depth-first index),
    /// `guide:top`/`guide:bottom` (controller layout guides) or `object:UIClass`.
    public var constraints: [String] = []
    /// `UIButton(Custom) {{x, y}, {w, h}}`.
    public var description: String {
        "\(className)\(customClass.map { "(\($0))" } ?? "") \(frame.map(\.description) ?? "-")"
    }

    /// The compared properties beyond class and frame, as `name: value` pairs in a fixed order.
    public var properties: [(name: String, value: String)] {
        [("hidden", "\(isHidden)"), ("alpha", "\(alpha)"), ("tag", "\(tag)"), ("userInteractionEnabled", "\(isUserInteractionEnabled)"),
         ("clipsSubviews", "\(clipsSubviews)"), ("opaque", "\(isOpaque)"), ("contentMode", "\(contentMode)"),
         ("autoresizingMask", "\(autoresizingMask)"), ("backgroundColor", backgroundColor ?? "-"), ("text", text.map { "\"\($0)\"" } ?? "-"),
         ("buttonTitles", "\(buttonTitles)"), ("font", font ?? "-"), ("textAlignment", textAlignment.map { "\($0)" } ?? "-"),
         ("placeholder", placeholder.map { "\"\($0)\"" } ?? "-"), ("enabled", "\(isEnabled)"), ("constraints", "\(constraints)")]
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
    /// The controller's UIKit class (`UIStoryboardReference` for a storyboard reference).
    public var controllerClass: String
    /// The controller's custom class without module, nil when none.
    public var customClass: String?
    /// The controller's title.
    public var title: String?
    /// The view nib's name, nil when the controller has no view.
    public var viewNibName: String?
    /// The root view and its subviews, depth-first (layout guides and prototypes excluded).
    public var views: [NibViewSummary]
    /// Outlets as `source.property → destination` (`controller`, `view#i`, `segue:…`, `object:UIClass`), sorted.
    public var outlets: [String]
    /// Actions as `source selector → destination`, sorted.
    public var actions: [String]
    /// The segues whose source is in the scene, sorted by description (relationship segues without identifier).
    public var segues: [NibSegueSummary]
    /// For a storyboard reference: `storyboardName/referencedIdentifier` (either may be empty).
    public var reference: String? = nil
    /// User-defined runtime attributes of the scene's objects as `object keyPath type = value` (objects named like the
    /// outlets' ends; types and values as the nib keeps them, see `docs/nib-format.md` §8), sorted.
    public var runtimeAttributes: [String] = []
}

/// A storyboard as the round trip compares it.
public struct NibStoryboardSummary: Sendable, Equatable {
    /// The scenes, in the compiled order (sorted by identifier so that both sides compare).
    public var scenes: [NibSceneSummary]
    /// The initial controller's identifier.
    public var entryPoint: String?

    /// The summary of a source document, computed from the IB model.
    public init(document: IBDocument) {
        entryPoint = document.initialViewController.map { StoryboardCompiler.identifierOf($0, in: document) }
        scenes = document.controllers.map { NibStoryboardSummary.scene(of: $0, in: document) }.sorted { $0.identifier < $1.identifier }
    }

    private static func scene(of controller: IBObject, in document: IBDocument) -> NibSceneSummary {
        let identifier = StoryboardCompiler.identifierOf(controller, in: document)
        if controller.kind == "viewControllerPlaceholder" {
            return NibSceneSummary(identifier: identifier, controllerClass: NibNames.storyboardReferenceClass, customClass: nil, title: nil,
                                   viewNibName: nil, views: [], outlets: [], actions: [], segues: [],
                                   reference: "\(controller.storyboardName ?? "")/\(controller.referencedIdentifier ?? "")")
        }
        var viewIndices: [Int: Int] = [:]
        var order: [Int] = []
        let root = document.view(of: controller)
        if let root {
            var stack = [root.index]
            while let index = stack.popLast() {
                viewIndices[index] = order.count
                order.append(index)
                stack.append(contentsOf: NibHierarchy.subviews(of: index, in: document).reversed())
            }
        }
        let views = NibViewProperties.summaries(of: order, in: document)
        func describe(_ index: Int?) -> String {
            guard let index else { return "?" }
            if index == controller.index { return "controller" }
            if let i = viewIndices[index] { return "view#\(i)" }
            if let placeholder = document.objects[index].placeholderIdentifier { return placeholder }
            return "object:" + NibNames.objectClass(forKind: document.objects[index].kind)
        }
        func describeDestination(_ connection: IBConnection) -> String {
            connection.destinationIndex == nil && connection.destinationConstraint != nil ? "object:NSLayoutConstraint" : describe(connection.destinationIndex)
        }
        var outlets: [String] = []
        var actions: [String] = []
        var segues: [NibSegueSummary] = []
        var runtimeAttributes: [String] = []
        let members = BorrowedDocument.with(document) { SceneCompiler(document: $0).sceneMembers(of: controller.index) }
        for source in members {
            for attribute in document.objects[source].runtimeAttributes {
                runtimeAttributes.append(NibRuntimeAttributeSummary.line(describe(source), attribute.keyPath,
                                                                         NibRuntimeAttributeSummary.describe(attribute.value)))
            }
            for connection in document.connections(of: document[source]) where !connection.targetsPlaceholderConstraint(in: document) {
                switch connection.kind {
                case .outlet, .outletCollection:
                    if source == controller.index && connection.property == "view" && connection.destinationIndex == root?.index { continue }
                    outlets.append("\(describe(source)).\(connection.property ?? "") → \(describeDestination(connection))")
                case .action:
                    actions.append("\(describe(source)) \(connection.selector ?? "") → \(describeDestination(connection))")
                case .segue:
                    let relationship = connection.segueKind == "relationship"
                    segues.append(NibSegueSummary(
                        kind: connection.segueKind, identifier: relationship ? nil : connection.identifier,
                        destination: connection.segueKind == "unwind" ? nil : connection.destinationIndex.map { StoryboardCompiler.identifierOf(document[$0], in: document) },
                        source: describe(source)))
                }
            }
        }
        return NibSceneSummary(
            identifier: identifier, controllerClass: NibNames.controllerClass(forKind: controller.kind),
            customClass: controller.customClass, title: controller.title,
            viewNibName: root.map { "\(controller.id)-view-\($0.id)" }, views: views,
            outlets: outlets.sorted(), actions: actions.sorted(), segues: segues.sorted { $0.description < $1.description },
            runtimeAttributes: runtimeAttributes.sorted())
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

    /// One line per difference from `other` (`scene X: outlets -[…] +[…]`), empty when equal.
    public func differences(from other: NibStoryboardSummary) -> [String] {
        var lines: [String] = []
        if entryPoint != other.entryPoint { lines.append("entry point \(entryPoint ?? "-") ≠ \(other.entryPoint ?? "-")") }
        let mine = Dictionary(scenes.map { ($0.identifier, $0) }, uniquingKeysWith: { a, _ in a })
        let theirs = Dictionary(other.scenes.map { ($0.identifier, $0) }, uniquingKeysWith: { a, _ in a })
        for id in Set(mine.keys).subtracting(theirs.keys).sorted() { lines.append("scene \(id) missing") }
        for id in Set(theirs.keys).subtracting(mine.keys).sorted() { lines.append("scene \(id) extra") }
        for id in Set(mine.keys).intersection(theirs.keys).sorted() {
            guard let a = mine[id], let b = theirs[id], a != b else { continue }
            var parts: [String] = []
            if a.controllerClass != b.controllerClass || a.customClass != b.customClass {
                parts.append("class \(a.controllerClass)(\(a.customClass ?? "")) ≠ \(b.controllerClass)(\(b.customClass ?? ""))")
            }
            if a.title != b.title { parts.append("title \(a.title ?? "-") ≠ \(b.title ?? "-")") }
            if a.viewNibName != b.viewNibName { parts.append("view nib \(a.viewNibName ?? "-") ≠ \(b.viewNibName ?? "-")") }
            if a.reference != b.reference { parts.append("reference \(a.reference ?? "-") ≠ \(b.reference ?? "-")") }
            parts += NibSummaryDiff.views(a.views, b.views)
            parts += NibSummaryDiff.list("outlets", a.outlets, b.outlets)
            parts += NibSummaryDiff.list("actions", a.actions, b.actions)
            parts += NibSummaryDiff.list("segues", a.segues.map(\.description), b.segues.map(\.description))
            parts += NibSummaryDiff.list("runtime attributes", a.runtimeAttributes, b.runtimeAttributes)
            lines.append("scene \(id): " + parts.joined(separator: ", "))
        }
        return lines
    }

    private static func readScene(identifier: String, nibName: String, nib: (String) throws -> Data) throws -> NibSceneSummary {
        let scene = try NibObjectGraph(data: nib(nibName))
        guard let controller = scene.elements(scene.root?["UINibTopLevelObjectsKey"])?.first else {
            throw NibCompileError("\(nibName).nib has no top-level controller")
        }
        if controller.className == NibNames.storyboardReferenceClass {
            return NibSceneSummary(identifier: identifier, controllerClass: controller.className, customClass: nil, title: nil,
                                   viewNibName: nil, views: [], outlets: [], actions: [], segues: [],
                                   reference: "\(scene.string(controller["UIReferencedStoryboardName"]) ?? "")/\(scene.string(controller["UIReferencedIdentifier"]) ?? "")")
        }
        let original = scene.string(controller["UIOriginalClassName"]) ?? controller.className
        let recorded = scene.string(controller["UIClassName"]) ?? original
        let templates = scene.elements(controller["UIStoryboardSegueTemplates"]) ?? []
        let templateIndices = Set(templates.map(\.index))
        func templateName(_ template: NibObjectGraph.Object) -> String {
            "segue:" + (scene.string(template["UIIdentifier"]) ?? "#\(templates.firstIndex { $0.index == template.index } ?? -1)")
        }
        // Objects of embedded child controllers belong to their own scenes.
        let children = scene.elements(controller["UIChildViewControllers"]) ?? []
        var childOwned = Set<Int>()
        var stack = children
        while let object = stack.popLast() {
            guard childOwned.insert(object.index).inserted else { continue }
            for property in object.properties { if let target = scene.object(property.value) { stack.append(target) } }
        }
        func describeScene(_ object: NibObjectGraph.Object?) -> String {
            guard let object else { return "?" }
            if object.index == controller.index { return "controller" }
            if templateIndices.contains(object.index) { return templateName(object) }
            if object.className == "UIProxyObject" { return scene.string(object["UIProxiedObjectIdentifier"]) ?? "?" }
            return "object:" + NibSummaryDiff.uiClass(object, in: scene)
        }
        var upstream: [String: String] = [:]
        for entry in scene.entries(controller["UIExternalObjectsTableForViewLoading"]) ?? [] {
            guard let key = scene.string(entry.key) else { continue }
            upstream[key] = describeScene(entry.value)
        }
        var collected = NibConnectionCollector()
        for connection in scene.elements(scene.root?["UINibConnectionsKey"]) ?? [] {
            guard let source = scene.object("UISource", of: connection), !childOwned.contains(source.index) else { continue }
            let label = scene.string(connection["UILabel"]) ?? ""
            let destination = scene.object("UIDestination", of: connection)
            let sourceName = describeScene(source)
            let destinationName = describeScene(destination)
            if label == "storyboard" && destinationName == "UIStoryboardPlaceholder" && sourceName == "controller" { continue }
            if label == "sceneViewController" && sourceName == "IBFilesOwner" { continue }
            if label == "viewController" && sourceName.hasPrefix("segue:") { continue }
            collected.add(className: connection.className, label: label, source: sourceName, destination: destinationName)
        }
        collected.runtimeAttributes += NibRuntimeAttributeSummary.read(scene, describe: describeScene, skip: childOwned.contains)
        var views: [NibViewSummary] = []
        let viewNibName = scene.string(controller["UINibName"])
        if let viewNibName {
            let graph = try NibObjectGraph(data: nib(viewNibName))
            var viewIndex: [Int: Int] = [:]
            var objects: [NibObjectGraph.Object] = []
            if let root = graph.elements(graph.root?["UINibTopLevelObjectsKey"])?.first {
                NibSummaryDiff.walkViews(from: root, in: graph, into: &objects, viewIndex: &viewIndex)
            }
            views = NibViewProperties.summaries(of: objects, in: graph)
            func describe(_ object: NibObjectGraph.Object?) -> String {
                guard let object else { return "?" }
                if let i = viewIndex[object.index] { return "view#\(i)" }
                if object.className == "UIProxyObject", let id = graph.string(object["UIProxiedObjectIdentifier"]) {
                    return id == "IBFilesOwner" ? "controller" : (upstream[id] ?? id)
                }
                return "object:" + NibSummaryDiff.uiClass(object, in: graph)
            }
            for connection in graph.elements(graph.root?["UINibConnectionsKey"]) ?? [] {
                let label = graph.string(connection["UILabel"]) ?? ""
                let source = describe(graph.object("UISource", of: connection))
                let destination = describe(graph.object("UIDestination", of: connection))
                if label == "view" && source == "controller" && destination == "view#0" { continue }
                collected.add(className: connection.className, label: label, source: source, destination: destination)
            }
            collected.runtimeAttributes += NibRuntimeAttributeSummary.read(graph, describe: describe)
            try collected.addPrototypes(of: graph, describe: describe)
        }
        var segues = templates.map { template in
            NibSegueSummary(kind: NibNames.segueKind(forTemplate: template.className, action: scene.string(template["UIActionName"])),
                            identifier: scene.string(template["UIIdentifier"]),
                            destination: scene.string(template["UIDestinationViewControllerIdentifier"]),
                            source: collected.segueSources[templateName(template)] ?? "controller")
        }
        for child in children {
            segues.append(NibSegueSummary(kind: "relationship", identifier: nil, destination: scene.string(child["UIStoryboardIdentifier"]),
                                          source: "controller"))
        }
        return NibSceneSummary(
            identifier: identifier, controllerClass: original,
            customClass: recorded == original ? nil : NibNames.demangle(recorded).className,
            title: scene.string(controller["UITitle"]), viewNibName: viewNibName, views: views,
            outlets: collected.outlets.sorted(), actions: collected.actions.sorted(), segues: segues.sorted { $0.description < $1.description },
            runtimeAttributes: collected.runtimeAttributes.sorted())
    }
}

/// Sorts compiled connections into outlets, actions and segue triggers while reading a nib back.
struct NibConnectionCollector {
    var outlets: [String] = []
    var actions: [String] = []
    /// Runtime attributes as `object keyPath type = value`.
    var runtimeAttributes: [String] = []
    /// Segue template name (`segue:…`) → the source that triggers it.
    var segueSources: [String: String] = [:]

    mutating func add(className: String, label: String, source: String, destination: String) {
        if className == "UIRuntimeEventConnection" {
            if label == "perform:" && destination.hasPrefix("segue:") { segueSources[destination] = source } else {
                actions.append("\(source) \(label) → \(destination)")
            }
        } else if (label == "selectionSegueTemplate" || label == "accessoryActionSegueTemplate") && destination.hasPrefix("segue:") {
            segueSources[destination] = source
        } else {
            outlets.append("\(source).\(label) → \(destination)")
        }
    }

    /// Reads the connections of the prototype nibs nested in `graph` (recursively); their upstream placeholders resolve
    /// through the enclosing nib's external-object dictionaries.
    mutating func addPrototypes(of graph: NibObjectGraph, describe: (NibObjectGraph.Object?) -> String) throws {
        for object in graph.objects {
            for (nibsKey, externalsKey) in [("UITableViewCellPrototypeNibs", "UITableViewCellPrototypeNibExternalObjects"),
                                            ("UICollectionViewCellPrototypeNibs", "UICollectionViewCellPrototypeNibExternalObjects")] {
                guard let nibs = graph.entries(object[nibsKey]) else { continue }
                var externals: [String: [String: NibObjectGraph.Object]] = [:]
                for entry in graph.entries(object[externalsKey]) ?? [] {
                    guard let reuse = graph.string(entry.key) else { continue }
                    for inner in graph.entries(entry.value) ?? [] {
                        if let key = graph.string(inner.key) { externals[reuse, default: [:]][key] = inner.value }
                    }
                }
                for entry in nibs {
                    guard let reuse = graph.string(entry.key), let bytes = graph.object("archiveData", of: entry.value)?["NS.bytes"]?.dataValue else { continue }
                    let nested = try NibObjectGraph(data: bytes)
                    let table = externals[reuse] ?? [:]
                    func describeNested(_ inner: NibObjectGraph.Object?) -> String {
                        guard let inner else { return "?" }
                        if inner.className == "UIProxyObject", let id = nested.string(inner["UIProxiedObjectIdentifier"]) {
                            return table[id].map { describe($0) } ?? id
                        }
                        return "object:" + NibSummaryDiff.uiClass(inner, in: nested)
                    }
                    for connection in nested.elements(nested.root?["UINibConnectionsKey"]) ?? [] {
                        add(className: connection.className, label: nested.string(connection["UILabel"]) ?? "",
                            source: describeNested(nested.object("UISource", of: connection)),
                            destination: describeNested(nested.object("UIDestination", of: connection)))
                    }
                    runtimeAttributes += NibRuntimeAttributeSummary.read(nested, describe: describeNested)
                    try addPrototypes(of: nested, describe: describeNested)
                }
            }
        }
    }
}

/// Helpers shared by the storyboard and xib summaries.
enum NibSummaryDiff {
    /// `name -[only in source] +[only compiled]` for two multisets of lines, nothing when equal.
    static func list(_ name: String, _ expected: [String], _ actual: [String]) -> [String] {
        guard expected != actual else { return [] }
        var counts: [String: Int] = [:]
        for line in expected { counts[line, default: 0] += 1 }
        for line in actual { counts[line, default: 0] -= 1 }
        let missing = counts.filter { $0.value > 0 }.map(\.key).sorted()
        let extra = counts.filter { $0.value < 0 }.map(\.key).sorted()
        if missing.isEmpty && extra.isEmpty { return ["\(name) order differs"] }
        return ["\(name) -\(missing) +\(extra)"]
    }

    /// A frame rounded to 1e-6 pt, so that the center→origin arithmetic of a compiled frame compares equal to the source.
    static func rounded(_ rect: NibRect) -> NibRect {
        func r(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }
        return NibRect(x: r(rect.x), y: r(rect.y), width: r(rect.width), height: r(rect.height))
    }

    /// The UIKit class of a compiled object (a `UIClassSwapper`'s original class).
    static func uiClass(_ object: NibObjectGraph.Object, in graph: NibObjectGraph) -> String {
        object.className == "UIClassSwapper" ? (graph.string(object["UIOriginalClassName"]) ?? "NSObject") : object.className
    }

    /// Depth-first views under `root` through `UISubviews` (layout guides and cell separators skipped), appended to
    /// `views`; `viewIndex` maps each object index to its position.
    static func walkViews(from root: NibObjectGraph.Object, in graph: NibObjectGraph, into views: inout [NibObjectGraph.Object],
                          viewIndex: inout [Int: Int]) {
        var stack = [root]
        while let view = stack.popLast() {
            if view.className == "_UILayoutGuide" || view.className == "_UITableViewCellSeparatorView" { continue }
            viewIndex[view.index] = views.count
            views.append(view)
            stack.append(contentsOf: (graph.elements(view["UISubviews"]) ?? []).reversed())
        }
    }

    /// The differences between two view lists: the list of descriptions when classes or frames differ, else one
    /// `view#i name a ≠ b` per differing property.
    static func views(_ expected: [NibViewSummary], _ actual: [NibViewSummary]) -> [String] {
        let shape = list("views", expected.map(\.description), actual.map(\.description))
        guard shape.isEmpty else { return shape }
        var lines: [String] = []
        for (i, (a, b)) in zip(expected, actual).enumerated() where a != b {
            for (p, q) in zip(a.properties, b.properties) where p.value != q.value {
                lines.append("view#\(i) \(p.name) \(p.value) ≠ \(q.value)")
            }
        }
        return lines
    }
}

/// A xib as the round trip compares it: top-level objects, views, outlets and actions.
public struct NibXibSummary: Sendable, Equatable {
    /// Top-level objects in order: `proxy:<identifier>` for placeholders, else `UIClass` or `UIClass(Custom)`.
    public var topLevel: [String]
    /// The views under the top-level views, depth-first.
    public var views: [NibViewSummary]
    /// Outlets as `source.property → destination` (`view#i`, `proxy:…`, `object:UIClass`), sorted.
    public var outlets: [String]
    /// Actions as `source selector → destination`, sorted.
    public var actions: [String]
    /// User-defined runtime attributes as `object keyPath type = value` (objects named like the outlets' ends), sorted.
    public var runtimeAttributes: [String] = []

    /// The summary of a xib document, computed from the IB model.
    public init(document: IBDocument) {
        var order: [Int] = []
        var viewIndices: [Int: Int] = [:]
        topLevel = document.topLevelObjects.map { index in
            let object = document[index]
            if object.isPlaceholder { return "proxy:" + (object.placeholderIdentifier ?? object.userLabel ?? object.id) }
            return NibNames.objectClass(forKind: object.kind) + (object.customClass.map { "(\($0))" } ?? "")
        }
        for top in document.topLevelObjects where !document.objects[top].isPlaceholder && NibNames.isView(kind: document.objects[top].kind) {
            var stack = [top]
            while let index = stack.popLast() {
                viewIndices[index] = order.count
                order.append(index)
                stack.append(contentsOf: NibHierarchy.subviews(of: index, in: document).reversed())
            }
        }
        func describe(_ connection: IBConnection?, source: Int?) -> String {
            guard let index = source ?? connection?.destinationIndex else {
                return connection?.destinationConstraint != nil ? "object:NSLayoutConstraint" : "?"
            }
            if let i = viewIndices[index] { return "view#\(i)" }
            let object = document[index]
            if object.isPlaceholder { return "proxy:" + (object.placeholderIdentifier ?? object.userLabel ?? object.id) }
            return "object:" + NibNames.objectClass(forKind: object.kind)
        }
        var outlets: [String] = []
        var actions: [String] = []
        for connection in document.connections where !connection.targetsPlaceholderConstraint(in: document) {
            let source = describe(nil, source: connection.source)
            let destination = describe(connection, source: nil)
            switch connection.kind {
            case .outlet, .outletCollection: outlets.append("\(source).\(connection.property ?? "") → \(destination)")
            case .action: actions.append("\(source) \(connection.selector ?? "") → \(destination)")
            case .segue: break
            }
        }
        var runtimeAttributes: [String] = []
        for object in document.objects.indices where !document.objects[object].runtimeAttributes.isEmpty {
            for attribute in document.objects[object].runtimeAttributes {
                runtimeAttributes.append(NibRuntimeAttributeSummary.line(describe(nil, source: object), attribute.keyPath,
                                                                         NibRuntimeAttributeSummary.describe(attribute.value)))
            }
        }
        self.views = NibViewProperties.summaries(of: order, in: document)
        self.outlets = outlets.sorted()
        self.actions = actions.sorted()
        self.runtimeAttributes = runtimeAttributes.sorted()
    }

    /// The summary read back from a compiled nib alone (no XML).
    public init(archive: NibArchive) throws {
        let graph = NibObjectGraph(archive)
        let top = graph.elements(graph.root?["UINibTopLevelObjectsKey"]) ?? []
        func proxyName(_ object: NibObjectGraph.Object) -> String? {
            object.className == "UIProxyObject" ? graph.string(object["UIProxiedObjectIdentifier"]).map { "proxy:" + $0 } : nil
        }
        topLevel = top.map { object in
            if let proxy = proxyName(object) { return proxy }
            if object.className == "UIClassSwapper" {
                return NibSummaryDiff.uiClass(object, in: graph) + "(\(graph.string(object["UIClassName"]).map { NibNames.demangle($0).className } ?? ""))"
            }
            return object.className
        }
        var viewIndex: [Int: Int] = [:]
        var objects: [NibObjectGraph.Object] = []
        for object in top where proxyName(object) == nil && object["UIDeepDrawRect"] != nil {
            NibSummaryDiff.walkViews(from: object, in: graph, into: &objects, viewIndex: &viewIndex)
        }
        let views = NibViewProperties.summaries(of: objects, in: graph)
        func describe(_ object: NibObjectGraph.Object?) -> String {
            guard let object else { return "?" }
            if let i = viewIndex[object.index] { return "view#\(i)" }
            if let proxy = proxyName(object) { return proxy }
            return "object:" + NibSummaryDiff.uiClass(object, in: graph)
        }
        var collected = NibConnectionCollector()
        for connection in graph.elements(graph.root?["UINibConnectionsKey"]) ?? [] {
            collected.add(className: connection.className, label: graph.string(connection["UILabel"]) ?? "",
                          source: describe(graph.object("UISource", of: connection)),
                          destination: describe(graph.object("UIDestination", of: connection)))
        }
        collected.runtimeAttributes += NibRuntimeAttributeSummary.read(graph, describe: describe)
        try collected.addPrototypes(of: graph, describe: describe)
        self.views = views
        outlets = collected.outlets.sorted()
        actions = collected.actions.sorted()
        runtimeAttributes = collected.runtimeAttributes.sorted()
    }

    /// One line per difference from `other`, empty when equal.
    public func differences(from other: NibXibSummary) -> [String] {
        NibSummaryDiff.list("top-level", topLevel, other.topLevel) + NibSummaryDiff.views(views, other.views)
            + NibSummaryDiff.list("outlets", outlets, other.outlets) + NibSummaryDiff.list("actions", actions, other.actions)
            + NibSummaryDiff.list("runtime attributes", runtimeAttributes, other.runtimeAttributes)
    }
}
