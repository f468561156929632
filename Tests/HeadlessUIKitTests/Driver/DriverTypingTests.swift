import Foundation
import Testing
@testable import HeadlessUIKit

/// Typing through the driver: what a keyboard causes, in UIKit's order.
@MainActor @Suite struct DriverTypingTests {
    /// Records a field's delegate calls, control events and notifications, and the keyboard's.
    final class Recorder: UITextFieldDelegate {
        var lines: [String] = []
        var observers: [NSObjectProtocol] = []
        var keyboardEnd: CGRect?

        init(_ field: UITextField) {
            field.delegate = self
            for (event, name) in [(UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                  (.editingDidEndOnExit, "editingDidEndOnExit"), (.editingDidEnd, "editingDidEnd")] {
                field.addAction(UIAction { [unowned self] _ in lines.append(name) }, for: event)
            }
            let center = NotificationCenter.default
            observers.append(center.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { [unowned self] _ in
                MainActor.assumeIsolated { lines.append("textDidChange") }
            })
            for (name, label) in [(UIResponder.keyboardWillShowNotification, "keyboardWillShow"), (UIResponder.keyboardDidShowNotification, "keyboardDidShow"),
                                  (UIResponder.keyboardWillHideNotification, "keyboardWillHide"), (UIResponder.keyboardDidHideNotification, "keyboardDidHide")] {
                observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
                    let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    MainActor.assumeIsolated {
                        lines.append(label)
                        if label == "keyboardWillShow" { keyboardEnd = end }
                    }
                })
            }
        }

        func stop() { observers.forEach(NotificationCenter.default.removeObserver) }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { lines.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { lines.append("didBegin") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            lines.append("shouldChange \(range.location),\(range.length) '\(string)'")
            return string != "!"   // refuses "!"
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { lines.append("shouldReturn"); return true }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { lines.append("shouldEnd"); return true }
        func textFieldDidEndEditing(_ textField: UITextField) { lines.append("didEnd") }
    }

    @Test("typeText focuses the field, shows the keyboard, and sends each key's delegate call, event and notification; Return ends editing")
    func typingSequence() throws {
        // Given a field in a window
        UIApplication.shared.resetForTesting()
        let controller = UIViewController()
        let field = UITextField()
        field.placeholder = "Name"
        controller.view.addSubview(field)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let recorder = Recorder(field)
        defer { recorder.stop() }
        let app = window.driver

        // When the user types "Hi!" ("!" is refused by the delegate)
        app.textFields["Name"].typeText("Hi!")

        // Then the field began editing, the keyboard came up, and each key went through the delegate
        #expect(field.text == "Hi")
        #expect(recorder.lines == [
            "shouldBegin", "didBegin", "editingDidBegin", "keyboardWillShow",
            "shouldChange 0,0 'H'", "editingChanged", "textDidChange",
            "shouldChange 1,0 'i'", "editingChanged", "textDidChange",
            "shouldChange 2,0 '!'",
            "keyboardDidShow",
        ])
        #expect(app.isKeyboardShown)
        #expect(recorder.keyboardEnd == CGRect(x: 0, y: 844 - 336, width: 390, height: 336))

        // When they clear it and press Return
        recorder.lines = []
        app.textFields["Name"].clearText()
        #expect(field.text == "")
        app.textFields["Name"].typeText("\n")

        // Then two deletes went through the delegate, and Return ended editing (an action listens
        // for editingDidEndOnExit, so the field resigns) and hid the keyboard
        #expect(recorder.lines == [
            "shouldChange 1,1 ''", "editingChanged", "textDidChange",
            "shouldChange 0,1 ''", "editingChanged", "textDidChange",
            "shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd", "editingDidEnd", "keyboardWillHide", "keyboardDidHide",
        ])
        #expect(!field.isFirstResponder)
        #expect(!app.isKeyboardShown)
    }

    @Test("Moving from one field to another shows the keyboard again without hiding it; dismissKeyboard hides it")
    func keyboardHandOver() {
        UIApplication.shared.resetForTesting()
        let controller = UIViewController()
        let first = UITextField()
        first.placeholder = "First"
        let second = UITextField()
        second.placeholder = "Second"
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        var shown = 0
        var hidden = 0
        let center = NotificationCenter.default
        let observers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in MainActor.assumeIsolated { shown += 1 } },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { _ in MainActor.assumeIsolated { hidden += 1 } },
        ]
        defer { observers.forEach(center.removeObserver) }
        let app = window.driver

        // When the user types in one field, then taps the other
        app.textFields["First"].typeText("a")
        app.textFields["Second"].tap()

        // Then the keyboard showed twice and never hid
        #expect(second.isFirstResponder)
        #expect((shown, hidden) == (2, 0))

        // When the test dismisses the keyboard, it hides
        app.dismissKeyboard()
        #expect((shown, hidden) == (2, 1))
        #expect(!second.isFirstResponder)
    }
}
