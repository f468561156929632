import Foundation
import Testing
@testable import HeadlessUIKit

/// Rules 75–78: when layoutSubviews runs.
@MainActor
struct ViewsLayoutTests {
    /// A visible window ⊃ A ⊃ B ⊃ C, laid out once already, and a recorder that sees A, B and C by name.
    /// (Layout passes lay out visible windows only, as Core Animation commits only on-screen layers.)
    @MainActor
    private final class Chain {
        let window = UIWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let recorder: LifecycleRecorder

        init() {
            window.makeKeyAndVisible()
            window.addSubview(a)
            a.addSubview(b)
            b.addSubview(c)
            UIApplication.shared.runUntilIdle()
            recorder = LifecycleRecorder(includingViews: true, scope: .named)
            recorder.name(a, "A")
            recorder.name(b, "B")
            recorder.name(c, "C")
        }
    }

    @Test("Rule 75: setNeedsLayout only marks; layoutSubviews waits for the scheduler")
    func setNeedsLayoutDefers() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (b, recorder) = (chain.b, chain.recorder)

        b.setNeedsLayout()
        let beforeRun = recorder.lines
        UIApplication.shared.runUntilIdle()

        #expect(beforeRun.isEmpty)
        #expect(recorder.lines == ["B.layoutSubviews()"])
    }

    @Test("Rule 75: several setNeedsLayout calls merge into one layoutSubviews")
    func setNeedsLayoutMerges() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (b, recorder) = (chain.b, chain.recorder)

        b.setNeedsLayout()
        b.setNeedsLayout()
        b.setNeedsLayout()
        UIApplication.shared.runUntilIdle()

        #expect(recorder.lines == ["B.layoutSubviews()"])
    }

    @Test("Rule 75: a layout pass lays out marked views parents before children, and only the marked ones")
    func layoutPassOrder() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (a, c, recorder) = (chain.a, chain.c, chain.recorder)

        c.setNeedsLayout()
        a.setNeedsLayout()
        UIApplication.shared.runUntilIdle()

        #expect(recorder.lines == ["A.layoutSubviews()", "C.layoutSubviews()"])
    }

    @Test("Rule 76: layoutIfNeeded with nothing pending sends no callback")
    func layoutIfNeededWithNothingPending() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (a, b, c, recorder) = (chain.a, chain.b, chain.c, chain.recorder)

        a.layoutIfNeeded()
        b.layoutIfNeeded()
        c.layoutIfNeeded()

        #expect(recorder.lines.isEmpty)
    }

    @Test("Rule 76: layoutIfNeeded lays out at once, and the scheduled pass then has nothing left to do")
    func layoutIfNeededIsImmediate() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (b, recorder) = (chain.b, chain.recorder)

        b.setNeedsLayout()
        b.layoutIfNeeded()
        let immediately = recorder.lines
        UIApplication.shared.runUntilIdle()

        #expect(immediately == ["B.layoutSubviews()"])
        #expect(recorder.lines == ["B.layoutSubviews()"])
    }

    @Test("Rule 76: layoutIfNeeded starts at the highest ancestor that needs layout, parents before children")
    func layoutIfNeededFromHighestAncestor() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (a, b, c, recorder) = (chain.a, chain.b, chain.c, chain.recorder)

        c.setNeedsLayout()
        b.setNeedsLayout()
        a.setNeedsLayout()
        c.layoutIfNeeded()

        #expect(recorder.lines == ["A.layoutSubviews()", "B.layoutSubviews()", "C.layoutSubviews()"])
    }

    @Test("Rule 76: layoutIfNeeded climbs only through ancestors that need layout (CALayer's documented walk)")
    func layoutIfNeededStopsAtCleanAncestor() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (a, c, recorder) = (chain.a, chain.c, chain.recorder)

        a.setNeedsLayout()
        c.setNeedsLayout()
        c.layoutIfNeeded()
        let immediately = recorder.lines
        UIApplication.shared.runUntilIdle()

        #expect(immediately == ["C.layoutSubviews()"])
        #expect(recorder.lines == ["C.layoutSubviews()", "A.layoutSubviews()"])
    }

    @Test("Rule 76: layoutIfNeeded lays out marked descendants of the receiver")
    func layoutIfNeededReachesDescendants() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (a, c, recorder) = (chain.a, chain.c, chain.recorder)

        c.setNeedsLayout()
        a.layoutIfNeeded()

        #expect(recorder.lines == ["C.layoutSubviews()"])
    }

    @Test("Rule 78: a size change lays the view out on the next pass")
    func sizeChangeTriggersLayout() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (b, recorder) = (chain.b, chain.recorder)

        b.frame = CGRect(x: 0, y: 0, width: 60, height: 50)
        let beforeRun = recorder.lines
        UIApplication.shared.runUntilIdle()

        #expect(beforeRun.isEmpty)
        #expect(recorder.lines.contains("B.layoutSubviews()"))
    }

    @Test("Rule 78: changing the bounds size lays the view out too")
    func boundsSizeChangeTriggersLayout() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (b, recorder) = (chain.b, chain.recorder)

        b.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        UIApplication.shared.runUntilIdle()

        #expect(recorder.lines.contains("B.layoutSubviews()"))
    }

    @Test("Rule 78: an origin-only change (frame origin or center) does not lay the view out")
    func originChangeDoesNotTriggerLayout() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (b, recorder) = (chain.b, chain.recorder)

        b.frame = CGRect(x: 30, y: 40, width: 50, height: 50)
        b.center = CGPoint(x: 70, y: 70)
        UIApplication.shared.runUntilIdle()

        #expect(recorder.lines.isEmpty)
    }

    @Test("Rule 78: setting the same frame again does not lay the view out")
    func sameFrameDoesNotTriggerLayout() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (b, recorder) = (chain.b, chain.recorder)

        b.frame = b.frame
        UIApplication.shared.runUntilIdle()

        #expect(recorder.lines.isEmpty)
    }

    @Test("Rule 78: adding a subview lays out the superview (and the new view) on the next pass")
    func addingSubviewTriggersLayout() {
        UIApplication.shared.resetForTesting()
        let chain = Chain()
        let (b, recorder) = (chain.b, chain.recorder)
        let added = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        recorder.name(added, "D")

        b.addSubview(added)
        let beforeRun = recorder.lines.filter { $0.hasSuffix("layoutSubviews()") }
        UIApplication.shared.runUntilIdle()

        #expect(beforeRun.isEmpty)
        #expect(recorder.lines.filter { $0.hasSuffix("layoutSubviews()") } == ["B.layoutSubviews()", "D.layoutSubviews()"])
    }

    @Test("Rule 77: a controller's root view's layoutSubviews is wrapped by viewWillLayoutSubviews and viewDidLayoutSubviews")
    func controllerWrapsRootViewLayout() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let recorder = LifecycleRecorder(includingViews: true, scope: .named)
        recorder.name(controller, "VC")
        recorder.name(controller.view, "Root")

        controller.view.setNeedsLayout()
        UIApplication.shared.runUntilIdle()

        #expect(recorder.lines == ["VC.viewWillLayoutSubviews()", "Root.layoutSubviews()", "VC.viewDidLayoutSubviews()"])
    }

    @Test("Rule 77: layoutIfNeeded on a root view outside any window is wrapped by the controller's callbacks too")
    func controllerWrapsLayoutIfNeeded() {
        UIApplication.shared.resetForTesting()
        let controller = UIViewController()
        let root = controller.view!
        root.layoutIfNeeded()
        let recorder = LifecycleRecorder(includingViews: true, scope: .named)
        recorder.name(controller, "VC")
        recorder.name(root, "Root")

        root.setNeedsLayout()
        root.layoutIfNeeded()

        #expect(recorder.lines == ["VC.viewWillLayoutSubviews()", "Root.layoutSubviews()", "VC.viewDidLayoutSubviews()"])
    }

    @Test("Rule 77: a subview of a root view is laid out without the controller's callbacks")
    func controllerDoesNotWrapSubviewLayout() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let subview = UIView()
        controller.view.addSubview(subview)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let recorder = LifecycleRecorder(includingViews: true, scope: .named)
        recorder.name(controller, "VC")
        recorder.name(subview, "Sub")

        subview.setNeedsLayout()
        UIApplication.shared.runUntilIdle()

        #expect(recorder.lines == ["Sub.layoutSubviews()"])
    }

    @Test("Rule 75: a view that lays out its subviews sees their new frames laid out in the same pass")
    func layoutPassReachesViewsResizedByParent() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let parent = StretchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: .zero)
        window.addSubview(parent)
        parent.addSubview(child)
        UIApplication.shared.runUntilIdle()
        let recorder = LifecycleRecorder(includingViews: true, scope: .named)
        recorder.name(parent, "P")
        recorder.name(child, "C")

        parent.frame.size = CGSize(width: 200, height: 100)
        UIApplication.shared.runUntilIdle()

        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(recorder.lines == ["P.layoutSubviews()", "C.layoutSubviews()"])
    }

    @Test("Rule 75: a view outside a visible window keeps its mark through the pass and is laid out when it joins one")
    func offscreenViewWaitsForVisibleWindow() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView()
        view.layoutIfNeeded()
        let recorder = LifecycleRecorder(includingViews: true, scope: .named)
        recorder.name(view, "V")

        view.setNeedsLayout()
        UIApplication.shared.runUntilIdle()
        let offscreen = recorder.lines
        window.addSubview(view)
        UIApplication.shared.runUntilIdle()

        #expect(offscreen.isEmpty)
        #expect(recorder.lines.filter { $0.hasSuffix("layoutSubviews()") } == ["V.layoutSubviews()"])
    }
}

/// Sizes every subview to its own bounds in layoutSubviews.
private final class StretchingView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews { subview.frame = bounds }
    }
}
