import Foundation

/// A window: the root of a view hierarchy, holding a root view controller.
///
/// Windows start hidden, as in UIKit. Appearance callbacks reach the controllers in a window when
/// it becomes visible (`makeKeyAndVisible()`, `isHidden = false`; rule 34) and when it is hidden.
@MainActor
open class UIWindow: UIView {
    /// Makes a window, hidden, and registers it with the application.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        UIApplication.shared.register(self)
        hasFinishedInit = true
    }

    /// A window the size of the screen. (iOS 13+ gives a zero frame without a scene; a headless
    /// app has one screen, so the screen's bounds are the useful default.)
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// A window for `windowScene`, the size of its screen, hidden (a convenience here, designated in UIKit).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to, if any.
    open weak var windowScene: UIWindowScene?

    /// Makes a window from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        UIApplication.shared.register(self)
        hasFinishedInit = true
    }

    /// The window itself.
    open override var window: UIWindow? { self }

    /// The application.
    open override var next: UIResponder? { UIApplication.shared }

    /// The screen the window is on.
    open var screen: UIScreen { .main }

    /// The window's level; higher levels are in front.
    open var windowLevel: UIWindow.Level = .normal

    /// Window levels.
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// The level's value.
        public let rawValue: CGFloat
        /// Makes a level.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Normal windows (0).
        public static let normal = Level(rawValue: 0)
        /// Alerts (2000).
        public static let alert = Level(rawValue: 2000)
        /// The status bar (1000).
        public static let statusBar = Level(rawValue: 1000)
    }

    /// Hidden or visible. Making a window visible makes its controllers appear; hiding it makes them disappear.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden, hasFinishedInit else { return }
            windowVisibilityDidChange(isVisible: !isHidden)
        }
    }

    /// False while `init` hides the window: that first `isHidden = true` is not a visibility change.
    private var hasFinishedInit = false

    /// The root view controller. Setting it loads its view and installs it as the window's
    /// content, sized to the window (rules 22, 34); on a visible window the old root disappears and
    /// the new one appears (rule 35).
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set { replaceRootViewController(with: newValue) }
    }
    var storedRootViewController: UIViewController?

    /// Whether this is the application's key window.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Makes this the key window.
    open func makeKey() {
        let app = UIApplication.shared
        guard app.keyWindow !== self else { return }
        let previous = app.keyWindow
        app.storedKeyWindow = self
        if let previous {
            LifecycleRecorder.send(previous, .application, "resignKey") { previous.resignKey() }
        }
        LifecycleRecorder.send(self, .application, "becomeKey") { becomeKey() }
    }

    /// Makes this the key window and shows it (rule 34: the root controller appears).
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Sent when the window becomes key.
    open func becomeKey() {}
    /// Sent when the window stops being key.
    open func resignKey() {}

    override func sizeDidChange(from oldSize: CGSize) {
        guard let root = storedRootViewController, let rootView = root.viewIfLoaded, rootView.superview === self else {
            super.sizeDidChange(from: oldSize)
            return
        }
        // A size change (a rotation, a resize): UIKit tells the root controller and the controllers it
        // presents with `viewWillTransition(to:with:)` while their views still have the old size.
        // Headless: not animated; alongside blocks run as the views change size, completions right after.
        var controllers = [root]
        while let presented = controllers.last?.storedPresentedViewController { controllers.append(presented) }
        let coordinator = TransitionCoordinator(from: root, to: root, container: self, animated: false, duration: 0)
        coordinator.register(controllers)
        for controller in controllers { controller.viewWillTransition(to: bounds.size, with: coordinator) }
        coordinator.start(animator: nil)
        super.sizeDidChange(from: oldSize)
        // Rule 80: the window keeps its root view at its own size.
        rootView.frame = bounds
        // A sheet rests at its detent in the new size (autoresizing stretched it).
        // A custom presentation's container lays out again (its controller's hooks place its views).
        for controller in controllers.dropFirst() {
            let presentation = PresentationControllers.existing(for: controller)
            (presentation as? UISheetPresentationController)?.layoutAtDetent()
            if presentation?.ownContainer != nil { presentation?.layoutContainer() }
        }
        coordinator.finish()
        coordinator.end()
    }
}
