import Foundation
// `_forEachField(of:options:_:)`: the stored fields of a class, with their offsets (see `WrapperPlace.fieldOffset`).
@_spi(Reflection) import Swift

/// A connection that cannot be made: an outlet the object does not have (rule 27) or a value of the wrong type.
public struct OutletError: Error, CustomStringConvertible, Equatable {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The object has no outlet (or outlet collection) with that name.
        case unknownOutlet
        /// The outlet exists but the value's type does not fit it.
        case typeMismatch(expected: String, actual: String)
        /// The name is an outlet collection, but a single outlet was connected (or the reverse).
        case wrongOutletKind
    }

    /// What went wrong.
    public let kind: Kind
    /// The name of the object's class, module-qualified for app classes (`MyApp.ViewController`).
    public let className: String
    /// The outlet's name (the key).
    public let key: String
    /// The nib or storyboard file, when known.
    public let file: String?
    /// The object's id in that file, when known.
    public let objectID: String?
    /// The full message, naming the file, the object id, its class and the key.
    public let message: String

    /// The message.
    public var description: String { message }
}

/// Connects outlets by name, as a nib does when it loads: `@Outlet`/`@OutletCollection` wrappers and UIKit's built-in outlets.
///
/// Wrappers are found through `Mirror` as `_<name>`, in the object's class and then its superclasses.
/// Objects without wrappers still have UIKit's built-in outlets (see `builtInOutlets`).
@MainActor
public enum OutletConnector {
    /// The outlets UIKit's classes have without a wrapper, as (class, key, accepted type); documented in docs/outlets.md.
    public static var builtInOutlets: [(className: String, key: String, valueType: String)] {
        builtIns.map { ($0.className, $0.key, $0.valueType) }
    }

    /// Sets the outlet `name` of `object` to `value`; `file` and `objectID` only enrich the error message.
    public static func connect(
        _ object: AnyObject, outlet name: String, to value: AnyObject?,
        file: String? = nil, objectID: String? = nil
    ) throws(OutletError) {
        let context = Context(object: object, key: name, file: file, objectID: objectID)
        if let outlet = wrapper(named: name, in: object) {
            guard case .single(let storage) = outlet else {
                throw context.error(.wrongOutletKind, "\"\(name)\" is an outlet collection; connect it with append")
            }
            guard storage.connect(value) else {
                throw context.mismatch(expected: storage.connectableType, value: value)
            }
            return
        }
        if let builtIn = builtIns.first(where: { $0.key == name && $0.applies(object) }) {
            guard builtIn.assign(object, value) else {
                throw context.mismatch(expected: builtIn.valueType, value: value)
            }
            return
        }
        throw context.unknown(collection: false, value: value)
    }

    /// Appends `value` to the outlet collection `name` of `object`, as each `outletCollection` connection of a nib does.
    public static func append(
        _ value: AnyObject, toCollection name: String, of object: AnyObject,
        file: String? = nil, objectID: String? = nil
    ) throws(OutletError) {
        let context = Context(object: object, key: name, file: file, objectID: objectID)
        guard let outlet = wrapper(named: name, in: object) else {
            throw context.unknown(collection: true, value: value)
        }
        guard case .collection(let storage) = outlet else {
            throw context.error(.wrongOutletKind, "\"\(name)\" is a single outlet, not an outlet collection")
        }
        guard storage.append(value) else {
            throw context.mismatch(expected: storage.elementType, value: value)
        }
    }

    /// Whether `object` has an outlet (wrapper or built-in) or outlet collection named `name`.
    public static func hasOutlet(_ object: AnyObject, named name: String) -> Bool {
        wrapper(named: name, in: object) != nil || builtIns.contains { $0.key == name && $0.applies(object) }
    }

    // MARK: Connections known to go to a wrapper

    /// A connection that went to a wrapper at a fixed offset of its class, for a value of one class:
    /// the same connection (same classes, same outlet) stores its value there next time, without
    /// finding the wrapper by name or casting the value (a nib keeps one per connection).
    struct KnownConnection {
        /// The object's class and the value's.
        let objectClass: ObjectIdentifier
        let valueClass: ObjectIdentifier
        fileprivate let offset: Int
        fileprivate let single: (any OutletStorage.Type)?
        fileprivate let collection: (any OutletCollectionStorage.Type)?

        /// Connects `value` to `object` when their classes are the ones this was found for; false otherwise.
        @inline(__always)
        func connect(_ object: AnyObject, _ value: AnyObject) -> Bool {
            guard ObjectIdentifier(Swift.type(of: object)) == objectClass, ObjectIdentifier(Swift.type(of: value)) == valueClass else {
                return false
            }
            let wrapper = storedReference(at: offset, in: object)
            if let single { single.store(value, in: wrapper) } else { collection?.store(value, in: wrapper) }
            return true
        }
    }

    /// How a connection of the outlet (or outlet collection) `name` of `object` to `value`, just made,
    /// can be made again without a search: nil when the wrapper's offset is not known (a custom mirror,
    /// a repeated label) or its type is not one reference that `value` is an instance of.
    static func knownConnection(outlet name: String, of object: AnyObject, value: AnyObject, collection: Bool) -> KnownConnection? {
        guard let place = wrapperPlaces[ObjectIdentifier(Swift.type(of: object))]?["_" + name], let offset = place.fieldOffset,
              let wrapper = Wrapper(storedReference(at: offset, in: object)) else { return nil }
        let accepted: AnyClass?
        var single: (any OutletStorage.Type)?
        var many: (any OutletCollectionStorage.Type)?
        switch (wrapper, collection) {
        case (.single(let storage), false):
            single = Swift.type(of: storage)
            accepted = Swift.type(of: storage).referenceClass
        case (.collection(let storage), true):
            many = Swift.type(of: storage)
            accepted = Swift.type(of: storage).referenceClass
        default:
            return nil
        }
        guard let accepted, isInstance(value, of: accepted) else { return nil }
        return KnownConnection(objectClass: ObjectIdentifier(Swift.type(of: object)), valueClass: ObjectIdentifier(Swift.type(of: value)),
                               offset: offset, single: single, collection: many)
    }

    /// Whether `object` is an instance of `cls` or of a subclass.
    private static func isInstance(_ object: AnyObject, of cls: AnyClass) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let type = current {
            if type == cls { return true }
            current = _getSuperclass(type)
        }
        return false
    }

    // MARK: Finding wrappers

    /// A wrapper found in an object: a single outlet or an outlet collection.
    private enum Wrapper {
        case single(any OutletStorage)
        case collection(any OutletCollectionStorage)

        /// The wrapper `value` is, if it is one (one dynamic cast per kind, no bridging).
        init?(_ value: Any) {
            if let single = value as? any OutletStorage {
                self = .single(single)
            } else if let collection = value as? any OutletCollectionStorage {
                self = .collection(collection)
            } else {
                return nil
            }
        }
    }

    /// Where a wrapper sits in a class's reflection: how many `superclassMirror` steps up, and its child offset there.
    private struct WrapperPlace {
        let depth: Int
        let offset: Int
        /// The wrapper field's byte offset in the instance, when the field's type is a wrapper class
        /// (`Outlet<T>`, `OutletCollection<T>`: one strong reference) whose label occurs once in the
        /// class and its superclasses, and reading it there gave the wrapper `Mirror` found. Later
        /// connections read the reference there instead of reflecting a child (which resolves the
        /// field's type from its mangled name each time).
        var fieldOffset: Int?
    }

    /// Per class, every `_<name>` wrapper's place, found by one `Mirror` walk over the class and its
    /// superclasses the first time an object of that class is connected. A class's stored properties
    /// do not change, so later connections read one child instead of walking every field (a `Mirror`
    /// walk resolves each field's type by its mangled name, which dominated nib instantiation).
    private static var wrapperPlaces: [ObjectIdentifier: [String: WrapperPlace]] = [:]

    /// The `_<name>` wrapper in the object's class or a superclass (the nearest class first).
    private static func wrapper(named name: String, in object: AnyObject) -> Wrapper? {
        let label = "_" + name
        let type = ObjectIdentifier(Swift.type(of: object))
        let places: [String: WrapperPlace]
        if let known = wrapperPlaces[type] {
            places = known
        } else {
            // A custom mirror may list other children from one instance to the next: walk it every
            // time (such a class is never remembered, so it is checked here on every connection).
            if object is any CustomReflectable { return walkForWrapper(labelled: label, in: object) }
            places = findWrapperPlaces(in: object)
            wrapperPlaces[type] = places
        }
        guard let place = places[label] else { return nil }
        if let fieldOffset = place.fieldOffset, let wrapper = Wrapper(storedReference(at: fieldOffset, in: object)) {
            return wrapper
        }
        var mirror = Mirror(reflecting: object)
        for _ in 0..<place.depth {
            guard let superclass = mirror.superclassMirror else { return walkForWrapper(labelled: label, in: object) }
            mirror = superclass
        }
        let children = mirror.children
        guard place.offset < children.count else { return walkForWrapper(labelled: label, in: object) }
        let child = children[children.index(children.startIndex, offsetBy: place.offset)]
        guard child.label == label, let wrapper = Wrapper(child.value) else { return walkForWrapper(labelled: label, in: object) }
        return wrapper
    }

    /// Every wrapper of the object's class and superclasses, the nearest class winning for a repeated label.
    private static func findWrapperPlaces(in object: AnyObject) -> [String: WrapperPlace] {
        var places: [String: WrapperPlace] = [:]
        var instances: [String: AnyObject] = [:]
        var mirror: Mirror? = Mirror(reflecting: object)
        var depth = 0
        while let current = mirror {
            for (offset, child) in current.children.enumerated() {
                guard let label = child.label, label.hasPrefix("_"), places[label] == nil, let wrapper = Wrapper(child.value) else { continue }
                places[label] = WrapperPlace(depth: depth, offset: offset)
                switch wrapper {
                case .single(let storage): instances[label] = storage
                case .collection(let storage): instances[label] = storage
                }
            }
            mirror = current.superclassMirror
            depth += 1
        }
        // The fields' offsets: only for a label that names one field, of a wrapper class type, whose
        // reference read at that offset is the very wrapper `Mirror` gave for this object.
        var offsets: [String: Int] = [:]
        var repeated: Set<String> = []
        let classType = _EachFieldOptions(rawValue: 1)  // `.classType` (a `static var`, not concurrency-safe)
        _forEachField(of: Swift.type(of: object), options: classType) { name, offset, fieldType, _ in
            let label = String(cString: name)
            guard label.hasPrefix("_") else { return true }
            if offsets[label] != nil || repeated.contains(label) {
                repeated.insert(label)
                offsets[label] = nil
            } else if fieldType is any OutletStorage.Type || fieldType is any OutletCollectionStorage.Type {
                offsets[label] = offset
            } else {
                repeated.insert(label)
            }
            return true
        }
        for (label, offset) in offsets {
            guard var place = places[label], let instance = instances[label],
                  storedReference(at: offset, in: object) === instance else { continue }
            place.fieldOffset = offset
            places[label] = place
        }
        return places
    }


    /// The wrapper labelled `label`, by a walk over every field (for custom mirrors, and as a safety net).
    private static func walkForWrapper(labelled label: String, in object: AnyObject) -> Wrapper? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == label {
                if let wrapper = Wrapper(child.value) { return wrapper }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    // MARK: Built-in outlets

    /// One outlet a UIKit class has without a wrapper.
    private struct BuiltIn {
        let ownerType: Any.Type
        let key: String
        let valueTypeRef: Any.Type
        let applies: @MainActor (AnyObject) -> Bool
        // The names are made only for messages: `String(reflecting:)` of a type costs about a
        // million instructions on Linux, and the table has two dozen entries (issue 14).
        var className: String { typeName(ownerType) }
        var valueType: String { typeName(valueTypeRef) }
        let assign: @MainActor (AnyObject, AnyObject?) -> Bool
    }

    /// Makes a built-in outlet of `Owner` whose value is `Value` (nil is always accepted).
    private static func builtIn<Owner, Value>(
        _ owner: Owner.Type, _ key: String, _ value: Value.Type, _ set: @escaping @MainActor (Owner, Value?) -> Void
    ) -> BuiltIn {
        BuiltIn(
            ownerType: owner, key: key, valueTypeRef: value,
            applies: { $0 is Owner },
            assign: { object, newValue in
                guard let owner = object as? Owner else { return false }
                if let newValue {
                    guard let typed = newValue as? Value else { return false }
                    set(owner, typed)
                } else {
                    set(owner, nil)
                }
                return true
            }
        )
    }

    /// Searched in order: a subclass's entry comes before its superclass's entry for the same key.
    private static let builtIns: [BuiltIn] = [
        builtIn(UIViewController.self, "view", UIView.self) { $0.view = $1 },
        builtIn(UITableViewController.self, "tableView", UITableView.self) { $0.tableView = $1 },
        builtIn(UICollectionViewController.self, "collectionView", UICollectionView.self) { $0.collectionView = $1 },
        builtIn(UITableView.self, "dataSource", (any UITableViewDataSource).self) { $0.dataSource = $1 },
        builtIn(UITableView.self, "delegate", (any UITableViewDelegate).self) { $0.delegate = $1 },
        builtIn(UICollectionView.self, "dataSource", (any UICollectionViewDataSource).self) { $0.dataSource = $1 },
        builtIn(UICollectionView.self, "delegate", (any UICollectionViewDelegate).self) { $0.delegate = $1 },
        builtIn(UITextView.self, "delegate", (any UITextViewDelegate).self) { $0.delegate = $1 },
        builtIn(UIScrollView.self, "delegate", (any UIScrollViewDelegate).self) { $0.delegate = $1 },
        builtIn(UIPickerView.self, "dataSource", (any UIPickerViewDataSource).self) { $0.dataSource = $1 },
        builtIn(UIPickerView.self, "delegate", (any UIPickerViewDelegate).self) { $0.delegate = $1 },
        builtIn(UISearchBar.self, "delegate", (any UISearchBarDelegate).self) { $0.delegate = $1 },
        builtIn(UIGestureRecognizer.self, "delegate", (any UIGestureRecognizerDelegate).self) { $0.delegate = $1 },
        // A storyboard reference's scene nib connects `storyboard` as every scene does; the controller
        // the reference resolves to gets its own storyboard, so the value is not kept.
        builtIn(UIStoryboardReference.self, "storyboard", UIStoryboard.self) { _, _ in },
        builtIn(UITextField.self, "delegate", (any UITextFieldDelegate).self) { $0.delegate = $1 },
        builtIn(UITabBar.self, "delegate", (any UITabBarDelegate).self) { $0.delegate = $1 },
        builtIn(UINavigationController.self, "delegate", (any UINavigationControllerDelegate).self) { $0.delegate = $1 },
        builtIn(UITabBarController.self, "delegate", (any UITabBarControllerDelegate).self) { $0.delegate = $1 },
        builtIn(UISplitViewController.self, "delegate", (any UISplitViewControllerDelegate).self) { $0.delegate = $1 },
        builtIn(UIPageViewController.self, "delegate", (any UIPageViewControllerDelegate).self) { $0.delegate = $1 },
        builtIn(UIPageViewController.self, "dataSource", (any UIPageViewControllerDataSource).self) { $0.dataSource = $1 },
        builtIn(UIApplication.self, "delegate", (any UIApplicationDelegate).self) { $0.delegate = $1 },
        builtIn((any UIApplicationDelegate).self, "window", UIWindow.self) { $0.window = $1 },
    ]

    // MARK: Messages

    /// The object and connection an error is about.
    private struct Context {
        let object: AnyObject
        let key: String
        let file: String?
        let objectID: String?

        var className: String { typeName(type(of: object)) }

        /// `Main.storyboard: object "BYZ-38-t0r" (MyApp.ViewController)`, with the parts that are known.
        var subject: String {
            let prefix = file.map { "\($0): " } ?? ""
            if let objectID { return "\(prefix)object \"\(objectID)\" (\(className))" }
            return "\(prefix)\(className)"
        }

        func error(_ kind: OutletError.Kind, _ detail: String) -> OutletError {
            OutletError(kind: kind, className: className, key: key, file: file, objectID: objectID, message: "\(subject): \(detail)")
        }

        /// Rule 27: the object lacks the outlet; says how to declare it.
        func unknown(collection: Bool, value: AnyObject?) -> OutletError {
            let what = collection ? "outlet collection" : "outlet"
            let valueType = value.map { typeName(type(of: $0)) } ?? "…"
            let declaration = collection
                ? "@OutletCollection var \(key): [\(valueType)]"
                : "@Outlet var \(key): \(valueType)\(value == nil ? "" : "!")"
            let message = "\(subject) has no \(what) \"\(key)\" "
                + "(this class is not key value coding-compliant for the key \(key)). Declare it as \(declaration)"
            return OutletError(kind: .unknownOutlet, className: className, key: key, file: file, objectID: objectID, message: message)
        }

        func mismatch(expected: Any.Type, value: AnyObject?) -> OutletError {
            mismatch(expected: typeName(expected), value: value)
        }

        func mismatch(expected: String, value: AnyObject?) -> OutletError {
            let actual = value.map { typeName(type(of: $0)) } ?? "nil"
            return error(
                .typeMismatch(expected: expected, actual: actual),
                "outlet \"\(key)\" holds \(expected), cannot connect \(actual == "nil" ? "nil" : "a \(actual)")"
            )
        }
    }
}

/// The strong class reference stored at `offset` in `object` (a field whose type is a class).
private func storedReference(at offset: Int, in object: AnyObject) -> AnyObject {
    UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()).load(fromByteOffset: offset, as: AnyObject.self)
}

/// A type's name as UIKit prints it: module-qualified for app types, bare for UIKit's own (`UILabel`).
private func typeName(_ type: Any.Type) -> String {
    String(reflecting: type).replacingOccurrences(of: "HeadlessUIKit.", with: "")
}
