import Foundation
import Testing
@testable import HeadlessUIKit

/// A controller that notes, from inside its callbacks, what UIKit lets a controller observe
/// there: the flags, whether its view is in a window, its view's size.
@MainActor
final class ProbeController: UIViewController {
    /// One observation per callback: "viewWillAppear inWindow=false animated=true movingToParent …".
    var notes: [String] = []

    private func note(_ callback: String, animated: Bool) {
        var parts = [callback]
        parts.append("inWindow=\(viewIfLoaded?.window != nil)")
        parts.append("animated=\(animated)")
        if isMovingToParent { parts.append("movingToParent") }
        if isMovingFromParent { parts.append("movingFromParent") }
        if isBeingPresented { parts.append("beingPresented") }
        if isBeingDismissed { parts.append("beingDismissed") }
        notes.append(parts.joined(separator: " "))
    }

    /// The note made in a callback, or nil.
    func note(for callback: String) -> String? { notes.first { $0.hasPrefix(callback + " ") || $0 == callback } }

    var sizeInViewDidLoad: CGSize?
    var sizeInViewWillAppear: CGSize?

    override func viewDidLoad() {
        super.viewDidLoad()
        sizeInViewDidLoad = view.bounds.size
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        sizeInViewWillAppear = view.bounds.size
        note("viewWillAppear", animated: animated)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        note("viewIsAppearing", animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        note("viewDidAppear", animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        note("viewWillDisappear", animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        note("viewDidDisappear", animated: animated)
    }
}

/// A container that drives its children's appearance itself (rule 57).
@MainActor
final class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// A fresh application, a visible window and a recorder that sees only named objects.
@MainActor
struct Stage {
    let window: UIWindow
    let recorder: LifecycleRecorder

    /// Resets HeadlessUIKit, makes a window (not yet visible) and a recorder.
    init(includingViews: Bool = false) {
        UIApplication.shared.resetForTesting()
        window = UIWindow()
        recorder = LifecycleRecorder(includingViews: includingViews, scope: .named)
    }

    /// Names objects for the recorder: `stage.name(a, "A")`.
    func name(_ object: AnyObject, _ name: String) { recorder.name(object, name) }

    /// Puts `root` in the window, shows it and lets every transition finish.
    func show(_ root: UIViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
    }

    /// The recorded lines since the last `clear()`.
    var lines: [String] { recorder.lines }

    /// Forgets what was recorded so far.
    func clear() { recorder.clear() }
}

/// The standard error text of an exit test's child process.
func standardError(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
