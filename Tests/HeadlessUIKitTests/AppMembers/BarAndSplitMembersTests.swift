import Foundation
import Testing
@testable import HeadlessUIKit

/// `displayModeButtonItem`, a navigation bar's background and shadow images, and the status bar
/// manager: members app files use (docs/api-members.md).
@MainActor
struct BarAndSplitMembersTests {
    /// A split delegate that writes down the display modes it is told about.
    private final class ModeLog: UISplitViewControllerDelegate {
        var modes: [UISplitViewController.DisplayMode] = []
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            modes.append(displayMode)
        }
    }

    /// A controller that hides the status bar.
    private final class FullScreenGame: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
    }

    @Test func theDisplayModeButtonHidesAndShowsThePrimaryColumn() {
        // Given a two-column split on screen
        UIApplication.shared.resetForTesting()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let log = ModeLog()
        split.delegate = log
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let item = split.displayModeButtonItem
        #expect(split.displayMode == .oneBesideSecondary)

        // When the item is tapped, the primary column hides
        item.simulateTap()
        #expect(split.displayMode == .secondaryOnly)

        // When it is tapped again, the primary column comes back; the delegate heard both
        item.simulateTap()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(log.modes == [.secondaryOnly, .oneBesideSecondary])
        #expect(split.displayModeButtonItem === item)
        #expect(window.rootViewController === split)
    }

    @Test func aNavigationBarKeepsItsBackgroundImagesBySizeAndItsShadowImage() {
        // Given a navigation bar, as apps hide its background and line with empty images
        let bar = UINavigationBar()
        let empty = UIImage()

        // When a background image is set for the default size, and a shadow image
        bar.setBackgroundImage(empty, for: .default)
        bar.shadowImage = empty

        // Then it is read back for that size and any position, not for the compact size
        #expect(bar.backgroundImage(for: .default) === empty)
        #expect(bar.backgroundImage(for: .top, barMetrics: .default) === empty)
        #expect(bar.backgroundImage(for: .compact) == nil)
        #expect(bar.shadowImage === empty)

        // When the image is removed, none is left
        bar.setBackgroundImage(nil, for: .default)
        #expect(bar.backgroundImage(for: .default) == nil)
    }

    @Test func theStatusBarRunsAcrossTheTopUnlessTheRootControllerHidesIt() {
        // Given a window in a scene, showing a plain controller
        UIApplication.shared.resetForTesting()
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()

        // Then the status bar is as tall as the top safe area and as wide as the screen
        let expected = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIScreen.main.safeAreaInsets.top)
        #expect(scene.statusBarManager?.statusBarFrame == expected)
        #expect(UIApplication.shared.statusBarFrame == expected)
        #expect(scene.statusBarManager === scene.statusBarManager)

        // When the root controller prefers a hidden status bar, its frame is zero
        window.rootViewController = FullScreenGame()
        #expect(scene.statusBarManager?.isStatusBarHidden == true)
        #expect(scene.statusBarManager?.statusBarFrame == .zero)
        #expect(UIApplication.shared.isStatusBarHidden)
        #expect(window.isKeyWindow)
    }
}

/// `navigationItem.searchBarPlacementBarButtonItem` (iOS 26), as Apple's navigation bar sample uses it.
@MainActor
struct SearchBarPlacementItemTests {
    @Test func theSearchBarPlacementItemIsOneItemAControllerCanPutInItsToolbar() {
        // Given a controller with a search controller
        let controller = UIViewController()
        controller.navigationItem.searchController = UISearchController(searchResultsController: nil)

        // When it puts the placement item after a flexible space in its toolbar
        let placement = controller.navigationItem.searchBarPlacementBarButtonItem
        controller.toolbarItems = [UIBarButtonItem.flexibleSpace(), placement]

        // Then the toolbar holds that very item, the same on every read
        #expect(controller.toolbarItems?.last === controller.navigationItem.searchBarPlacementBarButtonItem)
        #expect(controller.navigationItem.searchBarPlacementAllowsToolbarIntegration)
        #expect(controller.toolbarItems?.count == 2)
    }
}
