import Foundation
import HeadlessExample
import HeadlessSnapshotTesting
import HeadlessUIKit
import SnapshotTesting
import Testing

/// The example app's screens, as pictures, against references committed in `__Snapshots__/` (issue 12).
/// Re-record after a deliberate change of the look: `SNAPSHOT_TESTING_RECORD=all swift test --filter ExampleSnapshotTests`.
@MainActor @Suite(.serialized) struct ExampleSnapshotTests {
    @Test func theRecipeListLooksAsRecorded() {
        // Given the example app, launched on the default screen (an iPhone 14)
        UIApplication.shared.resetForTesting()
        let window = ExampleApp.launch()
        UIApplication.shared.runUntilIdle()
        // Then its window, drawn, matches the reference picture pixel for pixel
        assertSnapshot(of: window as UIView, as: .image)
        withExtendedLifetime(window) {}
    }

    @Test func aRecipeLooksAsRecordedOnAnIPhoneSE() throws {
        // Given a recipe's screen from the storyboard, shown full screen on an iPhone SE
        UIApplication.shared.resetForTesting()
        RecipeBook.shared = RecipeBook()
        let storyboard = UIStoryboard(name: ExampleApp.mainStoryboardName, bundle: ExampleApp.bundle)
        let detail = try #require(storyboard.instantiateViewController(withIdentifier: "RecipeDetail") as? RecipeDetailViewController)
        detail.recipeIndex = 1
        // Then it matches its reference, as PNG and as SVG
        assertSnapshot(of: detail as UIViewController, as: .image(on: .iPhoneSe))
        assertSnapshot(of: detail as UIViewController, as: .svg(on: .iPhoneSe))
    }

    @Test func theAboutTabLooksAsRecordedInLandscape() {
        // Given the app switched to its About tab
        UIApplication.shared.resetForTesting()
        let window = ExampleApp.launch()
        let tabs = window.rootViewController as! UITabBarController
        tabs.selectedIndex = 1
        UIApplication.shared.runUntilIdle()
        // When its tab bar controller is shown on an iPhone 14 in landscape, Then it matches its reference
        window.rootViewController = nil
        assertSnapshot(of: tabs as UIViewController, as: .image(on: .iPhone14(.landscape)))
    }

    @Test func aViewsDescriptionIsASnapshotToo() {
        // Given a small card view
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        card.backgroundColor = .systemBlue
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 21))
        label.text = "Soup"
        card.addSubview(label)
        // Then its recursive description matches the recorded text
        assertSnapshot(of: card, as: .recursiveDescription)
    }
}
