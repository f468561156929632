import Foundation
import Testing
@testable import HeadlessUIKit

// Seed 003's "normal timeline", with its nib steps: the controller is made from a file (so it gets
// awakeFromNib), its view comes from a nib with a custom view class (so the view's awakeFromNib shows
// inside loadView), and a memory warning releases the view while the user is elsewhere.

/// Seed 003's controller, made from a storyboard scene.
final class Seed003NibController: UIViewController {
    /// The label in the view, connected from the scene (rule 25); let go in viewDidUnload.
    @Outlet var banner: UILabel!
    /// Whether the outlet was connected when viewDidLoad ran, per load.
    var bannerAtViewDidLoad: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        bannerAtViewDidLoad.append(banner != nil)
    }

    override func viewDidUnload() {
        super.viewDidUnload()
        banner = nil
    }
}

/// Seed 003's `view`: a custom class, so its awakeFromNib is the app's.
final class Seed003NibView: UIView {
    /// How many times this instance was awoken (once: each load makes a new view).
    var awakenings = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awakenings += 1
    }
}

enum Seed003Files {
    /// The scene: `MyViewController` with a `Seed003NibView` root view holding the banner.
    static let storyboard = IBXML.storyboard(initial: nil, IBXML.scene("seed003", """
                <viewController storyboardIdentifier="MyViewController" id="vc-003" customClass="Seed003NibController" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="view-003" customClass="Seed003NibView" customModule="HeadlessUIKitTests">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" id="banner-003">
                                <rect key="frame" x="20" y="100" width="350" height="44"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                    <connections>
                        <outlet property="banner" destination="banner-003" id="out-003"/>
                    </connections>
                </viewController>
        """))

    /// A MainWindow.xib-style nib: a controller at the top level that names its view's nib.
    static let mainWindow = IBXML.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <viewController nibName="MyView" id="vc-main" customClass="Seed003NibController" customModule="HeadlessUIKitTests"/>
    """)
}

@MainActor
struct Seed003NibTimelineTests {
    /// The seed's story, driven through a navigation controller; returns the recorder and the controller.
    private func replaySeed003() throws -> (LifecycleRecorder, Seed003NibController, [Seed003NibView]) {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Seed003.storyboard": Seed003Files.storyboard])
        let recorder = LifecycleRecorder(includingViews: true, scope: .named)
        let storyboard = UIStoryboard(name: "Seed003", bundle: files.bundle)
        let vc = try #require(storyboard.instantiateViewController(withIdentifier: "MyViewController") as? Seed003NibController)
        recorder.name(vc, "MyViewController")
        let other = UIViewController()
        let nav = UINavigationController(rootViewController: vc)
        let window = UIWindow()
        var views: [Seed003NibView] = []

        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        views.append(try #require(vc.view as? Seed003NibView))
        recorder.name(views[0], "MyView")
        nav.pushViewController(other, animated: true)      // user navigated away
        UIApplication.shared.runUntilIdle()
        nav.popViewController(animated: true)              // user navigated back
        UIApplication.shared.runUntilIdle()
        nav.pushViewController(other, animated: true)      // user navigated away
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.sendMemoryWarning()           // memory warning, perhaps
        nav.popViewController(animated: true)              // user navigated back
        UIApplication.shared.runUntilIdle()
        views.append(try #require(vc.view as? Seed003NibView))
        recorder.name(views[1], "MyView")
        recorder.stop()
        return (recorder, vc, views)
    }

    @Test("Seed 003's timeline with nibs, exactly as recorded with views: the controller from its scene (rule 24), the view's awakeFromNib inside loadView (rules 25–26), push and pop (rules 36, 38), unload (rule 62) and reload (rule 64)")
    func recordedTimeline() throws {
        let (recorder, _, _) = try replaySeed003()

        let lines = recorder.lines

        #expect(lines == [
            // -[viewController initWithNibName:bundle:] — made from a file, so init(coder:) (rule 24)
            "MyViewController.init(coder: …)",
            "MyViewController.awakeFromNib()",
            // launch: the navigation controller shows its root (rules 34, 36)
            "MyViewController.willMove(toParent: UINavigationController)",
            "MyViewController.loadView()",
            "MyView.didAddSubview(UILabel)",
            "MyView.awakeFromNib()",
            "MyViewController.viewDidLoad()",
            "MyViewController.viewWillAppear(animated: false)",
            "MyView.willMove(toSuperview: UIView)", "MyView.willMove(toWindow: UIWindow)",
            "MyView.didMoveToWindow()", "MyView.didMoveToSuperview()",
            "MyViewController.didMove(toParent: UINavigationController)",
            "MyViewController.viewIsAppearing(animated: false)",
            "MyViewController.viewWillLayoutSubviews()", "MyView.layoutSubviews()", "MyViewController.viewDidLayoutSubviews()",
            "MyViewController.viewDidAppear(animated: false)",
            // user navigated away: a push covers it (rule 36)
            "MyViewController.viewWillDisappear(animated: true)",
            "MyView.willMove(toSuperview: nil)", "MyView.willMove(toWindow: nil)",
            "MyView.didMoveToWindow()", "MyView.didMoveToSuperview()",
            "MyViewController.viewDidDisappear(animated: true)",
            // user navigated back: a pop uncovers it, the view still loaded (rule 38)
            "MyViewController.viewWillAppear(animated: true)",
            "MyView.willMove(toSuperview: UIView)", "MyView.willMove(toWindow: UIWindow)",
            "MyView.didMoveToWindow()", "MyView.didMoveToSuperview()",
            "MyViewController.viewIsAppearing(animated: true)",
            "MyViewController.viewWillLayoutSubviews()", "MyView.layoutSubviews()", "MyViewController.viewDidLayoutSubviews()",
            "MyViewController.viewDidAppear(animated: true)",
            // user navigated away
            "MyViewController.viewWillDisappear(animated: true)",
            "MyView.willMove(toSuperview: nil)", "MyView.willMove(toWindow: nil)",
            "MyView.didMoveToWindow()", "MyView.didMoveToSuperview()",
            "MyViewController.viewDidDisappear(animated: true)",
            // memory warning: -[viewController setView:nil], viewDidUnload (rule 62)
            "MyViewController.didReceiveMemoryWarning()",
            "MyViewController.viewWillUnload()",
            "MyViewController.viewDidUnload()",
            // user navigated back: the view loads again from the nib, a new MyView (rule 64)
            "MyViewController.loadView()",
            "MyView.didAddSubview(UILabel#2)",
            "MyView.awakeFromNib()",
            "MyViewController.viewDidLoad()",
            "MyViewController.viewWillAppear(animated: true)",
            "MyView.willMove(toSuperview: UIView)", "MyView.willMove(toWindow: UIWindow)",
            "MyView.didMoveToWindow()", "MyView.didMoveToSuperview()",
            "MyViewController.viewIsAppearing(animated: true)",
            "MyViewController.viewWillLayoutSubviews()", "MyView.layoutSubviews()", "MyViewController.viewDidLayoutSubviews()",
            "MyViewController.viewDidAppear(animated: true)",
        ])
    }

    @Test("Seed 003's own lines, in its order: what remains of the recording without the callbacks the seed leaves out")
    func seedLines() throws {
        let (recorder, _, _) = try replaySeed003()
        let leftOut: Set<String> = ["willMove", "didMove", "viewIsAppearing", "viewWillLayoutSubviews", "viewDidLayoutSubviews"]

        let lines = recorder.events
            .filter { ($0.kind == .controller && !leftOut.contains($0.callback)) || $0.callback == "awakeFromNib" }
            .map(recorder.render)

        #expect(lines == [
            "MyViewController.init(coder: …)",              // the seed: initWithNibName:bundle: (see below)
            "MyViewController.awakeFromNib()",
            "MyViewController.loadView()",
            "MyView.awakeFromNib()",
            "MyViewController.viewDidLoad()",
            "MyViewController.viewWillAppear(animated: false)",
            "MyViewController.viewDidAppear(animated: false)",
            "MyViewController.viewWillDisappear(animated: true)",   // user navigated away
            "MyViewController.viewDidDisappear(animated: true)",
            "MyViewController.viewWillAppear(animated: true)",      // user navigated back
            "MyViewController.viewDidAppear(animated: true)",
            "MyViewController.viewWillDisappear(animated: true)",   // user navigated away
            "MyViewController.viewDidDisappear(animated: true)",
            "MyViewController.didReceiveMemoryWarning()",           // memory warning, perhaps
            "MyViewController.viewWillUnload()",                    // the seed: setView:nil
            "MyViewController.viewDidUnload()",
            "MyViewController.loadView()",                          // user navigated back
            "MyView.awakeFromNib()",
            "MyViewController.viewDidLoad()",
            "MyViewController.viewWillAppear(animated: true)",
            "MyViewController.viewDidAppear(animated: true)",
        ])
        // The seed's first line is -[viewController initWithNibName:bundle:], then awakeFromNib. UIKit
        // sends awakeFromNib only to objects made from a nib or storyboard, and makes those with
        // init(coder:) (rule 24); a controller made with init(nibName:bundle:) never gets awakeFromNib.
        // The timeline above is the seed's with the initializer UIKit really uses.
    }

    @Test("Each load makes a new view from the nib, awoken once inside loadView, with the outlet connected before viewDidLoad (rules 25, 26, 64)")
    func eachLoadMakesANewView() throws {
        let (recorder, vc, views) = try replaySeed003()

        let awakeDepths = recorder.events.filter { $0.callback == "awakeFromNib" && $0.kind == .view }.map(\.depth)
        let loadDepths = recorder.events.filter { $0.callback == "loadView" }.map(\.depth)

        #expect(views[0] !== views[1])
        #expect(views.map(\.awakenings) == [1, 1])
        #expect(zip(awakeDepths, loadDepths).allSatisfy { $0 == $1 + 1 })
        #expect(vc.bannerAtViewDidLoad == [true, true])
        #expect(vc.banner.superview === views[1])
        #expect(vc.nibName == "vc-003-view-view-003")
    }

    @Test("A controller at the top level of a xib (MainWindow.xib style) is made with init(coder:), awoken, and keeps the nibName the xib gives it (rules 10, 24, 26)")
    func controllerInAXib() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["MainWindow.xib": Seed003Files.mainWindow])
        let recorder = LifecycleRecorder(scope: .all)

        let objects = try #require(files.bundle.loadNibNamed("MainWindow", owner: nil, options: nil))

        let vc = try #require(objects.first as? Seed003NibController)
        #expect(objects.count == 1)
        #expect(vc.nibName == "MyView")
        #expect(!vc.isViewLoaded)
        #expect(recorder.lines(for: vc).map { $0.replacingOccurrences(of: "Seed003NibController", with: "VC") } == [
            "VC.init(coder: …)", "VC.awakeFromNib()",
        ])
    }

    @Test("A controller from MainWindow.xib loads its view from MyView.xib in the same bundle: the seed's whole nib timeline (rules 10, 11, 24–26)")
    func mainWindowControllerLoadsMyView() throws {
        UIApplication.shared.resetForTesting()
        let myView = IBXML.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Seed003NibController" customModule="HeadlessUIKitTests">
                <connections>
                    <outlet property="view" destination="root" id="c1"/>
                    <outlet property="banner" destination="lbl" id="c2"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root" customClass="Seed003NibView" customModule="HeadlessUIKitTests">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>
                    <label opaque="NO" contentMode="left" text="Hello" id="lbl">
                        <rect key="frame" x="20" y="100" width="350" height="44"/>
                    </label>
                </subviews>
            </view>
            """)
        let files = try FixtureBundle(["MainWindow.xib": Seed003Files.mainWindow, "MyView.xib": myView])
        let recorder = LifecycleRecorder(includingViews: true, scope: .all)
        let vc = try #require(files.bundle.loadNibNamed("MainWindow", owner: nil, options: nil)?.first as? Seed003NibController)

        vc.loadViewIfNeeded()

        let lines = recorder.controllerLines.map { $0.replacingOccurrences(of: "Seed003NibController", with: "VC") }
        #expect(lines == ["VC.init(coder: …)", "VC.awakeFromNib()", "VC.loadView()", "VC.viewDidLoad()"])
        #expect(recorder.lines.contains("Seed003NibView.awakeFromNib()"))
        #expect((vc.view as? Seed003NibView)?.awakenings == 1)
        #expect(vc.bannerAtViewDidLoad == [true])
    }

    @Test("`headless demo seed003` prints the nib timeline: awakeFromNib for the controller, the view's inside loadView, unload and reload")
    func demoPrintsTheNibTimeline() throws {
        let (status, output) = try runHeadless(["demo", "seed003", "--no-color"])

        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let expected = [
            "MyViewController.init(coder: …)", "MyViewController.awakeFromNib()",
            "MyViewController.loadView()", "MyView.awakeFromNib()", "MyViewController.viewDidLoad()",
            "MyViewController.viewDidUnload()",
            "MyViewController.loadView()", "MyView.awakeFromNib()", "MyViewController.viewDidLoad()",
        ]
        var position = lines.startIndex
        for line in expected {
            let found = lines[position...].firstIndex(of: line)
            #expect(found != nil, "\(line) after line \(position)")
            position = (found ?? position) + 1
        }
        #expect(status == 0)
    }
}
