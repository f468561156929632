import Foundation
import Testing
@testable import HeadlessUIKit

/// Seed 002's container, written as the seed writes it (with its `self.currentClientView` typo fixed).
@MainActor
private final class ContentContainer: UIViewController {
    func frameForContentController() -> CGRect { view.bounds.insetBy(dx: 10, dy: 10) }
    func newViewStartFrame() -> CGRect { view.bounds.offsetBy(dx: view.bounds.width, dy: 0) }
    func oldViewEndFrame() -> CGRect { view.bounds.offsetBy(dx: -view.bounds.width, dy: 0) }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
    }

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        let endFrame = oldViewEndFrame()
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = endFrame
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
    }
}

@MainActor
struct ContainmentTests {
    @Test("Rule 53: addChild sends willMove(toParent:) and never didMove")
    func addChildSendsWillMoveOnly() {
        let stage = Stage()
        let parent = UIViewController()
        let child = UIViewController()
        stage.name(parent, "P")
        stage.name(child, "C")
        stage.clear()

        parent.addChild(child)

        #expect(stage.lines == ["C.willMove(toParent: P)"])
        #expect(child.parent === parent)
        #expect(parent.children == [child])
        #expect(!child.isViewLoaded)
    }

    @Test("Rule 54: removeFromParent sends didMove(toParent: nil) and never willMove")
    func removeFromParentSendsDidMoveOnly() {
        let stage = Stage()
        let parent = UIViewController()
        let child = UIViewController()
        stage.name(child, "C")
        parent.addChild(child)
        stage.clear()

        child.removeFromParent()

        #expect(stage.lines == ["C.didMove(toParent: nil)"])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test("Rule 55: adding a child that has another parent first removes it from the old one")
    func addingAChildOfAnotherParent() {
        let stage = Stage()
        let first = UIViewController()
        let second = UIViewController()
        let child = UIViewController()
        stage.name(first, "First")
        stage.name(second, "Second")
        stage.name(child, "C")
        first.addChild(child)
        stage.clear()

        second.addChild(child)

        #expect(stage.lines == ["C.didMove(toParent: nil)", "C.willMove(toParent: Second)"])
        #expect(first.children.isEmpty)
        #expect(second.children == [child])
    }

    @Test("Seed 002: displayContentController adds the child, shows its view and the child appears with isMovingToParent")
    func seed002Display() {
        let stage = Stage()
        let container = ContentContainer()
        let content = ProbeController()
        stage.name(container, "Container")
        stage.name(content, "Content")
        stage.show(container)
        stage.clear()

        container.displayContentController(content)
        UIApplication.shared.runUntilIdle()

        #expect(stage.recorder.lines(for: content).filter { !$0.contains("Layout") } == [
            "Content.willMove(toParent: Container)", "Content.loadView()", "Content.viewDidLoad()",
            "Content.viewWillAppear(animated: false)", "Content.didMove(toParent: Container)",
            "Content.viewIsAppearing(animated: false)", "Content.viewDidAppear(animated: false)",
        ])
        #expect(content.view.frame == CGRect(x: 10, y: 10, width: 370, height: 824))
        #expect(content.note(for: "viewWillAppear")?.contains("movingToParent") == true)
        #expect(content.note(for: "viewDidAppear")?.contains("movingToParent") == false)
        #expect(!content.isMovingToParent)
    }

    @Test("Seed 002: hideContentController removes the view and the child, which disappears with isMovingFromParent")
    func seed002Hide() {
        let stage = Stage()
        let container = ContentContainer()
        let content = ProbeController()
        stage.name(content, "Content")
        stage.show(container)
        container.displayContentController(content)
        UIApplication.shared.runUntilIdle()
        stage.clear()

        container.hideContentController(content)

        #expect(stage.lines == [
            "Content.willMove(toParent: nil)", "Content.viewWillDisappear(animated: false)",
            "Content.viewDidDisappear(animated: false)", "Content.didMove(toParent: nil)",
        ])
        #expect(content.note(for: "viewWillDisappear")?.contains("movingFromParent") == true)
        #expect(content.note(for: "viewDidDisappear")?.contains("movingFromParent") == true)
        #expect(!content.isMovingFromParent)
        #expect(container.children.isEmpty)
        #expect(content.view.superview == nil)
    }

    @Test("Seed 002 and rule 58: cycle(from:to:) swaps the children's views, forwards appearance, and finishes when the animation ends")
    func seed002Cycle() {
        let stage = Stage()
        let container = ContentContainer()
        let old = UIViewController()
        let new = UIViewController()
        stage.name(old, "Old")
        stage.name(new, "New")
        stage.show(container)
        container.displayContentController(old)
        UIApplication.shared.runUntilIdle()
        let oldFrame = old.view.frame
        stage.clear()

        container.cycle(from: old, to: new)
        let atStart = stage.lines.filter { !$0.contains("Layout") }
        UIApplication.shared.advanceTime(by: 0.2)
        let beforeTheEnd = stage.lines.filter { !$0.contains("Layout") }
        UIApplication.shared.advanceTime(by: 0.05)

        #expect(atStart == [
            "Old.willMove(toParent: nil)", "New.willMove(toParent: ContentContainer)", "New.loadView()", "New.viewDidLoad()",
            "Old.viewWillDisappear(animated: true)", "New.viewWillAppear(animated: true)",
        ])
        #expect(beforeTheEnd == atStart + ["New.viewIsAppearing(animated: true)"])
        #expect(stage.lines.filter { !$0.contains("Layout") }.suffix(4) == [
            "Old.viewDidDisappear(animated: true)", "New.viewDidAppear(animated: true)",
            "Old.didMove(toParent: nil)", "New.didMove(toParent: ContentContainer)",
        ])
        #expect(new.view.frame == oldFrame)
        #expect(old.view.superview == nil)
        #expect(new.view.superview === container.view)
        #expect(container.children == [new])
    }

    @Test("Rule 58: transition does not call willMove or didMove itself")
    func transitionLeavesContainmentCallsToTheCaller() {
        let stage = Stage()
        let container = UIViewController()
        let a = UIViewController()
        let b = UIViewController()
        stage.name(a, "A")
        stage.name(b, "B")
        container.addChild(a)
        container.addChild(b)
        container.view.addSubview(a.view)
        stage.clear()

        container.transition(from: a, to: b, duration: 0, animations: nil)
        UIApplication.shared.runUntilIdle()

        #expect(!stage.lines.contains { $0.contains("Move") })
        #expect(b.view.superview === container.view)
        #expect(a.view.superview == nil)
    }

    @Test("Rule 58: transitioning between controllers that are not both children throws UIKit's error")
    func transitionNeedsACommonParent() {
        let container = UIViewController()
        let child = UIViewController()
        let stranger = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)

        let error = #expect(throws: UIKitException.self) {
            try container.transitionOrThrow(from: child, to: stranger, duration: 0, animations: nil)
        }

        #expect(error?.name == "NSInvalidArgumentException")
        #expect(error?.reason.hasPrefix("Children view controllers <") == true)
        #expect(error?.reason.contains("must have a common parent view controller") == true)
        #expect(stranger.viewIfLoaded == nil)
    }

    @Test("Rule 58: the non-throwing transition stops with UIKit's message")
    func transitionNeedsACommonParentStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = UIViewController()
                container.transition(from: UIViewController(), to: UIViewController(), duration: 0, animations: nil)
            }
        }

        #expect(standardError(of: result).contains("must have a common parent view controller"))
    }

    @Test("Rule 59: a child's view put under a controller that is not its parent is refused with UIKit's message")
    func childViewUnderTheWrongController() {
        let parent = UIViewController()
        let other = UIViewController()
        let child = UIViewController()
        parent.addChild(child)

        let error = #expect(throws: UIKitException.self) { try other.view.addSubviewOrThrow(child.view) }

        #expect(error?.name == "UIViewControllerHierarchyInconsistency")
        #expect(error?.reason.hasPrefix("child view controller:<") == true)
        #expect(error?.reason.contains("should have parent view controller:<") == true)
        #expect(error?.reason.contains("but actual parent is:<") == true)
        #expect(child.view.superview == nil)
    }

    @Test("Rule 59: addSubview with a child's view under the wrong controller stops")
    func childViewUnderTheWrongControllerStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIViewController()
                let child = UIViewController()
                let other = UIViewController()
                parent.addChild(child)
                other.view.addSubview(child.view)
                withExtendedLifetime(other) {}
            }
        }

        #expect(standardError(of: result).contains("should have parent view controller"))
    }

    @Test("Rule 61: parent and children reflect containment only")
    func parentAndChildrenReflectContainmentOnly() {
        let parent = UIViewController()
        let child = UIViewController()
        let bystander = UIViewController()

        parent.addChild(child)
        parent.view.addSubview(bystander.view)

        #expect(parent.children == [child])
        #expect(bystander.parent == nil)
        #expect(child.parent === parent)
    }

    @Test("A controller cannot be its own child or its descendant's child")
    func noContainmentCycles() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIViewController()
                let child = UIViewController()
                parent.addChild(child)
                child.addChild(parent)
            }
        }

        #expect(standardError(of: result).contains("as a child of its own descendant"))
    }
}

@MainActor
struct ContainmentWindowTests {
    @Test("Rule 59: a child's view put directly in a window is refused, naming the expected parent (null)")
    func childViewDirectlyInAWindow() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)

        let error = #expect(throws: UIKitException.self) { try window.addSubviewOrThrow(child.view) }

        #expect(error?.reason.contains("should have parent view controller:(null) but actual parent is:<") == true)
    }

    @Test("Rule 59: a child's view may wait in a detached container view before joining its parent's view")
    func childViewInADetachedContainer() throws {
        UIApplication.shared.resetForTesting()
        let parent = UIViewController()
        let child = UIViewController()
        let holder = UIView()
        parent.addChild(child)

        try holder.addSubviewOrThrow(child.view)
        try parent.view.addSubviewOrThrow(holder)

        #expect(child.view.isDescendant(of: parent.view))
    }
}
