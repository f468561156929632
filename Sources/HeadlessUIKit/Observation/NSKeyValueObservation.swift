import Foundation

/// A running key-value observation (Foundation's `NSKeyValueObservation`): keep it to keep observing;
/// `invalidate()`, or letting it go, stops it.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private weak var registry: KeyValueObserverRegistry?
    private let entry: KeyValueObserverRegistry.Entry?

    init(registry: KeyValueObserverRegistry?, entry: KeyValueObserverRegistry.Entry?) {
        self.registry = registry
        self.entry = entry
    }

    /// Stops the observation: the handler is not called again. Calling it twice does nothing more.
    public func invalidate() {
        lock.lock()
        let registry = self.registry
        self.registry = nil
        lock.unlock()
        if let registry, let entry { registry.remove(entry) }
    }

    deinit { invalidate() }
}
