import Foundation
import HeadlessUIKit

/// Embedded in About: counts the recipes each time it appears.
public final class StatsViewController: UIViewController {
    /// The counts.
    @Outlet public var countLabel: UILabel!
    /// What one item is called; the storyboard sets it with a user-defined runtime attribute.
    @Inspectable public var unitName: String = "item"

    /// Counts the book.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let book = RecipeBook.shared
        countLabel.text = "\(book.recipes.count) \(unitName)s, \(book.favouriteCount) favourite"
    }
}
