import Foundation

extension UIApplication {
    /// Clears the system services' test state: the pasteboards, recorded haptic feedback and
    /// accessibility notifications (called by `resetForTesting()`).
    func resetServicesForTesting() {
        UIPasteboard.reset()
        UIFeedbackGenerator.reset()
        UIAccessibility.reset()
    }
}
