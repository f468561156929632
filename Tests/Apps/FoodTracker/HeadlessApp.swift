// Apple's FoodTracker, untouched in ../shared/clients, built for Linux by the README's recipe.
// The one line below is the recipe's configuration: where the Xcode project is (this folder is not beside it).
// headless-app: project = ../../../../shared/clients/FoodTracker/FoodTracker/FoodTracker.xcodeproj
// headless-app: optional = yes
