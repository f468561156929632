import Foundation

extension UIApplication {
    /// Clears the system services' test state: the pasteboards, recorded haptic feedback,
    /// accessibility notifications, the keyboard, open Core Animation transactions and the current
    /// user activity (called by `resetForTesting()`).
    func resetServicesForTesting() {
        UIPasteboard.reset()
        UIFeedbackGenerator.reset()
        UIAccessibility.reset()
        HeadlessKeyboard.reset()
        CATransaction.reset()
        NSUserActivity.current = nil
        BackgroundTasks.reset()
        AppearanceProxies.reset()
    }
}
