import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct PresentationNavigationTests {
    @Test("show(_:sender:) inside a navigation stack pushes instead of presenting")
    func showInsideANavigationStackPushes() {
        let stage = Stage()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        stage.show(navigation)
        let detail = UIViewController()

        root.show(detail, sender: nil)
        UIApplication.shared.runUntilIdle()

        #expect(root.targetViewController(forAction: "show:sender:", sender: nil) === navigation)
        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.presentedViewController == nil)
    }

    @Test("show(_:sender:) inside a navigation controller that was presented pushes onto the presented stack")
    func showInsideAPresentedNavigationStack() {
        let stage = Stage()
        let a = UIViewController()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        stage.show(a)
        a.present(navigation, animated: false)
        UIApplication.shared.runUntilIdle()
        let detail = UIViewController()

        root.show(detail, sender: nil)
        UIApplication.shared.runUntilIdle()

        #expect(navigation.viewControllers == [root, detail])
        #expect(detail.presentingViewController === a)   // through its ancestor, UIKit's documentation
        #expect(a.presentedViewController === navigation)
    }

    @Test("Rule 46: dismiss from the top of a presented navigation stack dismisses the navigation controller")
    func dismissFromInsideAPresentedNavigationStack() {
        let stage = Stage()
        let a = UIViewController()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        stage.show(a)
        a.present(navigation, animated: true)
        UIApplication.shared.runUntilIdle()

        root.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()

        #expect(a.presentedViewController == nil)
        #expect(root.presentingViewController == nil)
        #expect(navigation.view.superview == nil)
    }
}
