import Foundation
import Testing
@testable import HeadlessUIKit

/// Touches, presses, motion and key commands along the responder chain. UIKit's documented behaviour
/// (UIResponder): the default implementations pass the event to `next`; key commands are found along
/// the chain from the first responder (no numbered rule covers events).
@MainActor
struct ResponderEventsTests {
    private final class TouchController: UIViewController {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let point = touches.first!.location(in: view)
            log.append("began at \(point.x),\(point.y)")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("ended")
            super.touchesEnded(touches, with: event)
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("motion \(motion)") }
    }

    @Test("A touch a view does not handle goes up the responder chain to its controller")
    func touchesGoUpTheChain() {
        // Given a controller whose root view has a plain subview
        UIApplication.shared.resetForTesting()
        let controller = TouchController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        controller.view.addSubview(child)

        // When a touch begins and ends in the subview, and the device is shaken
        let touch = UITouch(view: child, location: CGPoint(x: 5, y: 5))
        let event = UIEvent(type: .touches, touches: [touch])
        child.touchesBegan([touch], with: event)
        touch.setPhase(.ended)
        child.touchesEnded([touch], with: event)
        child.motionEnded(.motionShake, with: UIEvent(type: .motion, subtype: .motionShake))

        // Then the controller receives them, with the location in its own view's coordinates
        #expect(controller.log == ["began at 15.0,25.0", "ended", "motion motionShake"])
        #expect(event.touches(for: child)?.count == 1)
        #expect(event.touches(for: controller.view)?.isEmpty == true)
        #expect(window.isKeyWindow)
    }

    @Test("A touch that moves remembers where it was")
    func touchMoves() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let touch = UITouch(view: view, location: CGPoint(x: 1, y: 2))
        touch.move(to: CGPoint(x: 30, y: 40))
        #expect(touch.phase == .moved)
        #expect(touch.location(in: view) == CGPoint(x: 30, y: 40))
        #expect(touch.previousLocation(in: view) == CGPoint(x: 1, y: 2))
    }

    private final class EditorController: UIViewController {
        var saved = 0
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(title: "Save", action: "save:", input: "s", modifierFlags: .command)]
        }
        func save(_ sender: Any?) { saved += 1 }
        override class var actionMethods: ActionMethods {
            super.actionMethods.adding(["save:": .init(EditorController.save)])
        }
    }

    @Test("A key command found along the responder chain sends its action; another key sends nothing")
    func keyCommands() {
        // Given a controller offering ⌘S, and a view inside it
        UIApplication.shared.resetForTesting()
        let controller = EditorController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let child = UIView()
        controller.view.addSubview(child)

        // When ⌘S and then ⌘Q are pressed with the subview in the chain
        let sent = child.performKeyCommand(input: "s", modifierFlags: .command)
        let other = child.performKeyCommand(input: "q", modifierFlags: .command)

        // Then only ⌘S reaches the controller's action
        #expect(sent)
        #expect(!other)
        #expect(controller.saved == 1)
    }
}
