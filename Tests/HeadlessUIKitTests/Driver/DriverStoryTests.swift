import Foundation
import Testing
@testable import HeadlessUIKit

/// A user's session with a FoodTracker-shaped app, driven through `HeadlessDriver` only.
@MainActor @Suite struct DriverStoryTests {
    @Test("Adding a meal: Add presents the form, typing enables Save, a star and a photo are set, Save unwinds and the list grows")
    func addMeal() throws {
        // Given the app launched from its storyboard, showing the list
        let (window, fixture) = try DriverMealStoryboard.launch()
        let app = window.driver
        let list = try #require((window.rootViewController as? UINavigationController)?.topViewController as? DriverMealListController)
        #expect(app.navigationBars["Your Meals"].exists)
        #expect(app.cells.count == 3)

        // When the user taps Add (a bar button item whose storyboard segue presents the form)
        app.navigationBars.buttons["Add"].tap()

        // Then the form is on screen, alone (the list under the sheet is out of reach), Save disabled
        let form = try #require((app.topViewController as? UINavigationController)?.topViewController as? DriverMealFormController)
        #expect(app.navigationBars["New Meal"].exists)
        #expect(!app.cells.firstMatch.exists)
        #expect(app.buttons["Save"].isEnabled == false)

        // When they type a name, Save enables as they type
        let name = app.textFields["Enter meal name"]
        name.typeText("Soup")
        #expect(form.nameTextField.text == "Soup")
        #expect(app.buttons["Save"].isEnabled)
        #expect(form.events.prefix(4) == ["didBegin", "shouldChange 'S'", "editingChanged 'S'", "shouldChange 'o'"])

        // And Return ends editing (the delegate resigns the field), which titles the form
        name.typeText("\n")
        #expect(form.events.suffix(2) == ["shouldReturn", "didEnd"])
        #expect(app.navigationBars["Soup"].exists)

        // When they tap the third star, then the photo (a tap gesture recognizer presenting a picker)
        app.buttons["Set 3 star rating"].tap()
        #expect(form.ratingControl.rating == 3)
        app.images.element.tap()
        #expect(app.topViewController is UIImagePickerController)
        app.pickImage(UIImage(size: CGSize(width: 10, height: 10)))
        #expect(form.photoImageView.image != nil)
        #expect(app.topViewController is UINavigationController)

        // And Save (an unwind segue)
        app.buttons["Save"].tap()

        // Then the form is gone and the list has the new meal
        #expect(app.topViewController === window.rootViewController)
        #expect(list.meals.last == DriverMeal(name: "Soup", rating: 3, hasPhoto: true))
        #expect(app.cells.count == 4)
        #expect(app.cells.element(boundBy: 3).staticTexts.element.label == "Soup")
        withExtendedLifetime(fixture) {}
    }

    @Test("Tapping a row follows the cell's show segue (pushes the form with the meal); Cancel pops back")
    func editMealThenCancel() throws {
        // Given the list
        let (window, fixture) = try DriverMealStoryboard.launch()
        let app = window.driver
        let nav = try #require(window.rootViewController as? UINavigationController)
        let list = try #require(nav.topViewController as? DriverMealListController)

        // When the user taps the second row, by its text
        app.cells.containing(.staticText, identifier: "Chicken and Potatoes").element.tap()

        // Then the form is pushed, showing that meal, with a back button
        let form = try #require(nav.topViewController as? DriverMealFormController)
        #expect(list.preparedSegues == ["ShowDetail"])
        #expect(form.meal?.name == "Chicken and Potatoes")
        #expect(app.textFields.element.value == "Chicken and Potatoes")
        #expect(app.navigationBars.element.label == "Chicken and Potatoes")
        #expect(app.buttons["Save"].isEnabled)

        // When they tap Cancel (the item's action pops a pushed form)
        app.barButtons["Cancel"].tap()

        // Then the list is back, unchanged
        #expect(nav.topViewController === list)
        #expect(app.cells.count == 3)
        withExtendedLifetime(fixture) {}
    }

    @Test("Edit puts the table in editing mode (the item reads Done); deleting a row removes it")
    func editAndDelete() throws {
        // Given the list
        let (window, fixture) = try DriverMealStoryboard.launch()
        let app = window.driver
        let list = try #require((window.rootViewController as? UINavigationController)?.topViewController as? DriverMealListController)

        // When the user taps Edit, then deletes the first row
        app.barButtons["Edit"].tap()
        #expect(list.isEditing)
        #expect(app.barButtons["Done"].exists)
        app.cells.element(boundBy: 0).swipeToDelete()

        // Then the row is gone from the data and the screen
        #expect(list.meals.map(\.name) == ["Chicken and Potatoes", "Pasta with Meatballs"])
        #expect(app.cells.count == 2)
        #expect(!app.staticTexts["Caprese Salad"].exists)

        // When they tap Done
        app.barButtons["Done"].tap()
        #expect(!list.isEditing)
        withExtendedLifetime(fixture) {}
    }

    @Test("Cancel on the presented form dismisses it; the list is back and unchanged")
    func cancelDismisses() throws {
        // Given the presented form
        let (window, fixture) = try DriverMealStoryboard.launch()
        let app = window.driver
        let nav = try #require(window.rootViewController as? UINavigationController)
        app.buttons["Add"].tap()
        #expect(app.topViewController !== nav)

        // When the user taps Cancel
        app.buttons["Cancel"].tap()

        // Then it is dismissed
        #expect(app.topViewController === nav)
        #expect(app.cells.count == 3)
        withExtendedLifetime(fixture) {}
    }
}
