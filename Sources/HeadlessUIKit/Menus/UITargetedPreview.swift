import Foundation

/// How a preview's view is shown: its background and visible path.
@MainActor
open class UIPreviewParameters {
    /// The colour behind the view.
    open var backgroundColor: UIColor?
    /// The part of the view shown.
    open var visiblePath: UIBezierPath?
    /// The shadow's path.
    open var shadowPath: UIBezierPath?

    /// Makes default parameters.
    public init() {}

    /// Makes parameters that show the given rectangles of the view.
    public init(textLineRects: [NSValue]) {}
}

/// Where a preview comes from and goes to.
@MainActor
open class UIPreviewTarget {
    /// The view the preview is placed in.
    public let container: UIView
    /// The centre of the preview, in the container's coordinates.
    public let center: CGPoint
    /// The transform applied to the preview.
    public let transform: CGAffineTransform

    /// Makes a target.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
    }
}

/// A view shown as the preview of a context menu or drag, and where it is shown (iOS 13).
@MainActor
open class UITargetedPreview {
    /// The view shown.
    public let view: UIView
    /// How it is shown.
    public let parameters: UIPreviewParameters
    /// Where it is shown.
    public let target: UIPreviewTarget
    /// The preview's size.
    open var size: CGSize { view.bounds.size }

    /// Makes a preview of a view in a window, at its place.
    public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        self.view = view
        self.parameters = parameters
        target = UIPreviewTarget(container: view.superview ?? view, center: view.center)
    }

    /// Makes a preview shown at a target.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// A copy placed at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
