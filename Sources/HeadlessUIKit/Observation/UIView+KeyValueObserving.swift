import Foundation

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

/// The old values an observation has read before changes still in progress (setters can nest).
private final class PendingOldValues<Value> {
    var stack: [Value] = []
}
