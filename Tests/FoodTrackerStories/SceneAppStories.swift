import HeadlessUIKit
@testable import SceneApp
import Testing

// A scene-based app of Xcode 16's shape (Tests/Fixtures/SceneApp), built by the README's recipe.
@MainActor
@Suite("A scene-based app, built by the plugin")
struct SceneAppStories {
    @Test("Launch connects the scene delegate the Info.plist names and shows the scene's storyboard")
    func launchConnectsTheScene() throws {
        // Given the app, whose Info.plist names "$(PRODUCT_MODULE_NAME).SceneDelegate" (Scene_App, not SceneApp)
        UIApplication.shared.resetForTesting()
        let window = try #require(SceneApp.HeadlessApp.launch())
        UIApplication.shared.runUntilIdle()

        // Then the app delegate launched, the scene delegate connected and holds the storyboard's window
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        let sceneDelegate = try #require(scene.delegate as? UIWindowSceneDelegate)
        #expect(sceneDelegate.window === window)
        #expect(String(describing: type(of: sceneDelegate)) == "SceneDelegate")
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let counter = try #require(navigation.topViewController)
        #expect(String(describing: type(of: counter)) == "CounterViewController")
        #expect(counter.navigationItem.title == "Counter")
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test("The storyboard's action and the code's #selector reach the controller's methods")
    func actionsReachTheController() throws {
        UIApplication.shared.resetForTesting()
        let window = try #require(SceneApp.HeadlessApp.launch())
        UIApplication.shared.runUntilIdle()
        let counter = try #require((window.rootViewController as? UINavigationController)?.topViewController)
        let button = try #require(counter.view.allSubviews.compactMap { $0 as? UIButton }.first)
        let label = try #require(counter.view.allSubviews.compactMap { $0 as? UILabel }.first)

        // When the button is tapped twice, then the refresh bar button item
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(label.text == "2")
        counter.navigationItem.rightBarButtonItem?.simulateTap()

        // Then the count went up, and back to zero
        #expect(label.text == "0")
    }

    @Test("The Info.plist is Xcode's: the file's keys expanded, plus the generated ones")
    func infoPlist() {
        let plist = SceneApp.HeadlessApp.infoPlist
        #expect(plist["CFBundleIdentifier"] as? String == "com.example.Scene-App")
        #expect(plist["CFBundleShortVersionString"] as? String == "1.2")
        #expect(plist["CFBundleVersion"] as? String == "7")
        #expect(plist["UILaunchStoryboardName"] as? String == "LaunchScreen")
        let configurations = (plist["UIApplicationSceneManifest"] as? [String: Any])?["UISceneConfigurations"] as? [String: Any]
        let first = (configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first
        #expect(first?["UISceneDelegateClassName"] as? String == "Scene_App.SceneDelegate")
    }
}

@MainActor
@Suite("A scene-based app's resources, files and time")
struct SceneAppResourceStories {
    /// The app freshly installed and launched, and its counter screen.
    func launch() throws -> (UIWindow, CounterViewController) {
        UIApplication.shared.resetForTesting()
        UIApplication.shared.eraseAppContainer()
        let window = try #require(SceneApp.HeadlessApp.launch())
        UIApplication.shared.runUntilIdle()
        let counter = try #require((window.rootViewController as? UINavigationController)?.topViewController as? CounterViewController)
        return (window, counter)
    }

    @Test("NSLocalizedString reads the app's Localizable.strings; Bundle.main finds the app's seed file")
    func localizedTitleAndSeed() throws {
        let (window, counter) = try launch()
        #expect(counter.title == "Counter")
        #expect(counter.store.notes == [Note(text: "Buy milk"), Note(text: "Call Anna")])
        _ = window
    }

    @Test("A repeating Timer started in viewDidAppear ticks on the test's clock and stops when the view goes")
    func timerOnTheClock() throws {
        // Given the counter on screen (its timer runs while it appears)
        let (window, counter) = try launch()

        // When three seconds pass on the clock
        UIApplication.shared.advanceTime(by: 3)

        // Then it ticked three times; after the window is hidden, time passes without ticks
        #expect(counter.countLabel.text == "3")
        window.isHidden = true
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 5)
        #expect(counter.countLabel.text == "3")
    }

    @Test("Codable storage lands in the app's Documents folder and survives a relaunch")
    func codableStorage() throws {
        // Given a note added (the store writes JSON to Documents/notes.json)
        var (window, counter) = try launch()
        counter.store.add("Water plants")
        let file = UIApplication.shared.appContainerURL.appendingPathComponent("Documents/notes.json")
        #expect(FileManager.default.fileExists(atPath: file.path))

        // When the app is launched again, the store reads the saved notes, not the seed
        window = try #require(SceneApp.HeadlessApp.relaunch())
        UIApplication.shared.runUntilIdle()
        counter = try #require((window.rootViewController as? UINavigationController)?.topViewController as? CounterViewController)
        #expect(counter.store.notes.map(\.text) == ["Buy milk", "Call Anna", "Water plants"])
    }
}
