import Foundation
import HeadlessExample
import HeadlessUIKit
import IBGen
import Testing
import UIKit

@MainActor @Suite(.serialized)
struct GeneratedCodeTests {
    @Test("`gen`'s output for the example app is the committed Generated/ExampleIB.swift (which this target compiles)")
    func goldenFile() throws {
        // Given the example app's storyboard and xibs and Badge.xib
        let documents = try GenFixtures.documents()

        // When the code is generated
        let code = IBCodeGenerator(options: GenFixtures.options).generate(documents: documents)

        // Then it is the committed file (IBGEN_UPDATE_GOLDEN=1 rewrites it), and generating again gives the same text
        let committed = (try? String(contentsOf: GenFixtures.golden, encoding: .utf8)) ?? ""
        if code != committed, ProcessInfo.processInfo.environment["IBGEN_UPDATE_GOLDEN"] == "1" {
            try Data(code.utf8).write(to: GenFixtures.golden)
        }
        #expect(code == committed, "Generated/ExampleIB.swift is stale: run the tests with IBGEN_UPDATE_GOLDEN=1")
        #expect(IBCodeGenerator(options: GenFixtures.options).generate(documents: documents.reversed()) == code, "deterministic")
    }

    @Test("A scene's instantiate() returns its custom class, the initial scene its UIKit class, segues and cells are typed")
    func typedAccess() throws {
        // Given the example's bundle
        UIApplication.shared.resetForTesting()
        ExampleBundle.current = ExampleApp.bundle

        // When scenes are instantiated through the generated code
        let detail: RecipeDetailViewController = StoryboardScene.Main.recipeDetail.instantiate()
        let tabs: UITabBarController = StoryboardScene.Main.initialScene.instantiate()

        // Then they are of the classes the storyboard names
        #expect(type(of: detail) == RecipeDetailViewController.self)
        #expect(tabs.viewControllers?.count == 2)
        // And segue identifiers are per source controller, usable with a segue
        #expect(StoryboardSegue.Main.RecipeListViewController.showRecipe.rawValue == "ShowRecipe")
        #expect(StoryboardSegue.Main.EditRecipeViewController(rawValue: "SaveRecipe") == .saveRecipe)
        // And a prototype cell dequeues as its class
        let list = try #require((tabs.viewControllers?.first as? UINavigationController)?.viewControllers.first as? RecipeListViewController)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let cell: RecipeCell = ReuseIdentifiers.Main.recipeCell.dequeue(from: list.tableView, for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "RecipeCell")
        // And a nib's first view comes with its owner
        let credits = CreditsViewController(nibName: nil, bundle: ExampleApp.bundle)
        #expect(NibFiles.creditsView.firstView(withOwner: credits) != nil)
        #expect(window.isKeyWindow)
    }

    @Test("IBResources.validate() passes when every scene has its class and every named image and colour exists")
    func validatePasses() throws {
        // Given a bundle with the example's files, star.png and the Brand colour set
        UIApplication.shared.resetForTesting()
        let folder = try GenFixtures.bundle(good: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        ExampleBundle.current = Bundle(path: folder.path)
        defer { ExampleBundle.current = ExampleApp.bundle }

        // When validated, then nothing is thrown
        try IBResources.validate()
    }

    @Test("IBResources.validate() throws one error naming the scene of the wrong class, the missing image and the missing colour")
    func validateFails() throws {
        // Given a bundle whose RecipeDetail scene is an EditRecipeViewController, with no star image and no Brand colour
        UIApplication.shared.resetForTesting()
        let folder = try GenFixtures.bundle(good: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        ExampleBundle.current = Bundle(path: folder.path)
        defer { ExampleBundle.current = ExampleApp.bundle }

        // When validated
        var thrown: IBResourcesValidationError?
        do { try IBResources.validate() } catch let error as IBResourcesValidationError { thrown = error }

        // Then each problem is named
        let error = try #require(thrown)
        #expect(error.problems.count == 3, "\(error)")
        #expect(error.description.contains("scene 'RecipeDetail' of Main.storyboard instantiates EditRecipeViewController, not RecipeDetailViewController"), "\(error)")
        #expect(error.description.contains("image 'star' (named in Badge.xib) is not in the bundle"), "\(error)")
        #expect(error.description.contains("color 'Brand' (named in Badge.xib) is not in the bundle"), "\(error)")
    }
}
