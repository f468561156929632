import Foundation

/// An object that restores its state from a user activity: every `UIResponder` is one. The app
/// delegate's `application(_:continue:restorationHandler:)` hands a list of them to restore.
@MainActor
public protocol UIUserActivityRestoring: AnyObject {
    /// Restores state from an activity.
    func restoreUserActivityState(_ activity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
