import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct StoryboardTests {
    private func flow() throws -> UIStoryboard {
        let files = try FixtureBundle(["Flow.storyboard": FlowStoryboard.text])
        return UIStoryboard(name: "Flow", bundle: files.bundle)
    }

    @Test("Each instantiation makes a new controller with init(coder:) and awakeFromNib, its view not loaded (rule 24)")
    func instantiationIsNewAndLazy() throws {
        UIApplication.shared.resetForTesting()
        let storyboard = try flow()
        let recorder = LifecycleRecorder()

        let first = storyboard.instantiateViewController(withIdentifier: "Home")
        let second = storyboard.instantiateViewController(withIdentifier: "Home")

        #expect(first !== second)
        #expect(first is FlowHomeController)
        #expect(!first.isViewLoaded)
        #expect((first as? FlowHomeController)?.nextButton == nil)
        #expect(first.storyboard === storyboard)
        #expect(first.title == "Home")
        #expect(first.navigationItem.title == "Home Item")
        let calls = recorder.events.filter { $0.subject != nil }.map(\.callback)
        #expect(calls.prefix(2) == ["init", "awakeFromNib"])
    }

    @Test("A storyboard controller already has its view nib's name, and its view outlets are set by viewDidLoad (rules 20, 25)")
    func viewNibAndOutlets() throws {
        UIApplication.shared.resetForTesting()
        let home = try #require(try flow().instantiateViewController(withIdentifier: "Home") as? FlowHomeController)

        let nibName = home.nibName
        home.loadViewIfNeeded()

        #expect(nibName?.hasPrefix("home-1-view-") == true)
        #expect(home.nextButton?.superview === home.view)
    }

    @Test("The initial controller is a navigation controller whose root came with it, view not loaded (rules 30, 70)")
    func initialNavigationController() throws {
        UIApplication.shared.resetForTesting()

        let initial = try flow().instantiateInitialViewController()

        let navigation = try #require(initial as? UINavigationController)
        let root = try #require(navigation.viewControllers.first as? FlowHomeController)
        #expect(!root.isViewLoaded)
        #expect(root.prepared.isEmpty)
    }

    @Test("A storyboard without an initial controller returns nil (rule 30)")
    func noInitialController() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Loose.storyboard": IBXML.storyboard(initial: nil, IBXML.scene("a", """
                <viewController storyboardIdentifier="A" id="a-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="a-view"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                </viewController>
        """))])

        let storyboard = UIStoryboard(name: "Loose", bundle: files.bundle)

        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(storyboard.instantiateViewController(withIdentifier: "A").isViewLoaded == false)
    }

    @Test("An unknown identifier throws UIKit's message (rule 28)")
    func unknownIdentifier() throws {
        UIApplication.shared.resetForTesting()
        let storyboard = try flow()

        #expect(throws: UIKitException.self) { try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Nope") }
        do {
            _ = try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Nope")
        } catch {
            #expect(error.reason == "Storyboard (<UIStoryboard: Flow>) doesn't contain a view controller with identifier 'Nope'")
        }
    }

    @Test("The creator receives the coder and its controller is used; nil falls back to the storyboard's class (rule 29)")
    func creator() throws {
        UIApplication.shared.resetForTesting()
        let storyboard = try flow()
        var sawCoder = false

        let made: FlowHomeController = storyboard.instantiateViewController(identifier: "Home") { coder in
            sawCoder = coder.containsValue(forKey: "UINibName")
            let controller = FlowHomeController(coder: coder)
            controller?.shouldPerform = false
            return controller
        }
        let fallback: FlowHomeController = storyboard.instantiateViewController(identifier: "Home") { _ in nil }

        #expect(sawCoder)
        #expect(made.shouldPerform == false)
        #expect(fallback.shouldPerform == true)
    }

    @Test("A button's show segue: shouldPerform, destination made, prepare with its view unloaded, then pushed (rule 66)")
    func buttonTriggersShowSegue() throws {
        UIApplication.shared.resetForTesting()
        let navigation = try #require(try flow().instantiateInitialViewController() as? UINavigationController)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let home = try #require(navigation.topViewController as? FlowHomeController)

        home.nextButton.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()

        #expect(home.asked == ["ShowDetail"])
        #expect(home.prepared.last?.identifier == "ShowDetail")
        #expect(home.prepared.last?.destinationViewLoaded == false)
        #expect(navigation.topViewController is FlowDetailController)
    }

    @Test("shouldPerformSegue returning false stops a segue from the file; performSegue skips it (rules 66, 67)")
    func shouldPerformOnlyForTriggers() throws {
        UIApplication.shared.resetForTesting()
        let navigation = try #require(try flow().instantiateInitialViewController() as? UINavigationController)
        let home = try #require(navigation.topViewController as? FlowHomeController)
        home.loadViewIfNeeded()
        home.shouldPerform = false

        home.nextButton.sendActions(for: .touchUpInside)
        home.performSegue(withIdentifier: "ShowDetail", sender: nil)
        UIApplication.shared.runUntilIdle()

        #expect(home.asked == ["ShowDetail"])
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("performSegue with an unknown identifier throws UIKit's message (rule 67)")
    func unknownSegue() throws {
        UIApplication.shared.resetForTesting()
        let home = try flow().instantiateViewController(withIdentifier: "Home")

        #expect(throws: UIKitException.self) { try home.performSegueOrThrow(withIdentifier: "Nope", sender: nil) }
    }

    @Test("The embed segue runs inside the parent's loadView: child init, awake, prepare, willMove, child viewDidLoad, didMove, parent viewDidLoad (rule 69)")
    func embedOrder() throws {
        UIApplication.shared.resetForTesting()
        let home = try #require(try flow().instantiateViewController(withIdentifier: "Home") as? FlowHomeController)
        let recorder = LifecycleRecorder()

        home.loadViewIfNeeded()

        let child = try #require(home.children.first as? FlowChildController)
        #expect(child.view.superview?.frame == CGRect(x: 20, y: 200, width: 300, height: 200))
        #expect(recorder.controllerLines == [
            "FlowHomeController.loadView()",
            "FlowChildController.init(coder: …)",
            "FlowChildController.awakeFromNib()",
            "FlowHomeController.prepare(for: \"Embed\")",
            "FlowChildController.willMove(toParent: FlowHomeController)",
            "FlowChildController.loadView()",
            "FlowChildController.viewDidLoad()",
            "FlowChildController.didMove(toParent: FlowHomeController)",
            "FlowHomeController.viewDidLoad()",
        ])
    }

    @Test("A presentation segue presents the destination full screen")
    func presentationSegue() throws {
        UIApplication.shared.resetForTesting()
        let home = try #require(try flow().instantiateViewController(withIdentifier: "Home") as? FlowHomeController)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = home
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        home.performSegue(withIdentifier: "Present", sender: nil)
        UIApplication.shared.runUntilIdle()

        #expect(home.presentedViewController is FlowChildController)
        #expect(home.presentedViewController?.modalPresentationStyle == .fullScreen)
    }

    @Test("An unwind segue finds the nearest controller with the action, calls it with the segue, then pops (rule 71)")
    func unwindPops() throws {
        UIApplication.shared.resetForTesting()
        let navigation = try #require(try flow().instantiateInitialViewController() as? UINavigationController)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let home = try #require(navigation.topViewController as? FlowHomeController)
        home.performSegue(withIdentifier: "ShowDetail", sender: nil)
        UIApplication.shared.runUntilIdle()
        let detail = try #require(navigation.topViewController as? FlowDetailController)

        detail.doneButton.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()

        #expect(detail.prepared.last?.identifier == "BackHome")
        #expect(home.unwoundFrom === detail)
        #expect(navigation.topViewController === home)
    }
}

@MainActor
struct UnwindAcrossPresentationTests {
    @Test("An unwind from a full-screen modal finds the controller inside the presenting tab bar's navigation stack, then dismisses (rule 71)")
    func unwindFromModalOverTabs() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Flow.storyboard": FlowStoryboard.text])
        let storyboard = UIStoryboard(name: "Flow", bundle: files.bundle)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let home = try #require(navigation.topViewController as? FlowHomeController)
        home.performSegue(withIdentifier: "Present", sender: nil)
        UIApplication.shared.runUntilIdle()
        let modal = try #require(tabs.presentedViewController as? FlowChildController)
        let recorder = LifecycleRecorder()

        modal.closeButton?.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()

        #expect(home.unwoundFrom === modal)
        #expect(tabs.presentedViewController == nil)
        #expect(recorder.controllerLines.prefix(2) == ["FlowChildController.prepare(for: \"CloseModal\")", "FlowHomeController.unwindToHome(segue)"])
    }
}

/// An app delegate that records its window at launch.
final class FlowAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    var rootAtLaunch: UIViewController?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        rootAtLaunch = window?.rootViewController
        return true
    }
}

@MainActor
struct MainStoryboardLaunchTests {
    @Test("Launching from a main storyboard gives the delegate a key window whose root is the initial controller, before didFinishLaunching")
    func launch() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Flow.storyboard": FlowStoryboard.text])
        let delegate = FlowAppDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }

        let window = UIApplication.shared.launchMainStoryboard(named: "Flow", bundle: files.bundle)
        UIApplication.shared.runUntilIdle()

        #expect(delegate.window === window)
        #expect(delegate.rootAtLaunch is UINavigationController)
        #expect(window.isKeyWindow)
        #expect(window.frame == UIScreen.main.bounds)
        #expect((window.rootViewController as? UINavigationController)?.topViewController?.isViewLoaded == true)
    }

    @Test("A main storyboard without an initial controller cannot launch")
    func launchWithoutInitial() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Loose.storyboard": IBXML.storyboard(initial: nil, "")])

        #expect(throws: UIKitException.self) {
            try UIApplication.shared.launchMainStoryboardOrThrow(named: "Loose", bundle: files.bundle)
        }
    }
}

@MainActor
struct StoryboardControllerFlagTests {
    @Test("Defines Context and Hide Bottom Bar on Push from the file reach the controller")
    func controllerFlags() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Flags.storyboard": IBXML.storyboard(initial: "f-1", IBXML.scene("f", """
                <viewController storyboardIdentifier="F" definesPresentationContext="YES" hidesBottomBarWhenPushed="YES" id="f-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="f-view"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                </viewController>
        """))])

        let controller = try #require(UIStoryboard(name: "Flags", bundle: files.bundle).instantiateInitialViewController())

        #expect(controller.definesPresentationContext)
        #expect(controller.hidesBottomBarWhenPushed)
    }
}
