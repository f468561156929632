import Foundation

// User-defined runtime attributes (rule 26: set after every object exists, before outlets).
//
// UIKit sets them with `setValue(_:forKeyPath:)`: each component but the last is read
// (`layer`, `titleLabel`…), and the last is set on the object reached. Without Objective-C key-value
// coding, a key is set, in order: on an `@Inspectable` property of that name (the object's class, then
// its superclasses); on one of the UIKit properties of RuntimeAttributes+UIKit.swift. A key none of
// these has is UIKit's `setValue:forUndefinedKey:` failure (NSUnknownKeyException): on an app's own
// class, a problem reported as `NibLoading.problemPolicy` says (declare the property `@Inspectable`);
// on one of UIKit's own classes (a key UIKit has and HeadlessUIKit does not, or a typo), a warning
// naming the file, object and key path, and the load goes on.
@MainActor
enum RuntimeAttributes {
    static func set(_ value: Any?, forKeyPath keyPath: String, on object: AnyObject, file: String, objectID: String?) -> NibProblem? {
        let className = uikitTypeName(type(of: object))
        func problem(_ detail: String) -> NibProblem {
            .runtimeAttribute(file: file, keyPath: keyPath, className: className, objectID: objectID, detail: detail)
        }
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var target: AnyObject = object
        for component in components.dropLast() {
            switch child(named: component, of: target) {
            case .object(let next): target = next
            // Key-value coding through nil does nothing.
            case .none: return nil
            case .unknown:
                return undefined(component, on: target, problem)
            }
        }
        let key = components.last ?? keyPath
        if let storage = inspectable(named: key, in: target) {
            return storage.setAny(value) ? nil : problem("the value \(String(describing: value ?? "nil")) does not fit @Inspectable \(key): \(storage.valueType)")
        }
        switch builtIn(value, key, target) {
        case .set: return nil
        case .warning(let detail):
            Diagnostics.warning(problem(detail).message)
            return nil
        case .badValue:
            return problem("the value \(String(describing: value ?? "nil")) does not fit \(uikitTypeName(type(of: target))).\(key)")
        case .unknown:
            return undefined(key, on: target, problem)
        }
    }

    /// `setValue:forUndefinedKey:`: a warning on UIKit's own classes, a problem on an app's.
    private static func undefined(_ key: String, on target: AnyObject, _ problem: (String) -> NibProblem) -> NibProblem? {
        let targetName = uikitTypeName(type(of: target))
        if isUIKitClass(type(of: target)) {
            Diagnostics.warning(problem("\(targetName) has no key \"\(key)\" HeadlessUIKit can set (UIKit raises NSUnknownKeyException "
                + "for a key it lacks); ignored.").message)
            return nil
        }
        return problem("[<\(targetName)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key). "
            + "Declare it as @Inspectable var \(key)")
    }

    /// Whether the class is one of HeadlessUIKit's own (UIKit's), not an app's subclass.
    static func isUIKitClass(_ type: AnyClass) -> Bool {
        String(reflecting: type).hasPrefix("HeadlessUIKit.")
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

    /// Numbers convert between integer, real and Boolean types, as key-value coding unboxes NSNumber.
    nonisolated static func convert<T>(_ value: Any?, to type: T.Type) -> T? {
        if let typed = value as? T { return typed }
        let number: Double?
        switch value {
        case let v as Int: number = Double(v)
        case let v as Double: number = v
        case let v as Bool: number = v ? 1 : 0
        case let v as CGFloat: number = Double(v)
        case let v as Float: number = Double(v)
        case let v as NSNumber: number = v.doubleValue
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
