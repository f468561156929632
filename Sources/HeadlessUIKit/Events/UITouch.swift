import Foundation

/// A finger (or pencil) on the screen. Headless: no hardware makes touches; tests make them with
/// `UITouch(view:location:phase:)` and hand them to a responder's `touchesBegan(_:with:)`.
@MainActor
open class UITouch: Hashable {
    /// Where a touch is in its life, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down but did not move.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a region (hover).
        case regionEntered = 5
        /// A pointer moved in a region.
        case regionMoved = 6
        /// A pointer left a region.
        case regionExited = 7
    }

    /// What made the touch, with UIKit's raw values.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A remote touch surface.
        case indirect = 1
        /// Apple Pencil.
        case pencil = 2
        /// A mouse or trackpad pointer.
        case indirectPointer = 3
    }

    /// The touch's phase.
    open internal(set) var phase: Phase
    /// How many times the finger tapped in a row.
    open internal(set) var tapCount: Int
    /// When the touch last changed, on HeadlessUIKit's clock.
    open internal(set) var timestamp: TimeInterval
    /// The view the touch began in.
    open internal(set) weak var view: UIView?
    /// The kind of touch.
    open internal(set) var type: TouchType = .direct
    /// The force of the touch; 1 is an average touch (headless: 0, no force sensing).
    open internal(set) var force: CGFloat = 0
    /// The largest force the hardware reports (headless: 0).
    open internal(set) var maximumPossibleForce: CGFloat = 0
    /// The radius of the touch, in points.
    open internal(set) var majorRadius: CGFloat = 20
    /// The tolerance of `majorRadius`, in points.
    open internal(set) var majorRadiusTolerance: CGFloat = 0
    /// The recognizers that receive the touch (those of its view).
    open var gestureRecognizers: [UIGestureRecognizer]? { view?.gestureRecognizers }
    /// The window of the touch's view.
    open var window: UIWindow? { view?.window }

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    /// Makes a touch in no view, at the origin.
    public init() {
        phase = .began
        tapCount = 1
        timestamp = Scheduler.shared.now
        locationInWindow = .zero
        previousLocationInWindow = .zero
    }

    /// Makes a touch at `location` in `view`'s coordinates (headless: for tests).
    public init(view: UIView, location: CGPoint, phase: Phase = .began, tapCount: Int = 1) {
        self.phase = phase
        self.tapCount = tapCount
        self.view = view
        timestamp = Scheduler.shared.now
        let inWindow = view.convert(location, to: nil)
        locationInWindow = inWindow
        previousLocationInWindow = inWindow
    }

    /// Where the touch is, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Where the touch was before its last move, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// The precise location (the same as `location(in:)` headless).
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// The precise previous location (the same as `previousLocation(in:)` headless).
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// Moves the touch to `location` in its view's coordinates and sets its phase to `.moved` (headless: for tests).
    public func move(to location: CGPoint) {
        previousLocationInWindow = locationInWindow
        locationInWindow = view.map { $0.convert(location, to: nil) } ?? location
        phase = .moved
        timestamp = Scheduler.shared.now
    }

    /// Sets the touch's phase (headless: for tests), stamping it with the current virtual time.
    public func setPhase(_ phase: Phase) {
        self.phase = phase
        timestamp = Scheduler.shared.now
    }

    /// Identity: touches are equal only to themselves.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
