import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
private final class TraitWindow: UIWindow {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        LaunchLog.lines.append("window \(previousTraitCollection?.verticalSizeClass ?? .unspecified)→\(traitCollection.verticalSizeClass)")
    }
}

@MainActor
private final class TraitView: UIView {
    var label = ""
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        LaunchLog.lines.append("\(label) \(previousTraitCollection?.verticalSizeClass ?? .unspecified)→\(traitCollection.verticalSizeClass)")
    }
}

@MainActor
private final class TraitController: UIViewController {
    override func loadView() {
        let root = TraitView()
        root.label = "view"
        let child = TraitView()
        child.label = "subview"
        root.addSubview(child)
        view = root
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        LaunchLog.lines.append("controller \(previousTraitCollection?.verticalSizeClass ?? .unspecified)→\(traitCollection.verticalSizeClass)")
    }
}

@MainActor
@Suite(.serialized)
struct TraitTests {
    @Test("Views and controllers have an iPhone's portrait traits by default: compact width, regular height, the screen's scale, light, large text")
    func portraitDefaults() {
        LaunchLog.begin()
        defer { LaunchLog.stop() }
        let controller = UIViewController()
        let traits = controller.traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == 3)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(controller.view.traitCollection == traits)
        #expect(UIScreen.main.traitCollection == traits)
        #expect(UITraitCollection.current == traits)
    }

    @Test("Turning the screen to landscape sends traitCollectionDidChange with the old traits: window, controller, its view, subviews")
    func landscapeChange() {
        LaunchLog.begin()
        defer { LaunchLog.stop() }
        let window = TraitWindow()
        window.rootViewController = TraitController()
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(LaunchLog.lines == ["window regular→compact", "controller regular→compact", "view regular→compact", "subview regular→compact"])
        #expect(window.traitCollection.verticalSizeClass == .compact)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(UIDevice.current.orientation == .landscapeLeft)

        LaunchLog.lines = []
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 844, height: 391)   // same traits: nothing
        #expect(LaunchLog.lines.isEmpty)

        UIScreen.main.bounds = UIScreen.defaultBounds
        #expect(LaunchLog.lines == ["window compact→regular", "controller compact→regular", "view compact→regular", "subview compact→regular"])
    }

    @Test("A Max-sized phone in landscape has a regular width; a window scene's orientation follows the screen")
    func largeLandscape() throws {
        LaunchLog.begin()
        defer { LaunchLog.stop(); UIApplication.shared.delegate = nil }
        UIApplication.shared.launch(delegate: LoggingAppDelegate(),
                                    infoPlist: sceneInfoPlist(delegateClass: "HeadlessUIKitTests.CodeSceneDelegate", storyboard: nil))
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)

        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 932, height: 430)

        #expect(scene.traitCollection.horizontalSizeClass == .regular)
        #expect(scene.traitCollection.verticalSizeClass == .compact)
        #expect(scene.interfaceOrientation == .landscapeRight)
        #expect(scene.interfaceOrientation.isLandscape)
    }

    @Test("Dark mode and a larger text size reach views as trait changes; the text size also posts its notification")
    func styleAndTextSize() {
        LaunchLog.begin()
        defer { LaunchLog.stop() }
        let window = TraitWindow()
        window.makeKeyAndVisible()
        var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        UIScreen.main.userInterfaceStyle = .dark
        UIScreen.main.preferredContentSizeCategory = .accessibilityLarge

        #expect(LaunchLog.lines.count == 2)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        #expect(posted == 1)
        UIApplication.shared.resetForTesting()
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .light)
    }

    @Test("Trait collections combine: each trait from the last collection that sets it")
    func combining() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .compact),
        ])
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined.userInterfaceStyle == .dark)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!combined.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
        #expect(UITraitCollection().displayScale == 0)
    }

    @Test("The device is an iPhone running iOS, and the system enums carry UIKit's raw values")
    func deviceAndRawValues() {
        LaunchLog.begin()
        defer { LaunchLog.stop() }
        let device = UIDevice.current
        #expect(device.model == "iPhone")
        #expect(device.systemName == "iOS")
        #expect(!device.systemVersion.isEmpty)
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.orientation == .portrait)

        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == UIDeviceOrientation.landscapeRight.rawValue)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3)
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIBackgroundFetchResult.failed.rawValue == 2)
        #expect(UIApplication.State.background.rawValue == 2)
        #expect(UIScene.ActivationState.unattached.rawValue == -1)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.extraSmall < .accessibilityMedium)
        #expect(UISceneSession.Role.windowApplication.rawValue == "UIWindowSceneSessionRoleApplication")
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
    }

    @Test("Controllers answer the status bar and orientation questions as UIKit's defaults do")
    func controllerDefaults() {
        let controller = UIViewController()
        #expect(controller.preferredStatusBarStyle == .default)
        #expect(!controller.prefersStatusBarHidden)
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(controller.shouldAutorotate)
        #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
    }
}
