import Foundation

/// One instance of an app's interface (iOS 13+). Made by `UIApplication.launch(delegate:infoPlist:bundle:)`.
@MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate; the scene keeps it alive, as in UIKit.
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life: unattached, foreground (active or not), background.
    public internal(set) var activationState: UIScene.ActivationState = .unattached
    /// The order the scene connected in (for `UIApplication`'s callbacks).
    var connectionIndex = 0
    /// The scene's title (the app switcher's label).
    open var title: String! = ""

    /// Makes a scene for `session`; UIKit makes scenes, apps do not.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.storedScene = self
    }

    /// The application.
    open override var next: UIResponder? { UIApplication.shared }

    /// A scene's place in its life.
    public enum ActivationState: Int, Sendable, Hashable {
        /// Not connected yet, or disconnected.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// What caused the scene to connect (an URL, a shortcut…). Headless launches have none.
    @MainActor
    open class ConnectionOptions {
        /// URLs to open: empty at a plain launch.
        public let urlContexts: Set<UIOpenURLContext>
        /// The app that asked for the launch, if any.
        public let sourceApplication: String?
        /// Makes options (empty by default).
        public init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
        }
    }

    /// Options that came with an URL to open.
    @MainActor
    open class OpenURLOptions {
        /// The app that asked to open the URL, if any.
        public let sourceApplication: String?
        /// The annotation the URL came with.
        public let annotation: Any?
        /// Whether the file must be opened in place.
        public let openInPlace: Bool
        /// Makes options.
        public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
        }
    }

    /// Posted after `scene(_:willConnectTo:options:)`; the object is the scene.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after `sceneDidDisconnect(_:)`.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after `sceneDidBecomeActive(_:)`.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted after `sceneWillResignActive(_:)`.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted after `sceneWillEnterForeground(_:)`.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after `sceneDidEnterBackground(_:)`.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene that shows windows: the kind an iPhone app has.
@MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows (those whose `windowScene` is this scene), in the order they were made.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    /// The scene's key window, if the application's key window is one of its windows.
    open var keyWindow: UIWindow? { UIApplication.shared.keyWindow.flatMap { $0.windowScene === self ? $0 : nil } }
    /// The screen the scene is on.
    open var screen: UIScreen { .main }
    /// The scene's status bar: its frame and whether it is hidden (iOS 13). The same object on every read.
    public private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(windowScene: self)
    /// The scene's traits: the screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }
    /// The interface's orientation: portrait, or `landscapeRight` when the screen is wider than tall.
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }
    /// Sent after the screen's traits changed (before the windows hear).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIWindowScene: UITraitEnvironment {}

/// A session: the saved identity of a scene, surviving its disconnection.
@MainActor
open class UISceneSession {
    /// The kind of scene.
    public let role: UISceneSession.Role
    /// The configuration the scene was made with.
    public internal(set) var configuration: UISceneConfiguration
    /// A unique, stable identifier.
    public let persistentIdentifier: String
    /// The scene, while connected.
    open var scene: UIScene? { storedScene }
    weak var storedScene: UIScene?
    /// Data the app keeps with the session.
    open var userInfo: [String: Any]?

    /// Makes a session (UIKit makes sessions; `launch` does here).
    init(role: UISceneSession.Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
    }

    /// A session's role: what kind of scene it is for, with UIKit's raw values.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name (`UIWindowSceneSessionRoleApplication`…).
        public let rawValue: String
        /// Makes a role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main, interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// What UIKit needs to make a scene: its delegate's class and its storyboard (from the
/// `UIApplicationSceneManifest` in Info.plist, or from the app delegate).
@MainActor
open class UISceneConfiguration {
    /// The configuration's name (`UISceneConfigurationName`).
    public let name: String?
    /// The session role it is for.
    public let role: UISceneSession.Role
    /// The scene class (`UIWindowScene` when nil).
    open var sceneClass: AnyClass?
    /// The scene delegate's class. Here it must conform to `UISceneDelegate` and to `NibCustomObject`
    /// (Swift needs to know it can be made with `init()`; see `UIApplication.launch(delegate:infoPlist:bundle:)`).
    open var delegateClass: AnyClass?
    /// The storyboard whose initial controller becomes the scene's window's root.
    open var storyboard: UIStoryboard?

    /// Makes a configuration; UIKit fills in the class and storyboard from the Info.plist entry of this name.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}

/// An URL to open, with its options.
@MainActor
public final class UIOpenURLContext: Hashable {
    /// The URL.
    public let url: URL
    /// How it came.
    public let options: UIScene.OpenURLOptions
    /// Makes a context.
    public init(url: URL, options: UIScene.OpenURLOptions = .init()) {
        self.url = url
        self.options = options
    }
    /// The same object.
    public nonisolated static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A scene's delegate: its life-cycle callbacks. Every requirement has a default that does nothing.
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is being added to the app: set up its window here when not using a storyboard.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went off screen.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Does nothing by default.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing by default.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing by default.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate: it holds the scene's main window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (set by UIKit when the configuration names a storyboard).
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window by default.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
