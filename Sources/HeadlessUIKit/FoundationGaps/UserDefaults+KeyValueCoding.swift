import Foundation

// On iOS `UserDefaults` is an NSObject whose key-value coding reads and writes the defaults themselves: apps write
// `defaults.setValue(x, forKey: "k")` and `defaults.value(forKey: "k")` as often as `set(_:forKey:)` and
// `object(forKey:)`. Foundation on Linux has no key-value coding, so the two are spelt out here.

extension UserDefaults {
    /// Stores `value` for `key`, as `set(_:forKey:)` does (nil removes it): NSUserDefaults' key-value coding.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// The value stored for `key`, as `object(forKey:)` gives it: NSUserDefaults' key-value coding.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
