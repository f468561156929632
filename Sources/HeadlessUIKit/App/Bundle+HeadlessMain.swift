import Foundation

// On iOS, `Bundle.main` is the app's .app folder: its storyboards, nibs, asset catalog, strings and files.
// On Linux, Foundation's `Bundle.main` is the folder of the running executable (a test runner, in tests), which
// holds none of the app's resources, and Foundation lets nobody replace it. So HeadlessUIKit keeps its own
// "main bundle": every UIKit call that takes `bundle: nil` (storyboards, nibs, `UIImage(named:)`,
// `UIColor(named:)`, a controller's nib search) looks there, and the source rewriter turns an app's
// `Bundle.main` and `Bundle(for:)` into `Bundle.headlessMain` (docs/ios-apps.md).
extension Bundle {
    private static let headlessMainLock = NSLock()
    nonisolated(unsafe) private static var headlessMainOverride: Bundle?

    /// What `Bundle.main` is to an iOS app: the launched app's bundle (Foundation's `Bundle.main` until an app sets its own).
    public static var headlessMain: Bundle {
        get {
            headlessMainLock.lock()
            defer { headlessMainLock.unlock() }
            return headlessMainOverride ?? Bundle.main
        }
        set {
            headlessMainLock.lock()
            defer { headlessMainLock.unlock() }
            headlessMainOverride = newValue
        }
    }
}
