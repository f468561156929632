import Foundation

// `@IBInspectable` needs Objective-C. `@Inspectable` stands in for it: a nib's user-defined runtime
// attribute (`keyPath="cornerRadius"`) finds the wrapper `_cornerRadius` through `Mirror`, as outlets do.

/// Stands in for `@IBInspectable`: `@Inspectable var cornerRadius: CGFloat = 0`, set from a nib's
/// user-defined runtime attributes.
@propertyWrapper
public final class Inspectable<Value> {
    /// The value.
    public var wrappedValue: Value

    /// A property with its default value.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

/// An `@Inspectable` seen without its type.
protocol InspectableStorage: AnyObject {
    /// Sets the value if it converts to the property's type; false otherwise.
    func setAny(_ value: Any?) -> Bool
    /// The property's type, for messages.
    var valueType: Any.Type { get }
}

extension Inspectable: InspectableStorage {
    func setAny(_ value: Any?) -> Bool {
        if let typed = value as? Value { wrappedValue = typed; return true }
        if let converted = RuntimeAttributes.convert(value, to: Value.self) { wrappedValue = converted; return true }
        return false
    }
    var valueType: Any.Type { Value.self }
}
