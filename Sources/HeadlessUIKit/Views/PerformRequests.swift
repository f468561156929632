import Foundation

/// The pending `perform(_:with:afterDelay:)` requests, so that
/// `cancelPreviousPerformRequests(withTarget:selector:object:)` can find them.
@MainActor
enum PerformRequests {
    private struct Request {
        let id: Int
        let token: Int
        let target: AnyObject
        let selector: Selector
        let argument: Any?
    }

    private static var requests: [Request] = []
    private static var lastID = 0

    /// Queues `selector` for `target` after `delay` seconds of the clock; target and argument are
    /// kept alive until it runs or is cancelled, as NSObject keeps them.
    static func add(_ selector: Selector, to target: AnyObject, argument: Any?, delay: TimeInterval) {
        lastID += 1
        let id = lastID
        let box = UncheckedSendable((target, argument))
        let token = Scheduler.shared.schedule(after: delay, "perform(\(selector.name))", kind: .timer) {
            requests.removeAll { $0.id == id }
            ActionDispatch.send(selector, to: box.value.0, sender: box.value.1, event: nil)
        }
        requests.append(Request(id: id, token: token, target: target, selector: selector, argument: argument))
    }

    /// Cancels the requests for `target`; with a selector, only those with that selector and an equal argument.
    static func cancel(target: AnyObject, selector: Selector?, argument: Any?) {
        requests.removeAll { request in
            guard request.target === target else { return false }
            if let selector {
                guard request.selector == selector, argumentsEqual(request.argument, argument) else { return false }
            }
            Scheduler.shared.cancel(request.token)
            return true
        }
    }

    /// Forgets every request (the scheduler dropped their work in `resetForTesting()`).
    static func reset() { requests.removeAll() }

    /// NSObject compares arguments with `isEqual:`: nil equals nil, an object itself, a value an equal value.
    private static func argumentsEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (lhs?, rhs?):
            if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass, (lhs as AnyObject) === (rhs as AnyObject) { return true }
            if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
            return false
        }
    }
}
