import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct PresentationChainTests {
    /// A presents B, B presents C, both full screen; everything finished.
    private func chain(_ stage: Stage, cStyle: UIModalPresentationStyle = .fullScreen) -> (ProbeController, ProbeController, ProbeController) {
        let a = ProbeController()
        let b = ProbeController()
        let c = ProbeController()
        b.modalPresentationStyle = .fullScreen
        c.modalPresentationStyle = cStyle
        stage.name(a, "A")
        stage.name(b, "B")
        stage.name(c, "C")
        stage.show(a)
        a.present(b, animated: false)
        UIApplication.shared.runUntilIdle()
        b.present(c, animated: false)
        UIApplication.shared.runUntilIdle()
        stage.clear()
        return (a, b, c)
    }

    @Test("Rule 46, chain: A.dismiss with B and C above dismisses both; B, already hidden under full-screen C, gets no callbacks", arguments: [true, false])
    func dismissingFromTheBottom(animated: Bool) {
        let stage = Stage()
        let (a, b, c) = chain(stage)
        var atCompletion: [String]?

        a.dismiss(animated: animated) { atCompletion = stage.transitionLines }
        UIApplication.shared.runUntilIdle()

        #expect(stage.transitionLines == [
            "C.viewWillDisappear(animated: \(animated))", "A.viewWillAppear(animated: \(animated))",
            "A.viewIsAppearing(animated: \(animated))", "A.viewDidAppear(animated: \(animated))",
            "C.viewDidDisappear(animated: \(animated))",
        ])
        #expect(atCompletion == stage.transitionLines)
        #expect(a.presentedViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(c.presentingViewController == nil)
        #expect(stage.window.subviews == [a.view])
    }

    @Test("Rule 46, chain: with a sheet C over full-screen B, A.dismiss sends both their callbacks, top first; only the top one animates", arguments: [true, false])
    func dismissingTwoVisibleControllers(animated: Bool) {
        let stage = Stage()
        let (a, b, c) = chain(stage, cStyle: .pageSheet)

        a.dismiss(animated: animated)
        UIApplication.shared.runUntilIdle()

        #expect(stage.transitionLines == [
            "C.viewWillDisappear(animated: \(animated))", "B.viewWillDisappear(animated: false)",
            "A.viewWillAppear(animated: \(animated))",
            "A.viewIsAppearing(animated: \(animated))", "A.viewDidAppear(animated: \(animated))",
            "C.viewDidDisappear(animated: \(animated))", "B.viewDidDisappear(animated: false)",
        ])
        #expect(b.note(for: "viewWillDisappear")?.contains("beingDismissed") == true)
        #expect(c.note(for: "viewWillDisappear")?.contains("beingDismissed") == true)
        #expect(a.presentedViewController == nil)
        #expect(b.view.superview == nil)
        #expect(c.view.superview == nil)
    }

    @Test("Rule 46, chain: B.dismiss when B presented C dismisses C only, and B appears again", arguments: [true, false])
    func dismissingFromTheMiddle(animated: Bool) {
        let stage = Stage()
        let (a, b, c) = chain(stage)

        b.dismiss(animated: animated)
        UIApplication.shared.runUntilIdle()

        #expect(stage.transitionLines == [
            "C.viewWillDisappear(animated: \(animated))", "B.viewWillAppear(animated: \(animated))",
            "B.viewIsAppearing(animated: \(animated))", "B.viewDidAppear(animated: \(animated))",
            "C.viewDidDisappear(animated: \(animated))",
        ])
        #expect(a.presentedViewController === b)
        #expect(b.presentedViewController == nil)
        #expect(c.presentingViewController == nil)
        #expect(stage.window.subviews == [b.view])
    }

    @Test("Rule 46: dismiss on the presented controller itself asks its presenter to dismiss it", arguments: [true, false])
    func dismissingFromThePresented(animated: Bool) {
        let stage = Stage()
        let (_, b, c) = chain(stage)
        var completed = false

        c.dismiss(animated: animated) { completed = true }
        UIApplication.shared.runUntilIdle()

        #expect(completed)
        #expect(b.presentedViewController == nil)
        #expect(stage.transitionLines.first == "C.viewWillDisappear(animated: \(animated))")
    }

    @Test("Rule 46: dismiss from a child of a presented container dismisses the container")
    func dismissingFromAChildOfThePresented() {
        let stage = Stage()
        let a = UIViewController()
        let (container, child) = makeRootWithChild()
        container.modalPresentationStyle = .fullScreen
        stage.name(container, "Container")
        stage.name(child, "Child")
        stage.show(a)
        a.present(container, animated: false)
        UIApplication.shared.runUntilIdle()
        stage.clear()

        child.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()

        #expect(child.presentingViewController == nil)
        #expect(a.presentedViewController == nil)
        #expect(stage.transitionLines == [
            "Container.viewWillDisappear(animated: false)", "Child.viewWillDisappear(animated: false)",
            "Container.viewDidDisappear(animated: false)", "Child.viewDidDisappear(animated: false)",
        ])
    }

    @Test("Rule 46: dismiss with nothing presented and not presented does nothing and calls no completion")
    func dismissingNothing() {
        let stage = Stage()
        let a = UIViewController()
        stage.name(a, "A")
        stage.show(a)
        stage.clear()
        var completed = false

        a.dismiss(animated: true) { completed = true }
        UIApplication.shared.runUntilIdle()

        #expect(!completed)
        #expect(stage.lines.isEmpty)
    }

    @Test("Rule 46: dismissing while the presentation is still running logs UIKit's warning and is ignored")
    func dismissingDuringThePresentation() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        stage.show(a)
        a.present(b, animated: true)

        a.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()

        #expect(stage.recorder.diagnostics == ["Attempt to dismiss from view controller \(a) while a presentation or dismiss is in progress!"])
        #expect(a.presentedViewController === b)
    }

    @Test("Rule 45: the presented controller can present in its presentation's completion")
    func presentingFromACompletion() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        stage.show(a)

        a.present(b, animated: true) { b.present(c, animated: true) }
        UIApplication.shared.runUntilIdle()

        #expect(b.presentedViewController === c)
        #expect(c.presentingViewController === b)
        #expect(stage.recorder.diagnostics.isEmpty)
    }
}
