import FoodTracker
import HeadlessUIKit
import Testing

// Apple's FoodTracker, built unmodified from ../shared/clients by the README's recipe (Package.swift's FoodTracker
// target and the HeadlessApp plugin), launched and driven as a user would.
@MainActor
@Suite("FoodTracker, launched", .enabled(if: FoodTracker.HeadlessApp.isAvailable))
struct FoodTrackerLaunchStories {
    @Test("Launch shows the three sample meals in a navigation controller")
    func launchShowsTheSampleMeals() throws {
        // Given FoodTracker, launched from its Info.plist and main storyboard
        UIApplication.shared.resetForTesting()
        let window = try #require(FoodTracker.HeadlessApp.launch())
        UIApplication.shared.runUntilIdle()

        // Then its root is a navigation controller showing the meal list with the sample meals
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let list = try #require(navigation.topViewController as? UITableViewController)
        #expect(list.navigationItem.title == "Your Meals")
        let table = list.tableView!
        #expect(table.numberOfRows(inSection: 0) == 3)
        let names = (0..<3).compactMap { row in
            table.cellForRow(at: IndexPath(row: row, section: 0))?.contentView.allSubviews.compactMap { ($0 as? UILabel)?.text }.first
        }
        #expect(names == ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"])
        _ = window
    }
}

extension UIView {
    /// Every view below this one, depth first.
    var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}
