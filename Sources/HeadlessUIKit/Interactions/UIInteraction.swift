import Foundation

/// A behaviour added to a view (context menus, pointer effects, drag and drop) with `addInteraction(_:)`.
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Sent before the interaction moves to a view (nil when it is removed).
    func willMove(to view: UIView?)
    /// Sent after the interaction moved to a view (nil when it was removed).
    func didMove(to view: UIView?)
}
