import Foundation

extension UIApplication {
    /// Clears the system services' test state: the pasteboards, recorded haptic feedback,
    /// accessibility notifications and the keyboard (called by `resetForTesting()`).
    func resetServicesForTesting() {
        UIPasteboard.reset()
        UIFeedbackGenerator.reset()
        UIAccessibility.reset()
        HeadlessKeyboard.reset()
    }
}
