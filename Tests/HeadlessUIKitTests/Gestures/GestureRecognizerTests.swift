import Foundation
import Testing
@testable import HeadlessUIKit

/// A controller that handles gestures, listing its action methods as apps do.
final class GestureTargetController: UIViewController {
    var received: [(String, UIGestureRecognizer.State)] = []
    var translations: [CGPoint] = []

    func handleTap(_ sender: Any?) {
        guard let recognizer = sender as? UIGestureRecognizer else { return }
        received.append(("tap", recognizer.state))
    }

    func handlePan(_ sender: Any?) {
        guard let pan = sender as? UIPanGestureRecognizer else { return }
        received.append(("pan", pan.state))
        translations.append(pan.translation(in: pan.view))
    }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding([
            "handleTap:": .init(GestureTargetController.handleTap),
            "handlePan:": .init(GestureTargetController.handlePan),
        ])
    }
}

/// A delegate that can refuse to let recognizers begin.
@MainActor
final class RefusingGestureDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
struct GestureRecognizerTests {
    @Test("A new recognizer is possible, enabled, and cancels touches; subclasses have UIKit's defaults")
    func defaults() {
        UIApplication.shared.resetForTesting()

        let tap = UITapGestureRecognizer(target: nil, action: nil)
        let press = UILongPressGestureRecognizer()
        let swipe = UISwipeGestureRecognizer()
        let edge = UIScreenEdgePanGestureRecognizer()

        #expect(tap.state == .possible && tap.isEnabled && tap.cancelsTouchesInView)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(press.minimumPressDuration == 0.5)
        #expect(swipe.direction == .right)
        #expect(edge.edges == [])
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(tap.view == nil)
    }

    @Test("Adding a recognizer to a view attaches it; adding it to another view moves it")
    func attachAndMove() {
        UIApplication.shared.resetForTesting()
        let first = UIView()
        let second = UIView()
        let tap = UITapGestureRecognizer()

        first.addGestureRecognizer(tap)
        first.addGestureRecognizer(tap)
        let attached = first.gestureRecognizers?.count
        second.addGestureRecognizer(tap)

        #expect(attached == 1)
        #expect(first.gestureRecognizers == nil)
        #expect(second.gestureRecognizers?.first === tap)
        #expect(tap.view === second)
    }

    @Test("Removing a recognizer detaches it")
    func remove() {
        UIApplication.shared.resetForTesting()
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)

        view.removeGestureRecognizer(pan)

        #expect(view.gestureRecognizers == nil)
        #expect(pan.view == nil)
    }

    @Test("A simulated tap sends the action to the target with the recognizer in .recognized, then resets")
    func tapSendsAction() {
        UIApplication.shared.resetForTesting()
        let controller = GestureTargetController()
        let tap = UITapGestureRecognizer(target: controller, action: "handleTap:")
        controller.view.addGestureRecognizer(tap)

        let recognized = tap.simulateRecognition()

        #expect(recognized)
        #expect(controller.received.map(\.0) == ["tap"])
        #expect(controller.received.map(\.1) == [.recognized])
        #expect(tap.state == .possible)
    }

    @Test("A continuous recognizer sends its action at began, changed and ended, with the translation")
    func panSendsEachState() {
        UIApplication.shared.resetForTesting()
        let controller = GestureTargetController()
        let pan = UIPanGestureRecognizer(target: controller, action: "handlePan:")
        controller.view.addGestureRecognizer(pan)

        pan.simulatePan(by: CGPoint(x: 40, y: -10))

        #expect(controller.received.map(\.1) == [.began, .changed, .ended])
        #expect(controller.translations == [.zero, CGPoint(x: 40, y: -10), CGPoint(x: 40, y: -10)])
        #expect(pan.translation(in: nil) == .zero)
    }

    @Test("Nothing is recognized when the recognizer is disabled, detached, or its view ignores touches")
    func nothingWhenUnable() {
        UIApplication.shared.resetForTesting()
        let controller = GestureTargetController()
        let detached = UITapGestureRecognizer(target: controller, action: "handleTap:")
        let disabled = UITapGestureRecognizer(target: controller, action: "handleTap:")
        disabled.isEnabled = false
        let ignoring = UIView()
        ignoring.isUserInteractionEnabled = false
        let onIgnoring = UITapGestureRecognizer(target: controller, action: "handleTap:")
        controller.view.addGestureRecognizer(disabled)
        ignoring.addGestureRecognizer(onIgnoring)

        let results = [detached.simulateRecognition(), disabled.simulateRecognition(), onIgnoring.simulateRecognition()]

        #expect(results == [false, false, false])
        #expect(controller.received.isEmpty)
    }

    @Test("A delegate that refuses gestureRecognizerShouldBegin makes the gesture fail")
    func delegateRefuses() {
        UIApplication.shared.resetForTesting()
        let controller = GestureTargetController()
        let delegate = RefusingGestureDelegate()
        let tap = UITapGestureRecognizer(target: controller, action: "handleTap:")
        tap.delegate = delegate
        controller.view.addGestureRecognizer(tap)

        let recognized = tap.simulateRecognition()
        withExtendedLifetime(delegate) {}

        #expect(!recognized)
        #expect(controller.received.isEmpty)
    }

    @Test("removeTarget stops the action; every remaining target hears it in order")
    func targets() {
        UIApplication.shared.resetForTesting()
        let first = GestureTargetController()
        let second = GestureTargetController()
        let tap = UITapGestureRecognizer(target: first, action: "handleTap:")
        tap.addTarget(second, action: "handleTap:")
        first.view.addGestureRecognizer(tap)

        tap.simulateRecognition()
        tap.removeTarget(first, action: nil)
        tap.simulateRecognition()

        #expect(first.received.count == 1)
        #expect(second.received.count == 2)
    }

    @Test("Pinch and rotation report their scale and angle while changing")
    func pinchAndRotation() {
        UIApplication.shared.resetForTesting()
        let view = UIView()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        var scales: [CGFloat] = []
        var angles: [CGFloat] = []
        let pinchWatcher = StateWatcher { scales.append(pinch.scale) }
        let rotationWatcher = StateWatcher { angles.append(rotation.rotation) }
        pinch.addTarget(pinchWatcher, action: "fire:")
        rotation.addTarget(rotationWatcher, action: "fire:")

        pinch.simulatePinch(to: 2)
        rotation.simulateRotation(by: 0.5)
        withExtendedLifetime((pinchWatcher, rotationWatcher)) {}

        #expect(scales == [1, 2, 2])
        #expect(angles == [0, 0.5, 0.5])
        #expect(pinch.scale == 1 && rotation.rotation == 0)
    }

    @Test("location(in:) is the simulated point, converted between views")
    func location() {
        UIApplication.shared.resetForTesting()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        root.addSubview(child)
        let tap = UITapGestureRecognizer()
        child.addGestureRecognizer(tap)
        var seen: CGPoint?
        let watcher = StateWatcher { seen = tap.location(in: root) }
        tap.addTarget(watcher, action: "fire:")

        tap.simulateRecognition(at: CGPoint(x: 10, y: 20))
        withExtendedLifetime(watcher) {}

        #expect(seen == CGPoint(x: 60, y: 80))
    }
}

/// A target that runs a closure for its one action, `fire:`.
final class StateWatcher: UIResponder {
    let body: @MainActor () -> Void

    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
        super.init()
    }

    func fire(_ sender: Any?) { body() }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding(["fire:": .init(StateWatcher.fire)])
    }
}
