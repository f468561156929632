import SwiftSyntax

// The entries of the `actionMethods` tables the rewriter adds (`addActionMethods`): one `.init(…)` per action or
// segue action, a closure that calls the method with what it takes.

extension Rewriter {
    /// `.init(...)` for one action method: a closure that passes the sender as the method's parameter type wants it.
    func entry(for method: MethodInfo, className: String) -> String? {
        if method.isIBSegueAction { return segueActionEntry(for: method, className: className) }
        switch method.labels.count {
        case 0:
            return ".init(\(className).self) { target, _ in target.\(method.baseName)() }"
        case 1:
            let label = method.labels[0] == "_" ? "" : method.labels[0] + ": "
            return ".init(\(className).self) { target, sender in target.\(method.baseName)(\(label)\(Self.argument(type: method.types[0]))) }"
        case 2:
            // The sender and the event: a closure that returns the two-argument call.
            let first = method.labels[0] == "_" ? "" : method.labels[0] + ": "
            let second = method.labels[1] == "_" ? "" : method.labels[1] + ": "
            let event = method.types[1].hasSuffix("?") ? "event" : "event!"
            return ".init { (target: \(className)) in { sender, event in target.\(method.baseName)(\(first)\(Self.argument(type: method.types[0])), \(second)\(event)) } }"
        default:
            note(.error, at: method.position, "action \(method.selector) has \(method.labels.count) parameters: an action method takes at most the sender and the event")
            return nil
        }
    }

    /// An `@IBSegueAction`'s entry: a closure over the target that passes the coder, then the sender and the segue's
    /// identifier as far as the method takes them (`make(_:)`, `make(_:sender:)`, `make(_:sender:segueIdentifier:)`).
    func segueActionEntry(for method: MethodInfo, className: String) -> String? {
        guard (1...3).contains(method.labels.count) else {
            note(.error, at: method.position, "segue action \(method.selector) has \(method.labels.count) parameters: it takes the coder, "
                 + "then optionally the sender and the segue's identifier")
            return nil
        }
        let values = ["coder", Self.argument(type: method.types.count > 1 ? method.types[1] : "Any?"),
                      method.types.count > 2 && !method.types[2].hasSuffix("?") ? "identifier ?? \"\"" : "identifier"]
        let arguments = zip(method.labels, values.prefix(method.labels.count)).map { label, value in
            label == "_" ? value : "\(label): \(value)"
        }
        return ".init(segueAction: { (target: \(className)) in { coder, sender, identifier in target.\(method.baseName)(\(arguments.joined(separator: ", "))) } })"
    }

    /// The sender (an `Any?`) converted to a parameter's type.
    static func argument(type: String) -> String {
        switch type {
        case "Any?": return "sender"
        case "Any": return "sender as Any"
        case "AnyObject?": return "sender as AnyObject?"
        default:
            if type.hasSuffix("?") || type.hasSuffix("!") { return "sender as? \(type.dropLast())" }
            return "sender as! \(type)"
        }
    }
}
