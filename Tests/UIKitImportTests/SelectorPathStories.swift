import Testing
import UIKit

/// An editor that receives a selector by every path an iOS app uses; each entry is what the
/// source rewriter generates from `#selector(...)` and `@objc`/`@IBAction` methods.
final class EditorViewController: UIViewController {
    private(set) var received: [String] = []

    func save(_ sender: Any?) { received.append("save from \(type(of: sender.map { $0 as AnyObject }!))") }
    func cancel() { received.append("cancel") }
    func handleTap(_ recognizer: UITapGestureRecognizer) { received.append("tap \(recognizer.state == .recognized)") }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding([
            "save:": .init(EditorViewController.save),
            "cancel": .init(EditorViewController.cancel),
            "handleTap:": .init(EditorViewController.self) { target, sender in target.handleTap(sender as! UITapGestureRecognizer) },
        ])
    }
}

// docs/actions.md lists every path by which a selector reaches a method, and the test for each.
@MainActor
struct SelectorPathStories {
    @Test("addTarget(_:action:for:): a tap on the button calls the target's method with the button")
    func controlTargetAction() {
        // Given a save button wired to the editor
        UIApplication.shared.resetForTesting()
        let editor = EditorViewController()
        let button = UIButton(type: .system)
        button.addTarget(editor, action: "save:", for: .touchUpInside)

        // When it is tapped
        button.sendActions(for: .touchUpInside)

        // Then the editor saved, with the button as sender
        #expect(editor.received == ["save from UIButton"])
    }

    @Test("UIBarButtonItem(…target:action:): tapping the item calls the target's method with the item")
    func barButtonItemTargetAction() {
        // Given Save and Cancel items in the editor's navigation item
        UIApplication.shared.resetForTesting()
        let editor = EditorViewController()
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: editor)
        window.makeKeyAndVisible()
        editor.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: editor, action: "save:")
        editor.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: editor, action: "cancel")

        // When both are tapped
        editor.navigationItem.rightBarButtonItem?.simulateTap()
        editor.navigationItem.leftBarButtonItem?.simulateTap()

        // Then each method ran, save with the item as sender
        #expect(editor.received == ["save from UIBarButtonItem", "cancel"])
        withExtendedLifetime(window) {}
    }

    @Test("A gesture recognizer's target–action: a recognized tap calls the method with the recognizer")
    func gestureRecognizerTargetAction() {
        // Given a tap recognizer on the editor's view
        UIApplication.shared.resetForTesting()
        let editor = EditorViewController()
        editor.view.addGestureRecognizer(UITapGestureRecognizer(target: editor, action: "handleTap:"))

        // When a tap is recognized
        let recognized = editor.view.gestureRecognizers?.first?.simulateRecognition()

        // Then the method ran while the recognizer was in .recognized
        #expect(recognized == true)
        #expect(editor.received == ["tap true"])
    }

    @Test("A nil target: the action travels the responder chain to the controller")
    func responderChain() {
        // Given a button in the editor's view, with no target
        UIApplication.shared.resetForTesting()
        let editor = EditorViewController()
        let window = UIWindow()
        window.rootViewController = editor
        window.makeKeyAndVisible()
        let button = UIButton(type: .system)
        editor.view.addSubview(button)
        button.addTarget(nil, action: "cancel", for: .touchUpInside)

        // When it is tapped
        button.sendActions(for: .touchUpInside)

        // Then the editor, up the chain, handled it
        #expect(editor.received == ["cancel"])
        withExtendedLifetime(window) {}
    }

    @Test("UIApplication.sendAction to an explicit target that lacks the method stops with UIKit's unrecognized-selector message")
    func unknownSelectorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIApplication.shared.resetForTesting()
                let editor = EditorViewController()
                UIApplication.shared.sendAction("publish:", to: editor, from: nil, for: nil)
            }
        }

        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("*** Terminating app due to uncaught exception 'NSInvalidArgumentException'"))
        #expect(stderr.contains("-[UIKitImportTests.EditorViewController publish:]: unrecognized selector sent to instance <UIKitImportTests.EditorViewController: 0x"))
    }

    @Test("perform(_:) of a selector the class does not list stops with the same message")
    func unknownPerformStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIApplication.shared.resetForTesting()
                EditorViewController().perform("publish:")
            }
        }

        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("EditorViewController publish:]: unrecognized selector sent to instance"))
    }
}
