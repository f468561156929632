import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
@Suite(.serialized)
struct SceneLaunchTests {
    @Test("A scene-based app launches from its manifest: the storyboard's controller in a window the scene delegate holds before willConnectTo, key and visible after")
    func storyboardScene() throws {
        LaunchLog.begin()
        defer { LaunchLog.stop(); UIApplication.shared.delegate = nil }
        let files = try FixtureBundle(["Main.storyboard": launchStoryboardText])
        let appDelegate = LoggingAppDelegate()

        let window = try #require(UIApplication.shared.launch(
            delegate: appDelegate,
            infoPlist: sceneInfoPlist(delegateClass: "HeadlessUIKitTests.StoryboardSceneDelegate", storyboard: "Main"),
            bundle: files.bundle))
        UIApplication.shared.runUntilIdle()

        #expect(LaunchLog.lines == [
            "app willFinishLaunching window=false", "app didFinishLaunching window=false", "note UIApplicationDidFinishLaunching",
            "app configurationForConnecting Default Configuration",
            "scene willConnectTo root=true visible=false state=unattached", "note UISceneWillConnect",
            "scene willEnterForeground state=unattached", "note UISceneWillEnterForeground", "note UIApplicationWillEnterForeground",
            "scene didBecomeActive state=foregroundActive", "note UISceneDidActivate", "note UIApplicationDidBecomeActive",
        ])
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let sceneDelegate = try #require(scene.delegate as? StoryboardSceneDelegate)
        #expect(sceneDelegate.window === window)
        #expect(window.windowScene === scene)
        #expect(scene.windows == [window])
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.rootViewController?.viewIfLoaded?.window === window)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == StoryboardSceneDelegate.self)
        #expect(scene.session.configuration.storyboard?.name == "Main")
        #expect(scene.activationState == .foregroundActive)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(appDelegate.window == nil)
    }

    @Test("A configuration the app delegate makes by name gets the Info.plist entry's delegate class and storyboard")
    func configurationByName() throws {
        LaunchLog.begin()
        defer { LaunchLog.stop(); UIApplication.shared.delegate = nil }
        let files = try FixtureBundle(["Main.storyboard": launchStoryboardText])
        let appDelegate = LoggingAppDelegate()
        appDelegate.configurationName = "Default Configuration"

        let window = UIApplication.shared.launch(
            delegate: appDelegate,
            infoPlist: sceneInfoPlist(delegateClass: "HeadlessUIKitTests.StoryboardSceneDelegate", storyboard: "Main"),
            bundle: files.bundle)

        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(scene.delegate is StoryboardSceneDelegate)
        #expect(scene.session.configuration.storyboard != nil)
        #expect(window?.rootViewController != nil)
    }

    @Test("A scene delegate that builds its window in code gets a window scene and its window is the launch's")
    func codeScene() throws {
        LaunchLog.begin()
        defer { LaunchLog.stop(); UIApplication.shared.delegate = nil }
        let recorder = LifecycleRecorder(scope: .all)
        let window = try #require(UIApplication.shared.launch(
            delegate: LoggingAppDelegate(),
            infoPlist: sceneInfoPlist(delegateClass: "HeadlessUIKitTests.CodeSceneDelegate", storyboard: nil)))
        UIApplication.shared.runUntilIdle()

        #expect(LaunchLog.lines == [
            "app willFinishLaunching window=false", "app didFinishLaunching window=false", "note UIApplicationDidFinishLaunching",
            "app configurationForConnecting Default Configuration",
            "scene willConnectTo window=false urls=0", "note UISceneWillConnect",
            "scene willEnterForeground", "note UISceneWillEnterForeground", "note UIApplicationWillEnterForeground",
            "scene didBecomeActive", "note UISceneDidActivate", "note UIApplicationDidBecomeActive",
        ])
        let scene = try #require(window.windowScene)
        #expect(UIApplication.shared.connectedScenes == [scene])
        #expect(scene.keyWindow === window)
        #expect(scene.interfaceOrientation == .portrait)
        #expect(scene.screen === UIScreen.main)
        #expect(window.frame == UIScreen.main.bounds)
        let top = (window.rootViewController as? UINavigationController)?.topViewController
        #expect(top?.isViewLoaded == true)
        #expect(recorder.lines.contains { $0.hasSuffix("viewDidAppear(animated: false)") })
    }

    @Test("An unknown scene delegate class leaves the scene without a delegate and says so")
    func unknownSceneDelegate() throws {
        LaunchLog.begin()
        defer { LaunchLog.stop(); UIApplication.shared.delegate = nil }
        let recorder = LifecycleRecorder(scope: .all)
        UIApplication.shared.launch(delegate: LoggingAppDelegate(),
                                    infoPlist: sceneInfoPlist(delegateClass: "NoSuchModule.NoSuchDelegate", storyboard: nil))

        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(scene.delegate == nil)
        #expect(recorder.diagnostics.contains { $0.contains("NoSuchModule.NoSuchDelegate") })
        #expect(UIApplication.shared.applicationState == .active)
    }
}

@MainActor
@Suite(.serialized)
struct ClassicLaunchTests {
    @Test("Without a scene manifest the main storyboard launches the classic way: the app delegate gets the window and becomes active, without willEnterForeground")
    func mainStoryboard() throws {
        LaunchLog.begin()
        defer { LaunchLog.stop(); UIApplication.shared.delegate = nil }
        let files = try FixtureBundle(["Main.storyboard": launchStoryboardText])
        let appDelegate = LoggingAppDelegate()

        let window = try #require(UIApplication.shared.launch(delegate: appDelegate, infoPlist: ["UIMainStoryboardFile": "Main"], bundle: files.bundle))

        #expect(LaunchLog.lines == [
            "app willFinishLaunching window=false", "app didFinishLaunching window=true", "note UIApplicationDidFinishLaunching",
            "app didBecomeActive state=active", "note UIApplicationDidBecomeActive",
        ])
        #expect(appDelegate.window === window)
        #expect(window.isKeyWindow)
        #expect(window.windowScene == nil)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIApplication.shared.delegate === appDelegate)
    }

    @Test("An app with neither manifest nor storyboard launches with the window its delegate makes, or none")
    func noWindow() {
        LaunchLog.begin()
        defer { LaunchLog.stop(); UIApplication.shared.delegate = nil }
        let window = UIApplication.shared.launch(delegate: LoggingAppDelegate())
        #expect(window == nil)
        #expect(UIApplication.shared.applicationState == .active)
    }
}

@MainActor
@Suite(.serialized)
struct BackgroundForegroundTests {
    @Test("A scene goes to the background and back in iOS's order: resign active, enter background; enter foreground, become active")
    func sceneCycle() throws {
        LaunchLog.begin()
        defer { LaunchLog.stop(); UIApplication.shared.delegate = nil }
        let files = try FixtureBundle(["Main.storyboard": launchStoryboardText])
        UIApplication.shared.launch(delegate: LoggingAppDelegate(),
                                    infoPlist: sceneInfoPlist(delegateClass: "HeadlessUIKitTests.StoryboardSceneDelegate", storyboard: "Main"),
                                    bundle: files.bundle)
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        LaunchLog.lines = []

        UIApplication.shared.simulateBackground()
        #expect(LaunchLog.lines == [
            "scene willResignActive state=foregroundActive", "note UISceneWillDeactivate", "note UIApplicationWillResignActive",
            "scene didEnterBackground state=background", "note UISceneDidEnterBackground", "note UIApplicationDidEnterBackground",
        ])
        #expect(scene.activationState == .background)
        #expect(UIApplication.shared.applicationState == .background)

        LaunchLog.lines = []
        UIApplication.shared.simulateBackground()   // already there: nothing
        UIApplication.shared.simulateForeground()
        #expect(LaunchLog.lines == [
            "scene willEnterForeground state=background", "note UISceneWillEnterForeground", "note UIApplicationWillEnterForeground",
            "scene didBecomeActive state=foregroundActive", "note UISceneDidActivate", "note UIApplicationDidBecomeActive",
        ])
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test("Without scenes the app delegate hears the same cycle, seeing the old state in will-callbacks and the new one in did-callbacks")
    func classicCycle() {
        LaunchLog.begin()
        defer { LaunchLog.stop(); UIApplication.shared.delegate = nil }
        UIApplication.shared.launch(delegate: LoggingAppDelegate())
        LaunchLog.lines = []

        UIApplication.shared.simulateBackground()
        UIApplication.shared.simulateForeground()
        UIApplication.shared.simulateForeground()   // already there: nothing

        #expect(LaunchLog.lines == [
            "app willResignActive state=active", "note UIApplicationWillResignActive",
            "app didEnterBackground state=background", "note UIApplicationDidEnterBackground",
            "app willEnterForeground state=background", "note UIApplicationWillEnterForeground",
            "app didBecomeActive state=active", "note UIApplicationDidBecomeActive",
        ])
    }

    @Test("Backgrounding sends no appearance callbacks to the controllers on screen")
    func noAppearanceCallbacks() throws {
        LaunchLog.begin()
        defer { LaunchLog.stop(); UIApplication.shared.delegate = nil }
        UIApplication.shared.launch(delegate: LoggingAppDelegate(),
                                    infoPlist: sceneInfoPlist(delegateClass: "HeadlessUIKitTests.CodeSceneDelegate", storyboard: nil))
        UIApplication.shared.runUntilIdle()
        let recorder = LifecycleRecorder(scope: .all)

        UIApplication.shared.simulateBackground()
        UIApplication.shared.simulateForeground()
        UIApplication.shared.runUntilIdle()

        #expect(!recorder.lines.contains { $0.contains("Appear") || $0.contains("Disappear") })
    }
}
