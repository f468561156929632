import Foundation

/// Recognizes a swipe in one of the allowed directions (a discrete gesture).
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go, with UIKit's bits.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Makes directions from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognized. Default `.right`.
    open var direction: Direction = .right
    /// The fingers that must swipe. Default 1.
    open var numberOfTouchesRequired = 1
}
