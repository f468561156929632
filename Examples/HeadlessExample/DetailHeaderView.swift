import Foundation
import HeadlessUIKit

/// The recipe screen's header, designed in `DetailHeaderView.xib` (a top-level view of this class
/// whose outlets point at its own labels).
public final class DetailHeaderView: UIView {
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

extension UIView {
    /// The first top-level object of the nib named after the class, in `bundle` (the example's by
    /// default): the usual iOS helper for views designed in a xib.
    @MainActor
    public static func fromNib(bundle: Bundle = ExampleApp.bundle) -> Self {
        let name = String(describing: self)
        let objects = UINib(nibName: name, bundle: bundle).instantiate(withOwner: nil, options: nil)
        guard let view = objects.first(where: { $0 is Self }) as? Self else {
            fatalError("\(name).xib has no top-level \(name)")
        }
        return view
    }
}
