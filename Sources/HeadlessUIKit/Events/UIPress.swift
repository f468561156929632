import Foundation

/// A physical button or key press. Headless: made by tests, never by hardware.
@MainActor
open class UIPress: Hashable {
    /// Where a press is in its life, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began = 0
        /// The button's value changed.
        case changed = 1
        /// The button is down and did not change.
        case stationary = 2
        /// The button was released.
        case ended = 3
        /// The system cancelled the press.
        case cancelled = 4
    }

    /// Which button, with UIKit's raw values.
    public enum PressType: Int, Sendable {
        /// Up arrow.
        case upArrow = 0
        /// Down arrow.
        case downArrow = 1
        /// Left arrow.
        case leftArrow = 2
        /// Right arrow.
        case rightArrow = 3
        /// Select.
        case select = 4
        /// Menu.
        case menu = 5
        /// Play/pause.
        case playPause = 6
        /// Page up.
        case pageUp = 30
        /// Page down.
        case pageDown = 31
    }

    /// The press's phase.
    open internal(set) var phase: Phase
    /// The button.
    open internal(set) var type: PressType
    /// The key, for a keyboard press.
    open internal(set) var key: UIKey?
    /// When the press last changed, on HeadlessUIKit's clock.
    open internal(set) var timestamp: TimeInterval
    /// How hard the button is pressed, 0…1 (1 for digital buttons).
    open internal(set) var force: CGFloat = 1

    /// Makes a press (headless: for tests).
    public init(type: PressType = .select, phase: Phase = .began, key: UIKey? = nil) {
        self.type = type
        self.phase = phase
        self.key = key
        timestamp = Scheduler.shared.now
    }

    /// Identity: presses are equal only to themselves.
    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A key on a hardware keyboard.
public struct UIKey: Hashable, Sendable {
    /// The characters the key makes with the modifiers held.
    public var characters: String
    /// The characters the key makes without modifiers.
    public var charactersIgnoringModifiers: String
    /// The modifiers held.
    public var modifierFlags: UIKeyModifierFlags

    /// Makes a key (headless: for tests).
    public init(characters: String, charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = []) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
    }
}
