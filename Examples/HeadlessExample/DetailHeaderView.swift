import Foundation
import HeadlessUIKit

/// The recipe screen's header, designed in `DetailHeaderView.xib` (a top-level view of this class
/// whose outlets point at its own labels). Made with seed 004's `NibInitializable.fromNib(bundle:)`.
public final class DetailHeaderView: UIView, NibInitializable {
    /// The recipe's name.
    @Outlet public var titleLabel: UILabel!
    /// The ingredient count and favourite mark.
    @Outlet public var subtitleLabel: UILabel!
    /// The mark shown for a favourite; the xib sets it with a user-defined runtime attribute.
    @Inspectable public var favouriteBadge: String = "*"

    /// Shows a recipe.
    public func show(_ recipe: Recipe) {
        titleLabel.text = recipe.name
        let count = "\(recipe.ingredients.count) ingredients"
        subtitleLabel.text = recipe.isFavourite ? "\(favouriteBadge) Favourite · \(count)" : count
    }
}
