import Foundation

/// The application: its windows, key window, delegate, and HeadlessUIKit's clock.
@MainActor
open class UIApplication: UIResponder {
    /// The one application.
    public static let shared = UIApplication()

    /// Posted after the delegate heard of a memory warning, before view controllers do.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Keys for launch options.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Makes a key.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app delegate. Unlike UIKit's `assign` property this one keeps the delegate alive,
    /// since no `UIApplicationMain` holds it in a headless program.
    open var delegate: UIApplicationDelegate?

    /// Whether the app is active, inactive or in the background: `.active` in a test that never
    /// launched; `launch(delegate:infoPlist:bundle:)` starts `.inactive` (see UIApplication+Launch.swift).
    public internal(set) var applicationState: UIApplication.State = .active

    /// The connected scenes (a scene-based launch connects one).
    public internal(set) var connectedScenes: Set<UIScene> = []

    private var registeredWindows: [Weak<UIWindow>] = []
    weak var storedKeyWindow: UIWindow?

    private override init() { super.init() }

    /// The application's windows, visible and hidden, in the order they were made.
    open var windows: [UIWindow] { registeredWindows.compactMap(\.value) }

    /// The key window.
    open var keyWindow: UIWindow? { storedKeyWindow }

    /// The app delegate, if it is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// What a memory warning does to views that are loaded but not in a window (rules 62, 65).
    public enum ViewUnloadPolicy: Sendable {
        /// iOS 3–5 and the seeds: `didReceiveMemoryWarning` releases such views; they reload on next access.
        case unloadViewsNotInWindow
        /// iOS 6 and later: views are never unloaded.
        case neverUnload
    }

    /// The unload policy; the seeds' cycle (`unloadViewsNotInWindow`) by default.
    open var viewUnloadPolicy: ViewUnloadPolicy = .unloadViewsNotInWindow

    func register(_ window: UIWindow) {
        registeredWindows.removeAll { $0.value == nil }
        registeredWindows.append(Weak(window))
    }

    // MARK: Time

    /// The virtual clock, in seconds.
    public var currentTime: TimeInterval { Scheduler.shared.now }

    /// Whether deferred work (transitions, layout, animation completions) is waiting.
    public var hasPendingWork: Bool { Scheduler.shared.hasPendingWork }

    /// Runs everything pending, advancing the virtual clock as far as animations need, and
    /// returns when nothing is left.
    public func runUntilIdle() { Scheduler.shared.runUntilIdle() }

    /// Advances the virtual clock by `interval` seconds and runs what comes due.
    public func advanceTime(by interval: TimeInterval) { Scheduler.shared.advanceTime(by: interval) }

    // MARK: Memory

    /// Simulates a memory warning as iOS delivers one: the delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, then `didReceiveMemoryWarningNotification`, then
    /// `didReceiveMemoryWarning()` on every live view controller, oldest first (rule 62).
    public func sendMemoryWarning() {
        if let delegate {
            LifecycleRecorder.send(delegate, .application, "applicationDidReceiveMemoryWarning") {
                delegate.applicationDidReceiveMemoryWarning(self)
            }
        }
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        for controller in UIViewController.liveControllers() {
            LifecycleRecorder.send(controller, .controller, "didReceiveMemoryWarning") {
                controller.didReceiveMemoryWarning()
            }
        }
    }

    // MARK: Actions

    /// Sends an action: to `target`, or with a nil target along the responder chain from `sender`
    /// (then the key window's). Returns whether some object handled it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target = target as AnyObject? {
            ActionDispatch.send(action, to: target, sender: sender, event: event)
            return true
        }
        let start = UIResponder.currentFirstResponder ?? (sender as? UIResponder) ?? keyWindow
        guard let handler = start?.target(forAction: action, withSender: sender) as AnyObject? else {
            return false
        }
        ActionDispatch.send(action, to: handler, sender: sender, event: event)
        return true
    }

    // MARK: Tests

    /// Returns HeadlessUIKit to a fresh state between tests: runs pending work, hides and forgets
    /// every window and the app delegate, restores animations and the screen, and rewinds the clock.
    public func resetForTesting() {
        Scheduler.shared.runUntilIdle()
        for window in windows {
            window.isHidden = true
            window.rootViewController = nil
        }
        Scheduler.shared.runUntilIdle()
        registeredWindows.removeAll()
        storedKeyWindow = nil
        UIResponder.currentFirstResponder = nil
        UIView.setAnimationsEnabled(true)
        UIScreen.main.reset()
        UIDevice.current.reset()
        connectedScenes.removeAll()
        delegate = nil  // a launched app's delegate would otherwise stay in every responder chain
        applicationState = .active
        viewUnloadPolicy = .unloadViewsNotInWindow
        Scheduler.shared.reset()
        resetServicesForTesting()
    }
}

/// The app delegate's callbacks that HeadlessUIKit sends.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window.
    var window: UIWindow? { get set }
    /// Sent first at launch, before state restoration.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Sent once the app has launched.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Sent first when a memory warning arrives.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Asked which configuration a new scene uses (scene-based apps).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The app became active (apps without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active (apps without scenes).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (apps without scenes).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back to the foreground (apps without scenes).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The system asks the app to fetch data in the background.
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
}

extension UIApplicationDelegate {
    /// No window by default.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Launches successfully by default.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Does nothing by default.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Launches successfully by default.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// The session's configuration (the Info.plist's) by default, as UIKit uses when the delegate has no such method.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    /// Does nothing by default.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing by default.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing by default.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing by default.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing by default (the completion handler is not called).
    public func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}
}
