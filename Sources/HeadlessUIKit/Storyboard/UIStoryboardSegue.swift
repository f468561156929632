import Foundation

/// A transition between two view controllers, made each time a segue is performed (rules 66–71).
/// Subclass it and override `perform()` for a custom segue; a storyboard names the subclass with
/// `customClass`.
@MainActor
open class UIStoryboardSegue {
    /// The action methods this class answers to, by selector (HeadlessUIKit's stand-in for `@objc`; none here).
    /// On iOS any NSObject subclass can be a target, so an app's subclass lists its own (docs/actions.md).
    open class var actionMethods: ActionMethods { ActionMethods() }


    /// The segue's identifier in the storyboard.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController
    /// What `perform()` does for a storyboard segue of a built-in kind, or the handler given.
    var performHandler: (@MainActor () -> Void)?

    /// A segue between two controllers; a subclass's storyboard segues are made with it.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition: for a storyboard segue, what its kind does (show, push, present…).
    open func perform() { performHandler?() }
}

/// What an unwind action receives when an unwind segue is found: UIKit's `UIStoryboardUnwindSegueSource`.
@MainActor
public final class UIStoryboardUnwindSegueSource {
    /// The controller the unwind starts from.
    public let source: UIViewController
    /// The unwind action.
    public let unwindAction: Selector
    /// The sender.
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
