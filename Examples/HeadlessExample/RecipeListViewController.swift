import Foundation
import HeadlessUIKit

/// A row of the recipe list: the storyboard's `RecipeCell` prototype, whose selection segue
/// (`ShowRecipe`) pushes the recipe.
public final class RecipeCell: UITableViewCell {
    /// The recipe's name, with a star for a favourite.
    @Outlet public var nameLabel: UILabel!
    /// The ingredients.
    @Outlet public var detailLabel: UILabel!
}

/// Tab 1's root: the recipes, one prototype cell per row; selecting a row runs the cell's show segue.
public final class RecipeListViewController: UITableViewController {
    /// Reloads the rows each time the list comes back on screen (an edit may have renamed a recipe).
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    /// One section (as Xcode's template writes it; HeadlessUIKit's default is 0 without static cells).
    public override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// One row per recipe.
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        RecipeBook.shared.recipes.count
    }

    /// A `RecipeCell` from the storyboard's prototype.
    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        let recipe = RecipeBook.shared.recipes[indexPath.row]
        if let cell = cell as? RecipeCell {
            cell.nameLabel.text = recipe.isFavourite ? "★ \(recipe.name)" : recipe.name
            cell.detailLabel.text = recipe.ingredients.joined(separator: ", ")
        }
        return cell
    }

    /// Tells the recipe screen which recipe the selected cell stands for.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "ShowRecipe",
              let detail = segue.destination as? RecipeDetailViewController,
              let cell = sender as? UITableViewCell,
              let indexPath = tableView.indexPath(for: cell) else { return }
        detail.recipeIndex = indexPath.row
    }
}
