import Foundation
import HeadlessUIKit

/// The Edit screen, presented full screen: a name field and a favourite switch; Done unwinds to the recipe.
public final class EditRecipeViewController: UIViewController {
    /// The recipe's name.
    @Outlet public var nameField: UITextField!
    /// Whether the recipe is a favourite; sends `favouriteChanged:` when flipped.
    @Outlet public var favouriteSwitch: UISwitch!
    /// Says what the switch means now.
    @Outlet public var statusLabel: UILabel!
    /// Done: its unwind segue (`saveRecipe:`) returns to the recipe screen.
    @Outlet public var doneButton: UIButton!
    /// The headings above the controls (an outlet collection), styled together.
    @OutletCollection public var headingLabels: [UILabel]
    /// The recipe being edited: the presenter sets it in `prepare`, the unwind destination reads it back.
    public var recipe = Recipe(name: "", ingredients: [])

    /// Puts the recipe in the controls.
    public override func viewDidLoad() {
        super.viewDidLoad()
        for label in headingLabels { label.text = label.text?.uppercased() }
        nameField.text = recipe.name
        favouriteSwitch.isOn = recipe.isFavourite
        updateStatus()
    }

    /// The switch's action.
    public func favouriteChanged(_ sender: Any?) {
        updateStatus()
    }

    /// Before the unwind: copies the controls back into `recipe`, for the destination's unwind action.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "SaveRecipe" else { return }
        if let name = nameField.text, !name.isEmpty { recipe.name = name }
        recipe.isFavourite = favouriteSwitch.isOn
    }

    /// The action table: HeadlessUIKit's stand-in for `@IBAction`.
    public override class var actionMethods: ActionMethods {
        super.actionMethods.adding(["favouriteChanged:": .init(EditRecipeViewController.favouriteChanged)])
    }

    private func updateStatus() {
        statusLabel.text = favouriteSwitch.isOn ? "★ A favourite" : "Not a favourite"
    }
}
