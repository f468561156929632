import Foundation

/// Whether a document is a xib or a storyboard.
public enum IBDocumentKind: String, Sendable, Hashable, Codable {
    /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
    case xib
    /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    case storyboard
}

/// The `<document>` element's attributes and its `<dependencies>`.
public struct IBDocumentHeader: Sendable {
    // Spelt `Optional<…>` and without declaration defaults, every field set once by the init: with the defaults this
    // toolchain built each header twice, copied one into the other and destroyed the second (≈ 200 instructions per
    // document; see `IBColor`).
    /// `type` (e.g. `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`).
    public var type: String
    /// xib or storyboard.
    public var kind: IBDocumentKind
    /// `version` (`2.0` or `3.0`).
    public var version: String
    /// `toolsVersion`.
    public var toolsVersion: Optional<String>
    /// `systemVersion`.
    public var systemVersion: Optional<String>
    /// `targetRuntime` (`iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`).
    public var targetRuntime: Optional<String>
    /// `propertyAccessControl`.
    public var propertyAccessControl: Optional<String>
    /// `useAutolayout`.
    public var useAutolayout: Optional<Bool>
    /// `useTraitCollections`.
    public var useTraitCollections: Optional<Bool>
    /// `useSafeAreas`.
    public var useSafeAreas: Optional<Bool>
    /// `colorMatched`.
    public var colorMatched: Optional<Bool>
    /// `launchScreen`.
    public var launchScreen: Optional<Bool>
    /// `initialViewController` id (storyboards).
    public var initialViewController: Optional<String>
    /// The children of `<dependencies>` (`plugIn`, `capability`, `deployment`…), generically.
    public var dependencies: [IBElement]
    /// The `<device>` element, if any.
    public var device: Optional<IBElement>
    /// `<customFonts>`: each font file of the document (e.g. `Lato.ttf`) with its PostScript names.
    public var customFonts: [String: [String]]
    /// Design-time `<simulatedMetricsContainer>` defaults (no effect at run time), kept as elements.
    public var simulatedMetrics: [IBElement]
    /// `<document>` attributes the model does not understand.
    public var unknownAttributes: [IBAttribute]

    init(type: String, kind: IBDocumentKind, version: String) {
        self.type = type
        self.kind = kind
        self.version = version
        toolsVersion = nil
        systemVersion = nil
        targetRuntime = nil
        propertyAccessControl = nil
        useAutolayout = nil
        useTraitCollections = nil
        useSafeAreas = nil
        colorMatched = nil
        launchScreen = nil
        initialViewController = nil
        dependencies = []
        device = nil
        customFonts = [:]
        simulatedMetrics = []
        unknownAttributes = []
    }
}

/// A storyboard scene (`<scene sceneID=>`): its top-level objects.
public struct IBScene: Sendable {
    // `Optional<…>` without declaration defaults, each field set once by the init (see `IBDocumentHeader`).
    /// The scene's index in `IBDocument.scenes`.
    public var index: Int
    /// `sceneID`.
    public var sceneID: String
    /// Indices of the scene's top-level objects (the children of its `<objects>`), in order.
    public var objects: [Int]
    /// The controller (or storyboard reference) of the scene: the object with `sceneMemberID="viewController"`, else the first non-placeholder object.
    public var controller: Optional<Int>
    /// The First Responder placeholder.
    public var firstResponder: Optional<Int>
    /// The Exit placeholder.
    public var exit: Optional<Int>
    /// `<point key="canvasLocation">`.
    public var canvasLocation: Optional<IBPoint>
    /// Child elements of the scene the model does not understand.
    public var unknownChildren: [IBElement]
    /// The generic element.
    public var element: IBElement
    /// Where the scene starts. (computed on demand from the element).
    public var position: IBSourcePosition { element.position }

    init(index: Int, sceneID: String, element: IBElement) {
        self.index = index
        self.sceneID = sceneID
        objects = []
        controller = nil
        firstResponder = nil
        exit = nil
        canvasLocation = nil
        unknownChildren = []
        self.element = element
    }
}

/// A read `.xib` or `.storyboard`: header, scenes, a flat object table, connections, constraints,
/// resources, and a coverage report of what was not understood.
public struct IBDocument: Sendable {
    /// The file name errors and reports use.
    public var fileName: String
    /// The `<document>` header.
    public var header: IBDocumentHeader
    /// Every object element, in document order (parents before children).
    public var objects: [IBObject]
    /// The scenes (storyboards), in order; empty for xibs.
    public var scenes: [IBScene]
    /// Top-level object indices: the children of a xib's `<objects>`; for storyboards, every scene's objects.
    public var topLevelObjects: [Int]
    /// Every connection (outlets, outlet collections, actions, segues), in document order.
    public var connections: [IBConnection]
    /// Every constraint, in document order.
    public var constraints: [IBConstraint]
    /// The `<resources>`.
    public var resources: [IBResource]
    /// The references in `<inferredMetricsTieBreakers>` (`<segue reference=>`).
    public var inferredMetricsTieBreakers: [String]
    /// Root-level children of `<document>` the model does not understand.
    public var unknownChildren: [IBElement]
    /// What was not understood.
    public var coverage: IBCoverageReport
    /// The `<document>` element, for generic access to everything.
    public var root: IBElement
    let idTable: IDTable

    /// Reads a `.xib` or `.storyboard` file; throws `IBReadError`.
    public static func read(contentsOf url: URL) throws(IBReadError) -> IBDocument {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            // Say what a person can act on, not Foundation's error dump.
            var isFolder: ObjCBool = false
            let why: String
            if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
                why = "no such file; check the path"
            } else if isFolder.boolValue {
                why = "it is a folder, not a file (a compiled .storyboardc? read its source .storyboard)"
            } else {
                why = "\((error as NSError).localizedDescription); check its permissions"
            }
            throw IBReadError(kind: .unreadable(why), file: url.path, position: nil)
        }
        return try read(data: data, fileName: url.path)
    }

    /// Reads `.xib` or `.storyboard` XML from memory; `fileName` names it in errors; throws `IBReadError`.
    public static func read(data: Data, fileName: String) throws(IBReadError) -> IBDocument {
        try DocumentBuilder.build(bytes: SourceBytes(data), fileName: fileName)
    }

    /// Reads `.xib` or `.storyboard` XML from a string; `fileName` names it in errors.
    public static func read(string: String, fileName: String = "<string>") throws(IBReadError) -> IBDocument {
        try DocumentBuilder.build(bytes: SourceBytes(Array(string.utf8)), fileName: fileName)
    }

    /// xib or storyboard.
    public var kind: IBDocumentKind { header.kind }
    /// The object index for an id, nil if no object has it.
    public func index(ofID id: String) -> Int? { objectIndex(ofID: id) }
    /// The object with an id.
    public func object(withID id: String) -> IBObject? { index(ofID: id).map { objects[$0] } }
    /// The connection with an id (outlets, actions, segues…).
    public func connection(withID id: String) -> IBConnection? { connections.first { $0.id == id } }
    /// The constraint with an id.
    public func constraint(withID id: String) -> IBConstraint? {
        idTable.lookup(id, in: root.storage.tree.bytes).flatMap { $0.constraint >= 0 ? constraints[Int($0.constraint)] : nil }
    }
    /// The object at an index.
    public subscript(index: Int) -> IBObject { objects[index] }
    /// The initial view controller (storyboards).
    public var initialViewController: IBObject? { header.initialViewController.flatMap(object(withID:)) }
    /// File's Owner (`placeholderIdentifier="IBFilesOwner"`).
    public var filesOwner: IBObject? { objects.first { $0.placeholderIdentifier == "IBFilesOwner" } }
    /// The First Responder placeholder (`IBFirstResponder`) of a xib, or of the first scene.
    public var firstResponder: IBObject? { objects.first { $0.placeholderIdentifier == "IBFirstResponder" } }
    /// External objects (`placeholderIdentifier="IBExternalObject…"` placeholders); their identifier is `userLabel`/`placeholderIdentifier`.
    public var externalObjects: [IBObject] {
        objects.filter { $0.kind == "placeholder" && ($0.placeholderIdentifier.map { $0 != "IBFilesOwner" && $0 != "IBFirstResponder" } ?? false) }
    }
    /// Every controller of every scene (the `controller` of each scene, in order).
    public var controllers: [IBObject] { scenes.compactMap { $0.controller.map { objects[$0] } } }
    /// The subview objects of an object, in order.
    public func subviews(of object: IBObject) -> [IBObject] { object.subviewList.map { objects[$0] } }
    /// The child objects of an object, in order.
    public func children(of object: IBObject) -> [IBObject] { object.childList.map { objects[$0] } }
    /// The connections whose source is the object.
    public func connections(of object: IBObject) -> [IBConnection] { object.connectionList.map { connections[$0] } }
    /// The view of a controller: its child with `key="view"`.
    public func view(of controller: IBObject) -> IBObject? {
        controller.childList.lazy.map { self.objects[$0] }.first { $0.key == "view" }
    }
    /// Every segue, in document order.
    public var segues: [IBConnection] { connections.filter { $0.kind == .segue } }
    /// Segue counts by `kind` (nil key for segues without one, including `<segue reference=>` tie-breakers).
    public var segueKindCounts: [String?: Int] {
        var counts: [String?: Int] = [:]
        for c in connections where c.kind == .segue { counts[c.segueKind, default: 0] += 1 }
        if !inferredMetricsTieBreakers.isEmpty { counts[nil, default: 0] += inferredMetricsTieBreakers.count }
        return counts
    }
    /// Visits every object of the subtree rooted at `index` in document order, without recursion.
    public func walk(from index: Int, _ body: (IBObject) throws -> Void) rethrows {
        var stack = [index]
        while let i = stack.popLast() {
            try body(objects[i])
            stack.append(contentsOf: objects[i].childList.reversed())
        }
    }
}
