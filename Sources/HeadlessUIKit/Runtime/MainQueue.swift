import Foundation

/// Knows whether the caller runs on the main queue, where main-actor code and
/// `DispatchQueue.main.async` blocks run.
///
/// `Thread.isMainThread` cannot tell: inside Swift Testing on Linux the main queue is drained by a
/// libdispatch worker thread after `dispatch_main()`, so main-actor code runs off the main thread.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the current code runs on the main queue or the main thread (and so on the main actor):
    /// a main-queue block in a test, or a program's main thread outside any block (top-level code).
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread }

    /// One turn of the main queue: returns after every block queued on it before the call has run.
    @MainActor
    static func turn() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}
