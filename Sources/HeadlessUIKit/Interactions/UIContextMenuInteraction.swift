import Foundation

/// The interaction that shows a context menu on a long press (iOS 13). Headless: nothing presses;
/// `configuration(at:)` asks the delegate as a long press at a location would.
@MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// The delegate that makes the menu.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// How the menu looks (headless: always `.rich`).
    open var menuAppearance: Appearance { .rich }

    /// How a context menu is shown, with UIKit's raw values.
    public enum Appearance: Int, Sendable {
        /// Not known.
        case unknown = 0
        /// With a preview.
        case rich = 1
        /// As a compact menu.
        case compact = 2
    }

    /// Makes an interaction whose delegate makes the menu.
    public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }

    /// Sent before the interaction moves to a view.
    open func willMove(to view: UIView?) {}
    /// Records the view.
    open func didMove(to view: UIView?) { self.view = view }

    /// The location of the interaction in a view's coordinates (headless: the centre of the interaction's view).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let center = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return own.convert(center, to: view)
    }

    /// Asks the delegate for the configuration a long press at `location` (in the view's coordinates) shows (headless: for tests).
    public func configuration(at location: CGPoint? = nil) -> UIContextMenuConfiguration? {
        guard let view else { return nil }
        let point = location ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        return delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: point)
    }

    /// Closes the menu (headless: nothing is open).
    open func dismissMenu() {}
    /// Updates the visible menu (headless: nothing is open).
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
}

/// The delegate of a context menu interaction: makes the menu and follows its life.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a long press at a location; nil shows no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The preview shown when the menu opens.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The preview shown when the menu closes.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to close.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    /// The preview was tapped.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    /// The interaction's view.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// The interaction's view.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// The animator of a context menu's opening or closing.
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller.
    var previewViewController: UIViewController? { get }
    /// Adds animations run with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a context menu's preview being committed (tapped).
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview is committed.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a context menu's preview is committed, with UIKit's raw values.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview closes.
    case dismiss = 0
    /// The preview pops into place.
    case pop = 1
}
