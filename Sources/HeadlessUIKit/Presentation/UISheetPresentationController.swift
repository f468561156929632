import Foundation

/// The presentation controller of a page or form sheet (iOS 15): its detents, grabber and corner
/// radius. `viewController.sheetPresentationController` hands it out before presenting, as in UIKit.
/// Headless: the detents are recorded and the delegate told when the selection changes; the sheet
/// is laid out at its large height whichever detent is selected (docs/known-gaps.md).
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights a sheet can rest at; `[.large()]` by default.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet is at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet {
            guard selectedDetentIdentifier != oldValue, !isChangingFromAnimateChanges else { return }
            (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
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

    /// Asks custom detents for their heights again (headless: nothing is laid out by detent).
    open func invalidateDetents() {}

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
