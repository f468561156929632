import Foundation

/// An input event. Headless: events are made by code (`sendActions(for:)`, tests), never by hardware.
@MainActor
open class UIEvent {
    /// What kind of input an event carries, with UIKit's raw values.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Device motion (a shake).
        case motion = 1
        /// Remote control (headphones, lock screen).
        case remoteControl = 2
        /// Physical buttons and keys.
        case presses = 3
        /// A scroll (trackpad, mouse wheel).
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A transform (trackpad pinch or rotation).
        case transform = 14
    }

    /// The event's subtype, with UIKit's raw values.
    public enum EventSubtype: Int, Sendable {
        /// No subtype.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Remote play.
        case remoteControlPlay = 100
        /// Remote pause.
        case remoteControlPause = 101
        /// Remote stop.
        case remoteControlStop = 102
        /// Remote play/pause toggle.
        case remoteControlTogglePlayPause = 103
        /// Remote next track.
        case remoteControlNextTrack = 104
        /// Remote previous track.
        case remoteControlPreviousTrack = 105
        /// Remote seeking backward began.
        case remoteControlBeginSeekingBackward = 106
        /// Remote seeking backward ended.
        case remoteControlEndSeekingBackward = 107
        /// Remote seeking forward began.
        case remoteControlBeginSeekingForward = 108
        /// Remote seeking forward ended.
        case remoteControlEndSeekingForward = 109
    }

    /// When the event happened, on HeadlessUIKit's clock.
    public let timestamp: TimeInterval
    /// The kind of event.
    open var type: EventType { storedType }
    /// The event's subtype.
    open var subtype: EventSubtype { storedSubtype }
    /// The touches of a touch event; nil for other events.
    open var allTouches: Set<UITouch>? { storedType == .touches ? storedTouches : nil }
    /// Modifier keys held while the event happened.
    open var modifierFlags: UIKeyModifierFlags { storedModifierFlags }

    let storedType: EventType
    let storedSubtype: EventSubtype
    let storedTouches: Set<UITouch>
    let storedModifierFlags: UIKeyModifierFlags

    /// Makes an event stamped with the current virtual time.
    public init() {
        timestamp = Scheduler.shared.now
        storedType = .touches
        storedSubtype = .none
        storedTouches = []
        storedModifierFlags = []
    }

    /// Makes an event of a kind, with its touches, stamped with the current virtual time (headless: for tests).
    public init(type: EventType, subtype: EventSubtype = .none, touches: Set<UITouch> = [], modifierFlags: UIKeyModifierFlags = []) {
        timestamp = Scheduler.shared.now
        storedType = type
        storedSubtype = subtype
        storedTouches = touches
        storedModifierFlags = modifierFlags
    }

    /// The event's touches in a view.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches.map { $0.filter { $0.view === view } }
    }

    /// The event's touches in a window.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches.map { $0.filter { $0.window === window } }
    }

    /// The event's touches that a recognizer receives: those in its view.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard let view = gesture.view else { return nil }
        return touches(for: view)
    }
}
