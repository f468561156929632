import Foundation
import InterfaceBuilder

/// A nib's decoded archive in the form instantiation reads it, built once per nib and shared by every
/// instantiation (UIKit's `UINib` caches its decoded archive the same way).
///
/// - Keys are small integers (`NibKeys`): each object has an open-addressed table from a key's id to
///   its first property, so a `UINibDecoder` read finds the key's id (for a string literal, by its two
///   words) and probes one or two slots, without hashing or comparing the key's characters.
/// - Values that do not change from one instantiation to the next are decoded on first use and kept:
///   fonts, colours and found images (immutable, so instances are shared, as UIKit shares named images
///   and system fonts), and hugging/compression priority strings (`"{251, 750}"`).
final class NibRuntimeIndex: @unchecked Sendable {
    // Immutable after `init` (the tables) or touched on the main actor only (the decoded values):
    // hence `@unchecked Sendable`. The tables live in buffers allocated once, read without bounds
    // checks or reference counting (a lookup runs hundreds of times per instantiation).

    /// The archive.
    let graph: NibObjectGraph

    /// Per object: where its slots start in `slots`, and the slot mask (slot count − 1; −1 for none).
    private let slotStart: UnsafeMutableBufferPointer<Int32>
    private let slotMask: UnsafeMutableBufferPointer<Int32>
    /// Slots: 0 when empty, else the property index + 1 of the first property with that key.
    private let slots: UnsafeMutableBufferPointer<Int32>
    /// Per object: the first index of its properties in the flat per-property tables.
    private let propertyStart: UnsafeMutableBufferPointer<Int32>
    /// Each property's key id (`NibKeys`), flat across objects.
    private let keyIDs: UnsafeMutableBufferPointer<Int32>
    /// Each property's value, flat across objects.
    private let values: [NibValue]
    /// Each property's doubles (a `0x07`-tagged value: `UIBounds`, `UICenter`…), flat across objects:
    /// read without copying the archived object (a struct of six reference-counted fields).
    private let geometry: [[Double]?]
    /// Each object's text when it is an `NSString` (`graph.string`), without copying the object.
    let texts: [String?]
    /// Each object's `elementValues` (its `UINibEncoderEmptyKey` values: an array's or dictionary's
    /// elements), gathered once.
    let elements: [[NibValue]]
    /// Each object's kind, from its class name, found once (instantiation switches on it per object).
    let kinds: [ObjectKind]
    /// The nib's connections (`UINibConnectionsKey`), in order, read once.
    let connections: [Connection]
    /// The keys each object's coder read last time (`NibKeyTrace`), main thread only.
    let trace: NibKeyTrace

    /// One connection of the nib.
    struct Connection {
        /// An outlet, an outlet collection entry, an action, or a class instantiation skips.
        enum Kind { case outlet, collection, event, other }
        let kind: Kind
        let source: NibValue?
        let destination: NibValue?
        /// The outlet's name or the action's selector.
        let label: String
        /// An action's `UIControl.Event` bits.
        let events: Int
    }

    /// What an archived object becomes, by its class name.
    enum ObjectKind: UInt8 {
        /// Foundation values, decoded to Swift values (not instances).
        case string, array, dictionary, number, data, value, null
        /// File's Owner, First Responder or an external object (`UIProxyObject`).
        case proxy
        /// Immutable values made once per nib.
        case color, font, image
        /// A nested nib (a prototype cell's).
        case nib
        /// Any other class: made with `init?(coder:)` or `init()`.
        case instance

        init(className: String) {
            switch className {
            case "NSString", "NSMutableString", "NSLocalizableString": self = .string
            case "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet": self = .array
            case "NSDictionary", "NSMutableDictionary": self = .dictionary
            case "NSNumber": self = .number
            case "NSData", "NSMutableData": self = .data
            case "NSValue": self = .value
            case "NSNull": self = .null
            case "UIProxyObject": self = .proxy
            case "UIColor", "NSColor": self = .color
            case "UIFont", "NSFont": self = .font
            case "UIImageNibPlaceholder", "UIImage": self = .image
            case "UINib": self = .nib
            default: self = .instance
            }
        }

        /// Whether objects of this kind are Foundation values (decoded to Swift values, not instances).
        var isFoundationValue: Bool { rawValue <= ObjectKind.null.rawValue }
    }

    /// Decoded once: fonts, colours and images (by object index), priority pairs (by string index).
    @MainActor private var shared: [Int: AnyObject] = [:]
    /// By object index (nil: not parsed yet), filled on first use; an array rather than a dictionary
    /// (each view reads two), without exclusivity checks (no access is held across a call).
    @MainActor @exclusivity(unchecked) private var priorityPairs: [(UILayoutPriority, UILayoutPriority)??] = []

    init(_ graph: NibObjectGraph) {
        self.graph = graph
        var slotStart: [Int32] = [], slotMask: [Int32] = [], slots: [Int32] = []
        var propertyStart: [Int32] = [], keyIDs: [Int32] = [], values: [NibValue] = []
        var geometry: [[Double]?] = []
        var elements: [[NibValue]] = []
        var interned: [String: Int32] = [:]
        for object in graph.objects {
            elements.append(object.elementValues)
            propertyStart.append(Int32(keyIDs.count))
            for property in object.properties {
                let id: Int32
                if let known = interned[property.key] {
                    id = known
                } else {
                    id = NibKeys.intern(property.key)
                    interned[property.key] = id
                }
                keyIDs.append(id)
                values.append(property.value)
            }
            for p in object.properties.indices { geometry.append(object.doubles(at: p)) }
            let count = object.properties.count
            var size = 1
            while size < count * 2 { size <<= 1 }
            slotStart.append(Int32(slots.count))
            guard count > 0 else { slotMask.append(-1); continue }
            slotMask.append(Int32(size - 1))
            let base = slots.count
            slots.append(contentsOf: repeatElement(0, count: size))
            let first = Int(propertyStart[propertyStart.count - 1])
            for p in 0..<count {
                let id = keyIDs[first + p]
                var slot = NibRuntimeIndex.slot(id, size - 1)
                var duplicate = false
                while slots[base + slot] != 0 {
                    if keyIDs[first + Int(slots[base + slot]) - 1] == id {
                        duplicate = true  // Arrays repeat UINibEncoderEmptyKey: the first one is found.
                        break
                    }
                    slot = (slot + 1) & (size - 1)
                }
                if !duplicate { slots[base + slot] = Int32(p + 1) }
            }
        }
        func buffer<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
            let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, array.count))
            _ = buffer.initialize(from: array)
            return UnsafeMutableBufferPointer(rebasing: buffer[0..<array.count])
        }
        self.slotStart = buffer(slotStart)
        self.slotMask = buffer(slotMask)
        self.slots = buffer(slots)
        self.propertyStart = buffer(propertyStart)
        self.keyIDs = buffer(keyIDs)
        self.values = values
        self.geometry = geometry
        self.texts = graph.objects.map { graph.string($0) }
        self.elements = elements
        self.kinds = graph.objects.map { ObjectKind(className: $0.className) }
        self.trace = NibKeyTrace(objectCount: graph.objects.count)
        var connections: [Connection] = []
        if let root = graph.root, let list = graph.object("UINibConnectionsKey", of: root) {
            for element in elements[list.index] {
                guard let connection = graph.object(element) else { continue }
                let kind: Connection.Kind
                switch connection.className {
                case "UIRuntimeOutletConnection": kind = .outlet
                case "UIRuntimeOutletCollectionConnection": kind = .collection
                case "UIRuntimeEventConnection": kind = .event
                default: kind = .other
                }
                connections.append(Connection(kind: kind, source: connection["UISource"], destination: connection["UIDestination"],
                                              label: graph.string(connection["UILabel"]) ?? "",
                                              events: connection["UIEventMask"]?.integerValue ?? 0))
            }
        }
        self.connections = connections
    }

    deinit {
        for pointer in [slotStart.baseAddress, slotMask.baseAddress, slots.baseAddress, propertyStart.baseAddress, keyIDs.baseAddress]
        where pointer != nil { pointer?.deallocate() }
    }

    /// A key id's first slot in a table of `mask + 1` slots (ids are dense: spread them a little).
    @inline(__always)
    private static func slot(_ id: Int32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The index in `graph.objects[object].properties` of the first value for `key`, if any: what
    /// `Object.firstIndex(ofKey:)` answers, by the key's id and a probe.
    /// `onMainThread`: the caller knows it runs on the main thread (see `NibKeys.id`).
    @inline(__always)
    func propertyIndex(in object: Int, key: String, onMainThread: Bool = false) -> Int? {
        guard let id = NibKeys.id(key, onMainThread: onMainThread) else { return nil }
        return propertyIndex(in: object, id: id)
    }

    /// The index of the first property of `object` whose key has id `id`, if any.
    func propertyIndex(in object: Int, id: Int32) -> Int? {
        guard object >= 0, object < slotMask.count else { return nil }
        let mask = Int(slotMask[object])
        guard mask >= 0 else { return nil }
        let base = Int(slotStart[object]), first = Int(propertyStart[object])
        var slot = NibRuntimeIndex.slot(id, mask)
        while true {
            let entry = Int(slots[base &+ slot])
            if entry == 0 { return nil }
            let p = entry &- 1
            if keyIDs[first &+ p] == id { return p }
            slot = (slot &+ 1) & mask
        }
    }

    /// The value of property `property` (an index in `graph.objects[object].properties`) of `object`.
    @inline(__always)
    func value(in object: Int, property: Int) -> NibValue {
        values[Int(propertyStart[object]) &+ property]
    }

    /// The doubles of property `property` of `object` (see `geometry`).
    @inline(__always)
    func doubles(in object: Int, property: Int) -> [Double]? {
        geometry[Int(propertyStart[object]) &+ property]
    }

    /// The text of the `NSString` object `value` references, if it is one (`graph.string(value)`).
    @inline(__always)
    func text(_ value: NibValue?) -> String? {
        guard case .object(let index)? = value, index >= 0, index < texts.count else { return nil }
        return texts[index]
    }

    /// The first value for `key` of object `object`.
    @inline(__always)
    func value(in object: Int, key: String, onMainThread: Bool = false) -> NibValue? {
        guard let p = propertyIndex(in: object, key: key, onMainThread: onMainThread) else { return nil }
        return values[Int(propertyStart[object]) &+ p]
    }

    // MARK: Values decoded once

    /// The immutable value (font, colour, found image) made for object `index`: `make`'s answer the
    /// first time it is not nil, kept for later instantiations.
    @MainActor func shared<T: AnyObject>(_ index: Int, _ make: () -> T?) -> T? {
        if let known = shared[index] { return unsafeDowncast(known, to: T.self) }
        let made = make()
        if let made { shared[index] = made }
        return made
    }

    /// `ActionDispatch.responds(_:to:)`, remembered per class and selector when true (a class's
    /// `actionMethods` do not lose methods; a false answer is asked again, and reported).
    @MainActor func responds(_ target: AnyObject, to action: Selector) -> Bool {
        let key = RespondsKey(type: ObjectIdentifier(type(of: target)), selector: action.name)
        if respondsCache.contains(key) { return true }
        guard ActionDispatch.responds(target, to: action) else { return false }
        respondsCache.insert(key)
        return true
    }

    private struct RespondsKey: Hashable {
        let type: ObjectIdentifier
        let selector: String
    }

    @MainActor private var respondsCache: Set<RespondsKey> = []

    /// Per connection: how it was made last time, when it went to a wrapper (`OutletConnector.KnownConnection`).
    @MainActor var knownConnections: [OutletConnector.KnownConnection?] = []
    /// Per action connection: the target's class, when the target was found to implement the action.
    @MainActor var respondingTargets: [ObjectIdentifier?] = []

    /// `NibClassResolver.resolve`'s answers by object index, when they did not fall back (a fallback
    /// logs rule 27's line each time, so it is asked again); dropped when `NibClassResolver.generation`
    /// changes (a registration, `NibLoading.searchModules`).
    @MainActor private var resolvedClasses: [NibClassResolver.Resolved?] = []
    @MainActor private var resolvedGeneration = -1

    /// The class to make for object `index`: `resolve`'s answer, remembered when it did not fall back.
    @MainActor func resolvedClass(_ index: Int, _ resolve: () -> (NibClassResolver.Resolved, fellBack: Bool))
        -> (NibClassResolver.Resolved, fellBack: Bool) {
        if resolvedGeneration != NibClassResolver.generation {
            resolvedGeneration = NibClassResolver.generation
            resolvedClasses = Array(repeating: nil, count: graph.objects.count)
        }
        if index < resolvedClasses.count, let known = resolvedClasses[index] { return (known, false) }
        let answer = resolve()
        if !answer.fellBack, index < resolvedClasses.count { resolvedClasses[index] = answer.0 }
        return answer
    }

    /// `UIView.priorityPair` of the string object at `index`, parsed once.
    @MainActor func priorityPair(stringAt index: Int) -> (UILayoutPriority, UILayoutPriority)? {
        guard index >= 0, index < texts.count else { return nil }
        if priorityPairs.isEmpty { priorityPairs = Array(repeating: nil, count: texts.count) }
        if let known = priorityPairs[index] { return known }
        let pair = UIView.priorityPair(texts[index])
        priorityPairs[index] = .some(pair)
        return pair
    }
}
