import Foundation
import HeadlessUIKit

/// A recipe: a header view from `DetailHeaderView.xib`, the ingredients, and an Edit bar button whose
/// presentation segue shows the Edit screen over this screen (current context, so the tab bar stays).
/// It is the destination of Edit's unwind segue.
public final class RecipeDetailViewController: UIViewController {
    /// Where the header from the xib goes.
    @Outlet public var headerContainer: UIView!
    /// The ingredients, one line.
    @Outlet public var ingredientsLabel: UILabel!
    /// The header loaded from `DetailHeaderView.xib` in `viewDidLoad`.
    public private(set) var header: DetailHeaderView?
    /// Which recipe of the book this screen shows; the list sets it in `prepare(for:sender:)`.
    public var recipeIndex = 0

    /// The recipe shown.
    public var recipe: Recipe { RecipeBook.shared.recipes[recipeIndex] }

    /// Loads the header from its xib into the container, then shows the recipe.
    public override func viewDidLoad() {
        super.viewDidLoad()
        // Edit's segue presents in the current context: this screen is the context ("Defines Context"
        // in Interface Builder, set here because HeadlessUIKit's storyboard compiler drops that flag).
        definesPresentationContext = true
        let header = DetailHeaderView.fromNib(bundle: ExampleApp.bundle)
        header.frame = headerContainer.bounds
        header.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        headerContainer.addSubview(header)
        self.header = header
        showRecipe()
    }

    /// Hands the recipe to the Edit screen.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "EditRecipe", let edit = segue.destination as? EditRecipeViewController {
            edit.recipe = recipe
        }
    }

    /// The unwind action of Edit's Done button (`@IBAction func saveRecipe(_ segue: UIStoryboardSegue)` on iOS):
    /// stores what was edited and shows it.
    public func saveRecipe(_ segue: UIStoryboardSegue) {
        guard let edit = segue.source as? EditRecipeViewController else { return }
        RecipeBook.shared.recipes[recipeIndex] = edit.recipe
        showRecipe()
    }

    /// The action table: HeadlessUIKit's stand-in for `@IBAction`.
    public override class var actionMethods: ActionMethods {
        super.actionMethods.adding([
            "saveRecipe:": .init(RecipeDetailViewController.self) { detail, sender in
                if let segue = sender as? UIStoryboardSegue { detail.saveRecipe(segue) }
            },
        ])
    }

    private func showRecipe() {
        title = recipe.name
        header?.show(recipe)
        ingredientsLabel.text = recipe.ingredients.joined(separator: ", ")
    }
}
