// FoodTracker's own unit tests (its Xcode target FoodTrackerTests), untouched in ../shared/clients.
// headless-app: project = ../../../../shared/clients/FoodTracker/FoodTracker/FoodTracker.xcodeproj
// headless-app: optional = yes
