import Foundation

/// Builds a `NibArchive` object by object, the way `UINibEncoder` lays it out: object 0 is the root `NSObject`,
/// class names carry their fallback class, keys and class names are tabled in order of first use.
struct NibArchiveBuilder {
    /// A handle on an object being built.
    struct Ref: Hashable { let index: Int }

    /// Classes ibtool records with a fallback class (the extra Int32 of the class-name table).
    static let fallbackClasses: [String: String] = [
        "UIColor": "NSColor", "UIFont": "NSFont", "_UILayoutGuide": "UIView",
        "_UILayoutSupportConstraint": "NSLayoutConstraint", "UITableViewCellContentView": "UIView",
        "UICollectionViewCellContentView": "UIView",
    ]

    private(set) var classOf: [String] = []
    private(set) var properties: [[(String, NibValue)]] = []
    private var emptyArray: Ref?

    init() {
        _ = object("NSObject")
    }

    /// Replaces the values of object `index`.
    mutating func setProperties(_ index: Int, _ values: [(String, NibValue)]) {
        properties[index] = values
    }

    /// The root object.
    var root: Ref { Ref(index: 0) }

    /// The class name of a built object.
    func className(_ ref: Ref) -> String { classOf[ref.index] }

    /// A new object of `className` with no values yet.
    mutating func object(_ className: String) -> Ref {
        classOf.append(className)
        properties.append([])
        return Ref(index: classOf.count - 1)
    }

    /// Appends a value for `key`.
    mutating func set(_ ref: Ref, _ key: String, _ value: NibValue) {
        properties[ref.index].append((key, value))
    }

    /// Appends an object reference for `key`.
    mutating func set(_ ref: Ref, _ key: String, _ target: Ref) {
        properties[ref.index].append((key, .object(target.index)))
    }

    /// Appends an object reference when `target` is not nil.
    mutating func set(_ ref: Ref, _ key: String, _ target: Ref?) {
        if let target { set(ref, key, target) }
    }

    /// A new `NSString`.
    mutating func string(_ text: String) -> Ref {
        let ref = object("NSString")
        set(ref, "NS.bytes", .data(Data(text.utf8)))
        return ref
    }

    /// A new `NSNumber` holding an integer.
    mutating func number(_ value: Int) -> Ref {
        let ref = object("NSNumber")
        set(ref, "NS.intval", .integer(value))
        return ref
    }

    /// A new `NSArray`/`NSMutableArray` of `items`.
    mutating func array(_ items: [Ref], mutable: Bool = false) -> Ref {
        let ref = object(mutable ? "NSMutableArray" : "NSArray")
        set(ref, "NSInlinedValue", .bool(true))
        for item in items { set(ref, "UINibEncoderEmptyKey", item) }
        return ref
    }

    /// The one shared empty `NSArray` ibtool uses for the unused root keys.
    mutating func sharedEmptyArray() -> Ref {
        if let emptyArray { return emptyArray }
        let ref = array([])
        emptyArray = ref
        return ref
    }

    /// A new `NSDictionary`/`NSMutableDictionary` whose entries alternate key and value.
    mutating func dictionary(_ entries: [(Ref, Ref)], mutable: Bool = false) -> Ref {
        let ref = object(mutable ? "NSMutableDictionary" : "NSDictionary")
        set(ref, "NSInlinedValue", .bool(true))
        for (key, value) in entries {
            set(ref, "UINibEncoderEmptyKey", key)
            set(ref, "UINibEncoderEmptyKey", value)
        }
        return ref
    }

    /// A new `UIProxyObject` for a placeholder identifier.
    mutating func proxy(_ identifier: String) -> Ref {
        let ref = object("UIProxyObject")
        let name = string(identifier)
        set(ref, "UIProxiedObjectIdentifier", name)
        return ref
    }

    /// Fills the root's seven `UINib…Key`s.
    mutating func finishRoot(topLevel: [Ref], objects: [Ref], connections: [Ref]) {
        let top = array(topLevel)
        let all = array(objects)
        let links = connections.isEmpty ? sharedEmptyArray() : array(connections)
        let empty = sharedEmptyArray()
        set(root, "UINibTopLevelObjectsKey", top)
        set(root, "UINibObjectsKey", all)
        set(root, "UINibConnectionsKey", links)
        for key in ["UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey", "UINibKeyValuePairsKey"] {
            set(root, key, empty)
        }
    }

    /// The archive: tables in order of first use, fallback classes appended after their first user.
    func archive() -> NibArchive {
        var classIndex: [String: Int] = [:]
        var classNames: [NibArchive.ClassName] = []
        func intern(_ name: String) -> Int {
            if let index = classIndex[name] { return index }
            let index = classNames.count
            classIndex[name] = index
            classNames.append(.init(name: name))
            if let fallback = NibArchiveBuilder.fallbackClasses[name] {
                classNames[index].extraValues = [Int32(intern(fallback))]
            }
            return index
        }
        var keyIndex: [String: Int] = [:]
        var keys: [String] = []
        var objects: [NibArchive.Object] = []
        var values: [NibArchive.Value] = []
        for (index, className) in classOf.enumerated() {
            let first = values.count
            for (key, value) in properties[index] {
                let k: Int
                if let existing = keyIndex[key] { k = existing } else {
                    k = keys.count
                    keyIndex[key] = k
                    keys.append(key)
                }
                values.append(.init(keyIndex: k, value: value))
            }
            objects.append(.init(classIndex: intern(className), firstValueIndex: first, valueCount: values.count - first))
        }
        return NibArchive(objects: objects, keys: keys, values: values, classNames: classNames)
    }
}
