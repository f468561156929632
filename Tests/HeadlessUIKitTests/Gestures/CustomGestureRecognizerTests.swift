import Foundation
import Testing
@testable import HeadlessUIKit

/// A custom recognizer written against UIKit's `UIGestureRecognizerSubclass`: it overrides the touch
/// methods and moves its own `state`; UIKit sends its actions and resets it after the gesture.
@MainActor
struct CustomGestureRecognizerTests {
    /// Begins when a finger goes down, changes as it moves, ends when it lifts; remembers its resets.
    private final class PressAndDrag: UIGestureRecognizer {
        var resets = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        override func reset() { super.reset(); resets += 1 }
    }

    private func attached() -> (PressAndDrag, GestureTargetController, UIWindow) {
        let controller = GestureTargetController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let recognizer = PressAndDrag(target: controller, action: Selector("handleTap:"))
        controller.view.addGestureRecognizer(recognizer)
        return (recognizer, controller, window)
    }

    @Test("A custom recognizer that moves its own state sends its actions for began, changed and ended, then is reset")
    func customRecognizerSendsActions() {
        // Given a custom recognizer on a controller's view, and a touch in that view
        UIApplication.shared.resetForTesting()
        let (recognizer, controller, window) = attached()
        let touch = UITouch(view: controller.view, location: CGPoint(x: 20, y: 20))

        // When a test sends it a finger going down, moving twice and lifting
        recognizer.touchesBegan([touch], with: UIEvent())
        recognizer.touchesMoved([touch], with: UIEvent())
        recognizer.touchesMoved([touch], with: UIEvent())
        recognizer.touchesEnded([touch], with: UIEvent())
        let finalState = recognizer.state

        // Then the target heard each state; the recognizer kept .ended until the next turn, then was reset
        #expect(controller.received.map(\.1) == [.began, .changed, .changed, .ended])
        #expect(finalState == .ended && recognizer.resets == 0)
        UIApplication.shared.runUntilIdle()
        #expect(recognizer.state == .possible && recognizer.resets == 1)
        #expect(window.rootViewController === controller)
    }

    @Test("A custom recognizer whose delegate refuses to begin fails without sending actions")
    func customRecognizerRefusedByDelegate() {
        // Given a custom recognizer whose delegate says no to gestureRecognizerShouldBegin
        UIApplication.shared.resetForTesting()
        let (recognizer, controller, window) = attached()
        let delegate = RefusingGestureDelegate()
        recognizer.delegate = delegate
        let touch = UITouch(view: controller.view, location: CGPoint(x: 20, y: 20))

        // When a finger goes down
        recognizer.touchesBegan([touch], with: UIEvent())

        // Then it failed, nothing was sent, and it is possible again at the next turn
        #expect(recognizer.state == .failed)
        #expect(controller.received.isEmpty)
        UIApplication.shared.runUntilIdle()
        #expect(recognizer.state == .possible)
        #expect(window.rootViewController === controller)
    }
}
