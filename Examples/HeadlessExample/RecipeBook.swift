import Foundation
import HeadlessUIKit

/// A recipe, as the screens show and edit it.
public struct Recipe: Equatable, Sendable {
    /// The recipe's name.
    public var name: String
    /// What goes in it.
    public var ingredients: [String]
    /// Whether the user marked it as a favourite.
    public var isFavourite: Bool

    /// Makes a recipe.
    public init(name: String, ingredients: [String], isFavourite: Bool = false) {
        self.name = name
        self.ingredients = ingredients
        self.isFavourite = isFavourite
    }
}

/// The app's data, shared by its screens (storyboard controllers are made by the storyboard, so
/// they find it here rather than through an initializer).
@MainActor
public final class RecipeBook {
    /// The book the screens read; `ExampleApp.launch()` starts a fresh one.
    public static var shared = RecipeBook()

    /// The recipes, in list order.
    public var recipes: [Recipe] = [
        Recipe(name: "Pancakes", ingredients: ["flour", "milk", "eggs"]),
        Recipe(name: "Tomato soup", ingredients: ["tomatoes", "onion", "stock"], isFavourite: true),
        Recipe(name: "Flatbread", ingredients: ["flour", "water", "salt"]),
    ]

    /// How many recipes are favourites.
    public var favouriteCount: Int { recipes.filter(\.isFavourite).count }

    /// Makes the starter book.
    public init() {}
}
