import Foundation
@testable import HeadlessUIKit

/// A controller that records its appearance callbacks (the transition and presentation stories).
final class AppearanceLogged: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
}

/// A phone-sized key window showing `root`, with the launch's deferred work drained.
@MainActor
func phoneWindow(root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return window
}
