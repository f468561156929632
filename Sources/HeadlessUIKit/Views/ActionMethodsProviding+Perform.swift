import Foundation

// NSObject's performing by selector, for every object that lists its methods in `actionMethods`
// (all UIKit responders, and an app's classes that conform to `ActionMethodsProviding`).
extension ActionMethodsProviding {
    /// Whether this object's class lists `aSelector` in its `actionMethods` (NSObject's `responds(to:)`).
    public func responds(to aSelector: Selector?) -> Bool {
        guard let aSelector else { return false }
        return Self.actionMethods[aSelector] != nil
    }

    /// Calls `aSelector` on this object now. Stops with "unrecognized selector" if the class does not list it.
    /// The result is always nil: action methods return nothing.
    @discardableResult
    public func perform(_ aSelector: Selector?) -> Unmanaged<AnyObject>! {
        perform(aSelector, with: nil)
    }

    /// Calls `aSelector` on this object now with `object` as its argument. Stops with "unrecognized selector"
    /// if the class does not list it. The result is always nil: action methods return nothing.
    @discardableResult
    public func perform(_ aSelector: Selector?, with object: Any?) -> Unmanaged<AnyObject>! {
        guard let aSelector else { return nil }
        ActionDispatch.send(aSelector, to: self, sender: object, event: nil)
        return nil
    }

    /// `perform(_:with:)` that throws UIKit's "unrecognized selector" exception instead of stopping.
    public func performOrThrow(_ aSelector: Selector, with object: Any? = nil) throws(UIKitException) {
        try ActionDispatch.sendOrThrow(aSelector, to: self, sender: object, event: nil)
    }

    /// Calls `aSelector` with `anArgument` after `delay` seconds of HeadlessUIKit's clock (a delay of 0: at the
    /// next turn, which `runUntilIdle()` runs). This object and the argument stay alive until then, as on iOS.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        PerformRequests.add(aSelector, to: self, argument: anArgument, delay: delay)
    }

    /// The same as `perform(_:with:afterDelay:)`: headless, the clock runs in every mode.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        PerformRequests.add(aSelector, to: self, argument: anArgument, delay: delay)
    }

    /// Cancels every `perform(_:with:afterDelay:)` request made on `aTarget`.
    public static func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PerformRequests.cancel(target: aTarget as AnyObject, selector: nil, argument: nil)
    }

    /// Cancels the `perform(_:with:afterDelay:)` requests made on `aTarget` with `aSelector` and an equal argument.
    public static func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        PerformRequests.cancel(target: aTarget as AnyObject, selector: aSelector, argument: anArgument)
    }
}

extension NSObject {
    /// Cancels every `perform(_:with:afterDelay:)` request made on `aTarget` (NSObject's class method).
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PerformRequests.cancel(target: aTarget as AnyObject, selector: nil, argument: nil)
    }

    /// Cancels the `perform(_:with:afterDelay:)` requests made on `aTarget` with `aSelector` and an equal argument.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        PerformRequests.cancel(target: aTarget as AnyObject, selector: aSelector, argument: anArgument)
    }
}
