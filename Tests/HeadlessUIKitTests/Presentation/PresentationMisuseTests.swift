import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct PresentationMisuseTests {
    @Test("Rule 51: presenting while already presenting logs UIKit's warning and is ignored")
    func alreadyPresenting() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        stage.name(c, "C")
        stage.show(a)
        a.present(b, animated: false)
        UIApplication.shared.runUntilIdle()
        stage.clear()
        var completed = false

        a.present(c, animated: true) { completed = true }
        UIApplication.shared.runUntilIdle()

        #expect(stage.lines == ["warning: Attempt to present \(c) on \(a) which is already presenting \(b)"])
        #expect(!completed)
        #expect(!c.isViewLoaded)
        #expect(a.presentedViewController === b)
    }

    @Test("Rule 51: presenting from a controller whose view is not in a window logs UIKit's warning and is ignored")
    func notInTheWindowHierarchy() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        stage.name(b, "B")
        stage.clear()
        var completed = false

        a.present(b, animated: false) { completed = true }
        UIApplication.shared.runUntilIdle()

        #expect(stage.lines == ["warning: Attempt to present \(b) on \(a) whose view is not in the window hierarchy"])
        #expect(!completed)
        #expect(!a.isViewLoaded)
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
    }

    @Test("Rule 51: presenting from a full-screen presenter that is hidden under its presented controller is already presenting")
    func presentingFromACoveredPresenter() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let c = UIViewController()
        stage.show(a)
        a.present(b, animated: false)
        UIApplication.shared.runUntilIdle()

        a.present(c, animated: false)

        #expect(stage.recorder.diagnostics == ["Attempt to present \(c) on \(a) which is already presenting \(b)"])
    }

    @Test("Rule 52: presentOrThrow refuses an active controller (presented, the presenter, a child, a window's root) with UIKit's message")
    func activeControllersThrow() throws {
        let stage = Stage()
        let (root, child) = makeRootWithChild()
        let b = UIViewController()
        stage.show(root)
        root.present(b, animated: false)
        UIApplication.shared.runUntilIdle()
        let other = UIViewController()
        let otherWindow = UIWindow()
        otherWindow.rootViewController = other

        for active in [b, root, child, other] as [UIViewController] {
            #expect(throws: UIKitException(name: "NSInvalidArgumentException",
                                           reason: "Application tried to present modally an active controller \(active).")) {
                try b.presentOrThrow(active, animated: false)
            }
        }
        #expect(b.presentedViewController == nil)
        withExtendedLifetime(otherWindow) {}
    }

    @Test("Rule 52: present stops with UIKit's message for a controller that is already presented")
    func presentingAPresentedControllerStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let window = UIWindow()
                let a = UIViewController()
                window.rootViewController = a
                window.makeKeyAndVisible()
                let b = UIViewController()
                a.present(b, animated: false)
                UIApplication.shared.runUntilIdle()
                b.present(b, animated: false)
            }
        }

        #expect(standardError(of: result).contains("Application tried to present modally an active controller <UIViewController: 0x"))
        #expect(standardError(of: result).contains("NSInvalidArgumentException"))
    }

    @Test("Rule 52: a controller that was dismissed can be presented again")
    func presentingAgainAfterDismissal() throws {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        stage.show(a)
        a.present(b, animated: false)
        UIApplication.shared.runUntilIdle()
        a.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()

        try a.presentOrThrow(b, animated: false)
        UIApplication.shared.runUntilIdle()

        #expect(a.presentedViewController === b)
        #expect(stage.recorder.diagnostics.isEmpty)
    }
}
