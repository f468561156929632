import Foundation
import Testing
@testable import HeadlessUIKit

extension Stage {
    /// The recorded lines without layout callbacks and inits: the transition's order.
    var transitionLines: [String] { lines.filter { !$0.contains("Layout") && !$0.contains(".init(") } }
}

/// A root controller holding one child whose view fills it, as a container would.
@MainActor
func makeRootWithChild() -> (root: UIViewController, child: ProbeController) {
    let root = UIViewController()
    let child = ProbeController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    return (root, child)
}

@MainActor
struct PresentationAppearanceTests {
    @Test("Rule 45: full-screen present: B loads, A will-disappear and B will-appear inside the call; B did-appear, A did-disappear, completion at the end", arguments: [true, false])
    func fullScreenPresent(animated: Bool) {
        let stage = Stage()
        let a = ProbeController()
        let b = ProbeController()
        b.modalPresentationStyle = .fullScreen
        stage.name(a, "A")
        stage.name(b, "B")
        stage.show(a)
        stage.clear()
        var atCompletion: [String]?
        var aInWindowAtCompletion: Bool?

        a.present(b, animated: animated) {
            atCompletion = stage.transitionLines
            aInWindowAtCompletion = a.view.window != nil
        }
        let insideTheCall = stage.transitionLines
        let aInWindowDuring = a.view.window != nil
        UIApplication.shared.runUntilIdle()

        #expect(insideTheCall == [
            "B.loadView()", "B.viewDidLoad()",
            "A.viewWillDisappear(animated: \(animated))", "B.viewWillAppear(animated: \(animated))",
        ])
        #expect(stage.transitionLines == insideTheCall + [
            "B.viewIsAppearing(animated: \(animated))", "B.viewDidAppear(animated: \(animated))",
            "A.viewDidDisappear(animated: \(animated))",
        ])
        #expect(atCompletion == stage.transitionLines)
        #expect(aInWindowDuring)
        #expect(aInWindowAtCompletion == false)
        #expect(b.view.superview === stage.window)
        #expect(b.view.frame == stage.window.bounds)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.note(for: "viewWillAppear")?.contains("inWindow=false") == true)
        #expect(b.note(for: "viewIsAppearing")?.contains("inWindow=true") == true)
        #expect(a.note(for: "viewDidDisappear")?.contains("inWindow=false") == true)
    }

    @Test("Rule 45: an animated present ends after 0.5 s; a non-animated one at the next turn")
    func presentTiming() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        stage.name(a, "A")
        stage.name(b, "B")
        stage.show(a)
        var completed = false

        a.present(b, animated: true) { completed = true }
        UIApplication.shared.advanceTime(by: 0.49)
        let beforeTheEnd = (completed, stage.transitionLines.contains("B.viewDidAppear(animated: true)"))
        UIApplication.shared.advanceTime(by: 0.01)

        #expect(beforeTheEnd == (false, false))
        #expect(completed)
        #expect(stage.transitionLines.last == "A.viewDidDisappear(animated: true)")
    }

    @Test("Rule 46: full-screen dismiss: B will-disappear and A will-appear inside the call (A's view back at once); A did-appear, B did-disappear, completion at the end", arguments: [true, false])
    func fullScreenDismiss(animated: Bool) {
        let stage = Stage()
        let a = ProbeController()
        let b = ProbeController()
        b.modalPresentationStyle = .fullScreen
        stage.name(a, "A")
        stage.name(b, "B")
        stage.show(a)
        a.present(b, animated: animated)
        UIApplication.shared.runUntilIdle()
        stage.clear()
        var atCompletion: [String]?
        var presentedAtCompletion: UIViewController?

        a.dismiss(animated: animated) {
            atCompletion = stage.transitionLines
            presentedAtCompletion = a.presentedViewController
        }
        let insideTheCall = stage.transitionLines
        let aInWindowAtStart = a.view.window != nil
        UIApplication.shared.runUntilIdle()

        #expect(insideTheCall == ["B.viewWillDisappear(animated: \(animated))", "A.viewWillAppear(animated: \(animated))"])
        #expect(stage.transitionLines == insideTheCall + [
            "A.viewIsAppearing(animated: \(animated))", "A.viewDidAppear(animated: \(animated))",
            "B.viewDidDisappear(animated: \(animated))",
        ])
        #expect(atCompletion == stage.transitionLines)
        #expect(presentedAtCompletion == nil)
        #expect(aInWindowAtStart)
        #expect(a.view.superview === stage.window)
        #expect(b.view.superview == nil)
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(a.notes.last { $0.hasPrefix("viewWillAppear") }?.contains("inWindow=false") == true)
        #expect(b.note(for: "viewDidDisappear")?.contains("inWindow=false") == true)
    }

    @Test("Rule 47: sheets, over-full-screen, over-current-context, popover and custom styles send the presenter no callbacks and leave its view",
          arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .automatic, .overFullScreen, .overCurrentContext, .popover, .custom],
          [true, false])
    func presenterStaysForOverStyles(style: UIModalPresentationStyle, animated: Bool) {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        b.modalPresentationStyle = style
        stage.name(a, "A")
        stage.name(b, "B")
        stage.show(a)
        stage.clear()
        var order: [String] = []

        a.present(b, animated: animated) { order.append("present completion") }
        UIApplication.shared.runUntilIdle()
        let presenting = stage.transitionLines
        let aInWindowWhilePresented = a.view.window === stage.window
        stage.clear()
        a.dismiss(animated: animated) { order.append("dismiss completion") }
        UIApplication.shared.runUntilIdle()

        #expect(presenting == [
            "B.loadView()", "B.viewDidLoad()", "B.viewWillAppear(animated: \(animated))",
            "B.viewIsAppearing(animated: \(animated))", "B.viewDidAppear(animated: \(animated))",
        ])
        #expect(stage.transitionLines == ["B.viewWillDisappear(animated: \(animated))", "B.viewDidDisappear(animated: \(animated))"])
        #expect(order == ["present completion", "dismiss completion"])
        #expect(aInWindowWhilePresented)
        #expect(a.view.superview === stage.window)
        #expect(b.viewIfLoaded?.superview == nil)
    }

    @Test("Rule 47: .automatic means a page sheet; a sheet sits below the status bar, full screen fills the window")
    func automaticIsPageSheet() {
        let stage = Stage()
        let a = UIViewController()
        let sheet = UIViewController()
        stage.show(a)

        a.present(sheet, animated: false)
        UIApplication.shared.runUntilIdle()

        #expect(sheet.modalPresentationStyle == .automatic)
        #expect(sheet.presentationController?.presentationStyle == .pageSheet)
        #expect(sheet.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
        #expect(sheet.presentationController?.containerView === stage.window)
    }

    @Test("Rule 49: isBeingPresented only in the presented controller's appear callbacks; isBeingDismissed only in its disappear callbacks", arguments: [true, false])
    func beingPresentedAndDismissedFlags(animated: Bool) {
        let stage = Stage()
        let a = ProbeController()
        let b = ProbeController()
        b.modalPresentationStyle = .fullScreen
        stage.show(a)

        a.present(b, animated: animated)
        UIApplication.shared.runUntilIdle()
        let afterPresenting = (b.isBeingPresented, b.isBeingDismissed)
        a.dismiss(animated: animated)
        UIApplication.shared.runUntilIdle()

        for callback in ["viewWillAppear", "viewIsAppearing", "viewDidAppear"] {
            #expect(b.note(for: callback)?.contains("beingPresented") == true, "B.\(callback)")
            #expect(b.note(for: callback)?.contains("beingDismissed") == false, "B.\(callback)")
        }
        for callback in ["viewWillDisappear", "viewDidDisappear"] {
            #expect(b.note(for: callback)?.contains("beingDismissed") == true, "B.\(callback)")
            #expect(b.note(for: callback)?.contains("beingPresented") == false, "B.\(callback)")
        }
        #expect(a.notes.allSatisfy { !$0.contains("beingPresented") && !$0.contains("beingDismissed") })
        #expect(afterPresenting == (false, false))
        #expect(!b.isBeingDismissed)
    }

    @Test("Rule 50: the animated flag of present and dismiss reaches every callback", arguments: [true, false])
    func animatedFlagEverywhere(animated: Bool) {
        let stage = Stage()
        let a = ProbeController()
        let b = ProbeController()
        b.modalPresentationStyle = .fullScreen
        stage.show(a)

        a.present(b, animated: animated)
        UIApplication.shared.runUntilIdle()
        a.dismiss(animated: animated)
        UIApplication.shared.runUntilIdle()

        #expect(a.notes.count == 3 + 2 + 3)   // launch's appearance + present + dismiss
        #expect(a.notes.dropFirst(3).allSatisfy { $0.contains("animated=\(animated)") })
        #expect(b.notes.count == 5)
        #expect(b.notes.allSatisfy { $0.contains("animated=\(animated)") })
    }

    @Test("Rule 45: a full-screen present with animations disabled still passes animated: true and ends at the next turn")
    func animationsDisabled() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        stage.name(b, "B")
        stage.show(a)
        UIView.setAnimationsEnabled(false)
        var completed = false

        a.present(b, animated: true) { completed = true }
        UIApplication.shared.advanceTime(by: 0)

        #expect(completed)
        #expect(stage.transitionLines.contains("B.viewDidAppear(animated: true)"))
    }

    @Test("Rules 45 and 47: a full-screen present over a sheet removes and hides both; dismissing it brings both back", arguments: [true, false])
    func fullScreenOverASheet(animated: Bool) {
        let stage = Stage()
        let a = UIViewController()
        let sheet = UIViewController()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        stage.name(a, "A")
        stage.name(sheet, "S")
        stage.name(cover, "C")
        stage.show(a)
        a.present(sheet, animated: false)
        UIApplication.shared.runUntilIdle()
        stage.clear()

        sheet.present(cover, animated: animated)
        UIApplication.shared.runUntilIdle()
        let presenting = stage.transitionLines
        let windowWhilePresented = stage.window.subviews
        stage.clear()
        sheet.dismiss(animated: animated)
        UIApplication.shared.runUntilIdle()

        #expect(presenting == [
            "C.loadView()", "C.viewDidLoad()",
            "S.viewWillDisappear(animated: \(animated))", "A.viewWillDisappear(animated: \(animated))",
            "C.viewWillAppear(animated: \(animated))", "C.viewIsAppearing(animated: \(animated))",
            "C.viewDidAppear(animated: \(animated))",
            "S.viewDidDisappear(animated: \(animated))", "A.viewDidDisappear(animated: \(animated))",
        ])
        #expect(windowWhilePresented == [cover.view])
        #expect(stage.transitionLines == [
            "C.viewWillDisappear(animated: \(animated))",
            "A.viewWillAppear(animated: \(animated))", "S.viewWillAppear(animated: \(animated))",
            "A.viewIsAppearing(animated: \(animated))", "S.viewIsAppearing(animated: \(animated))",
            "A.viewDidAppear(animated: \(animated))", "S.viewDidAppear(animated: \(animated))",
            "C.viewDidDisappear(animated: \(animated))",
        ])
        #expect(stage.window.subviews == [a.view, sheet.view])
        #expect(a.presentedViewController === sheet)
    }

    @Test("Rule 45 within a context: .currentContext covers the nearest controller that defines the presentation context, which gets the callbacks", arguments: [true, false])
    func currentContext(animated: Bool) {
        let stage = Stage()
        let (root, context) = makeRootWithChild()
        context.definesPresentationContext = true
        context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
        let inner = UIViewController()
        context.addChild(inner)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        let b = UIViewController()
        b.modalPresentationStyle = .currentContext
        stage.name(root, "Root")
        stage.name(context, "Context")
        stage.name(b, "B")
        stage.show(root)
        stage.clear()

        inner.present(b, animated: animated)
        UIApplication.shared.runUntilIdle()
        let presenting = stage.transitionLines
        let contextInWindow = context.view.window != nil
        let links = (b.presentingViewController, context.presentedViewController, root.presentedViewController)
        stage.clear()
        inner.dismiss(animated: animated)
        UIApplication.shared.runUntilIdle()

        #expect(presenting == [
            "B.loadView()", "B.viewDidLoad()",
            "Context.viewWillDisappear(animated: \(animated))", "B.viewWillAppear(animated: \(animated))",
            "B.viewIsAppearing(animated: \(animated))", "B.viewDidAppear(animated: \(animated))",
            "Context.viewDidDisappear(animated: \(animated))",
        ])
        #expect(!contextInWindow)
        #expect(links.0 === context)
        #expect(links.1 === b)
        #expect(links.2 == nil)
        #expect(stage.transitionLines == [
            "B.viewWillDisappear(animated: \(animated))", "Context.viewWillAppear(animated: \(animated))",
            "Context.viewIsAppearing(animated: \(animated))", "Context.viewDidAppear(animated: \(animated))",
            "B.viewDidDisappear(animated: \(animated))",
        ])
        #expect(context.view.superview === root.view)
        #expect(context.presentedViewController == nil)
    }

    @Test("Rule 47 within a context: .overCurrentContext sits over the context's view, which stays and gets no callbacks")
    func overCurrentContext() {
        let stage = Stage()
        let (root, context) = makeRootWithChild()
        context.definesPresentationContext = true
        context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
        let b = UIViewController()
        b.modalPresentationStyle = .overCurrentContext
        stage.name(context, "Context")
        stage.show(root)
        stage.clear()

        context.present(b, animated: false)
        UIApplication.shared.runUntilIdle()

        #expect(stage.transitionLines.isEmpty)
        #expect(b.view.superview === root.view)
        #expect(b.view.frame == context.view.frame)
        #expect(root.view.subviews == [context.view, b.view])
        #expect(b.presentingViewController === context)
    }

    @Test("Rule 45: .currentContext with no controller defining a context presents over the window's root")
    func currentContextWithoutDefiningController() {
        let stage = Stage()
        let (root, child) = makeRootWithChild()
        let b = UIViewController()
        b.modalPresentationStyle = .currentContext
        stage.name(root, "Root")
        stage.show(root)
        stage.clear()

        child.present(b, animated: false)
        UIApplication.shared.runUntilIdle()

        #expect(b.presentingViewController === root)
        #expect(stage.transitionLines.contains("Root.viewWillDisappear(animated: false)"))
        #expect(root.view.window == nil)
    }

    @Test("Presenting from a child: the outermost controller presents; the child and the parent both report the presented controller")
    func presentingFromAChild() {
        let stage = Stage()
        let (root, child) = makeRootWithChild()
        let b = UIViewController()
        let inner = UIViewController()
        b.addChild(inner)
        stage.name(root, "Root")
        stage.name(child, "Child")
        stage.show(root)
        stage.clear()

        child.present(b, animated: false)
        UIApplication.shared.runUntilIdle()

        #expect(b.presentingViewController === root)
        #expect(root.presentedViewController === b)
        #expect(child.presentedViewController === b)
        #expect(root.storedPresentedViewController === b)
        #expect(child.storedPresentedViewController == nil)
        #expect(inner.presentingViewController === root)
        #expect(inner.presentedViewController == nil)
        #expect(stage.transitionLines.isEmpty)   // rule 47: a page sheet
    }

    @Test("Rule 61: parent never returns the presenting controller; children exclude presented controllers")
    func parentAndChildrenIgnorePresentation() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        stage.show(a)

        a.present(b, animated: true)
        let duringTheTransition = (b.parent, a.children)
        UIApplication.shared.runUntilIdle()

        #expect(duringTheTransition.0 == nil)
        #expect(duringTheTransition.1.isEmpty)
        #expect(b.parent == nil)
        #expect(a.children.isEmpty)
        #expect(b.presentingViewController === a)
    }
}
