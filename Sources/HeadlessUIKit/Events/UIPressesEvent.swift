import Foundation

/// An event carrying button or key presses.
@MainActor
open class UIPressesEvent: UIEvent {
    /// The event's presses.
    open var allPresses: Set<UIPress> { storedPresses }

    let storedPresses: Set<UIPress>

    /// Makes a presses event (headless: for tests).
    public init(presses: Set<UIPress>, modifierFlags: UIKeyModifierFlags = []) {
        storedPresses = presses
        super.init(type: .presses, modifierFlags: modifierFlags)
    }

    /// The presses of one gesture recognizer (headless: all of them).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { storedPresses }
}
