/// The action methods a class answers to, by selector: what `@IBAction` declares on iOS.
///
/// Swift on Linux has no Objective-C runtime, so a method cannot be found by its name. A class
/// that receives target–action messages lists its action methods once, by overriding
/// `actionMethods` (any `UIResponder`) or by conforming to `ActionMethodsProviding`:
///
/// ```swift
/// final class CounterViewController: UIViewController {
///     func increment(_ sender: Any?) { count += 1 }
///     func reset() { count = 0 }
///
///     override class var actionMethods: ActionMethods {
///         super.actionMethods.adding([
///             "increment:": .init(CounterViewController.increment),
///             "reset": .init(CounterViewController.reset),
///         ])
///     }
/// }
/// ```
///
/// `button.addTarget(vc, action: "increment:", for: .touchUpInside)` then calls `increment(_:)`.
/// A nil target searches the responder chain for the first object that lists the action.
public struct ActionMethods: Sendable {
    /// One action method: a way to call it on a target of the right type.
    public struct Method: Sendable {
        let call: @MainActor @Sendable (AnyObject, Any?, UIEvent?) -> Void
        /// A segue action's maker (`@IBSegueAction`): the destination from the coder, the sender and the segue's identifier.
        let create: (@MainActor @Sendable (AnyObject, NSCoder, Any?, String?) -> UIViewController?)?

        /// A method that takes the sender: `increment(_ sender: Any?)`.
        public init<Target: AnyObject>(_ method: @escaping @MainActor @Sendable (Target) -> (Any?) -> Void) {
            call = { target, sender, _ in (target as? Target).map { method($0)(sender) } }
            create = nil
        }

        /// A method that takes no argument: `reset()`.
        public init<Target: AnyObject>(_ method: @escaping @MainActor @Sendable (Target) -> () -> Void) {
            call = { target, _, _ in (target as? Target).map { method($0)() } }
            create = nil
        }

        /// A method that takes the sender and the event: `tapped(_ sender: Any?, forEvent event: UIEvent?)`.
        public init<Target: AnyObject>(_ method: @escaping @MainActor @Sendable (Target) -> (Any?, UIEvent?) -> Void) {
            call = { target, sender, event in (target as? Target).map { method($0)(sender, event) } }
            create = nil
        }

        /// A method given as a closure over the target and the sender.
        public init<Target: AnyObject>(_ type: Target.Type, _ body: @escaping @MainActor @Sendable (Target, Any?) -> Void) {
            call = { target, sender, _ in (target as? Target).map { body($0, sender) } }
            create = nil
        }

        /// A segue action that takes the coder: `@IBSegueAction func makeDetail(_ coder: NSCoder) -> DetailViewController?`.
        /// A segue whose `destinationCreationSelector` names it makes its destination with it (nil: `init(coder:)`).
        public init<Target: AnyObject, Made: UIViewController>(_ method: @escaping @MainActor @Sendable (Target) -> (NSCoder) -> Made?) {
            self.init(segueAction: { (target: Target) in { coder, _, _ in method(target)(coder) } })
        }

        /// A segue action given as a closure over the target that takes the coder, the sender and the segue's identifier
        /// (what the source rewriter writes for every `@IBSegueAction` shape).
        public init<Target: AnyObject>(segueAction: @escaping @MainActor @Sendable (Target) -> (NSCoder, Any?, String?) -> UIViewController?) {
            // Sent as a plain action (a control wired to it by mistake), a segue action does nothing.
            call = { _, _, _ in }
            create = { target, coder, sender, identifier in (target as? Target).flatMap { segueAction($0)(coder, sender, identifier) } }
        }
    }

    /// The methods, by selector.
    public private(set) var methods: [Selector: Method]

    /// A table of methods.
    public init(_ methods: [Selector: Method] = [:]) { self.methods = methods }

    /// This table with more methods; a selector listed again replaces the inherited one (an override).
    public func adding(_ more: [Selector: Method]) -> ActionMethods {
        ActionMethods(methods.merging(more) { $1 })
    }

    /// The method for a selector.
    public subscript(selector: Selector) -> Method? { methods[selector] }

    /// The selectors listed.
    public var selectors: [Selector] { methods.keys.sorted { $0.name < $1.name } }
}

/// An object that can receive target–action messages by name.
@MainActor
public protocol ActionMethodsProviding: AnyObject {
    /// The action methods of this class, by selector.
    static var actionMethods: ActionMethods { get }
}

@MainActor
enum ActionDispatch {
    /// Whether `target` lists `action`.
    static func responds(_ target: AnyObject, to action: Selector) -> Bool {
        guard let provider = target as? any ActionMethodsProviding else { return false }
        return type(of: provider).actionMethods[action] != nil
    }

    /// Calls `action` on `target`, or stops as iOS does when the target has no such method.
    static func send(_ action: Selector, to target: AnyObject, sender: Any?, event: UIEvent?) {
        do { try sendOrThrow(action, to: target, sender: sender, event: event) } catch { error.raise() }
    }

    /// Calls `action` on `target`, or throws UIKit's "unrecognized selector" exception.
    static func sendOrThrow(_ action: Selector, to target: AnyObject, sender: Any?, event: UIEvent?) throws(UIKitException) {
        guard let provider = target as? any ActionMethodsProviding,
              let method = type(of: provider).actionMethods[action] else {
            // iOS: an explicit target without the method raises "unrecognized selector".
            throw UIKitException.invalidArgument(
                "-[\(uikitTypeName(type(of: target))) \(action.name)]: unrecognized selector sent to instance \(uikitDescription(target)). "
                    + "List the method in \(String(describing: type(of: target))).actionMethods (HeadlessUIKit's stand-in for @IBAction)."
            )
        }
        method.call(target, sender, event)
    }
}
