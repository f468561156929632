import Foundation

/// What a custom transition's animator is given: the container view, the two controllers and
/// views, their frames, and `completeTransition(_:)` to call when its animation ends.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the incoming view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style, for a modal transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation of a size change.
    var targetTransform: CGAffineTransform { get }
    /// One of the transition's controllers.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// One of the transition's views.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// A controller's view's frame at the start.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// A controller's view's frame at the end.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Reports an interactive transition's progress.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that an interactive transition will finish.
    func finishInteractiveTransition()
    /// Reports that an interactive transition will go back.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition.
    func pauseInteractiveTransition()
    /// Called by the animator when its animation has ended.
    func completeTransition(_ didComplete: Bool)
}

/// An animator for a custom push, pop, presentation or dismissal.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's length in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Animates the transition and calls `transitionContext.completeTransition(_:)` at the end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Sent when the transition has ended.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed at which the transition completes when the interaction ends.
    var completionSpeed: CGFloat { get }
    /// Whether the transition starts interactively.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// Full speed.
    public var completionSpeed: CGFloat { 1 }
    /// Interactive from the start.
    public var wantsInteractiveStart: Bool { true }
}

/// A percent-driven interactive transition: the app calls `update(_:)`, then `finish()` or
/// `cancel()`, typically from a pan gesture. As in UIKit, when a delegate hands it out for an animated
/// transition, it asks the animator to animate with the animations paused: `finish()` lets them run
/// to their end, `cancel()` back to their start (the context's `transitionWasCancelled` is then true),
/// each over what is left of its length at `completionSpeed`, on the virtual clock; their completions
/// then call `completeTransition(_:)`, which ends the transition.
@MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The action methods this class answers to, by selector (HeadlessUIKit's stand-in for `@objc`; none here).
    /// On iOS any NSObject subclass can be a target, so an app's subclass lists its own (docs/actions.md).
    open class var actionMethods: ActionMethods { ActionMethods() }


    /// How far the transition is, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// The transition's length: the animator's `transitionDuration` (1 s until a transition starts).
    open var duration: CGFloat {
        guard let coordinator = context as? TransitionCoordinator else { return 1 }
        return CGFloat(coordinator.animator?.transitionDuration(using: coordinator) ?? coordinator.transitionDuration)
    }
    /// The speed at which the transition completes.
    open var completionSpeed: CGFloat = 1
    /// The curve at which it completes.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether it starts interactively.
    open var wantsInteractiveStart = true
    private weak var context: (any UIViewControllerContextTransitioning)?
    private var paused: PausedAnimations?

    /// Makes a transition driver.
    public init() {}

    /// Starts the transition with its context: the animator animates, paused.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        guard let animator = (transitionContext as? TransitionCoordinator)?.animator else { return }
        let paused = PausedAnimations()
        paused.capture { animator.animateTransition(using: transitionContext) }
        self.paused = paused
    }
    /// Moves the transition.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
        context?.updateInteractiveTransition(self.percentComplete)
    }
    /// Lets the transition finish: the paused animations run to their end.
    open func finish() {
        context?.finishInteractiveTransition()
        resume(forward: true)
    }
    /// Sends the transition back: the paused animations run back to their start, and the transition is cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        resume(forward: false)
    }
    /// Pauses the transition.
    open func pause() { context?.pauseInteractiveTransition() }

    private func resume(forward: Bool) {
        let paused = self.paused
        self.paused = nil
        paused?.resume(from: percentComplete, forward: forward, speed: completionSpeed)
    }
}

/// Gives the animators (and presentation controller) of a controller's custom presentation and dismissal.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of the presentation; nil for the standard one.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal; nil for the standard one.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interactive driver of the presentation.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /// The interactive driver of the dismissal.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /// A custom presentation controller, for `.custom` presentations.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// The standard animator.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// The standard animator.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Not interactive.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Not interactive.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// The standard presentation controller.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
