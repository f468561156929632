import Foundation
import InterfaceBuilder

// Rule 26: a nib instantiates in three passes.
//
// 1. Create every object. The archive is decoded from its top-level objects, then from its list of
//    all objects, as UIKit's `UINibDecoder` does: an object is made when something references it,
//    with `init?(coder:)` for views, controllers and the other archivable classes, and `init()` for
//    plain `NSObject` subclasses (`customObject`). A view's `init?(coder:)` thus makes its subviews.
//    References that may point back at the object being made (a constraint's items, a controller's
//    objects for its view) wait for the end of this pass (`UINibDecoder.afterCreation`).
//    Then the user-defined runtime attributes are set (after all objects exist, before outlets: [W]).
// 2. Make every connection: outlets (`OutletConnector`), outlet collections, actions.
//    An action whose target does not list the method is reported here, at load time, rather than
//    when the control is used (the issue asks for it; UIKit itself only fails when it is sent).
// 3. Send `awakeFromNib` to every object made from the nib, in the nib's object order. File's Owner,
//    First Responder and external objects are placeholders: not made, not awoken.

/// One instantiation of a nib: the objects it made so far and its placeholders.
@MainActor
final class NibInstantiation {
    let nib: UINib
    nonisolated let graph: NibObjectGraph
    /// What is computed once per nib: key tables, shared fonts, colours and images.
    nonisolated let runtime: NibRuntimeIndex
    let owner: AnyObject?
    let externalObjects: [String: Any]

    // `@exclusivity(unchecked)`: these are read and written hundreds of times per instantiation, each
    // access instantaneous (none is held across a call), so the dynamic exclusivity check (a
    // thread-local access set, some 80 instructions an access) is left out.

    /// Objects made so far, by archive index (reference types only).
    @exclusivity(unchecked) private var made: [AnyObject?]
    /// Archive indexes whose `init?(coder:)` is running (a reference to one of them is a cycle).
    @exclusivity(unchecked) private var inProgress: [Bool]
    /// Objects made from the nib, in creation order: they receive `awakeFromNib` (pass 3).
    @exclusivity(unchecked) private(set) var createdOrder: [Int] = []
    /// Work that waits for every object to exist (end of pass 1).
    @exclusivity(unchecked) var afterCreation: [NibDeferredWork] = []
    /// Problems found (unknown keys, missing actions…), reported by the caller.
    private(set) var problems: [NibProblem] = []

    init(nib: UINib, index: NibRuntimeIndex, owner: AnyObject?, externalObjects: [String: Any]) {
        self.nib = nib
        self.runtime = index
        self.graph = index.graph
        self.owner = owner
        self.externalObjects = externalObjects
        made = Array(repeating: nil, count: graph.objects.count)
        inProgress = Array(repeating: false, count: graph.objects.count)
    }

    // MARK: The three passes

    /// Runs the three passes and returns the top-level objects (placeholders left out, as UIKit does).
    func run() throws(UIKitException) -> [Any] {
        guard let root = graph.root else {
            throw .internalInconsistency("Could not load NIB '\(nib.displayName)': the archive has no objects.")
        }
        // Pass 1.
        // The top-level objects, placeholders (File's Owner, First Responder, external objects: the
        // archive's `UIProxyObject`s) left out, as UIKit does.
        var topLevel: [Any] = []
        // The root's lists through the nib's key tables (not `graph.object(_:of:)`, which copies objects).
        if let list = runtime.value(in: root.index, key: "UINibTopLevelObjectsKey", onMainThread: true)?.objectIndex,
           list >= 0, list < graph.objects.count {
            for element in runtime.elements[list] {
                guard let value = decode(element) else { continue }
                if let index = element.objectIndex {
                    if index >= 0, index < runtime.kinds.count, runtime.kinds[index] == .proxy { continue }
                    // Only an object can be a placeholder: a class check, not a cast from `Any`.
                    if NibPlaceholder.isPlaceholder(madeObject(at: index)) { continue }
                }
                topLevel.append(value)
            }
        }
        if let all = runtime.value(in: root.index, key: "UINibObjectsKey", onMainThread: true)?.objectIndex, all >= 0, all < graph.objects.count {
            for element in runtime.elements[all] {
                _ = decode(element)
            }
        }
        while !afterCreation.isEmpty {
            let work = afterCreation
            afterCreation.removeAll()
            for item in work { perform(item) }
        }
        try applyRuntimeAttributes(root)
        // Pass 2.
        try connect(root)
        // Pass 3.
        awake(root)
        return topLevel
    }

    /// Runs one piece of work that waited for every object to exist.
    private func perform(_ work: NibDeferredWork) {
        switch work {
        case .closure(let body):
            body()
        case .constraintItem(let index, let value, let second):
            // NSLayoutConstraint's `NSFirstItem`/`NSSecondItem`: the constraint is handed back by index
            // rather than captured (no closure, no weak reference and its side table per constraint).
            guard let constraint = made[index] as? NSLayoutConstraint else { return }
            let item = objectReference(value)
            if second {
                constraint.secondItem = item
                // IB's "Standard" spacing, decided once both items exist.
                if constraint.usesSystemSpacing { constraint.constant = constraint.standardSpacing }
            } else {
                constraint.firstItem = item
            }
        case .viewConstraints(let index, let value):
            // A view's `UIViewAutolayoutConstraints`.
            guard let view = made[index] as? UIView else { return }
            var constraints: [NSLayoutConstraint] = []
            if let array = value.objectIndex, array >= 0, array < graph.objects.count {
                for element in runtime.elements[array] {
                    if let i = element.objectIndex, let constraint = instance(at: i) as? NSLayoutConstraint { constraints.append(constraint) }
                }
            }
            view.holdConstraintsFromNib(constraints)
        }
    }

    /// Pass 3: `awakeFromNib` to every object made from the nib, in the nib's object order.
    private func awake(_ root: NibObjectGraph.Object) {
        // Flags by archive index rather than sets: this runs for every object of every instantiation.
        var order: [Int] = []
        order.reserveCapacity(createdOrder.count)
        var seen = [Bool](repeating: false, count: made.count)
        var created = [Bool](repeating: false, count: made.count)
        for index in createdOrder { created[index] = true }
        if let all = runtime.value(in: root.index, key: "UINibObjectsKey", onMainThread: true)?.objectIndex, all < graph.objects.count {
            for element in runtime.elements[all] {
                if let index = element.objectIndex, index >= 0, index < made.count, made[index] != nil, created[index], !seen[index] {
                    seen[index] = true
                    order.append(index)
                }
            }
        }
        for index in createdOrder where !seen[index] {
            seen[index] = true
            order.append(index)
        }
        for index in order {
            guard let object = made[index] else { continue }
            NibAwakening.awake(object)
        }
    }

    // MARK: Decoding values

    /// The Swift value for an archived value: scalars as themselves, objects made or looked up.
    func decode(_ value: NibValue?) -> Any? {
        guard let value else { return nil }
        switch value {
        case .object(let index): return object(at: index)
        case .null: return nil
        default:
            if let b = value.boolValue { return b }
            if let i = value.integerValue { return i }
            if let d = value.doubleValue { return d }
            if let data = value.dataValue { return data }
            return nil
        }
    }

    /// What `decode(value) as AnyObject?` gives, without the round trip through `Any` for an object
    /// already made (on Linux, `as AnyObject` from `Any` goes through the runtime's bridging).
    func objectReference(_ value: NibValue?) -> AnyObject? {
        if case .object(let index)? = value, index >= 0, index < made.count, let existing = made[index] {
            return existing
        }
        return decode(value) as AnyObject?
    }

    /// The object at `index`: made once per instantiation, shared by every reference to it.
    func object(at index: Int) -> Any? {
        guard index >= 0, index < graph.objects.count else { return nil }
        if let existing = made[index] { return existing }
        // The kind was found from the class name once per nib (not by comparing strings per object).
        switch runtime.kinds[index] {
        case .string:
            return runtime.texts[index] ?? ""
        case .array:
            var values: [Any] = []
            for element in runtime.elements[index] {
                if let value = decode(element) { values.append(value) }
            }
            return values
        case .dictionary:
            let elements = runtime.elements[index]
            var dictionary: [AnyHashable: Any] = [:]
            var i = 0
            while i + 1 < elements.count {
                if let key = decode(elements[i]) as? AnyHashable, let element = decode(elements[i + 1]) {
                    dictionary[key] = element
                }
                i += 2
            }
            return dictionary
        case .number:
            let archived = graph.objects[index]
            if archived["NSBoolean"]?.boolValue == true { return (archived["NS.intval"]?.integerValue ?? 0) != 0 }
            if let i = archived["NS.intval"]?.integerValue { return i }
            if let d = archived["NS.dblval"]?.doubleValue ?? archived["NS.dblval"]?.integerValue.map(Double.init) { return d }
            return 0
        case .data:
            return graph.objects[index]["NS.bytes"]?.dataValue ?? Data()
        case .value:
            return NibValues.value(graph.objects[index], doubles: valueDoubles(at: index))
        case .null:
            return nil
        case .proxy, .color, .font, .image, .nib, .instance:
            return instance(at: index)
        }
    }

    /// The class instance at `index` (made once, or a placeholder); nil for Foundation values such as
    /// strings and arrays. Typed callers use it to avoid casting through `Any`, which is slow on Linux.
    func instance(at index: Int) -> AnyObject? {
        guard index >= 0, index < graph.objects.count else { return nil }
        if let existing = made[index] { return existing }
        guard !runtime.kinds[index].isFoundationValue else { return nil }
        guard !inProgress[index] else {
            // A reference back to an object whose init?(coder:) is running: Swift cannot hand out a
            // half-made object. Known back-references wait for the end of pass 1 instead.
            problems.append(.cycle(file: nib.displayName, className: graph.objects[index].className, objectID: nib.objectID(index)))
            return nil
        }
        inProgress[index] = true
        defer { inProgress[index] = false }
        guard let instance = make(at: index) else { return nil }
        made[index] = instance
        return instance
    }

    /// The object made for archive index `index`, if it was made (no making here).
    func madeObject(at index: Int) -> AnyObject? {
        guard index >= 0, index < made.count else { return nil }
        return made[index]
    }

    /// The class instances an archived array (`NSArray`…) holds, in order.
    func instances(inArray index: Int) -> [AnyObject] {
        guard index >= 0, index < graph.objects.count else { return [] }
        // A loop, not `compactMap`: a main-actor closure handed to a generic function checks its
        // executor on each call in Swift 6.
        var instances: [AnyObject] = []
        for element in runtime.elements[index] {
            if let elementIndex = element.objectIndex, let instance = instance(at: elementIndex) { instances.append(instance) }
        }
        return instances
    }

    /// Makes the object for a non-Foundation archived object.
    private func make(at index: Int) -> AnyObject? {
        // The archived object is copied (six reference-counted fields retained, then released) only
        // where it is read: not for an instance whose class the nib already resolved.
        var archived: NibObjectGraph.Object { graph.objects[index] }
        switch runtime.kinds[index] {
        case .proxy:
            // The identifier through the nib's tables (no copies of the archived objects).
            return placeholder(runtime.text(runtime.value(in: index, key: "UIProxiedObjectIdentifier", onMainThread: true)) ?? "")
        // Colours, fonts and images are immutable: decoded once per nib, shared by its instantiations.
        case .color:
            return runtime.shared(index) { NibValues.color(archived, graph: graph) }
        case .font:
            return runtime.shared(index) { NibValues.font(archived, graph: graph) }
        case .image:
            // A found image is kept; a missing one is looked up again next time (a file may appear).
            let bundle = nib.bundle
            if let found = runtime.shared(index, { NibValues.foundImage(named: NibValues.imageName(archived, graph: graph), bundle: bundle) }) {
                return found
            }
            return UIImage(size: .zero, name: NibValues.imageName(archived, graph: graph))
        case .nib:
            return nestedNib(archived)
        default:
            break
        }
        let (resolved, fellBack) = runtime.resolvedClass(index) {
            NibClassResolver.resolve(archived, graph: graph, file: nib.displayName, objectID: nib.objectID(index))
        }
        let instance: AnyObject?
        switch resolved {
        case .archivable(let type):
            let coder = UINibDecoder(session: self, objectIndex: index)
            // Rule 29: a storyboard's creator makes the scene's controller from the coder; nil → the default.
            if type is UIViewController.Type, let scene = owner as? StoryboardSceneOwner, let creator = scene.takeCreator(),
               let custom = creator(coder) {
                instance = custom
            } else {
                instance = NibClassResolver.instantiate(type, coder: coder)
            }
            if instance is UIViewController { NibLoading.statistics.controllersCreated += 1 }
        case .plain(let type):
            instance = type.init()
        case .made(let make):
            instance = make()
        case .plainNSObject:
            instance = NSObject()
        case .unknown(let className):
            instance = NibUnknownObject(className: className)
        }
        guard let instance else {
            problems.append(.initFailed(file: nib.displayName, className: archived.className, objectID: nib.objectID(index)))
            return nil
        }
        NibLoading.statistics.objectsCreated += 1
        createdOrder.append(index)
        if fellBack { NibLoading.markFallback(instance) }
        return instance
    }

    /// File's Owner, First Responder or an external object.
    private func placeholder(_ identifier: String) -> AnyObject {
        switch identifier {
        case "IBFilesOwner":
            return owner ?? NibPlaceholder.nilOwner
        case "IBFirstResponder":
            return NibPlaceholder.firstResponder
        default:
            if let external = externalObjects[identifier] { return anyObject(external) }
            problems.append(.missingExternalObject(file: nib.displayName, identifier: identifier))
            return NibPlaceholder.missing(identifier)
        }
    }

    /// A nested nib (a prototype cell): its archive lives in the outer one.
    private func nestedNib(_ archived: NibObjectGraph.Object) -> AnyObject? {
        guard let dataObject = graph.object("archiveData", of: archived),
              let bytes = dataObject["NS.bytes"]?.dataValue else { return nil }
        return UINib(nested: bytes, in: nib)
    }

    /// The doubles of an `NSValue` object (`NS.rectval`…), for geometry read through `UINibDecoder`.
    nonisolated func valueDoubles(at index: Int) -> [Double]? {
        guard index >= 0, index < graph.objects.count else { return nil }
        let archived = graph.objects[index]
        for key in ["NS.rectval", "NS.pointval", "NS.sizeval"] {
            if let d = archived.doubles(forKey: key) { return d }
        }
        return nil
    }

    /// The number an `NSNumber` object holds.
    nonisolated func numberValue(at index: Int) -> Double? {
        guard index >= 0, index < graph.objects.count else { return nil }
        let archived = graph.objects[index]
        guard archived.className == "NSNumber" else { return nil }
        if let i = archived["NS.intval"]?.integerValue { return Double(i) }
        if let d = archived["NS.dblval"]?.doubleValue { return d }
        if let i = archived["NS.dblval"]?.integerValue { return Double(i) }
        return nil
    }

    // MARK: Runtime attributes (after creation, before outlets)

    private func applyRuntimeAttributes(_ root: NibObjectGraph.Object) throws(UIKitException) {
        guard let list = graph.object("UINibKeyValuePairsKey", of: root) else { return }
        for element in runtime.elements[list.index] {
            guard let pair = graph.object(element), pair.className == "UIRuntimeAttribute" else { continue }
            guard let target = decode(pair["UIObject"]) as AnyObject?, !(target is NibPlaceholder),
                  let keyPath = decode(pair["UIKeyPath"]) as? String else { continue }
            let value = decode(pair["UIValue"])
            if let problem = RuntimeAttributes.set(value, forKeyPath: keyPath, on: target, file: nib.displayName,
                                                   objectID: pair["UIObject"]?.objectIndex.flatMap(nib.objectID)) {
                try report(problem, about: target)
            }
        }
    }

    // MARK: Connections (pass 2)

    private func connect(_ root: NibObjectGraph.Object) throws(UIKitException) {
        // The connections were read once per nib; how each went last time is remembered there too.
        let connections = runtime.connections
        if runtime.knownConnections.count != connections.count {
            runtime.knownConnections = Array(repeating: nil, count: connections.count)
            runtime.respondingTargets = Array(repeating: nil, count: connections.count)
        }
        for (c, connection) in connections.enumerated() {
            guard connection.kind != .other else { continue }
            let source = objectReference(connection.source)
            let destination = objectReference(connection.destination)
            guard let source else { continue }
            // Messages to a nil owner do nothing in Objective-C: connections from or to it are skipped,
            // as are those of a missing external object (already reported).
            if let kind = NibPlaceholder.kind(of: source), kind != .firstResponder { continue }
            if let kind = NibPlaceholder.kind(of: destination), kind != .firstResponder { continue }
            let sourceIndex = connection.source?.objectIndex
            switch connection.kind {
            case .outlet:
                try connectOutlet(source, connection.label, destination, connection: c, sourceIndex: sourceIndex)
            case .collection:
                try appendOutlet(source, connection.label, destination, connection: c, sourceIndex: sourceIndex)
            case .event:
                try connectAction(source, connection.label, destination, events: connection.events, connection: c, sourceIndex: sourceIndex)
            case .other:
                continue
            }
        }
    }

    /// The id of the object at `index` in its source file, for messages.
    private func objectID(_ index: Int?) -> String? {
        guard let index else { return nil }
        return nib.objectID(index)
    }

    private func connectOutlet(_ source: AnyObject, _ key: String, _ destination: AnyObject?, connection c: Int, sourceIndex: Int?) throws(UIKitException) {
        let value: AnyObject? = NibPlaceholder.isPlaceholder(destination) ? nil : destination
        // The same connection, between objects of the same classes, as last time: straight to the wrapper.
        if let value, let known = runtime.knownConnections[c], known.connect(source, value) {
            NibLoading.statistics.outletsConnected += 1
            return
        }
        if let special = source as? NibOutletReceiving, special.setNibOutlet(key, to: value) {
            return
        }
        do {
            try OutletConnector.connect(source, outlet: key, to: value, file: nib.displayName, objectID: objectID(sourceIndex))
            NibLoading.statistics.outletsConnected += 1
            if let value { runtime.knownConnections[c] = OutletConnector.knownConnection(outlet: key, of: source, value: value, collection: false) }
        } catch {
            // UIKit sets an outlet by key-value coding, with no type check: an object that does not fit the
            // outlet's declared type (a protocol it does not adopt, another class) is connected all the same, and
            // the app finds out when it uses it. Swift cannot store it in a property of another type, so the
            // outlet stays unset; the scene still loads, with a warning naming the file, object and outlet.
            if case .typeMismatch = error.kind {
                problems.append(.outlet(error))
                NibLoading.statistics.problems.append(error.message)
                Diagnostics.warning("\(error.message) (UIKit connects it without a type check; the outlet is left unset here)")
                return
            }
            try report(.outlet(error), about: source, or: value)
        }
    }

    private func appendOutlet(_ source: AnyObject, _ key: String, _ destination: AnyObject?, connection c: Int, sourceIndex: Int?) throws(UIKitException) {
        guard let destination, !NibPlaceholder.isPlaceholder(destination) else { return }
        if let known = runtime.knownConnections[c], known.connect(source, destination) {
            NibLoading.statistics.outletsConnected += 1
            return
        }
        if let special = source as? NibOutletReceiving, special.appendNibOutlet(key, destination) { return }
        do {
            try OutletConnector.append(destination, toCollection: key, of: source, file: nib.displayName, objectID: objectID(sourceIndex))
            NibLoading.statistics.outletsConnected += 1
            runtime.knownConnections[c] = OutletConnector.knownConnection(outlet: key, of: source, value: destination, collection: true)
        } catch {
            try report(.outlet(error), about: source, or: destination)
        }
    }

    private func connectAction(_ source: AnyObject, _ selectorName: String, _ destination: AnyObject?, events: Int,
                               connection c: Int, sourceIndex: Int?) throws(UIKitException) {
        let action = Selector(selectorName)
        // An embed segue's trigger is its container view: the child goes there when the view loads (rule 69).
        if let template = destination as? UIStoryboardSegueTemplate, template.kind == "embed" {
            template.containerView = source as? UIView
            return
        }
        // First Responder: a nil target, which searches the responder chain when sent.
        let target: AnyObject? = NibPlaceholder.isPlaceholder(destination) ? nil : destination
        if let target, !(target is UIStoryboardSegueTemplate) {
            // A class's `actionMethods` do not lose methods: a target of the class that answered last time answers.
            let targetClass = ObjectIdentifier(type(of: target))
            if runtime.respondingTargets[c] != targetClass {
                guard runtime.responds(target, to: action) else {
                    try report(.missingAction(file: nib.displayName, selector: selectorName, target: uikitTypeName(type(of: target)),
                                              sourceClass: uikitTypeName(type(of: source)), objectID: objectID(sourceIndex)), about: target, or: source)
                    return
                }
                runtime.respondingTargets[c] = targetClass
            }
        }
        // A control (the usual source) without the protocol cast: its `connectNibAction` is `addTarget`.
        if let control = source as? UIControl {
            control.addTarget(target, action: action, for: UIControl.Event(rawValue: UInt(truncatingIfNeeded: events)))
            NibLoading.statistics.actionsConnected += 1
            return
        }
        guard let receiver = source as? NibActionSource else {
            try report(.actionSourceUnsupported(file: nib.displayName, selector: selectorName, sourceClass: uikitTypeName(type(of: source))), about: source)
            return
        }
        receiver.connectNibAction(target: target, action: action, events: UInt(truncatingIfNeeded: events))
        NibLoading.statistics.actionsConnected += 1
    }

    /// Raises or logs a problem, as `NibLoading.problemPolicy` says. A problem on an object whose
    /// class fell back (rule 27) is counted apart: it follows from the missing class.
    private func report(_ problem: NibProblem, about subject: AnyObject? = nil, or other: AnyObject? = nil) throws(UIKitException) {
        problems.append(problem)
        if NibLoading.isFallback(subject) || NibLoading.isFallback(other) {
            NibLoading.statistics.problemsOnFallbackObjects.append(problem.message)
        } else {
            NibLoading.statistics.problems.append(problem.message)
        }
        switch NibLoading.problemPolicy {
        case .raise:
            throw problem.exception
        case .logAndContinue:
            Diagnostics.warning(problem.message)
        }
    }
}

/// A placeholder of a nib (File's Owner without an owner, First Responder, a missing external
/// object): not made from the nib, never awoken, never connected.
final class NibPlaceholder: @unchecked Sendable {
    /// Which placeholder.
    enum Kind: Equatable {
        /// File's Owner when `instantiate` got no owner.
        case nilOwner
        /// First Responder: an action's nil target.
        case firstResponder
        /// An external object the options do not provide.
        case missing(String)
    }

    let kind: Kind
    private init(_ kind: Kind) { self.kind = kind }

    /// Whether `object` is a placeholder: its class compared by identity (the class is final), without
    /// the retain a cast makes (a retain of a view is a side-table update: one per connection end).
    @inline(__always)
    static func isPlaceholder(_ object: AnyObject?) -> Bool {
        guard let object else { return false }
        return ObjectIdentifier(type(of: object)) == ObjectIdentifier(NibPlaceholder.self)
    }

    /// The placeholder's kind when `object` is one, found as `isPlaceholder` does.
    @inline(__always)
    static func kind(of object: AnyObject?) -> Kind? {
        guard isPlaceholder(object), let object else { return nil }
        return unsafeDowncast(object, to: NibPlaceholder.self).kind
    }

    static let nilOwner = NibPlaceholder(.nilOwner)
    static let firstResponder = NibPlaceholder(.firstResponder)
    static func missing(_ identifier: String) -> NibPlaceholder { NibPlaceholder(.missing(identifier)) }
}

/// An object of a class HeadlessUIKit does not have and that is not a view (a view falls back to `UIView`).
final class NibUnknownObject {
    /// The archived class name.
    let className: String
    init(className: String) { self.className = className }
}
