import FoodTracker
import HeadlessSnapshotTesting
import HeadlessUIKit
import SnapshotTesting
import Testing

// Apple's FoodTracker, built unmodified by the recipe, as pictures (issue 12): its meal list with the photos and
// star ratings from its asset catalog, and its New Meal form, against references in __Snapshots__/.
@MainActor
@Suite("FoodTracker, as pictures", .enabled(if: HeadlessApp.isAvailable), .serialized)
struct FoodTrackerSnapshotStories {
    @Test("The meal list at launch looks as recorded: three meals with their photos and stars")
    func mealListLooksAsRecorded() throws {
        // Given FoodTracker launched on a fresh container (its three sample meals)
        UIApplication.shared.resetForTesting()
        UIApplication.shared.eraseAppContainer()
        defer { UIApplication.shared.eraseAppContainer() }
        let window = try #require(HeadlessApp.launch())
        UIApplication.shared.runUntilIdle()
        // Then its window, drawn at 2×, matches the reference
        assertSnapshot(of: window as UIView, as: .image(traits: UITraitCollection(displayScale: 2)))
    }

    @Test("The New Meal form looks as recorded: Save disabled, the placeholder photo, five empty stars")
    func newMealFormLooksAsRecorded() throws {
        // Given FoodTracker launched, and + tapped
        UIApplication.shared.resetForTesting()
        UIApplication.shared.eraseAppContainer()
        defer { UIApplication.shared.eraseAppContainer() }
        let window = try #require(HeadlessApp.launch())
        UIApplication.shared.runUntilIdle()
        window.driver.navigationBars.buttons["Add"].tap()
        // Then the window with the presented form, drawn at 2×, matches the reference
        assertSnapshot(of: window as UIView, as: .image(traits: UITraitCollection(displayScale: 2)))
    }
}
