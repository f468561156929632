import Foundation
import Testing
@testable import HeadlessUIKit

/// What the launch stories' delegates and observers heard, in order.
@MainActor
enum LaunchLog {
    static var lines: [String] = []
    private static var observers: [NSObjectProtocol] = []

    /// A fresh application (`resetForTesting()`) and a fresh log, at the start of a test's body (not in
    /// a suite's `init`, which may run before another suite's test).
    static func begin() {
        UIApplication.shared.resetForTesting()
        start()
    }

    /// Starts a fresh log that also records the app's and scenes' life-cycle notifications (short names).
    static func start() {
        lines = []
        stop()
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.willEnterForegroundNotification,
            UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
            UIApplication.didEnterBackgroundNotification, UIScene.willConnectNotification,
            UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
            UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
        ]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let short = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { LaunchLog.lines.append("note " + short) }
            })
        }
    }

    static func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }
}

/// An app delegate that logs its callbacks; `configurationName` makes it answer
/// `configurationForConnecting` with a configuration it names, as Xcode's template does.
@MainActor
final class LoggingAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    var configurationName: String?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.lines.append("app willFinishLaunching window=\(window != nil)")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.lines.append("app didFinishLaunching window=\(window != nil)")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        LaunchLog.lines.append("app configurationForConnecting \(connectingSceneSession.configuration.name ?? "nil")")
        guard let configurationName else { return connectingSceneSession.configuration }
        return UISceneConfiguration(name: configurationName, sessionRole: connectingSceneSession.role)
    }
    func applicationWillEnterForeground(_ application: UIApplication) { LaunchLog.lines.append("app willEnterForeground state=\(application.applicationState)") }
    func applicationDidBecomeActive(_ application: UIApplication) { LaunchLog.lines.append("app didBecomeActive state=\(application.applicationState)") }
    func applicationWillResignActive(_ application: UIApplication) { LaunchLog.lines.append("app willResignActive state=\(application.applicationState)") }
    func applicationDidEnterBackground(_ application: UIApplication) { LaunchLog.lines.append("app didEnterBackground state=\(application.applicationState)") }
}

/// A scene delegate for a storyboard scene: UIKit gives it the window before `willConnectTo`.
@MainActor
final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate, NibCustomObject {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LaunchLog.lines.append("scene willConnectTo root=\(window?.rootViewController != nil) visible=\(window?.isHidden == false) state=\(scene.activationState)")
    }
    func sceneWillEnterForeground(_ scene: UIScene) { LaunchLog.lines.append("scene willEnterForeground state=\(scene.activationState)") }
    func sceneDidBecomeActive(_ scene: UIScene) { LaunchLog.lines.append("scene didBecomeActive state=\(scene.activationState)") }
    func sceneWillResignActive(_ scene: UIScene) { LaunchLog.lines.append("scene willResignActive state=\(scene.activationState)") }
    func sceneDidEnterBackground(_ scene: UIScene) { LaunchLog.lines.append("scene didEnterBackground state=\(scene.activationState)") }
}

/// A scene delegate that builds its window in code, as Xcode's storyboard-free template does.
@MainActor
final class CodeSceneDelegate: UIResponder, UIWindowSceneDelegate, NibCustomObject {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LaunchLog.lines.append("scene willConnectTo window=\(window != nil) urls=\(connectionOptions.urlContexts.count)")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        self.window = window
        window.makeKeyAndVisible()
    }
    func sceneWillEnterForeground(_ scene: UIScene) { LaunchLog.lines.append("scene willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { LaunchLog.lines.append("scene didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { LaunchLog.lines.append("scene willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { LaunchLog.lines.append("scene didEnterBackground") }
}

/// An Info.plist with a scene manifest, as Xcode writes one.
func sceneInfoPlist(delegateClass: String, storyboard: String?, name: String = "Default Configuration") -> [String: Any] {
    var configuration: [String: Any] = ["UISceneConfigurationName": name, "UISceneDelegateClassName": delegateClass]
    if let storyboard { configuration["UISceneStoryboardFile"] = storyboard }
    return [
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]],
        ] as [String: Any],
    ]
}

/// A storyboard whose initial controller is a plain view controller.
let launchStoryboardText = IBXML.storyboard(initial: "m-1", IBXML.scene("m", """
        <viewController storyboardIdentifier="Home" id="m-1" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="m-view"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
        </viewController>
"""))
