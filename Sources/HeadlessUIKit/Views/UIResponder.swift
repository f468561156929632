import Foundation

/// An object that takes part in the responder chain: views, view controllers, windows, the application.
@MainActor
open class UIResponder: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible, ActionMethodsProviding, Hashable {
    /// Makes a responder.
    public init() {}

    /// The next responder: a view's controller (for a root view) or superview, a controller's
    /// view's superview, a window's application.
    open var next: UIResponder? { nil }

    /// The action methods this class answers to, by selector (HeadlessUIKit's stand-in for `@IBAction`).
    open class var actionMethods: ActionMethods { ActionMethods() }

    /// Whether this responder can perform `action`: true when its class lists the action.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        type(of: self).actionMethods[action] != nil
    }

    /// The first responder from here along the chain that can perform `action`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    /// Sent to every object made from a nib after all of them are connected (rule 26).
    open func awakeFromNib() {}

    /// Whether this responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder can resign first responder (true by default).
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder is the first responder.
    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    /// Makes this the first responder if it can be; returns whether it is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.currentFirstResponder, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        UIResponder.currentFirstResponder = self
        return true
    }

    /// Gives up first-responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.currentFirstResponder === self { UIResponder.currentFirstResponder = nil }
        return true
    }

    static weak var currentFirstResponder: UIResponder?

    /// UIKit's `<Module.Class: 0x…>`.
    open var description: String { uikitDescription(self) }
    /// The same as `description`.
    open var debugDescription: String { description }

    /// Identity: responders are equal only to themselves.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An input event. Headless: events are made by code (`sendActions(for:)`), never by hardware.
@MainActor
open class UIEvent {
    /// When the event happened, on HeadlessUIKit's clock.
    public let timestamp: TimeInterval
    /// Makes an event stamped with the current virtual time.
    public init() { timestamp = Scheduler.shared.now }
}
