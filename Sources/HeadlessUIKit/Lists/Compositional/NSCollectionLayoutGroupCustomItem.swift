import Foundation

/// One item's frame in a custom group.
@MainActor
public final class NSCollectionLayoutGroupCustomItem {
    /// The frame, in the group's coordinates.
    public let frame: CGRect
    /// The stacking order. Default 0.
    public let zIndex: Int

    /// Makes an item at a frame.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    /// Makes an item at a frame with a stacking order.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
