import Foundation

// `value as AnyObject` from an `Any` goes, on Linux, through the runtime's bridging
// (`_bridgeAnythingToObjectiveC`), which looks up a conformance to `_ObjectiveCBridgeable` for the
// value's class and each of its superclasses: some 2,500 instructions for a view (issue 14's
// profile: a third of a scene's casts). A cast to a known class costs a tenth of that, so the
// classes that pass through UIKit's `Any` parameters most (responders, layout guides,
// constraints) are tried first.

/// The object in `value`: the value itself when it is a class instance, else its box (`as AnyObject`).
@inline(__always)
func anyObject(_ value: Any) -> AnyObject {
    if let responder = value as? UIResponder { return responder }
    if let guide = value as? UILayoutGuide { return guide }
    if let constraint = value as? NSLayoutConstraint { return constraint }
    return value as AnyObject
}
