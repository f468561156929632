import Foundation
import Testing
@testable import HeadlessUIKit

/// Rules 72–74: the superview and window callbacks, and the hierarchy's bookkeeping.
@MainActor
struct ViewsHierarchyTests {
    /// A visible window holding a superview `S`; `V` (with a child `C`) is not in it yet.
    private func visibleWindowScene() -> (window: UIWindow, superview: UIView, view: UIView, child: UIView) {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(superview)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(child)
        UIApplication.shared.runUntilIdle()
        return (window, superview, view, child)
    }

    private func namedRecorder(_ objects: [(AnyObject, String)]) -> LifecycleRecorder {
        let recorder = LifecycleRecorder(includingViews: true, scope: .named)
        for (object, name) in objects { recorder.name(object, name) }
        return recorder
    }

    // MARK: Rule 72

    @Test("Rule 72: adding a subview to a view in a visible window sends superview, window (every descendant), then didAddSubview")
    func addInVisibleWindow() {
        UIApplication.shared.resetForTesting()
        let (window, superview, view, child) = visibleWindowScene()
        let recorder = namedRecorder([(window, "W"), (superview, "S"), (view, "V"), (child, "C")])

        superview.addSubview(view)

        #expect(recorder.lines == [
            "V.willMove(toSuperview: S)",
            "V.willMove(toWindow: W)", "C.willMove(toWindow: W)",
            "V.didMoveToWindow()", "C.didMoveToWindow()",
            "V.didMoveToSuperview()",
            "S.didAddSubview(V)",
        ])
        #expect(view.superview === superview)
        #expect(view.window === window)
        #expect(child.window === window)
    }

    @Test("Rule 72: removing a view from a visible window sends willRemoveSubview, superview nil, window nil, then the dids")
    func removeFromVisibleWindow() {
        UIApplication.shared.resetForTesting()
        let (window, superview, view, child) = visibleWindowScene()
        superview.addSubview(view)
        let recorder = namedRecorder([(window, "W"), (superview, "S"), (view, "V"), (child, "C")])

        view.removeFromSuperview()

        #expect(recorder.lines == [
            "S.willRemoveSubview(V)",
            "V.willMove(toSuperview: nil)",
            "V.willMove(toWindow: nil)", "C.willMove(toWindow: nil)",
            "V.didMoveToWindow()", "C.didMoveToWindow()",
            "V.didMoveToSuperview()",
        ])
        #expect(view.superview == nil)
        #expect(view.window == nil)
        #expect(child.window == nil)
        #expect(superview.subviews.isEmpty)
    }

    @Test("Rule 72: a hidden window is still a window: adding to it sends the window callbacks")
    func addInHiddenWindow() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let superview = UIView()
        window.addSubview(superview)
        let view = UIView()
        let recorder = namedRecorder([(window, "W"), (superview, "S"), (view, "V")])

        superview.addSubview(view)

        #expect(window.isHidden)
        #expect(recorder.lines == [
            "V.willMove(toSuperview: S)", "V.willMove(toWindow: W)", "V.didMoveToWindow()",
            "V.didMoveToSuperview()", "S.didAddSubview(V)",
        ])
        #expect(view.window === window)
    }

    @Test("Rule 72: removing a view when its superview is not in a window sends only the superview callbacks")
    func removeOffWindow() {
        UIApplication.shared.resetForTesting()
        let superview = UIView()
        let view = UIView()
        superview.addSubview(view)
        let recorder = namedRecorder([(superview, "S"), (view, "V")])

        view.removeFromSuperview()

        #expect(recorder.lines == [
            "S.willRemoveSubview(V)", "V.willMove(toSuperview: nil)", "V.didMoveToSuperview()",
        ])
    }

    @Test("Rule 72: removing a view that has no superview sends nothing")
    func removeWithoutSuperview() {
        UIApplication.shared.resetForTesting()
        let view = UIView()
        let recorder = namedRecorder([(view, "V")])

        view.removeFromSuperview()

        #expect(recorder.lines.isEmpty)
    }

    // MARK: Rule 73

    @Test("Rule 73: adding a subview off-window sends only the superview callbacks")
    func addOffWindow() {
        UIApplication.shared.resetForTesting()
        let superview = UIView()
        let view = UIView()
        let recorder = namedRecorder([(superview, "S"), (view, "V")])

        superview.addSubview(view)

        #expect(recorder.lines == ["V.willMove(toSuperview: S)", "V.didMoveToSuperview()", "S.didAddSubview(V)"])
        #expect(view.window == nil)
    }

    @Test("Rule 73: a subtree built off-window hears about its window when it joins one")
    func subtreeJoinsWindowLater() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let superview = UIView()
        let view = UIView()
        superview.addSubview(view)
        let recorder = namedRecorder([(window, "W"), (superview, "S"), (view, "V")])

        window.addSubview(superview)

        #expect(recorder.lines == [
            "S.willMove(toSuperview: W)",
            "S.willMove(toWindow: W)", "V.willMove(toWindow: W)",
            "S.didMoveToWindow()", "V.didMoveToWindow()",
            "S.didMoveToSuperview()",
            "W.didAddSubview(S)",
        ])
        #expect(view.window === window)
    }

    // MARK: Rule 74

    @Test("Rule 74: window callbacks reach every descendant, parents before children, three levels deep")
    func windowCallbacksReachEveryDescendant() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let top = UIView()
        let left = UIView()
        let right = UIView()
        let grandchild = UIView()
        top.addSubview(left)
        top.addSubview(right)
        left.addSubview(grandchild)
        let recorder = namedRecorder([(window, "W"), (top, "T"), (left, "L"), (right, "R"), (grandchild, "G")])

        window.addSubview(top)

        let windowLines = recorder.lines.filter { $0.contains("Window") }
        #expect(windowLines == [
            "T.willMove(toWindow: W)", "L.willMove(toWindow: W)", "G.willMove(toWindow: W)", "R.willMove(toWindow: W)",
            "T.didMoveToWindow()", "L.didMoveToWindow()", "G.didMoveToWindow()", "R.didMoveToWindow()",
        ])
        #expect([top, left, right, grandchild].allSatisfy { $0.window === window })
    }

    // MARK: Moving and reordering

    @Test("Rule 72: moving a view to another superview in the same window tells the old superview, and sends no window callbacks")
    func moveBetweenSuperviewsInSameWindow() {
        UIApplication.shared.resetForTesting()
        let (window, first, view, child) = visibleWindowScene()
        let second = UIView()
        window.addSubview(second)
        first.addSubview(view)
        let recorder = namedRecorder([(window, "W"), (first, "S1"), (second, "S2"), (view, "V"), (child, "C")])

        second.addSubview(view)

        #expect(recorder.lines == [
            "S1.willRemoveSubview(V)", "V.willMove(toSuperview: S2)", "V.didMoveToSuperview()", "S2.didAddSubview(V)",
        ])
        #expect(first.subviews.isEmpty)
        #expect(second.subviews == [view])
        #expect(view.superview === second)
    }

    @Test("Rule 72: moving a view from a window to an off-window superview sends the window callbacks with nil")
    func moveOutOfWindow() {
        UIApplication.shared.resetForTesting()
        let (window, first, view, _) = visibleWindowScene()
        first.addSubview(view)
        let offWindow = UIView()
        let recorder = namedRecorder([(window, "W"), (first, "S1"), (offWindow, "S2"), (view, "V")])

        offWindow.addSubview(view)

        #expect(recorder.lines == [
            "S1.willRemoveSubview(V)", "V.willMove(toSuperview: S2)", "V.willMove(toWindow: nil)",
            "V.didMoveToWindow()", "V.didMoveToSuperview()", "S2.didAddSubview(V)",
        ])
        #expect(view.window == nil)
        #expect(first.subviews.isEmpty)
    }

    @Test("Rule 74: moving a subtree from one window to another tells every descendant about the new window")
    func moveBetweenWindows() {
        UIApplication.shared.resetForTesting()
        let first = UIWindow()
        let second = UIWindow()
        let view = UIView()
        let child = UIView()
        view.addSubview(child)
        first.addSubview(view)
        let recorder = namedRecorder([(first, "W1"), (second, "W2"), (view, "V"), (child, "C")])

        second.addSubview(view)

        #expect(recorder.lines == [
            "W1.willRemoveSubview(V)", "V.willMove(toSuperview: W2)",
            "V.willMove(toWindow: W2)", "C.willMove(toWindow: W2)",
            "V.didMoveToWindow()", "C.didMoveToWindow()",
            "V.didMoveToSuperview()", "W2.didAddSubview(V)",
        ])
        #expect(child.window === second)
        #expect(first.subviews.isEmpty)
    }

    @Test("Rule 72: removing a view from a hidden window still sends the window callbacks")
    func removeFromHiddenWindow() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let view = UIView()
        window.addSubview(view)
        let recorder = namedRecorder([(window, "W"), (view, "V")])

        view.removeFromSuperview()

        #expect(recorder.lines == [
            "W.willRemoveSubview(V)", "V.willMove(toSuperview: nil)", "V.willMove(toWindow: nil)",
            "V.didMoveToWindow()", "V.didMoveToSuperview()",
        ])
    }

    @Test("Rule 72: adding a view already in the superview only moves it to the front, with no callbacks")
    func reorderWithoutCallbacks() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let superview = UIView()
        window.addSubview(superview)
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(superview.addSubview)
        let recorder = namedRecorder([(window, "W"), (superview, "S"), (a, "A"), (b, "B"), (c, "C")])

        superview.addSubview(a)

        #expect(superview.subviews == [b, c, a])
        #expect(recorder.lines.isEmpty)
    }

    @Test("bringSubviewToFront and sendSubviewToBack reorder without callbacks")
    func bringToFrontAndSendToBack() {
        UIApplication.shared.resetForTesting()
        let superview = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(superview.addSubview)
        let recorder = namedRecorder([(superview, "S"), (a, "A"), (b, "B"), (c, "C")])

        superview.bringSubviewToFront(a)
        let afterFront = superview.subviews
        superview.sendSubviewToBack(c)

        #expect(afterFront == [b, c, a])
        #expect(superview.subviews == [c, b, a])
        #expect(recorder.lines.isEmpty)
    }

    @Test("bringSubviewToFront ignores a view that is not a subview")
    func bringForeignViewToFront() {
        UIApplication.shared.resetForTesting()
        let superview = UIView()
        let a = UIView(), b = UIView()
        [a, b].forEach(superview.addSubview)
        let stranger = UIView()

        superview.bringSubviewToFront(stranger)
        superview.sendSubviewToBack(stranger)

        #expect(superview.subviews == [a, b])
        #expect(stranger.superview == nil)
    }

    @Test("exchangeSubview(at:withSubviewAt:) swaps two subviews")
    func exchangeSubviews() {
        UIApplication.shared.resetForTesting()
        let superview = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(superview.addSubview)

        superview.exchangeSubview(at: 0, withSubviewAt: 2)

        #expect(superview.subviews == [c, b, a])
    }

    @Test("insertSubview(_:at:) puts a new subview at the index and sends the add callbacks")
    func insertAtIndex() {
        UIApplication.shared.resetForTesting()
        let superview = UIView()
        let a = UIView(), b = UIView(), inserted = UIView()
        [a, b].forEach(superview.addSubview)
        let recorder = namedRecorder([(superview, "S"), (inserted, "V")])

        superview.insertSubview(inserted, at: 1)

        #expect(superview.subviews == [a, inserted, b])
        #expect(recorder.lines == ["V.willMove(toSuperview: S)", "V.didMoveToSuperview()", "S.didAddSubview(V)"])
    }

    @Test("insertSubview(_:at:) with an index past the end adds on top")
    func insertPastTheEnd() {
        UIApplication.shared.resetForTesting()
        let superview = UIView()
        let a = UIView(), inserted = UIView()
        superview.addSubview(a)

        superview.insertSubview(inserted, at: 10)

        #expect(superview.subviews == [a, inserted])
    }

    @Test("insertSubview(_:aboveSubview:) and (_:belowSubview:) place a new view next to its sibling")
    func insertAboveAndBelowNewViews() {
        UIApplication.shared.resetForTesting()
        let superview = UIView()
        let a = UIView(), b = UIView(), above = UIView(), below = UIView()
        [a, b].forEach(superview.addSubview)

        superview.insertSubview(above, aboveSubview: a)
        superview.insertSubview(below, belowSubview: a)

        #expect(superview.subviews == [below, a, above, b])
    }

    @Test("insertSubview(_:aboveSubview:) moves a view already in the superview to just above the sibling")
    func insertExistingAbove() {
        UIApplication.shared.resetForTesting()
        let superview = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(superview.addSubview)
        let recorder = namedRecorder([(superview, "S"), (a, "A")])

        superview.insertSubview(a, aboveSubview: b)

        #expect(superview.subviews == [b, a, c])
        #expect(recorder.lines.isEmpty)
    }

    @Test("insertSubview(_:belowSubview:) moves a view already in the superview to just below the sibling")
    func insertExistingBelow() {
        UIApplication.shared.resetForTesting()
        let superview = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(superview.addSubview)

        superview.insertSubview(a, belowSubview: c)
        let afterFirstMove = superview.subviews
        superview.insertSubview(c, belowSubview: b)

        #expect(afterFirstMove == [b, a, c])
        #expect(superview.subviews == [c, b, a])
    }

    // MARK: Queries

    @Test("isDescendant(of:) is true for the view itself and its ancestors only")
    func isDescendant() {
        UIApplication.shared.resetForTesting()
        let root = UIView(), middle = UIView(), leaf = UIView(), sibling = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.addSubview(sibling)

        let results = (
            leafInRoot: leaf.isDescendant(of: root), leafInMiddle: leaf.isDescendant(of: middle),
            leafInItself: leaf.isDescendant(of: leaf), rootInLeaf: root.isDescendant(of: leaf),
            leafInSibling: leaf.isDescendant(of: sibling))

        #expect(results.leafInRoot)
        #expect(results.leafInMiddle)
        #expect(results.leafInItself)
        #expect(!results.rootInLeaf)
        #expect(!results.leafInSibling)
    }

    @Test("viewWithTag finds the view itself, then descendants depth first, else nil")
    func viewWithTag() {
        UIApplication.shared.resetForTesting()
        let root = UIView(), first = UIView(), deep = UIView(), second = UIView()
        root.tag = 1
        first.tag = 2
        deep.tag = 3
        second.tag = 3
        root.addSubview(first)
        first.addSubview(deep)
        root.addSubview(second)

        let found = (root.viewWithTag(1), root.viewWithTag(2), root.viewWithTag(3), root.viewWithTag(99), first.viewWithTag(1))

        #expect(found.0 === root)
        #expect(found.1 === first)
        #expect(found.2 === deep)
        #expect(found.3 == nil)
        #expect(found.4 == nil)
    }

    // MARK: Misuse

    @Test("Rule 72: addSubview(self) stops the program with UIKit's \"Can't add self as subview\"")
    func addSelfAsSubviewStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                view.addSubview(view)
            }
        }

        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Can't add self as subview"))
        #expect(message.contains("NSInvalidArgumentException"))
    }

    @Test("Rule 72: addSubviewOrThrow(self) throws \"Can't add self as subview\" and changes nothing")
    func addSelfOrThrow() {
        UIApplication.shared.resetForTesting()
        let view = UIView()

        #expect(throws: UIKitException.invalidArgument("Can't add self as subview")) {
            try view.addSubviewOrThrow(view)
        }

        #expect(view.superview == nil)
        #expect(view.subviews.isEmpty)
    }

    @Test("Rule 72: adding an ancestor as a subview is refused like adding self, and the hierarchy is unchanged")
    func addAncestorOrThrow() {
        UIApplication.shared.resetForTesting()
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)

        #expect(throws: UIKitException.invalidArgument("Can't add self as subview")) {
            try leaf.addSubviewOrThrow(root)
        }

        #expect(root.superview == nil)
        #expect(leaf.subviews.isEmpty)
        #expect(middle.superview === root)
    }

    @Test("Rule 72: addSubview(ancestor) stops the program instead of making a cycle")
    func addAncestorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIView(), leaf = UIView()
                root.addSubview(leaf)
                leaf.addSubview(root)
            }
        }

        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Can't add self as subview"))
    }

    @Test("addSubviewOrThrow adds a valid subview with the usual callbacks")
    func addOrThrowSucceeds() throws {
        UIApplication.shared.resetForTesting()
        let superview = UIView(), view = UIView()
        let recorder = namedRecorder([(superview, "S"), (view, "V")])

        try superview.addSubviewOrThrow(view)

        #expect(superview.subviews == [view])
        #expect(recorder.lines == ["V.willMove(toSuperview: S)", "V.didMoveToSuperview()", "S.didAddSubview(V)"])
    }
}
