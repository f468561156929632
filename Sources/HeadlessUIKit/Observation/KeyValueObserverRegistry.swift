import Foundation

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
    /// The properties some entry observes: a setter of another property finds nothing without copying the entries.
    private var observed: Set<ObservedProperty> = []

    func add(_ entry: Entry) {
        lock.lock(); defer { lock.unlock() }
        entries.append(entry)
        observed.insert(entry.property)
    }

    func remove(_ entry: Entry) {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll { $0 === entry }
        observed = Set(entries.map(\.property))
    }

    private func entries(for property: ObservedProperty) -> [Entry] {
        lock.lock(); defer { lock.unlock() }
        guard observed.contains(property) else { return [] }
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
