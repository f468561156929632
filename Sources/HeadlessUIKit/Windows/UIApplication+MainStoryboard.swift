import Foundation

// What iOS does at launch for an app whose Info.plist names a main storyboard (`UIMainStoryboardFile`):
// it makes a screen-sized window, hands it to the app delegate's `window` property, instantiates the
// storyboard's initial view controller as the window's root (rule 22), makes the window key and
// visible, and only then sends `application(_:didFinishLaunchingWithOptions:)`.
extension UIApplication {
    /// Launches from a main storyboard as iOS does: a screen-sized window holding the storyboard's
    /// initial view controller, given to the delegate's `window`, made key and visible; then the
    /// delegate's `didFinishLaunching`. Stops with UIKit's message when the storyboard is missing or
    /// has no initial view controller; `launchMainStoryboardOrThrow(named:bundle:)` throws instead.
    @discardableResult
    public func launchMainStoryboard(named name: String, bundle: Bundle? = nil) -> UIWindow {
        do {
            return try launchMainStoryboardOrThrow(named: name, bundle: bundle)
        } catch {
            error.raise()
        }
    }

    /// `launchMainStoryboard(named:bundle:)`, throwing instead of stopping.
    @discardableResult
    public func launchMainStoryboardOrThrow(named name: String, bundle: Bundle? = nil) throws(UIKitException) -> UIWindow {
        let storyboard = try UIStoryboard.load(name: name, bundle: bundle)
        guard let initial = storyboard.instantiateInitialViewController() else {
            // iOS logs this and shows a black window; a headless launch has nothing to show, so it fails.
            throw .internalInconsistency(
                "Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)' - perhaps the designated entry point is not set?")
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        delegate?.window = window
        window.rootViewController = initial
        window.makeKeyAndVisible()
        if let delegate {
            LifecycleRecorder.send(delegate, .application, "didFinishLaunching") {
                _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
            }
        }
        return window
    }
}
