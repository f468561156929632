import Foundation

/// Auto Layout's constraint class. A stub for now: only the `Axis` that `UIStackView` uses exists;
/// constraints themselves are a later issue.
@MainActor
open class NSLayoutConstraint {
    /// A layout axis, with UIKit's raw values.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// Makes an empty constraint (stub).
    public init() {}
}
