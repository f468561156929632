import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
private final class DismissalDelegate: UIAdaptivePresentationControllerDelegate {
    var events: [String] = []
    var allows = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("shouldDismiss")
        return allows
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("didAttemptToDismiss") }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("didDismiss") }
}

@MainActor
struct PresentationInteractiveTests {
    /// A presents a page sheet B; everything finished.
    private func sheet(_ stage: Stage) -> (ProbeController, ProbeController) {
        let a = ProbeController()
        let b = ProbeController()
        stage.name(a, "A")
        stage.name(b, "B")
        stage.show(a)
        a.present(b, animated: true)
        UIApplication.shared.runUntilIdle()
        stage.clear()
        return (a, b)
    }

    @Test("Rule 48: a cancelled swipe-dismiss of a sheet sends B.viewWillDisappear, B.viewWillAppear, B.viewIsAppearing, B.viewDidAppear; the presenter gets nothing")
    func cancelledSwipe() throws {
        let stage = Stage()
        let (a, b) = sheet(stage)

        let swipe = try #require(b.beginInteractiveDismissal())
        let atStart = stage.transitionLines
        swipe.update(0.3)
        swipe.cancel()
        UIApplication.shared.runUntilIdle()

        #expect(atStart == ["B.viewWillDisappear(animated: true)"])
        #expect(stage.transitionLines == [
            "B.viewWillDisappear(animated: true)", "B.viewWillAppear(animated: true)",
            "B.viewIsAppearing(animated: true)", "B.viewDidAppear(animated: true)",
        ])
        #expect(b.note(for: "viewWillDisappear")?.contains("beingDismissed") == true)
        #expect(a.presentedViewController === b)
        #expect(b.view.window === stage.window)
        #expect(b.beginInteractiveDismissal() != nil)   // presented again: it can be swiped again
    }

    @Test("Rules 47 and 49: a finished swipe-dismiss sends B's disappear callbacks, clears presentedViewController and tells the delegate")
    func finishedSwipe() throws {
        let stage = Stage()
        let (a, b) = sheet(stage)
        let delegate = DismissalDelegate()
        b.presentationController?.delegate = delegate

        let swipe = try #require(b.beginInteractiveDismissal())
        swipe.update(0.6)
        let presentedDuringTheSwipe = a.presentedViewController
        swipe.finish()
        UIApplication.shared.runUntilIdle()

        #expect(stage.transitionLines == ["B.viewWillDisappear(animated: true)", "B.viewDidDisappear(animated: true)"])
        #expect(b.note(for: "viewDidDisappear")?.contains("beingDismissed") == true)
        #expect(presentedDuringTheSwipe === b)
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(b.view.superview == nil)
        #expect(delegate.events == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("isModalInPresentation: a sheet's swipe is refused with a warning, and the delegate hears of the attempt")
    func modalInPresentationRefusesTheSwipe() {
        let stage = Stage()
        let (a, b) = sheet(stage)
        let delegate = DismissalDelegate()
        b.presentationController?.delegate = delegate
        b.isModalInPresentation = true

        let swipe = b.beginInteractiveDismissal()

        #expect(swipe == nil)
        #expect(stage.recorder.diagnostics == ["beginInteractiveDismissal() on \(b) is refused: \(b) has isModalInPresentation set."])
        #expect(delegate.events == ["didAttemptToDismiss"])
        #expect(stage.recorder.controllerLines.isEmpty)
        #expect(a.presentedViewController === b)
    }

    @Test("A delegate that answers presentationControllerShouldDismiss false refuses the swipe")
    func delegateRefusesTheSwipe() {
        let stage = Stage()
        let (_, b) = sheet(stage)
        let delegate = DismissalDelegate()
        delegate.allows = false
        b.presentationController?.delegate = delegate

        #expect(b.beginInteractiveDismissal() == nil)
        #expect(delegate.events == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test("Only a sheet can be swiped: a full-screen or unpresented controller gives nil and a warning")
    func onlySheetsSwipe() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        stage.show(a)
        a.present(b, animated: false)
        UIApplication.shared.runUntilIdle()

        let fromFullScreen = b.beginInteractiveDismissal()
        let fromUnpresented = a.beginInteractiveDismissal()

        #expect(fromFullScreen == nil)
        #expect(fromUnpresented == nil)
        #expect(stage.recorder.diagnostics.count == 2)
        #expect(stage.recorder.diagnostics.first?.contains("not as a sheet") == true)
    }

    @Test("A child of a sheet swipes the sheet it is in")
    func swipingFromAChild() throws {
        let stage = Stage()
        let a = UIViewController()
        let (container, child) = makeRootWithChild()
        stage.show(a)
        a.present(container, animated: false)
        UIApplication.shared.runUntilIdle()

        let swipe = try #require(child.beginInteractiveDismissal())
        swipe.finish()
        UIApplication.shared.runUntilIdle()

        #expect(a.presentedViewController == nil)
        #expect(container.view.superview == nil)
    }
}
