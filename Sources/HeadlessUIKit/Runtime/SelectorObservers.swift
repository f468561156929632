import Foundation

/// The observers added with `NotificationCenter.addObserver(_:selector:name:object:)`, by identity.
///
/// Foundation on Linux has only block observers, so each selector registration is a block
/// observer whose token is kept here, beside the observer (held weakly), the name and the object,
/// so that `removeObserver(observer)` can find and remove it.
final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()

    final class Registration: @unchecked Sendable {
        weak var observer: AnyObject?
        let center: NotificationCenter
        let name: Notification.Name?
        let object: AnyObject?
        var token: (any NSObjectProtocol)?

        init(observer: AnyObject, center: NotificationCenter, name: Notification.Name?, object: AnyObject?) {
            self.observer = observer
            self.center = center
            self.name = name
            self.object = object
        }
    }

    private let lock = NSLock()
    private var registrations: [Registration] = []

    func add(_ registration: Registration) {
        lock.withLock { registrations.append(registration) }
    }

    /// Removes the registrations of `observer` on `center` that match `name` and `object` (nil matches any);
    /// registrations whose observer is gone go too. Returns the Foundation tokens to remove.
    func remove(_ observer: AnyObject, from center: NotificationCenter, name: Notification.Name?, object: AnyObject?) -> [any NSObjectProtocol] {
        lock.withLock {
            var tokens: [any NSObjectProtocol] = []
            registrations.removeAll { registration in
                let gone = registration.observer == nil
                let matches = registration.observer === observer && registration.center === center
                    && (name == nil || registration.name == name)
                    && (object == nil || registration.object === object)
                guard gone || matches else { return false }
                if let token = registration.token { tokens.append(token) }
                return true
            }
            return tokens
        }
    }

    /// Forgets one registration (its observer was deallocated). Returns its token.
    func forget(_ registration: Registration) -> (any NSObjectProtocol)? {
        lock.withLock {
            registrations.removeAll { $0 === registration }
            return registration.token
        }
    }

    /// How many selector observers are registered (for tests).
    var count: Int { lock.withLock { registrations.count } }
}
