import Foundation

extension UIControl {
    /// A control's state, with UIKit's raw values; per-state values (titles, images) are keyed by it.
    public struct State: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Makes a state from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (`isEnabled == false`).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (focus-based interfaces).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits available to the application.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control's content is placed horizontally, with UIKit's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centered.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to the width.
        case fill = 3
        /// Against the leading edge (left in left-to-right languages).
        case leading = 4
        /// Against the trailing edge (right in left-to-right languages).
        case trailing = 5
    }

    /// How a control's content is placed vertically, with UIKit's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centered.
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched to the height.
        case fill = 3
    }
}
