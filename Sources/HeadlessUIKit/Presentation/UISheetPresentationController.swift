import Foundation

/// The presentation controller of a page or form sheet (iOS 15): its detents, grabber and corner
/// radius. `viewController.sheetPresentationController` hands it out before presenting, as in UIKit.
///
/// As in UIKit, a sheet on a phone rests at its selected detent (nil: the smallest): the presented view
/// is resized to the detent's height and sits at the bottom of the container, under the large
/// detent's top. Changing the selection or the detents while the sheet is shown resizes it at once
/// (headless: no animation to wait for). Nothing drags a sheet between detents.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights a sheet can rest at; `[.large()]` by default.
    open var detents: [Detent] = [.large()] {
        didSet { layoutAtDetent() }
    }
    /// The detent the sheet is at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet {
            guard selectedDetentIdentifier != oldValue else { return }
            layoutAtDetent()
            guard !isChangingFromAnimateChanges else { return }
            (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// A sheet's frame at its detent: as tall as the detent, at the bottom of the large detent's frame.
    open override var frameOfPresentedViewInContainerView: CGRect {
        let large = super.frameOfPresentedViewInContainerView
        guard presentationStyle.isSheet, large.height > 0 else { return large }
        let height = restingHeight(maximum: large.height)
        return CGRect(x: large.minX, y: large.maxY - height, width: large.width, height: height)
    }

    /// The height of the selected detent, or of the smallest one when none (or an unknown one) is
    /// selected. A custom detent whose resolver answers nil is inactive, as in UIKit; with no active
    /// detent the sheet is large.
    func restingHeight(maximum: CGFloat) -> CGFloat {
        var smallest: CGFloat?
        for detent in detents {
            guard let value = detent.resolvedValue(maximumHeight: maximum) else { continue }
            let height = min(max(0, value), maximum)
            if detent.identifier == selectedDetentIdentifier { return height }
            smallest = min(smallest ?? height, height)
        }
        return smallest ?? maximum
    }

    /// Told when the detents or the selection change: a popover whose adaptive sheet this is resizes itself.
    var onDetentChange: (@MainActor () -> Void)?

    /// Resizes a shown sheet's view to its detent (also when the window's size changes).
    func layoutAtDetent() {
        onDetentChange?()
        guard phase == .presenting || phase == .presented, presentationStyle.isSheet, let view = presentedView else { return }
        let frame = frameOfPresentedViewInContainerView
        if view.frame != frame { view.frame = frame }
    }

    /// The largest detent that does not dim what is behind the sheet.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber.
    open var prefersGrabberVisible = false
    /// The sheet's corner radius (nil: the system's).
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling to the edge expands the sheet.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet follows the preferred content width.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether the sheet shows in a page-sized form on iPad (iOS 17).
    open var prefersPageSizing = true
    /// The view the sheet is anchored to on iPad when it shows as a popover.
    open var sourceView: UIView?

    private var isChangingFromAnimateChanges = false

    /// Changes detents or their selection inside `changes` (headless: at once; the delegate is not told, as in UIKit).
    open func animateChanges(_ changes: () -> Void) {
        isChangingFromAnimateChanges = true
        defer { isChangingFromAnimateChanges = false }
        changes()
    }

    /// Asks custom detents for their heights again, and resizes a shown sheet to its detent.
    open func invalidateDetents() { layoutAtDetent() }

    /// The sheet's delegate (the presentation controller's delegate, as a sheet delegate).
    public var sheetDelegate: (any UISheetPresentationControllerDelegate)? { delegate as? any UISheetPresentationControllerDelegate }

    /// A height a sheet can rest at.
    @MainActor
    public final class Detent {
        /// A detent's identifier.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The identifier's text.
            public let rawValue: String
            /// Makes an identifier from its text.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Makes an identifier from its text.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// About half the screen.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// Full height.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// What a custom detent's resolver is given.
        @MainActor
        public final class ResolutionContext {
            /// The largest height a detent can have.
            public let maximumDetentValue: CGFloat
            /// The traits of the sheet.
            public let containerTraitCollection: UITraitCollection
            init(maximumDetentValue: CGFloat, containerTraitCollection: UITraitCollection) {
                self.maximumDetentValue = maximumDetentValue
                self.containerTraitCollection = containerTraitCollection
            }
        }

        /// The detent's identifier.
        public let identifier: Identifier
        let resolver: (@MainActor (ResolutionContext) -> CGFloat?)?

        init(identifier: Identifier, resolver: (@MainActor (ResolutionContext) -> CGFloat?)?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the screen.
        public static func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }
        /// Full height.
        public static func large() -> Detent { Detent(identifier: .large, resolver: nil) }
        /// A height the resolver computes (iOS 16).
        public static func custom(identifier: Identifier? = nil, resolver: @escaping @MainActor (ResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's height in a container of `maximumHeight` (medium: half; large: all; custom: the resolver's).
        public func resolvedValue(maximumHeight: CGFloat, traits: UITraitCollection = UIScreen.main.traitCollection) -> CGFloat? {
            if let resolver { return resolver(ResolutionContext(maximumDetentValue: maximumHeight, containerTraitCollection: traits)) }
            return identifier == .medium ? (maximumHeight / 2).rounded() : maximumHeight
        }
    }
}

/// The delegate of a sheet: a presentation delegate that also hears detent changes.
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The selected detent changed (by the user, or by setting it outside `animateChanges`).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
