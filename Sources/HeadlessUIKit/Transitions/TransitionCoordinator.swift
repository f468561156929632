import Foundation

// The coordinator of one running transition, and the context a custom animator gets.
//
// [U] Not in the rules; UIKit's documented behaviour: `transitionCoordinator` is non-nil from the
// "will" callbacks (and a navigation delegate's `willShow`) until the animation ends (not in the
// "did" callbacks), on the
// controllers involved, their container, and (through `parent`) their children. Alongside blocks
// run with the animation: headless, once the incoming view has joined, after the "will"
// callbacks. Completion blocks run when the transition ends, before the "did" callbacks, as
// UIKit runs them when the animator completes and before it finishes the appearance transitions.
// A custom animator (a transitioning delegate's, a navigation delegate's) gets this object as its
// context: `animateTransition(using:)` runs where the standard animation would start, and the
// transition ends when the animator calls `completeTransition(_:)`, as in UIKit: not after its
// `transitionDuration`, which only tells UIKit how long the animation will take. An animator that
// never calls it leaves the transition running forever, as on iOS (the app stops responding to
// navigation); headless, a warning is logged once the clock is a second past `transitionDuration`
// (not for an interactive transition, which waits for its interaction). A delegate's interaction
// controller that wants an interactive start starts the transition instead of the animator
// (UIPercentDrivenInteractiveTransition: the animator's animations run paused, PausedAnimations).

/// A transition's coordinator and context.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerContextTransitioning {
    private weak var fromController: UIViewController?
    private weak var toController: UIViewController?
    private let container: UIView
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let presentationStyle: UIModalPresentationStyle
    private let finalFrames: [ObjectIdentifier: CGRect]
    private var alongside: [((any UIViewControllerTransitionCoordinatorContext) -> Void)] = []
    private var completions: [((any UIViewControllerTransitionCoordinatorContext) -> Void)] = []
    private var interactionHandlers: [((any UIViewControllerTransitionCoordinatorContext) -> Void)] = []
    private var hasStarted = false
    private var hasFinished = false
    /// Whether the animator called `completeTransition(_:)`, and with what.
    private(set) var animatorCompleted: Bool?
    /// What the container does when a custom animator calls `completeTransition(_:)` (see `waitForAnimator`).
    private var onAnimatorComplete: (@MainActor (Bool) -> Void)?
    /// The registered controllers (for `transitionCoordinator`), forgotten at the end.
    private var registered: [ObjectIdentifier] = []

    private(set) var initiallyInteractive = false
    /// The custom animator, once the transition has started (what a percent-driven driver animates).
    private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
    var isInterruptible: Bool { false }
    private(set) var isInteractive = false
    private(set) var isCancelled = false
    var transitionWasCancelled: Bool { isCancelled }
    private(set) var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { container }
    var targetTransform: CGAffineTransform { .identity }

    init(from: UIViewController?, to: UIViewController?, container: UIView, animated: Bool, duration: TimeInterval,
         style: UIModalPresentationStyle = .custom, finalFrames: [ObjectIdentifier: CGRect] = [:]) {
        fromController = from
        toController = to
        self.container = container
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        presentationStyle = style
        self.finalFrames = finalFrames
    }

    // MARK: Registration

    /// Makes this the `transitionCoordinator` of these controllers until `end()`.
    func register(_ controllers: [UIViewController?]) {
        for case let controller? in controllers {
            let key = ObjectIdentifier(controller)
            Self.active[key] = self
            registered.append(key)
        }
    }

    static var active: [ObjectIdentifier: TransitionCoordinator] = [:]

    // MARK: Coordinator

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        guard !hasFinished else { return false }
        if let animation {
            if hasStarted { animation(self) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Context

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? fromController : key == .to ? toController : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromController?.viewIfLoaded : key == .to ? toController?.viewIfLoaded : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === fromController ? (vc.viewIfLoaded?.frame ?? .zero) : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        finalFrames[ObjectIdentifier(vc)] ?? (vc === toController ? container.bounds : .zero)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { self.percentComplete = min(1, max(0, percentComplete)) }
    func finishInteractiveTransition() { endInteraction(cancelled: false) }
    func cancelInteractiveTransition() { endInteraction(cancelled: true) }
    func pauseInteractiveTransition() {}
    func completeTransition(_ didComplete: Bool) {
        guard animatorCompleted == nil else { return }   // the first call decides; UIKit ignores later ones
        animatorCompleted = didComplete
        let handler = onAnimatorComplete
        onAnimatorComplete = nil
        handler?(didComplete)
    }

    // MARK: The container's side

    /// The transition's animation starts: a custom animator animates, alongside blocks run. With an
    /// interaction controller that wants an interactive start (a delegate's `interactionController…`),
    /// the transition is interactive and the controller starts it instead (a percent-driven one asks the
    /// animator to animate, paused); it ends when the animator calls `completeTransition(_:)`.
    func start(animator: (any UIViewControllerAnimatedTransitioning)?,
               interaction: (any UIViewControllerInteractiveTransitioning)? = nil) {
        guard !hasStarted else { return }
        hasStarted = true
        self.animator = animator
        if let interaction, animator != nil, interaction.wantsInteractiveStart {
            initiallyInteractive = true
            beginInteraction()
            interaction.startInteractiveTransition(self)
        } else {
            animator?.animateTransition(using: self)
        }
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    /// Hands the end of the transition to a custom animator: `end` runs when the animator calls
    /// `completeTransition(_:)`, with its argument, or at once if it already has (from inside
    /// `animateTransition(using:)`). A second after `transitionDuration` with no call, a warning is logged.
    func waitForAnimator(_ animator: any UIViewControllerAnimatedTransitioning, _ end: @escaping @MainActor (Bool) -> Void) {
        if let completed = animatorCompleted { end(completed); return }
        onAnimatorComplete = end
        let name = String(describing: type(of: animator))
        let duration = transitionDuration
        Scheduler.shared.schedule(after: UIView.effectiveDuration(duration) + 1, "custom animator watchdog") { [weak self] in
            // An interactive transition waits for its interaction, which may take any time.
            guard let self, self.animatorCompleted == nil, !self.hasFinished, !self.initiallyInteractive else { return }
            Diagnostics.warning("The animator \(name) has not called completeTransition(_:) one second after its "
                + "transitionDuration (\(duration) s): the transition does not end until it does, as on iOS.")
        }
    }

    /// Marks a transition its animator cancelled (`completeTransition(false)`) and that the container undoes:
    /// completion blocks then see `isCancelled`, and the animator hears `animationEnded(false)`.
    func markCancelled() { isCancelled = true }

    /// Marks an interactive transition (HeadlessUIKit's interactive pop) and its outcome.
    func beginInteraction() { isInteractive = true }

    func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition ends: completion blocks run (before the container's "did" callbacks).
    func finish(animator: (any UIViewControllerAnimatedTransitioning)? = nil) {
        guard !hasFinished else { return }
        if !hasStarted { start(animator: nil) }
        hasFinished = true
        percentComplete = isCancelled ? 0 : 1
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
        animator?.animationEnded(!isCancelled)
    }

    /// Forgets the registrations (when the animation ends, before the container's "did" callbacks).
    func end() {
        for key in registered where Self.active[key] === self { Self.active[key] = nil }
        registered = []
    }
}
