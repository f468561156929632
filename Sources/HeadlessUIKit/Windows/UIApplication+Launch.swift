import Foundation

// Launching as iOS does, in one call, and moving the app between foreground and background.
//
// Launch (`launch(delegate:infoPlist:bundle:)`), following Apple's "Responding to the launch of your
// app" and "Managing your app's life cycle":
//
// - Always: `application(_:willFinishLaunchingWithOptions:)`, then (apps with a main storyboard:
//   the storyboard's window, as `launchMainStoryboard(named:bundle:)` makes it) `didFinishLaunchingWithOptions`,
//   then `UIApplication.didFinishLaunchingNotification`.
// - Scene-based (the Info.plist has a `UIApplicationSceneManifest`): the first
//   `UIWindowSceneSessionRoleApplication` configuration becomes the session's configuration;
//   `application(_:configurationForConnecting:options:)` may replace it (a configuration it makes by
//   name gets the Info.plist entry's delegate class and storyboard); the scene is made and its delegate
//   set; with a storyboard, its initial controller becomes the root of a `UIWindow(windowScene:)` given
//   to the delegate's `window`; then `scene(_:willConnectTo:options:)` and `UIScene.willConnectNotification`;
//   then, with a storyboard, the window is made key and visible (UIKit does it after `willConnectTo`);
//   then the foreground sequence below. The app delegate hears no activation callbacks.
// - Without scenes: the foreground sequence below, minus `willEnterForeground` (a launch is not a return).
//
// Foreground (`simulateForeground()`, and the end of a launch): `sceneWillEnterForeground(_:)` (or
// `applicationWillEnterForeground(_:)`), `UIScene.willEnterForegroundNotification`,
// `UIApplication.willEnterForegroundNotification`; then `sceneDidBecomeActive(_:)` (or
// `applicationDidBecomeActive(_:)`), `UIScene.didActivateNotification`, `UIApplication.didBecomeActiveNotification`.
//
// Background (`simulateBackground()`): `sceneWillResignActive(_:)` (or `applicationWillResignActive(_:)`),
// `UIScene.willDeactivateNotification`, `UIApplication.willResignActiveNotification`; then
// `sceneDidEnterBackground(_:)` (or `applicationDidEnterBackground(_:)`), `UIScene.didEnterBackgroundNotification`,
// `UIApplication.didEnterBackgroundNotification`.
//
// Each delegate callback comes before its notifications (Apple: UIKit posts the notification "in
// addition to calling this method"). States: a "will" callback still sees the old state, a "did"
// callback the new one (`applicationState` is `.background` in `willEnterForeground`, `.active` in
// `didBecomeActive`); `activationState` moves alike (`.unattached` in `willConnectTo`).
extension UIApplication {
    /// The app's execution state, with UIKit's raw values.
    public enum State: Int, Sendable, Hashable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events (launching, or being interrupted).
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// Posted right after `application(_:didFinishLaunchingWithOptions:)` returns.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app (its first scene) became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app (its scene) is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// Launches an app as iOS does, in one call, and returns its main window (the scene delegate's or
    /// app delegate's `window`, else the key window). `infoPlist` is the app's Info.plist as a
    /// dictionary: a `UIApplicationSceneManifest` makes a scene-based launch, else `UIMainStoryboardFile`
    /// (if any) a classic one. Storyboards are looked up in `bundle`. A scene delegate class named by
    /// `UISceneDelegateClassName` is found as nibs find classes (`MyApp.SceneDelegate`, or registered)
    /// and is made by the function registered with `NibLoading.register(_:as:making:)` (the HeadlessApp plugin
    /// registers an app's), else by `init()` if it conforms to `NibCustomObject`. The order of the
    /// callbacks is in the comment at the top of UIApplication+Launch.swift. Stops with UIKit's message
    /// when a named storyboard cannot launch; `launchOrThrow(delegate:infoPlist:bundle:)` throws instead.
    @discardableResult
    public func launch(delegate: some UIApplicationDelegate, infoPlist: [String: Any] = [:], bundle: Bundle = .headlessMain) -> UIWindow? {
        do {
            return try launchOrThrow(delegate: delegate, infoPlist: infoPlist, bundle: bundle)
        } catch {
            error.raise()
        }
    }

    /// `launch(delegate:infoPlist:bundle:)`, throwing instead of stopping.
    @discardableResult
    public func launchOrThrow(delegate appDelegate: some UIApplicationDelegate, infoPlist: [String: Any] = [:], bundle: Bundle = .headlessMain) throws(UIKitException) -> UIWindow? {
        self.delegate = appDelegate
        Bundle.headlessMain = bundle  // the launched app's resources answer `bundle: nil` from now on
        applicationState = .inactive
        LifecycleRecorder.send(appDelegate, .application, "willFinishLaunching") {
            _ = appDelegate.application(self, willFinishLaunchingWithOptions: nil)
        }
        let manifest = infoPlist["UIApplicationSceneManifest"] as? [String: Any]
        if manifest == nil, let storyboardName = infoPlist["UIMainStoryboardFile"] as? String {
            try launchMainStoryboardOrThrow(named: storyboardName, bundle: bundle)  // sends didFinishLaunching
        } else {
            LifecycleRecorder.send(appDelegate, .application, "didFinishLaunching") {
                _ = appDelegate.application(self, didFinishLaunchingWithOptions: nil)
            }
        }
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)

        guard let manifest else {
            enterForeground(launching: true)
            return appDelegate.window ?? keyWindow
        }
        let scene = try connectScene(manifest: manifest, bundle: bundle)
        enterForeground(launching: true)
        return (scene.delegate as? UIWindowSceneDelegate)?.window ?? (scene as? UIWindowScene)?.windows.first ?? keyWindow
    }

    /// Sends the app to the background as the Home gesture does: resign-active, then enter-background
    /// callbacks and notifications (order at the top of UIApplication+Launch.swift). Does nothing if already there.
    public func simulateBackground() {
        guard applicationState != .background else { return }
        let scenes = orderedScenes
        if scenes.isEmpty {
            if let delegate {
                LifecycleRecorder.send(delegate, .application, "applicationWillResignActive") { delegate.applicationWillResignActive(self) }
            }
        } else {
            for scene in scenes {
                if let sceneDelegate = scene.delegate {
                    LifecycleRecorder.send(sceneDelegate, .application, "sceneWillResignActive") { sceneDelegate.sceneWillResignActive(scene) }
                }
                NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
                scene.activationState = .foregroundInactive
            }
        }
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        applicationState = .background
        if scenes.isEmpty {
            if let delegate {
                LifecycleRecorder.send(delegate, .application, "applicationDidEnterBackground") { delegate.applicationDidEnterBackground(self) }
            }
        } else {
            for scene in scenes {
                scene.activationState = .background
                if let sceneDelegate = scene.delegate {
                    LifecycleRecorder.send(sceneDelegate, .application, "sceneDidEnterBackground") { sceneDelegate.sceneDidEnterBackground(scene) }
                }
                NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            }
        }
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
    }

    /// Brings the app back from the background as tapping its icon does: enter-foreground, then
    /// become-active callbacks and notifications. Does nothing unless the app is in the background.
    public func simulateForeground() {
        guard applicationState == .background else { return }
        enterForeground(launching: false)
    }

    // MARK: Machinery

    /// Connected scenes in the order they connected.
    private var orderedScenes: [UIScene] { connectedScenes.sorted { $0.connectionIndex < $1.connectionIndex } }

    private func enterForeground(launching: Bool) {
        let scenes = orderedScenes
        if scenes.isEmpty {
            if !launching, let delegate {
                LifecycleRecorder.send(delegate, .application, "applicationWillEnterForeground") { delegate.applicationWillEnterForeground(self) }
            }
        } else {
            for scene in scenes {
                if let sceneDelegate = scene.delegate {
                    LifecycleRecorder.send(sceneDelegate, .application, "sceneWillEnterForeground") { sceneDelegate.sceneWillEnterForeground(scene) }
                }
                NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
            }
        }
        if !launching || !scenes.isEmpty {
            NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
        }
        applicationState = .active
        if scenes.isEmpty {
            if let delegate {
                LifecycleRecorder.send(delegate, .application, "applicationDidBecomeActive") { delegate.applicationDidBecomeActive(self) }
            }
        } else {
            for scene in scenes {
                scene.activationState = .foregroundActive
                if let sceneDelegate = scene.delegate {
                    LifecycleRecorder.send(sceneDelegate, .application, "sceneDidBecomeActive") { sceneDelegate.sceneDidBecomeActive(scene) }
                }
                NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
            }
        }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }

    /// Makes and connects the scene the manifest describes.
    private func connectScene(manifest: [String: Any], bundle: Bundle) throws(UIKitException) -> UIScene {
        let role = UISceneSession.Role.windowApplication
        let entries = ((manifest["UISceneConfigurations"] as? [String: Any])?[role.rawValue] as? [[String: Any]]) ?? []
        if entries.isEmpty {
            Diagnostics.warning("Info.plist contained no UIScene configuration dictionary (looking for configuration named \"(no name)\")")
        }
        let plistConfiguration = try UIApplication.configuration(entries.first, role: role, bundle: bundle)
        let session = UISceneSession(role: role, configuration: plistConfiguration)
        let options = UIScene.ConnectionOptions()
        var configuration = plistConfiguration
        if let delegate {
            configuration = LifecycleRecorder.send(delegate, .application, "configurationForConnecting") {
                delegate.application(self, configurationForConnecting: session, options: options)
            }
        }
        if configuration !== plistConfiguration, configuration.delegateClass == nil, configuration.storyboard == nil,
           let entry = entries.first(where: { $0["UISceneConfigurationName"] as? String == configuration.name }) {
            let named = try UIApplication.configuration(entry, role: role, bundle: bundle)
            configuration.delegateClass = named.delegateClass
            configuration.storyboard = named.storyboard
            configuration.sceneClass = configuration.sceneClass ?? named.sceneClass
        }
        session.configuration = configuration

        let sceneType = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        UIApplication.connectionCount += 1
        scene.connectionIndex = UIApplication.connectionCount
        if let delegateClass = configuration.delegateClass {
            if let make = NibLoading.factories[ObjectIdentifier(delegateClass)], let sceneDelegate = make() as? UISceneDelegate {
                scene.delegate = sceneDelegate
            } else if let makeable = delegateClass as? any NibCustomObject.Type, let sceneDelegate = makeable.init() as? UISceneDelegate {
                scene.delegate = sceneDelegate
            } else {
                Diagnostics.warning("Scene delegate class \(String(describing: delegateClass)) cannot be made: it must conform to UISceneDelegate, and be registered with NibLoading.register(_:as:making:) or conform to NibCustomObject.")
            }
        }
        connectedScenes.insert(scene)

        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let windowScene = scene as? UIWindowScene {
            guard let initial = storyboard.instantiateInitialViewController() else {
                throw .internalInconsistency(
                    "Failed to instantiate the default view controller for UISceneStoryboardFile '\(storyboard.name)' - perhaps the designated entry point is not set?")
            }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = initial
            (scene.delegate as? UIWindowSceneDelegate)?.window = window
            storyboardWindow = window
        }
        if let sceneDelegate = scene.delegate {
            LifecycleRecorder.send(sceneDelegate, .application, "willConnectTo") {
                sceneDelegate.scene(scene, willConnectTo: session, options: options)
            }
        }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        storyboardWindow?.makeKeyAndVisible()
        return scene
    }

    /// A configuration from one Info.plist entry (nil: an unnamed, empty one).
    private static func configuration(_ entry: [String: Any]?, role: UISceneSession.Role, bundle: Bundle) throws(UIKitException) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: entry?["UISceneConfigurationName"] as? String, sessionRole: role)
        guard let entry else { return configuration }
        if let className = entry["UISceneDelegateClassName"] as? String {
            configuration.delegateClass = NibClassResolver.appClass(named: className)
            if configuration.delegateClass == nil {
                Diagnostics.warning("Unable to find scene delegate class \(className); the scene has no delegate.")
            }
        }
        if let className = entry["UISceneClassName"] as? String {
            configuration.sceneClass = NibClassResolver.appClass(named: className) ?? _typeByName("HeadlessUIKit.\(className)") as? AnyClass
        }
        if let storyboardName = entry["UISceneStoryboardFile"] as? String {
            configuration.storyboard = try UIStoryboard.load(name: storyboardName, bundle: bundle)
        }
        return configuration
    }

    private static var connectionCount = 0
}
