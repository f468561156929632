import Foundation
import Testing
@testable import HeadlessUIKit

/// Rules 22 and 80, the screen, key windows and the application's window list.
@MainActor
struct ViewsWindowTests {
    @Test("Rule 22: setting rootViewController installs the root view as the window's subview at the window's bounds")
    func rootViewInstalled() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
        let controller = UIViewController()

        window.rootViewController = controller

        #expect(controller.isViewLoaded)
        #expect(window.subviews == [controller.view])
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(controller.view.window === window)
    }

    @Test("Rule 22: a custom loadView's zero-sized view is sized to the window when installed")
    func customRootViewIsSized() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let controller = ZeroFrameController()

        window.rootViewController = controller

        #expect(controller.frameInViewDidLoad == .zero)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("Rule 22: replacing rootViewController removes the previous root view and installs the new one")
    func rootViewReplaced() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let first = UIViewController()
        let second = UIViewController()
        window.rootViewController = first

        window.rootViewController = second

        #expect(first.view.superview == nil)
        #expect(window.subviews == [second.view])
        #expect(second.view.frame == window.bounds)
        #expect(window.rootViewController === second)
    }

    @Test("Rule 22: setting rootViewController to nil removes the root view")
    func rootViewCleared() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let controller = UIViewController()
        window.rootViewController = controller

        window.rootViewController = nil

        #expect(window.subviews.isEmpty)
        #expect(controller.view.superview == nil)
    }

    @Test("Rule 22: other subviews of the window stay when the root changes")
    func otherSubviewsStay() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(overlay)
        let first = UIViewController()
        let second = UIViewController()
        window.rootViewController = first

        window.rootViewController = second

        #expect(window.subviews.contains(overlay))
        #expect(window.subviews.contains(second.view))
        #expect(!window.subviews.contains(first.view))
    }

    @Test("Rule 80: resizing the window keeps the root view at the window's size")
    func windowResizeResizesRootView() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let controller = UIViewController()
        window.rootViewController = controller

        window.frame = CGRect(x: 0, y: 0, width: 500, height: 600)

        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 500, height: 600))
    }

    @Test("Rule 80: the root view follows the window even when its mask was cleared")
    func rootViewFollowsWindowWithoutMask() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.autoresizingMask = []

        window.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)

        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("Rule 80: changing UIScreen.main.bounds resizes a screen-sized window and its root view")
    func screenResizeResizesWindowAndRootView() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let controller = UIViewController()
        window.rootViewController = controller

        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 1024, height: 768)

        #expect(window.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
    }

    @Test("Rule 75: views in a hidden window wait for layout until the window becomes visible")
    func hiddenWindowLaysOutWhenShown() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        UIApplication.shared.runUntilIdle()
        let recorder = LifecycleRecorder(includingViews: true, scope: .named)
        recorder.name(view, "V")

        view.setNeedsLayout()
        UIApplication.shared.runUntilIdle()
        let whileHidden = recorder.lines
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        #expect(whileHidden.isEmpty)
        #expect(recorder.lines == ["V.layoutSubviews()"])
    }

    @Test("UIScreen.main defaults to 390×844 points at scale 3")
    func screenDefaults() {
        UIApplication.shared.resetForTesting()

        let screen = UIScreen.main

        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.scale == 3)
        #expect(screen.nativeScale == 3)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
    }

    @Test("UIScreen.main's size and scale are settable, and resetForTesting restores them")
    func screenIsSettable() {
        UIApplication.shared.resetForTesting()

        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 320, height: 568)
        UIScreen.main.scale = 2
        let changed = (UIScreen.main.bounds, UIScreen.main.nativeBounds, UIWindow().frame)
        UIApplication.shared.resetForTesting()

        #expect(changed.0 == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(changed.1 == CGRect(x: 0, y: 0, width: 640, height: 1136))
        #expect(changed.2 == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
    }

    @Test("A new window is screen-sized, hidden, not key, and listed in UIApplication.shared.windows")
    func newWindow() {
        UIApplication.shared.resetForTesting()

        let window = UIWindow()

        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow == nil)
        #expect(UIApplication.shared.windows == [window])
        #expect(window.window === window)
        #expect(window.screen === UIScreen.main)
    }

    @Test("makeKeyAndVisible shows the window and makes it the application's key window")
    func makeKeyAndVisible() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()

        window.makeKeyAndVisible()

        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === window)
    }

    @Test("Making a second window key takes key status from the first; windows lists both in order")
    func secondWindowBecomesKey() {
        UIApplication.shared.resetForTesting()
        let first = UIWindow()
        let second = UIWindow()
        first.makeKeyAndVisible()
        let recorder = LifecycleRecorder(scope: .named)
        recorder.name(first, "W1")
        recorder.name(second, "W2")

        second.makeKey()

        #expect(!first.isKeyWindow)
        #expect(second.isKeyWindow)
        #expect(second.isHidden)
        #expect(UIApplication.shared.keyWindow === second)
        #expect(UIApplication.shared.windows == [first, second])
        #expect(recorder.lines == ["W1.resignKey()", "W2.becomeKey()"])
    }

    @Test("Hiding and showing a window toggles isHidden without touching key status")
    func hideWindow() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        window.makeKeyAndVisible()

        window.isHidden = true

        #expect(window.isHidden)
        #expect(window.isKeyWindow)
    }

    @Test("resetForTesting forgets every window and the key window")
    func resetForgetsWindows() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        window.makeKeyAndVisible()

        UIApplication.shared.resetForTesting()

        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIApplication.shared.keyWindow == nil)
        #expect(window.isHidden)
    }
}

/// A controller whose loadView makes a zero-frame view, recording its frame in viewDidLoad (rule 21).
private final class ZeroFrameController: UIViewController {
    var frameInViewDidLoad: CGRect?
    override func loadView() { view = UIView() }
    override func viewDidLoad() {
        super.viewDidLoad()
        frameInViewDidLoad = view.frame
    }
}
