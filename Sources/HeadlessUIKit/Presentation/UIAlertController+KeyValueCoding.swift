import Foundation

// The key-value coding tricks apps play on alerts. UIKit's alert classes are NSObjects, so apps reach private
// properties through `setValue(_:forKey:)`: an action's `image`, `titleTextColor`, `titleTextAlignment` and
// `checked`, an alert's `attributedTitle`, `attributedMessage` and `contentViewController`. Foundation on Linux has
// no key-value coding on NSObject, so these keys are accepted here by name and kept (`value(forKey:)` reads them
// back; nothing draws them). Any other key stops with UIKit's NSUnknownKeyException, as on iOS; the `OrThrow`
// variants throw it instead.

extension UIAlertAction {
    /// The keys `setValue(_:forKey:)` accepts, as UIKit's private properties of an action.
    static let valueKeys: Set<String> = ["image", "titleTextColor", "titleTextAlignment", "checked"]

    /// Sets one of the action's key-value coded properties (`image`, `titleTextColor`, `titleTextAlignment`,
    /// `checked`); any other key stops with UIKit's NSUnknownKeyException.
    public func setValue(_ value: Any?, forKey key: String) {
        do { try setValueOrThrow(value, forKey: key) } catch { error.raise() }
    }

    /// `setValue(_:forKey:)`, throwing UIKit's NSUnknownKeyException for a key it does not know.
    public func setValueOrThrow(_ value: Any?, forKey key: String) throws(UIKitException) {
        guard Self.valueKeys.contains(key) else { throw .unknownKey(key, of: self, setting: true) }
        codedValues[key] = value
    }

    /// The value set for one of the action's key-value coded properties (nil if none was set).
    public func value(forKey key: String) -> Any? {
        if key == "title" { return title }
        if key == "enabled" { return isEnabled }
        return codedValues[key]
    }
}

extension UIAlertController {
    /// The keys `setValue(_:forKey:)` accepts, as UIKit's private properties of an alert.
    static let valueKeys: Set<String> = ["attributedTitle", "attributedMessage", "contentViewController"]

    /// Sets one of the alert's key-value coded properties (`attributedTitle`, `attributedMessage`,
    /// `contentViewController`); any other key stops with UIKit's NSUnknownKeyException.
    public func setValue(_ value: Any?, forKey key: String) {
        do { try setValueOrThrow(value, forKey: key) } catch { error.raise() }
    }

    /// `setValue(_:forKey:)`, throwing UIKit's NSUnknownKeyException for a key it does not know.
    public func setValueOrThrow(_ value: Any?, forKey key: String) throws(UIKitException) {
        guard Self.valueKeys.contains(key) else { throw .unknownKey(key, of: self, setting: true) }
        codedValues[key] = value
    }

    /// The value set for one of the alert's key-value coded properties, or its title or message.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "title": return title
        case "message": return message
        default: return codedValues[key]
        }
    }
}

extension UIKitException {
    /// `[<Class 0x…> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key KEY.`
    static func unknownKey(_ key: String, of object: AnyObject, setting: Bool) -> UIKitException {
        let address = String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
        let method = setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:"
        return UIKitException(name: "NSUnknownKeyException",
                              reason: "[<\(type(of: object)) 0x\(address)> \(method)]: this class is not key value coding-compliant for the key \(key).")
    }
}
