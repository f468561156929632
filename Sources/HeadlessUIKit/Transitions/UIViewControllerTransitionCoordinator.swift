import Foundation

/// The keys of a transition's two controllers.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's name for the key.
    public let rawValue: String
    /// Makes a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown at the start.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller shown at the end.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// The keys of a transition's two views.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's name for the key.
    public let rawValue: String
    /// Makes a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown at the start.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view shown at the end.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What a transition's coordinator tells the blocks it runs.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style, for a modal transition (`.custom` otherwise).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition is being driven interactively now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive pop that went back).
    var isCancelled: Bool { get }
    /// The transition's length in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition is, 0…1.
    var percentComplete: CGFloat { get }
    /// The speed at which an interactive transition completes.
    var completionVelocity: CGFloat { get }
    /// The curve at which an interactive transition completes.
    var completionCurve: UIView.AnimationCurve { get }
    /// One of the transition's controllers.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// One of the transition's views.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The rotation of a size change (identity for other transitions).
    var targetTransform: CGAffineTransform { get }
}

/// The coordinator of a running transition (a push, pop, presentation, dismissal or size change):
/// `viewController.transitionCoordinator` while it runs. Blocks given to
/// `animate(alongsideTransition:completion:)` run with the transition's animation, and the
/// completions when it ends.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's animation and `completion` when it ends; returns whether they were taken.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// The same, for animations of a view outside the container.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Runs `handler` when an interactive transition stops being interactive (the finger lifts).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIView {
    /// Animation curves, with UIKit's raw values.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Constant speed.
        case linear = 3
    }
}
