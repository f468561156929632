import Foundation

/// The UIKit properties whose setters report to key-value observers (docs/foundation-bridging.md lists them).
enum ObservedProperty: String, Sendable {
    case frame, bounds, center, isHidden, alpha
    case contentOffset, contentSize, contentInset
    case progress
    case isEnabled, isSelected, isHighlighted
    case text, value, isOn
}

/// The observations of one object: a view's `keyValueObservers`, nil until its first `observe(_:options:changeHandler:)`,
/// so a setter of a view nobody observes costs one nil check.
final class KeyValueObserverRegistry: @unchecked Sendable {
    /// One observation: what to do before and after its property changes.
    final class Entry {
        let property: ObservedProperty
        let willChange: @MainActor (AnyObject) -> Void
        let didChange: @MainActor (AnyObject) -> Void

        init(property: ObservedProperty, willChange: @escaping @MainActor (AnyObject) -> Void,
             didChange: @escaping @MainActor (AnyObject) -> Void) {
            self.property = property; self.willChange = willChange; self.didChange = didChange
        }
    }

    // Observations end from `NSKeyValueObservation.deinit`, which may run on any thread.
    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ entry: Entry) {
        lock.lock(); defer { lock.unlock() }
        entries.append(entry)
    }

    func remove(_ entry: Entry) {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll { $0 === entry }
    }

    private func entries(for property: ObservedProperty) -> [Entry] {
        lock.lock(); defer { lock.unlock() }
        return entries.filter { $0.property == property }
    }

    /// Before `object`'s `property` changes: records old values, sends prior notifications.
    @MainActor func willChange(_ property: ObservedProperty, of object: AnyObject) {
        for entry in entries(for: property) { entry.willChange(object) }
    }

    /// After `object`'s `property` changed: calls the handlers.
    @MainActor func didChange(_ property: ObservedProperty, of object: AnyObject) {
        for entry in entries(for: property) { entry.didChange(object) }
    }
}

/// The old values an observation has read before changes still in progress (setters can nest).
final class PendingOldValues<Value> {
    var stack: [Value] = []
}

extension UIView {
    /// Tells this view's observers of `property` that it is about to change (nothing to do when nobody observes).
    @inline(__always) func observedPropertyWillChange(_ property: ObservedProperty) {
        if let keyValueObservers { keyValueObservers.willChange(property, of: self) }
    }

    /// Tells this view's observers of `property` that it changed.
    @inline(__always) func observedPropertyDidChange(_ property: ObservedProperty) {
        if let keyValueObservers { keyValueObservers.didChange(property, of: self) }
    }

    /// Starts observing `keyPath` of `object`, known as `property` (nil: a property whose setter does not report).
    static func observe<Root: UIView, Value>(
        _ object: Root, _ keyPath: KeyPath<Root, Value>, property: ObservedProperty?, options: NSKeyValueObservingOptions,
        changeHandler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        if options.contains(.initial) {
            let value = options.contains(.new) ? object[keyPath: keyPath] : nil
            changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: value, oldValue: nil, indexes: nil, isPrior: false))
        }
        guard let property else {
            // UIKit would report any KVO-compliant property; HeadlessUIKit only the listed ones.
            Diagnostics.warning("observe(_:options:changeHandler:): \(type(of: object)) does not report changes of \(keyPath); "
                + "the observation will not be notified (docs/foundation-bridging.md lists the key paths that are)")
            return NSKeyValueObservation(registry: nil, entry: nil)
        }
        let registry = object.keyValueObservers ?? KeyValueObserverRegistry()
        object.keyValueObservers = registry
        let wantsOld = options.contains(.old), wantsNew = options.contains(.new), wantsPrior = options.contains(.prior)
        let pending = PendingOldValues<Value>()
        let entry = KeyValueObserverRegistry.Entry(
            property: property,
            willChange: { any in
                guard wantsOld || wantsPrior, let root = any as? Root else { return }
                let old = root[keyPath: keyPath]
                if wantsOld { pending.stack.append(old) }
                if wantsPrior {
                    changeHandler(root, NSKeyValueObservedChange(kind: .setting, newValue: nil, oldValue: wantsOld ? old : nil,
                                                                 indexes: nil, isPrior: true))
                }
            },
            didChange: { any in
                guard let root = any as? Root else { return }
                let old = wantsOld ? pending.stack.popLast() : nil
                changeHandler(root, NSKeyValueObservedChange(kind: .setting, newValue: wantsNew ? root[keyPath: keyPath] : nil,
                                                             oldValue: old, indexes: nil, isPrior: false))
            })
        registry.add(entry)
        return NSKeyValueObservation(registry: registry, entry: entry)
    }
}
