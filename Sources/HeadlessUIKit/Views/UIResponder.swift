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
        guard canResignFirstResponder || UIResponder.forcingResign else { return false }
        if UIResponder.currentFirstResponder === self { UIResponder.currentFirstResponder = nil }
        return true
    }

    static weak var currentFirstResponder: UIResponder?

    // Touches, presses and motion. UIKit's UIResponder passes each of these to the next
    // responder, so a view that does not handle a touch hands it to its controller, then up the
    // chain; an override that does not call super keeps it. Headless: the driver's `tap()` does
    // not send touches (it drives controls, recognizers and cells); tests can call these directly
    // with `UITouch(view:location:)`. See docs/known-gaps.md.

    /// A finger touched down; passed to `next` by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved; passed to `next` by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted; passed to `next` by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The system cancelled the touches; passed to `next` by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    /// A touch's estimated properties were updated; does nothing by default.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// A physical button was pressed; passed to `next` by default.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// A pressed button changed; passed to `next` by default.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// A button was released; passed to `next` by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// The system cancelled the presses; passed to `next` by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// A motion (a shake) began; passed to `next` by default.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion ended; passed to `next` by default.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled; passed to `next` by default.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    /// The key commands this responder handles while it is in the responder chain; none by default.
    open var keyCommands: [UIKeyCommand]? { nil }
    /// Adds commands to the app's main menu (sent to the application and its delegate); does nothing by default.
    open func buildMenu(with builder: any UIMenuBuilder) {}
    /// Lets the responder update a command before it is shown; does nothing by default.
    open func validate(_ command: UICommand) {}

    /// The activity this responder shows, for Handoff and state restoration.
    open var userActivity: NSUserActivity?
    /// Restores state from an activity (the app's `continue userActivity` hands it here); does nothing by default.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
    /// Updates the activity's state before it is saved; does nothing by default.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// UIKit's `<Module.Class: 0x…>`.
    open var description: String { uikitDescription(self) }
    /// The same as `description`.
    open var debugDescription: String { description }

    /// Identity: responders are equal only to themselves.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
