import Foundation

/// A part of a view where the pointer has one style (iOS 13.4).
@MainActor
open class UIPointerRegion {
    /// The region's rectangle, in the interaction's view.
    public let rect: CGRect
    /// The identifier the app gave.
    public let identifier: AnyHashable?
    /// The axes along which the pointer's movement is limited.
    open var latchingAxes: UIAxis = []

    /// Makes a region.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}
