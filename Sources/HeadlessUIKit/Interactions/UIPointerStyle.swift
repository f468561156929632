import Foundation

/// How the pointer looks in a region: an effect on a view, or a shape (iOS 13.4).
@MainActor
open class UIPointerStyle {
    /// The effect, when the style has one.
    public let effect: UIPointerEffect?
    /// The shape, when the style has one.
    public let shape: UIPointerShape?
    /// The axes along which the pointer is held (for shape styles).
    public let constrainedAxes: UIAxis

    /// Makes a style with an effect and an optional shape.
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.effect = effect
        self.shape = shape
        constrainedAxes = []
    }

    /// Makes a style with a shape.
    public init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        effect = nil
        self.shape = shape
        self.constrainedAxes = constrainedAxes
    }

    /// The style that hides the pointer.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(shape: .roundedRect(.zero)) }
    /// The system's style (iOS 15).
    public static func system() -> UIPointerStyle { UIPointerStyle(shape: .roundedRect(.zero)) }
}

/// A pointer effect on a view's preview.
public enum UIPointerEffect {
    /// The system chooses.
    case automatic(UITargetedPreview)
    /// The view is highlighted.
    case highlight(UITargetedPreview)
    /// The pointer becomes the view, lifted.
    case lift(UITargetedPreview)
    /// The view moves with the pointer.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// How a hover effect tints the view, with UIKit's raw values.
    public enum TintMode: Int, Sendable {
        /// No tint.
        case none = 0
        /// A tint over the view.
        case overlay = 1
        /// A tint under the view.
        case underlay = 2
    }
}

/// A pointer's shape.
public enum UIPointerShape {
    /// A path.
    case path(UIBezierPath)
    /// A rounded rectangle with the system's corner radius.
    case roundedRect(CGRect, radius: CGFloat = 8)
    /// A vertical text cursor.
    case verticalBeam(length: CGFloat)
    /// A horizontal text cursor.
    case horizontalBeam(length: CGFloat)
}
