import Foundation

/// The base class of gesture recognizers: a state machine attached to a view that sends
/// target–action messages when it recognizes its gesture.
///
/// Actions are named by `Selector` strings and reach Swift methods through the target's
/// `actionMethods` table (see `docs/actions.md`), sent through `UIApplication.shared.sendAction`
/// with the recognizer as the sender. Targets are held weakly.
///
/// Headless: there are no touches, so recognition is simulated: `simulateRecognition()` does what
/// a finger performing the gesture does.
@MainActor
open class UIGestureRecognizer {
    /// The action methods this class answers to, by selector (HeadlessUIKit's stand-in for `@objc`; none here).
    /// On iOS any NSObject subclass can be a target, so an app's subclass lists its own (docs/actions.md).
    open class var actionMethods: ActionMethods { ActionMethods() }


    /// The recognizer's state, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// Not recognized yet (the resting state).
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (a discrete gesture was recognized).
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The gesture failed.
        case failed = 5

        /// A discrete gesture was recognized: the same as `.ended`.
        public static var recognized: State { .ended }
    }

    /// A weakly held target and its action.
    struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    var targets: [TargetAction] = []
    /// Where the simulated touch is, in the view's coordinates; nil for the view's center.
    var simulatedLocation: CGPoint?
    private var failureRequirements: [Weak<UIGestureRecognizer>] = []

    /// Makes a recognizer that sends `action` to `target` (both may be nil, to add later).
    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    /// Makes a recognizer with no target.
    public convenience init() { self.init(target: nil, action: nil) }

    /// Makes a recognizer from an archive.
    public required init?(coder: NSCoder) {
        if let nib = coder as? UINibDecoder {
            isEnabled = !(nib.bool("UIDisabled") ?? false) && (nib.bool("UIEnabled") ?? true)
            cancelsTouchesInView = nib.bool("UICancelsTouchesInView") ?? true
        }
    }

    /// Sent after every object of the nib exists and is connected (rule 26).
    open func awakeFromNib() {}

    /// Whether a gesture is continuous (began, changed, ended) rather than discrete (recognized once).
    class var isContinuous: Bool { false }

    // MARK: Target–action

    /// Adds a target–action pair; the target is held weakly. Adding the same pair again does nothing.
    open func addTarget(_ target: Any, action: Selector) {
        guard type(of: target) is AnyClass else {
            Diagnostics.warning("addTarget(_:action:) on \(uikitDescription(self)): the target of \"\(action.name)\" is a \(uikitTypeName(type(of: target))) value, not an object. Gesture recognizers hold targets weakly, so a value would be gone at once: pass an object.")
            return
        }
        let object = target as AnyObject
        if !ActionDispatch.responds(object, to: action) {
            let className = String(describing: type(of: object))
            Diagnostics.warning("addTarget(_:action:) on \(uikitDescription(self)): \(uikitTypeName(type(of: object))) does not list \"\(action.name)\" in its actionMethods, so sending it will stop with \"unrecognized selector\". List it: override class var actionMethods in \(className) (HeadlessUIKit's stand-in for @objc).")
        }
        guard !targets.contains(where: { $0.target === object && $0.action == action }) else { return }
        targets.append(TargetAction(target: object, action: action))
    }

    /// Removes target–action pairs; a nil target matches every target, a nil action every action.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    // MARK: State

    /// The state. Settable, as UIKit's `UIGestureRecognizerSubclass` makes it for subclasses: a custom
    /// recognizer that moves it sends its actions as in UIKit (see `stateDidChange`).
    open var state: State = .possible {
        didSet { stateDidChange(from: oldValue) }
    }
    /// Whether the recognizer recognizes. Default true; disabling it cancels a gesture in progress.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, state == .began || state == .changed else { return }
            movingState { state = .cancelled; sendActions(); reset() }
        }
    }
    /// True while HeadlessUIKit itself moves `state` (simulation, disabling, the reset after a gesture),
    /// sending the actions itself.
    private var isMovingState = false
    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    open internal(set) weak var view: UIView?
    /// The delegate, held weakly.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether a recognized gesture cancels the touches in the view. Default true.
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after the gesture fails. Default false.
    open var delaysTouchesBegan = false
    /// Whether the end of touches reaches the view only after the gesture fails. Default true.
    open var delaysTouchesEnded = true
    /// Whether the recognizer ignores other kinds of touch while recognizing. Default true.
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?

    /// The number of touches of the gesture: 1 while simulating one, else 0.
    open var numberOfTouches: Int { state == .possible || state == .failed ? 0 : 1 }

    /// Where the gesture is, in `view`'s coordinates (nil: the window's): the simulated location,
    /// by default the center of the recognizer's view.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let point = simulatedLocation ?? CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return own.convert(point, to: view)
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail (kept; not simulated).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(Weak(otherGestureRecognizer))
    }

    /// Returns the recognizer to `.possible`, as UIKit does after a gesture ends; subclasses reset their values.
    open func reset() { state = .possible }

    // MARK: For subclasses (UIKit's UIGestureRecognizerSubclass)

    // A custom recognizer overrides these, as in UIKit (where an app imports
    // `UIKit.UIGestureRecognizerSubclass` to see them; the source rewriter makes that `import UIKit`).
    // UIKit's own do nothing but keep the gesture possible. Headless, no hardware sends touches: a test
    // calls them with `UITouch(view:location:)` and an event, and the recognizer sets `state`.

    /// Touches began in the recognizer's view (UIKit's does nothing).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved (UIKit's does nothing).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended (UIKit's does nothing).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled (UIKit's does nothing).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Presses began (UIKit's does nothing).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses changed (UIKit's does nothing).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses ended (UIKit's does nothing).
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses were cancelled (UIKit's does nothing).
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Tells the recognizer to stop considering a touch (headless: nothing tracks touches).
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    /// Tells the recognizer to stop considering a press (headless: nothing tracks presses).
    open func ignore(_ press: UIPress, for event: UIPressesEvent) {}
    /// Whether recognizing this gesture prevents another from recognizing (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether another recognizer can prevent this one from recognizing (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for another to fail (default false).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether another recognizer waits for this one to fail (default false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Simulation

    /// HeadlessUIKit: what a finger performing the gesture does. Nothing happens (false) when the
    /// recognizer is disabled, not attached to a view, or its view ignores touches; the delegate's
    /// `gestureRecognizerShouldBegin(_:)` returning false makes it fail. Otherwise a discrete
    /// recognizer (tap, swipe) goes to `.recognized` (`.ended`) and sends its actions once; a
    /// continuous one (long press, pan, pinch, rotation) sends them at `.began`, `.changed` and
    /// `.ended`. Then it resets to `.possible`. `location` is in the view's coordinates.
    @discardableResult
    open func simulateRecognition(at location: CGPoint? = nil) -> Bool {
        guard isEnabled, let view, view.isUserInteractionEnabled else { return false }
        simulatedLocation = location
        guard delegate?.gestureRecognizerShouldBegin(self) ?? true else {
            movingState { state = .failed; reset() }
            return false
        }
        let states: [State] = type(of: self).isContinuous ? [.began, .changed, .ended] : [.ended]
        movingState {
            for next in states {
                willEnter(next)
                state = next
                sendActions()
            }
            reset()
        }
        return true
    }

    /// A custom recognizer set its own state, from its touch methods (UIKit's subclass contract). As in
    /// UIKit: leaving `.possible` for `.began` or `.ended` (recognized) first asks the delegate's
    /// `gestureRecognizerShouldBegin(_:)`, and a no makes it `.failed`; `.began`, `.changed`, `.ended`
    /// and `.cancelled` send the actions; after `.ended`, `.cancelled` or `.failed` the recognizer is
    /// reset at the scheduler's next turn (UIKit: once the event is handled), so the subclass still sees
    /// its final state until then.
    private func stateDidChange(from old: State) {
        guard !isMovingState, state != old || state == .changed else { return }
        if old == .possible, state == .began || state == .ended, !(delegate?.gestureRecognizerShouldBegin(self) ?? true) {
            movingState { state = .failed }
        } else if isEnabled, view != nil, [.began, .changed, .ended, .cancelled].contains(state) {
            sendActions()
        }
        guard state == .ended || state == .cancelled || state == .failed else { return }
        Scheduler.shared.schedule("UIGestureRecognizer reset") { [weak self] in
            guard let self, self.state == .ended || self.state == .cancelled || self.state == .failed else { return }
            self.movingState { self.reset() }
        }
    }

    /// Runs `body`, which moves `state` and sends what it must itself.
    private func movingState(_ body: () -> Void) {
        let outer = isMovingState
        isMovingState = true
        defer { isMovingState = outer }
        body()
    }

    /// Sent before each simulated state change, so subclasses can set their values (translation, scale…).
    func willEnter(_ state: State) {}

    /// Sends every live target's action, in the order they were added.
    func sendActions() {
        targets.removeAll { $0.target == nil }
        for pair in targets {
            guard let target = pair.target else { continue }
            UIApplication.shared.sendAction(pair.action, to: target, from: self, for: nil)
        }
    }
}
