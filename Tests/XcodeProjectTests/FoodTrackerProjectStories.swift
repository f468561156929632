import Foundation
import Testing
import XcodeProject

/// Apple's FoodTracker project beside the package (`../shared/clients`), read-only.
enum Clients {
    static let foodTracker: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/clients/FoodTracker/FoodTracker")
    static var isPresent: Bool { FileManager.default.fileExists(atPath: foodTracker.path) }
}

@Suite("FoodTracker's Xcode project", .enabled(if: Clients.isPresent))
struct FoodTrackerProjectStories {
    let project: XcodeProject

    init() throws {
        project = try XcodeProject(contentsOf: Clients.foodTracker.appendingPathComponent("FoodTracker.xcodeproj"))
    }

    @Test("The app target compiles its six Swift files and copies its storyboards and catalog")
    func appTarget() throws {
        // Given the project, when its app target is read
        let app = try #require(project.target(named: "FoodTracker"))

        // Then its Sources phase gives the six files, its Resources phase the storyboards in Base.lproj and the catalog
        #expect(app.isApplication)
        #expect(app.sources.map(\.lastPathComponent).sorted() == [
            "AppDelegate.swift", "Meal.swift", "MealTableViewCell.swift", "MealTableViewController.swift",
            "MealViewController.swift", "RatingControl.swift",
        ])
        #expect(app.sources.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
        #expect(Set(app.resources.map(\.bundlePath)) == ["Assets.xcassets", "Base.lproj/Main.storyboard", "Base.lproj/LaunchScreen.storyboard"])
        #expect(app.buildSettings["INFOPLIST_FILE"] == "FoodTracker/Info.plist")
    }

    @Test("The unit-test target is told apart from the app")
    func testTarget() throws {
        let tests = try #require(project.target(named: "FoodTrackerTests"))
        #expect(tests.isUnitTest)
        #expect(tests.sources.map(\.lastPathComponent) == ["FoodTrackerTests.swift"])
    }

    @Test("The app's Info.plist has its build settings expanded")
    func infoPlist() throws {
        // Given the app as a SwiftPM target named FoodTracker finds it
        let app = try AppDescription.locate(packageRoot: Clients.foodTracker, configurationFolder: Clients.foodTracker,
                                            targetName: "FoodTracker", configuration: AppConfiguration())
        // When its Info.plist is produced
        let plist = try app.infoPlist()
        // Then $(PRODUCT_BUNDLE_IDENTIFIER) and $(PRODUCT_NAME) are the project's values
        #expect(plist["CFBundleIdentifier"] as? String == "com.example.FoodTracker")
        #expect(plist["CFBundleName"] as? String == "FoodTracker")
        #expect(plist["UIMainStoryboardFile"] as? String == "Main")
    }
}
