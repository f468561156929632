import Foundation

extension NotificationCenter {
    /// Calls `aSelector` on `observer` whenever a notification named `aName` (any if nil) is posted
    /// by `anObject` (anyone if nil): iOS's selector form, which Foundation on Linux lacks.
    ///
    /// The observer's class lists the method in `actionMethods` (HeadlessUIKit's stand-in for
    /// `@objc`); a method that takes an argument gets the `Notification`. As on iOS 9 and later the
    /// observer is held weakly and is forgotten once deallocated. A class that does not list the
    /// selector stops with "unrecognized selector" when the notification arrives, as on iOS.
    /// The method runs on the main actor: a notification posted on another thread reaches it later,
    /// on the main queue (iOS calls it on the posting thread).
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let object = anObject.map { $0 as AnyObject }
        let registration = SelectorObservers.Registration(observer: target, center: self, name: aName, object: object)
        warnIfUnlisted(target, aSelector)
        registration.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self, registration] notification in
            guard let observer = registration.observer else {
                // iOS 9+: a deallocated observer is not called, and its registration goes away.
                if let token = SelectorObservers.shared.forget(registration) { self?.removeObserver(token as Any) }
                return
            }
            let call = UncheckedSendable((observer, notification))
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { ActionDispatch.send(aSelector, to: call.value.0, sender: call.value.1, event: nil) }
            } else {
                DispatchQueue.main.async { ActionDispatch.send(aSelector, to: call.value.0, sender: call.value.1, event: nil) }
            }
        }
        SelectorObservers.shared.add(registration)
    }

    /// Removes every registration of `observer`: its selector observers and, as Foundation's
    /// `removeObserver(_:)` does, block observers whose token it is.
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes the registrations of `observer` for `aName` and `anObject` (nil matches any), selector
    /// and block alike.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let tokens = SelectorObservers.shared.remove(observer, from: self, name: aName, object: anObject.map { $0 as AnyObject })
        for token in tokens { removeObserver(token as Any) }
        // Foundation's own: a block observer's token, or observers it registered itself.
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    private func warnIfUnlisted(_ target: AnyObject, _ selector: Selector) {
        guard MainQueue.isCurrent else { return }
        let target = UncheckedSendable(target)
        MainActor.assumeIsolated {
            guard !ActionDispatch.responds(target.value, to: selector) else { return }
            Diagnostics.warning("addObserver(_:selector:name:object:): \(uikitTypeName(type(of: target.value))) does not list \"\(selector.name)\" in its actionMethods, so a notification will stop with \"unrecognized selector\". List it: override class var actionMethods in \(String(describing: type(of: target.value))) (HeadlessUIKit's stand-in for @objc).")
        }
    }
}

/// A value moved across an isolation boundary on the caller's word that it is safe.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
