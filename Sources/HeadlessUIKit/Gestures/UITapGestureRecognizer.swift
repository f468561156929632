import Foundation

/// Recognizes taps (a discrete gesture): `simulateRecognition()` is one complete tap sequence.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps that make the gesture. Default 1.
    open var numberOfTapsRequired = 1
    /// The fingers that must tap. Default 1.
    open var numberOfTouchesRequired = 1
}
