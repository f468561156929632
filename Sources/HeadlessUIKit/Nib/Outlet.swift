import Foundation

// `@IBOutlet` needs Objective-C and does not compile on Linux. These property wrappers stand in for it:
// a nib or storyboard connection finds the wrapper by name (`_titleLabel`) through `Mirror` and assigns
// it (OutletConnector.swift). Outlets are strong references, as UIKit recommends for outlets since iOS 9:
// there is no `weak` variant.

/// Stands in for `@IBOutlet`: `@Outlet var titleLabel: UILabel!` or `@Outlet var button: UIButton?`; outlets are strong.
@propertyWrapper
public final class Outlet<Value> {
    /// The connected object.
    public var wrappedValue: Value

    /// An outlet with a first value (rarely needed: a nib connects it).
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// An unconnected optional or implicitly unwrapped outlet: nil until a nib connects it.
    public init() where Value: ExpressibleByNilLiteral {
        self.wrappedValue = nil
    }
}

/// Stands in for `@IBOutlet` on an array (an outlet collection): `@OutletCollection var fields: [UITextField]`.
@propertyWrapper
public final class OutletCollection<Element> {
    /// The connected objects, in the order the nib lists its connections.
    public var wrappedValue: [Element]

    /// An outlet collection with first elements.
    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
    }

    /// An empty outlet collection.
    public init() {
        self.wrappedValue = []
    }
}

// MARK: Type-erased access for the connector

/// A single outlet, seen without its type: what the connector needs to assign it.
protocol OutletStorage: AnyObject {
    /// The type an object must have to be connected (`UILabel` for `UILabel!`).
    var connectableType: Any.Type { get }
    /// Assigns `value` if it has the right type; false otherwise.
    func connect(_ value: AnyObject?) -> Bool
    /// The class the outlet holds when its value is one reference (`UILabel` for `UILabel!`): an
    /// instance of it can be stored without a cast. Nil for other types (protocols, structs).
    static var referenceClass: AnyClass? { get }
    /// Stores `value`, an instance of `referenceClass`, in `wrapper` (an instance of this type).
    static func store(_ value: AnyObject, in wrapper: AnyObject)
}

/// An outlet collection, seen without its element type.
protocol OutletCollectionStorage: AnyObject {
    /// The type each element must have.
    var elementType: Any.Type { get }
    /// Appends `value` if it has the right type; false otherwise.
    func append(_ value: AnyObject) -> Bool
    /// The class each element is when it is one reference: an instance can be appended without a cast.
    static var referenceClass: AnyClass? { get }
    /// Appends `value`, an instance of `referenceClass`, to `wrapper` (an instance of this type).
    static func store(_ value: AnyObject, in wrapper: AnyObject)
}

/// The class a value of type `type` is when it is one strong reference (a class, or an Optional of
/// one), so that a reference to an instance of that class has its very bits.
private func singleReferenceClass(_ type: Any.Type, size: Int) -> AnyClass? {
    guard size == MemoryLayout<AnyObject>.size else { return nil }
    let wrapped = (type as? any OutletOptionalType.Type)?.wrappedType ?? type
    return wrapped as? AnyClass
}

extension Outlet: OutletStorage {
    var connectableType: Any.Type { (Value.self as? any OutletOptionalType.Type)?.wrappedType ?? Value.self }

    func connect(_ value: AnyObject?) -> Bool {
        guard let typed = value as? Value else { return false }
        wrappedValue = typed
        return true
    }

    static var referenceClass: AnyClass? { singleReferenceClass(Value.self, size: MemoryLayout<Value>.size) }

    static func store(_ value: AnyObject, in wrapper: AnyObject) {
        unsafeDowncast(wrapper, to: Outlet<Value>.self).wrappedValue = unsafeBitCast(value, to: Value.self)
    }
}

extension OutletCollection: OutletCollectionStorage {
    var elementType: Any.Type { Element.self }

    func append(_ value: AnyObject) -> Bool {
        guard let typed = value as? Element else { return false }
        wrappedValue.append(typed)
        return true
    }

    static var referenceClass: AnyClass? { singleReferenceClass(Element.self, size: MemoryLayout<Element>.size) }

    static func store(_ value: AnyObject, in wrapper: AnyObject) {
        unsafeDowncast(wrapper, to: OutletCollection<Element>.self).wrappedValue.append(unsafeBitCast(value, to: Element.self))
    }
}

/// Lets an `Outlet<UILabel?>` report `UILabel` as the type it accepts.
protocol OutletOptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OutletOptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}
