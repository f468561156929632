import Foundation
@testable import HeadlessUIKit
import Testing

/// Relationship segues whose destination is a storyboard reference (rule 70; see docs/nibs-at-runtime.md).
@MainActor @Suite(.serialized)
struct ReferenceRelationshipTests {
    @Test("a tab bar controller whose tabs are references to two other storyboards has both tabs, in order")
    func tabsFromTwoStoryboards() throws {
        // Given Main's tab bar controller, its tabs references to Feed's initial controller and Settings' SettingsHome
        UIApplication.shared.resetForTesting()
        let (storyboard, folder) = try ReferenceFixtures.loadMain()
        defer { try? FileManager.default.removeItem(at: folder) }

        // When it is instantiated
        let tabs = try #require(try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Tabs") as? UITabBarController)

        // Then each tab is the referenced scene's controller, loaded from its own storyboard, in the segues' order
        let children = tabs.viewControllers ?? []
        #expect(children.count == 2)
        let feed = try #require(children.first as? UINavigationController)
        #expect(feed.topViewController?.title == "Feed List")
        #expect(feed.storyboard?.name == "Feed")
        let settings = try #require(children.last as? ReferencedSettingsController)
        #expect(settings.title == "Settings")
        #expect(settings.storyboard?.name == "Settings")
        #expect(tabs.children.count == 2)
        #expect(tabs.selectedViewController === feed)
        // And a scene's own tab bar item wins over the placeholder's; the placeholder's serves a scene without one
        #expect(feed.tabBarItem.title == "Feed")
        #expect(settings.tabBarItem.title == "Prefs")
        #expect(tabs.tabBar.items?.map(\.title) == ["Feed", "Prefs"])
    }

    @Test("the initial tab bar controller shown in a window shows its first referenced tab")
    func referencedTabShows() throws {
        // Given Main's initial controller (the tab bar controller) from the throwing variant
        UIApplication.shared.resetForTesting()
        let (storyboard, folder) = try ReferenceFixtures.loadMain()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tabs = try #require(try storyboard.instantiateInitialViewControllerOrThrow() as? UITabBarController)

        // When it becomes a window's root
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()

        // Then the first tab's view (from Feed.storyboard) is loaded and in the window; the second waits
        let feed = try #require(tabs.viewControllers?.first as? UINavigationController)
        #expect(feed.isViewLoaded)
        #expect(feed.view.window === window)
        #expect(tabs.viewControllers?.last?.isViewLoaded == false)
    }

    @Test("a navigation controller whose root is a reference to another storyboard's initial controller has that root")
    func rootFromOtherStoryboardsInitialController() throws {
        // Given Main's Nav, its root a reference with only storyboardName="Profile"
        UIApplication.shared.resetForTesting()
        let (storyboard, folder) = try ReferenceFixtures.loadMain()
        defer { try? FileManager.default.removeItem(at: folder) }

        // When it is instantiated twice
        let nav = try #require(try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Nav") as? UINavigationController)
        let again = try #require(try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Nav") as? UINavigationController)

        // Then its root is Profile's initial controller, its view not yet loaded (rule 70), new each time (rule 24)
        #expect(nav.viewControllers.count == 1)
        let profile = try #require(nav.viewControllers.first as? ReferencedProfileController)
        #expect(profile.title == "Profile")
        #expect(profile.navigationController === nav)
        #expect(!profile.isViewLoaded)
        #expect(again.viewControllers.first !== profile)
    }

    @Test("a reference with only an identifier puts that scene of the same storyboard in the container")
    func referenceWithinTheSameStoryboard() throws {
        // Given Main's LocalNav, its root a reference with only referencedIdentifier="Local"
        UIApplication.shared.resetForTesting()
        let (storyboard, folder) = try ReferenceFixtures.loadMain()
        defer { try? FileManager.default.removeItem(at: folder) }

        // When it is instantiated
        let nav = try #require(try storyboard.instantiateViewControllerOrThrow(withIdentifier: "LocalNav") as? UINavigationController)

        // Then its root is Main's Local scene
        #expect(nav.topViewController?.title == "Local")
        #expect(nav.topViewController?.storyboard === storyboard)
    }

    @Test("a split view controller's master and detail may be storyboard references")
    func splitFromReferences() throws {
        // Given Main's Split: master a reference to Profile's initial controller, detail one to Main's Local
        UIApplication.shared.resetForTesting()
        let (storyboard, folder) = try ReferenceFixtures.loadMain()
        defer { try? FileManager.default.removeItem(at: folder) }

        // When it is instantiated
        let split = try #require(try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Split") as? UISplitViewController)

        // Then both columns hold the referenced controllers
        #expect(split.viewController(for: .primary) is ReferencedProfileController)
        #expect(split.viewController(for: .secondary)?.title == "Local")
    }

    @Test("a relationship to a reference to a missing storyboard throws UIKit's exception from the throwing variant")
    func missingStoryboardThrows() throws {
        // Given Main's Broken, its root a reference to storyboardName="Missing"
        UIApplication.shared.resetForTesting()
        let (storyboard, folder) = try ReferenceFixtures.loadMain()
        defer { try? FileManager.default.removeItem(at: folder) }

        // When it is instantiated through the throwing variant
        var thrown: UIKitException?
        do { _ = try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Broken") } catch { thrown = error }

        // Then UIKit's exception comes back as a value
        #expect(thrown?.name == "NSInvalidArgumentException")
        #expect(thrown?.reason.hasPrefix("Could not find a storyboard named 'Missing' in bundle") == true, "\(String(describing: thrown))")
    }

    @Test("loadViewIfNeededOrThrow throws a missing reference behind an embedded container's relationship and keeps the container")
    func missingReferenceBehindEmbedThrows() throws {
        // Given a scene whose container view embeds Broken (a navigation controller whose root is a missing storyboard)
        UIApplication.shared.resetForTesting()
        let (storyboard, folder) = try ReferenceFixtures.loadMain()
        defer { try? FileManager.default.removeItem(at: folder) }
        let controller = try storyboard.instantiateViewControllerOrThrow(withIdentifier: "EmbedsBroken")

        // When its view loads through the throwing variant
        var thrown: UIKitException?
        do { try controller.loadViewIfNeededOrThrow() } catch { thrown = error }

        // Then UIKit's exception comes back, and loading went on: the navigation controller is embedded, without a root
        #expect(thrown?.reason.hasPrefix("Could not find a storyboard named 'Missing' in bundle") == true, "\(String(describing: thrown))")
        #expect(controller.isViewLoaded)
        let nav = try #require(controller.children.first as? UINavigationController)
        #expect(nav.viewControllers.isEmpty)
    }

    @Test("a tab that references an identifier the other storyboard lacks throws rule 28's exception")
    func unknownIdentifierThrows() throws {
        // Given Main's BrokenTabs: Main's Local, then a reference to Settings' "Nope"
        UIApplication.shared.resetForTesting()
        let (storyboard, folder) = try ReferenceFixtures.loadMain()
        defer { try? FileManager.default.removeItem(at: folder) }

        // When it is instantiated through the throwing variant
        var thrown: UIKitException?
        do { _ = try storyboard.instantiateViewControllerOrThrow(withIdentifier: "BrokenTabs") } catch { thrown = error }

        // Then UIKit's exception names the referenced storyboard and identifier
        #expect(thrown?.name == "NSInvalidArgumentException")
        #expect(thrown?.reason == "Storyboard (<UIStoryboard: Settings>) doesn't contain a view controller with identifier 'Nope'")
    }
}
