import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct AppearanceTests {
    @Test("Rule 31: appearing sends viewWillAppear, viewIsAppearing, viewDidAppear; disappearing sends viewWillDisappear, viewDidDisappear")
    func appearAndDisappearOrder() {
        let stage = Stage()
        let controller = UIViewController()
        stage.name(controller, "A")
        stage.clear()
        stage.show(controller)

        let appearing = stage.recorder.controllerLines.filter { !$0.contains("Layout") && !$0.contains("load") && !$0.contains("Load") }
        stage.clear()
        stage.window.isHidden = true

        #expect(appearing == ["A.viewWillAppear(animated: false)", "A.viewIsAppearing(animated: false)", "A.viewDidAppear(animated: false)"])
        #expect(stage.lines == ["A.viewWillDisappear(animated: false)", "A.viewDidDisappear(animated: false)"])
    }

    @Test("Rule 31: a transition cancelled midway sends the opposite will, then its did")
    func cancelledTransition() {
        let stage = Stage()
        let controller = UIViewController()
        stage.name(controller, "A")
        controller.loadViewIfNeeded()
        stage.clear()

        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()

        #expect(stage.lines == ["A.viewWillAppear(animated: true)", "A.viewWillDisappear(animated: true)", "A.viewDidDisappear(animated: true)"])
        #expect(stage.recorder.diagnostics.isEmpty)
    }

    @Test("Rule 32: viewWillAppear runs before the view is in the window; viewIsAppearing after")
    func willAppearBeforeViewIsAdded() {
        let stage = Stage()
        let root = UIViewController()
        stage.show(root)
        let child = ProbeController()
        root.addChild(child)

        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        UIApplication.shared.runUntilIdle()

        #expect(child.note(for: "viewWillAppear")?.contains("inWindow=false") == true)
        #expect(child.note(for: "viewIsAppearing")?.contains("inWindow=true") == true)
        #expect(child.note(for: "viewDidAppear")?.contains("inWindow=true") == true)
    }

    @Test("Rule 33: viewWillLayoutSubviews and viewDidLayoutSubviews wrap the root view's layoutSubviews, again on each layout")
    func layoutCallbacksWrapLayoutSubviews() {
        let stage = Stage(includingViews: true)
        let controller = UIViewController()
        stage.name(controller, "A")
        stage.show(controller)
        stage.name(controller.view, "V")
        stage.clear()

        controller.view.setNeedsLayout()
        UIApplication.shared.runUntilIdle()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()

        let wrapped = ["A.viewWillLayoutSubviews()", "V.layoutSubviews()", "A.viewDidLayoutSubviews()"]
        #expect(stage.lines == wrapped + wrapped)
    }

    @Test("Rule 33: layout callbacks are not paired with appearance: none when nothing needs layout")
    func noLayoutWithoutNeed() {
        let stage = Stage()
        let controller = UIViewController()
        stage.name(controller, "A")
        stage.show(controller)
        stage.clear()

        stage.window.isHidden = true
        stage.window.isHidden = false
        UIApplication.shared.runUntilIdle()

        #expect(!stage.lines.contains("A.viewWillLayoutSubviews()") || stage.lines.filter { $0 == "A.viewWillLayoutSubviews()" }.count <= 1)
        #expect(stage.lines.first == "A.viewWillDisappear(animated: false)")
        #expect(stage.lines.last == "A.viewDidAppear(animated: false)")
    }

    @Test("Rule 34: setting rootViewController loads the view; the appearance callbacks wait for makeKeyAndVisible")
    func rootLoadsButAppearsOnlyWhenVisible() {
        let stage = Stage()
        let root = UIViewController()
        stage.name(root, "Root")

        stage.window.rootViewController = root
        UIApplication.shared.runUntilIdle()

        #expect(stage.lines == ["Root.init(nibName: nil, bundle: nil)", "Root.loadView()", "Root.viewDidLoad()"])

        stage.window.makeKeyAndVisible()

        #expect(stage.lines.last == "Root.viewWillAppear(animated: false)")

        UIApplication.shared.runUntilIdle()

        #expect(stage.lines.last == "Root.viewDidAppear(animated: false)")
        #expect(stage.window.isKeyWindow)
    }

    @Test("Rule 35: replacing the root of a visible window: the old root disappears, then the new root appears")
    func replacingTheRoot() {
        let stage = Stage()
        let old = UIViewController()
        let new = UIViewController()
        stage.name(old, "Old")
        stage.name(new, "New")
        stage.show(old)
        new.loadViewIfNeeded()
        stage.clear()

        stage.window.rootViewController = new
        UIApplication.shared.runUntilIdle()

        #expect(stage.lines == [
            "Old.viewWillDisappear(animated: false)", "Old.viewDidDisappear(animated: false)",
            "New.viewWillAppear(animated: false)", "New.viewIsAppearing(animated: false)",
            "New.viewWillLayoutSubviews()", "New.viewDidLayoutSubviews()", "New.viewDidAppear(animated: false)",
        ])
        #expect(old.view.superview == nil)
        #expect(new.view.superview === stage.window)
    }

    @Test("Rule 56: children whose views are in the parent's hierarchy appear and disappear with it, parent first")
    func childrenFollowTheParent() {
        let stage = Stage()
        let parent = UIViewController()
        let child = UIViewController()
        let hiddenChild = UIViewController()
        stage.name(parent, "P")
        stage.name(child, "C")
        stage.name(hiddenChild, "H")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(hiddenChild)
        hiddenChild.didMove(toParent: parent)
        stage.window.rootViewController = parent
        stage.clear()

        stage.window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let appearing = stage.lines.filter { !$0.contains("Layout") }
        stage.clear()
        stage.window.isHidden = true

        #expect(appearing == [
            "P.viewWillAppear(animated: false)", "C.viewWillAppear(animated: false)",
            "P.viewIsAppearing(animated: false)", "C.viewIsAppearing(animated: false)",
            "P.viewDidAppear(animated: false)", "C.viewDidAppear(animated: false)",
        ])
        #expect(stage.lines == [
            "P.viewWillDisappear(animated: false)", "C.viewWillDisappear(animated: false)",
            "P.viewDidDisappear(animated: false)", "C.viewDidDisappear(animated: false)",
        ])
        #expect(!hiddenChild.isViewLoaded)
    }

    @Test("Rule 56: a child's view that enters or leaves a visible parent makes the child appear or disappear")
    func childViewEnteringTheWindow() {
        let stage = Stage()
        let parent = UIViewController()
        let child = UIViewController()
        stage.name(child, "C")
        stage.show(parent)
        parent.addChild(child)
        child.loadViewIfNeeded()
        stage.clear()

        parent.view.addSubview(child.view)
        let afterAdd = stage.lines
        UIApplication.shared.runUntilIdle()
        let afterIdle = stage.lines
        stage.clear()
        child.view.removeFromSuperview()

        #expect(afterAdd == ["C.viewWillAppear(animated: false)"])
        #expect(afterIdle.last == "C.viewDidAppear(animated: false)")
        #expect(stage.lines == ["C.viewWillDisappear(animated: false)", "C.viewDidDisappear(animated: false)"])
    }

    @Test("Rule 57: with forwarding off, children get nothing until the container calls begin/end")
    func manualForwarding() {
        let stage = Stage()
        let container = ManualContainer()
        let child = UIViewController()
        stage.name(child, "C")
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        stage.clear()

        stage.show(container)
        let automatic = stage.lines
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()

        #expect(automatic.filter { $0.contains("Appear") }.isEmpty)
        #expect(stage.lines.filter { $0.contains("Appear") } == [
            "C.viewWillAppear(animated: false)", "C.viewIsAppearing(animated: false)", "C.viewDidAppear(animated: false)",
        ])
    }

    @Test("Rule 57: unbalanced begin/end calls log UIKit's warning and change nothing")
    func unbalancedCalls() {
        let stage = Stage()
        let controller = UIViewController()
        stage.name(controller, "A")
        controller.loadViewIfNeeded()
        stage.clear()

        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()

        #expect(stage.recorder.diagnostics.count == 2)
        #expect(stage.recorder.diagnostics.allSatisfy { $0.hasPrefix("Unbalanced calls to begin/end appearance transitions for <") })
        #expect(stage.recorder.controllerLines == [
            "A.viewWillAppear(animated: false)", "A.viewIsAppearing(animated: false)", "A.viewDidAppear(animated: false)",
        ])
    }
}
