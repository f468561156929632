import Foundation

/// The presentation controller of a popover: what it points at and how. `viewController
/// .popoverPresentationController` hands it out when the style is `.popover`, before presenting.
/// Headless: a popover is presented over its presenter as rule 47 says, at a sheet's frame; the
/// anchor is recorded, `prepareForPopoverPresentation(_:)` is sent when it is presented. On a phone
/// it is presented as a form sheet (`ModalPresentation.adapted`), resting at the detents of its
/// `adaptiveSheetPresentationController`, as in UIKit (iOS 15).
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the arrow points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the arrow points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item the arrow points at.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points (unknown until presented; headless: `.up` once presented).
    open var arrowDirection: UIPopoverArrowDirection { phase == .idle ? .unknown : .up }
    /// The popover's background colour.
    open var backgroundColor: UIColor?
    /// Views the user can touch while the popover is shown.
    open var passthroughViews: [UIView]?
    /// Whether the popover may cover its source rectangle.
    open var canOverlapSourceViewRect = false
    /// The margins the popover keeps from the screen's edges.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The sheet the popover becomes in a compact environment: set its detents to size the adapted sheet.
    public private(set) lazy var adaptiveSheetPresentationController: UISheetPresentationController = {
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
        sheet.onDetentChange = { [weak self] in self?.layoutAdaptedSheet() }
        return sheet
    }()

    /// A popover adapted to a sheet rests at its adaptive sheet's detent; otherwise a sheet's large frame.
    open override var frameOfPresentedViewInContainerView: CGRect {
        let large = super.frameOfPresentedViewInContainerView
        guard presentationStyle.isSheet, large.height > 0 else { return large }
        let height = adaptiveSheetPresentationController.restingHeight(maximum: large.height)
        return CGRect(x: large.minX, y: large.maxY - height, width: large.width, height: height)
    }

    private func layoutAdaptedSheet() {
        guard phase == .presenting || phase == .presented, presentationStyle.isSheet, let view = presentedView else { return }
        view.frame = frameOfPresentedViewInContainerView
    }

    /// The popover's delegate (the presentation controller's delegate, as a popover delegate).
    public var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? { delegate as? any UIPopoverPresentationControllerDelegate }
}

/// The directions a popover's arrow points, with UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Makes directions from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The delegate of a popover.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether the popover may be dismissed by a tap outside (deprecated in iOS 13).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// The popover was dismissed by a tap outside (deprecated in iOS 13).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Allows it.
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
