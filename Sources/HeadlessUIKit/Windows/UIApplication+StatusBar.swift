import Foundation

extension UIApplication {
    /// The status bar's frame (deprecated in iOS 13 for `UIWindowScene.statusBarManager`): the key
    /// window's scene's `statusBarManager.statusBarFrame`, zero while hidden or without a window.
    public var statusBarFrame: CGRect {
        keyWindow?.windowScene?.statusBarManager?.statusBarFrame ?? (keyWindow.map { _ in UIStatusBarManager.screenStatusBarFrame } ?? .zero)
    }

    /// Whether the status bar is hidden (deprecated in iOS 13): the key window's scene's answer.
    public var isStatusBarHidden: Bool { keyWindow?.windowScene?.statusBarManager?.isStatusBarHidden ?? false }
}

extension UIStatusBarManager {
    /// The frame when no scene decides: across the top of the main screen, as tall as its top safe area.
    static var screenStatusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIScreen.main.safeAreaInsets.top)
    }
}
