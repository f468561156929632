import Foundation
import Testing
@testable import HeadlessUIKit

/// Seed 003's controller, built in code.
@MainActor
private final class MyViewController: UIViewController {
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }
}

/// An app delegate that notes the memory warning.
@MainActor
private final class WarnedDelegate: UIApplicationDelegate {
    var window: UIWindow?
    var warned = false
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { warned = true }
}

/// A controller that notes whether it could ever see viewDidUnload after deallocation.
@MainActor
private final class UnloadCounter: UIViewController {
    static var didUnloadCount = 0
    override func viewDidUnload() { UnloadCounter.didUnloadCount += 1 }
}

@MainActor
struct UnloadTests {
    @Test("Rule 62: a memory warning releases a loaded view that is not in a window: didReceiveMemoryWarning, viewWillUnload, viewDidUnload")
    func memoryWarningReleasesOffscreenView() {
        let stage = Stage()
        let controller = MyViewController()
        stage.name(controller, "C")
        controller.loadViewIfNeeded()
        stage.clear()

        UIApplication.shared.sendMemoryWarning()

        #expect(stage.lines == ["C.didReceiveMemoryWarning()", "C.viewWillUnload()", "C.viewDidUnload()"])
        #expect(!controller.isViewLoaded)
    }

    @Test("Rule 62: a view in a window is kept")
    func memoryWarningKeepsVisibleView() {
        let stage = Stage()
        let controller = MyViewController()
        stage.name(controller, "C")
        stage.show(controller)
        stage.clear()

        UIApplication.shared.sendMemoryWarning()

        #expect(stage.lines == ["C.didReceiveMemoryWarning()"])
        #expect(controller.isViewLoaded)
    }

    @Test("Rule 62: the delegate hears first, then the notification is posted, then the controllers")
    func memoryWarningOrder() {
        let stage = Stage()
        let delegate = WarnedDelegate()
        UIApplication.shared.delegate = delegate
        let controller = MyViewController()
        stage.name(controller, "C")
        stage.clear()
        var delegateWarnedWhenPosted: Bool?
        var controllerLinesWhenPosted: [String]?
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated {
                delegateWarnedWhenPosted = delegate.warned
                controllerLinesWhenPosted = stage.lines
            }
        }

        UIApplication.shared.sendMemoryWarning()

        NotificationCenter.default.removeObserver(observer)
        UIApplication.shared.delegate = nil
        #expect(delegateWarnedWhenPosted == true)
        #expect(controllerLinesWhenPosted == [])
        #expect(stage.lines == ["C.didReceiveMemoryWarning()"])
    }

    @Test("Rule 63: viewDidUnload is never sent on deallocation")
    func noViewDidUnloadOnDeallocation() {
        UIApplication.shared.resetForTesting()
        UnloadCounter.didUnloadCount = 0
        weak var gone: UnloadCounter?

        do {
            let controller = UnloadCounter()
            controller.loadViewIfNeeded()
            gone = controller
        }

        #expect(gone == nil)
        #expect(UnloadCounter.didUnloadCount == 0)
    }

    @Test("Rule 64: after an unload, the next access runs loadView and viewDidLoad again")
    func reloadAfterUnload() {
        let stage = Stage()
        let controller = MyViewController()
        stage.name(controller, "C")
        let first = controller.view
        UIApplication.shared.sendMemoryWarning()
        stage.clear()

        let second = controller.view

        #expect(stage.lines == ["C.loadView()", "C.viewDidLoad()"])
        #expect(first !== second)
    }

    @Test("Rule 65: with iOS 6's policy a memory warning never unloads")
    func neverUnloadPolicy() {
        let stage = Stage()
        UIApplication.shared.viewUnloadPolicy = .neverUnload
        let controller = MyViewController()
        stage.name(controller, "C")
        controller.loadViewIfNeeded()
        stage.clear()

        UIApplication.shared.sendMemoryWarning()

        #expect(stage.lines == ["C.didReceiveMemoryWarning()"])
        #expect(controller.isViewLoaded)
    }

    @Test("Rule 65: a memory warning never loads a view that is not loaded")
    func memoryWarningDoesNotLoad() {
        let stage = Stage()
        let controller = MyViewController()
        stage.name(controller, "C")
        stage.clear()

        UIApplication.shared.sendMemoryWarning()

        #expect(stage.lines == ["C.didReceiveMemoryWarning()"])
        #expect(!controller.isViewLoaded)
    }

    @Test("Seed 003: the whole timeline of a controller built in code: init, load, appear, disappear, warning, unload, reload, appear")
    func seed003Timeline() {
        let stage = Stage()
        let controller = MyViewController()
        let other = UIViewController()
        stage.name(controller, "VC")
        stage.name(other, "Other")

        stage.show(controller)
        stage.window.rootViewController = other          // user navigated away
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.sendMemoryWarning()          // memory warning, perhaps
        stage.window.rootViewController = controller     // user navigated back
        UIApplication.shared.runUntilIdle()

        #expect(stage.recorder.lines(for: controller).filter { !$0.contains("Layout") } == [
            "VC.init(nibName: nil, bundle: nil)",
            "VC.loadView()", "VC.viewDidLoad()",
            "VC.viewWillAppear(animated: false)", "VC.viewIsAppearing(animated: false)", "VC.viewDidAppear(animated: false)",
            "VC.viewWillDisappear(animated: false)", "VC.viewDidDisappear(animated: false)",
            "VC.didReceiveMemoryWarning()", "VC.viewWillUnload()", "VC.viewDidUnload()",
            "VC.loadView()", "VC.viewDidLoad()",
            "VC.viewWillAppear(animated: false)", "VC.viewIsAppearing(animated: false)", "VC.viewDidAppear(animated: false)",
        ])
    }
}
