import FoodTracker
import HeadlessUIKit
import Testing

// Apple's FoodTracker, built unmodified from ../shared/clients by the README's recipe, driven as a user would
// (HeadlessDriver): the story of issue 10. Each test starts from a fresh install (an empty container).
@MainActor
@Suite("FoodTracker, driven", .enabled(if: FoodTracker.HeadlessApp.isAvailable))
struct FoodTrackerStories {
    /// FoodTracker freshly installed and launched, its driver, and its window (kept alive by the caller).
    func freshLaunch() throws -> (HeadlessDriver, UIWindow) {
        UIApplication.shared.resetForTesting()
        UIApplication.shared.eraseAppContainer()
        let window = try #require(FoodTracker.HeadlessApp.launch())
        return (window.driver, window)
    }

    /// The meal names and ratings the list shows, top to bottom.
    func meals(_ app: HeadlessDriver) -> [String] {
        app.cells.allElementsBoundByIndex.map { cell in
            let name = cell.view.map { $0.allSubviews.compactMap { ($0 as? UILabel)?.text }.first ?? "" } ?? ""
            let stars = cell.view?.allSubviews.compactMap { $0 as? UIButton }.filter(\.isSelected).count ?? 0
            return "\(name) \(stars)★"
        }
    }

    @Test("Launch shows the three sample meals with their ratings")
    func launchShowsTheSampleMeals() throws {
        let (app, window) = try freshLaunch()
        #expect(app.navigationBars["Your Meals"].exists)
        #expect(meals(app) == ["Caprese Salad 4★", "Chicken and Potatoes 5★", "Pasta with Meatballs 3★"])
        _ = window
    }

    @Test("Adding a meal: + presents New Meal with Save disabled; a name, three stars and a photo; Save adds the row")
    func addingAMeal() throws {
        let (app, window) = try freshLaunch()

        // When + is tapped, New Meal is presented in a navigation controller, with Save disabled
        app.navigationBars.buttons["Add"].tap()
        let presented = try #require(window.rootViewController?.presentedViewController as? UINavigationController)
        #expect(presented.topViewController?.navigationItem.title == "New Meal")
        #expect(!app.buttons["Save"].isEnabled)

        // When "Soup" is typed (and Return), Save is enabled and the title follows the name
        app.textFields["Enter meal name"].typeText("Soup\n")
        #expect(app.buttons["Save"].isEnabled)
        #expect(app.navigationBars["Soup"].exists)

        // When the third star is tapped, the rating is 3
        app.buttons["Set 3 star rating"].tap()
        #expect(app.buttons["Set 3 star rating"].value == "3 stars set.")

        // When the photo is tapped, the image picker is presented; picking an image shows it
        let photo = try #require(UIImage(named: "meal2", in: FoodTracker.HeadlessApp.bundle, compatibleWith: nil))
        app.images.element.tap()
        #expect(app.topViewController is UIImagePickerController)
        app.pickImage(photo)
        #expect((app.images.element.view as? UIImageView)?.image === photo)

        // When Save is tapped, the form unwinds and the list has four rows, the last "Soup" with 3 stars
        app.buttons["Save"].tap()
        #expect(window.rootViewController?.presentedViewController == nil)
        #expect(meals(app) == ["Caprese Salad 4★", "Chicken and Potatoes 5★", "Pasta with Meatballs 3★", "Soup 3★"])
        _ = window
    }

    @Test("A relaunch reads the meals back from the archive in the app's Documents folder")
    func relaunchReadsTheArchive() throws {
        // Given a meal added and saved (FoodTracker archives its meals with NSKeyedArchiver on each change)
        var (app, window) = try freshLaunch()
        app.navigationBars.buttons["Add"].tap()
        app.textFields["Enter meal name"].typeText("Soup\n")
        app.buttons["Set 2 star rating"].tap()
        app.buttons["Save"].tap()
        let archive = UIApplication.shared.appContainerURL.appendingPathComponent("Documents/meals")
        #expect(FileManager.default.fileExists(atPath: archive.path))

        // When the app is launched again, its container kept
        window = try #require(FoodTracker.HeadlessApp.relaunch())
        app = window.driver

        // Then the list is the archived one, photos included
        #expect(meals(app) == ["Caprese Salad 4★", "Chicken and Potatoes 5★", "Pasta with Meatballs 3★", "Soup 2★"])
        let firstPhoto = app.cells.element(boundBy: 0).view?.allSubviews.compactMap { ($0 as? UIImageView)?.image }.first
        #expect(firstPhoto?.size == CGSize(width: 540, height: 540))
        _ = window
    }

    @Test("Tapping a row pushes its details; an edit then Save updates that row")
    func editingAMeal() throws {
        let (app, window) = try freshLaunch()

        // When the second row is tapped, its details are pushed, titled with its name
        app.cells.element(boundBy: 1).tap()
        #expect(app.navigationBars["Chicken and Potatoes"].exists)

        // When the name is changed and five stars become one, then Save
        app.textFields.element.clearText()
        app.textFields.element.typeText("Chicken Soup\n")
        app.buttons["Set 1 star rating"].tap()
        app.buttons["Save"].tap()

        // Then the list is back, with that row updated in place
        #expect(app.navigationBars["Your Meals"].exists)
        #expect(meals(app) == ["Caprese Salad 4★", "Chicken Soup 1★", "Pasta with Meatballs 3★"])
        _ = window
    }

    @Test("Edit, then delete, removes a row")
    func deletingAMeal() throws {
        let (app, window) = try freshLaunch()
        app.barButtons["Edit"].tap()
        #expect(app.barButtons["Done"].exists)
        app.cells.element(boundBy: 0).swipeToDelete()
        #expect(meals(app) == ["Chicken and Potatoes 5★", "Pasta with Meatballs 3★"])
        _ = window
    }

    @Test("Cancel in add mode dismisses the form and adds nothing")
    func cancellingAnAddition() throws {
        let (app, window) = try freshLaunch()
        app.navigationBars.buttons["Add"].tap()
        app.textFields["Enter meal name"].typeText("Never mind")
        app.buttons["Cancel"].tap()
        #expect(window.rootViewController?.presentedViewController == nil)
        #expect(app.cells.count == 3)
        _ = window
    }
}
