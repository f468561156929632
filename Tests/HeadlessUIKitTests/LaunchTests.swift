import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct LaunchTests {
    init() { UIApplication.shared.resetForTesting() }

    @Test("Rule 34: launch sends loadView … viewDidAppear(false) in UIKit's order")
    func launchOrder() {
        let root = UIViewController()
        let window = UIWindow()
        let recorder = LifecycleRecorder(scope: .named)
        recorder.name(root, "Root")

        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        #expect(recorder.lines == [
            "Root.loadView()", "Root.viewDidLoad()", "Root.viewWillAppear(animated: false)",
            "Root.viewIsAppearing(animated: false)", "Root.viewWillLayoutSubviews()",
            "Root.viewDidLayoutSubviews()", "Root.viewDidAppear(animated: false)",
        ])
    }
}
