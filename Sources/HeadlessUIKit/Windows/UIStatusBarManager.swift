import Foundation

/// A window scene's status bar (iOS 13): where it is and whether it shows.
///
/// UIKit: the status bar runs across the top of the screen, as tall as the top safe-area inset of a
/// phone in portrait, and hides when the controller that decides (the key window's root, or what it
/// presents full screen) says `prefersStatusBarHidden`; its frame is then zero. Headless: the height
/// is `UIScreen.main.safeAreaInsets.top`, the width the screen's.
@MainActor
public final class UIStatusBarManager {
    private weak var windowScene: UIWindowScene?

    init(windowScene: UIWindowScene) { self.windowScene = windowScene }

    /// Whether the status bar is hidden: the deciding controller's `prefersStatusBarHidden`.
    public var isStatusBarHidden: Bool { decidingController?.prefersStatusBarHidden ?? false }

    /// The status bar's style: the deciding controller's `preferredStatusBarStyle`.
    public var statusBarStyle: UIStatusBarStyle { decidingController?.preferredStatusBarStyle ?? .default }

    /// The status bar's frame in screen coordinates; zero while it is hidden.
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        let screen = windowScene?.screen ?? .main
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.safeAreaInsets.top)
    }

    private var decidingController: UIViewController? {
        let window = windowScene?.keyWindow ?? windowScene?.windows.first ?? UIApplication.shared.keyWindow
        var controller = window?.rootViewController
        // A full-screen presented controller decides for the screen it covers.
        while let presented = controller?.presentedViewController, presented.modalPresentationStyle == .fullScreen {
            controller = presented
        }
        return controller
    }
}
