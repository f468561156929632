import Foundation

/// The interaction that changes the pointer's look over a view on iPad (iOS 13.4). Headless: there
/// is no pointer; the delegate is kept and tests can call `region(at:)` and `style(for:)`.
@MainActor
open class UIPointerInteraction: UIInteraction {
    /// The delegate that gives regions and styles.
    public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// Whether the interaction is on.
    open var isEnabled = true

    /// Makes an interaction with a delegate (nil: the view's default effect).
    public init(delegate: (any UIPointerInteractionDelegate)?) { self.delegate = delegate }

    /// Sent before the interaction moves to a view.
    open func willMove(to view: UIView?) {}
    /// Records the view.
    open func didMove(to view: UIView?) { self.view = view }
    /// Asks the delegate again for the region (headless: nothing to update).
    open func invalidate() {}

    /// The region a pointer at `location` is in: the delegate's answer, or the view's bounds (headless: for tests).
    public func region(at location: CGPoint) -> UIPointerRegion? {
        guard let view else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        guard let delegate else { return defaultRegion }
        return delegate.pointerInteraction(self, regionFor: UIPointerRegionRequest(location: location), defaultRegion: defaultRegion)
    }

    /// The style for a region: the delegate's answer, or nil for the system's (headless: for tests).
    public func style(for region: UIPointerRegion) -> UIPointerStyle? {
        delegate?.pointerInteraction(self, styleFor: region)
    }
}

/// The delegate of a pointer interaction.
@MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region for a pointer location; nil leaves the view.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style in a region; nil for the system's.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer entered a region.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
    /// The pointer left a region.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    /// The default region.
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    /// The system's style.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
    /// Does nothing.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {}
    /// Does nothing.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {}
}

/// The animator of a pointer entering or leaving a region.
@MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Adds animations run with the pointer's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion run when they end.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// Where the pointer is, asked of a pointer interaction's delegate.
@MainActor
public final class UIPointerRegionRequest {
    /// The pointer's location in the interaction's view.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    /// Makes a request (headless: for tests).
    public init(location: CGPoint, modifiers: UIKeyModifierFlags = []) {
        self.location = location
        self.modifiers = modifiers
    }
}
