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

// User-defined runtime attributes (rule 26: set after every object exists, before outlets).
//
// UIKit sets them with `setValue(_:forKeyPath:)`. Without Objective-C key-value coding, a key path is
// set, in order: on an `@Inspectable` property of that name (the object's class, then its superclasses);
// on one of the built-in UIKit properties below; else it is UIKit's `setValue:forUndefinedKey:`
// failure (NSUnknownKeyException), reported as `NibLoading.problemPolicy` says. `layer.*` key paths
// (corner radius, border) are kept in `UIView.layerAttributes`, since HeadlessUIKit has no layers.
@MainActor
enum RuntimeAttributes {
    static func set(_ value: Any?, forKeyPath keyPath: String, on object: AnyObject, file: String, objectID: String?) -> NibProblem? {
        let className = uikitTypeName(type(of: object))
        func problem(_ detail: String) -> NibProblem {
            .runtimeAttribute(file: file, keyPath: keyPath, className: className, objectID: objectID, detail: detail)
        }
        if let storage = inspectable(named: keyPath, in: object) {
            return storage.setAny(value) ? nil : problem("the value \(String(describing: value ?? "nil")) does not fit @Inspectable \(keyPath): \(storage.valueType)")
        }
        if let view = object as? UIView, keyPath.hasPrefix("layer.") {
            view.layerAttributes[String(keyPath.dropFirst("layer.".count))] = value
            return nil
        }
        if builtIn(value, keyPath, object) { return nil }
        return problem("[<\(className)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(keyPath). "
            + "Declare it as @Inspectable var \(keyPath): \(value.map { String(describing: type(of: $0)) } ?? "Any?")")
    }

    private static func inspectable(named name: String, in object: AnyObject) -> (any InspectableStorage)? {
        let label = "_" + name
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == label {
                if let storage = child.value as? any InspectableStorage { return storage }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// The UIKit properties a runtime attribute commonly sets.
    private static func builtIn(_ value: Any?, _ key: String, _ object: AnyObject) -> Bool {
        if let view = object as? UIView {
            switch key {
            case "accessibilityIdentifier": view.accessibilityIdentifier = value as? String; return true
            case "accessibilityLabel": view.accessibilityLabel = value as? String; return true
            case "tag": if let v = convert(value, to: Int.self) { view.tag = v; return true }
            case "alpha": if let v = convert(value, to: CGFloat.self) { view.alpha = v; return true }
            case "hidden", "isHidden": if let v = convert(value, to: Bool.self) { view.isHidden = v; return true }
            case "clipsToBounds": if let v = convert(value, to: Bool.self) { view.clipsToBounds = v; return true }
            case "backgroundColor": view.backgroundColor = value as? UIColor; return true
            case "tintColor": view.tintColor = value as? UIColor; return true
            default: break
            }
        }
        if let label = object as? UILabel {
            switch key {
            case "text": label.text = value as? String; return true
            case "textColor": if let c = value as? UIColor { label.textColor = c; return true }
            case "numberOfLines": if let v = convert(value, to: Int.self) { label.numberOfLines = v; return true }
            default: break
            }
        }
        if let controller = object as? UIViewController, key == "title" {
            controller.title = value as? String
            return true
        }
        if let item = object as? UIBarItem {
            switch key {
            case "title": item.title = value as? String; return true
            case "tag": if let v = convert(value, to: Int.self) { item.tag = v; return true }
            case "accessibilityIdentifier": item.accessibilityIdentifier = value as? String; return true
            default: break
            }
        }
        return false
    }

    /// Numbers convert between integer, real and Boolean types, as key-value coding unboxes NSNumber.
    nonisolated static func convert<T>(_ value: Any?, to type: T.Type) -> T? {
        if let typed = value as? T { return typed }
        let number: Double?
        switch value {
        case let v as Int: number = Double(v)
        case let v as Double: number = v
        case let v as Bool: number = v ? 1 : 0
        case let v as CGFloat: number = Double(v)
        default: number = nil
        }
        guard let number else { return nil }
        switch type {
        case is Int.Type: return Int(number) as? T
        case is Double.Type: return number as? T
        case is CGFloat.Type: return CGFloat(number) as? T
        case is Float.Type: return Float(number) as? T
        case is Bool.Type: return (number != 0) as? T
        case is Optional<Int>.Type: return Optional(Int(number)) as? T
        case is Optional<Double>.Type: return Optional(number) as? T
        case is Optional<CGFloat>.Type: return Optional(CGFloat(number)) as? T
        default: return nil
        }
    }
}
