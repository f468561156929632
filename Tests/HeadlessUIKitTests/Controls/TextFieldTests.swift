import Foundation
import Testing
@testable import HeadlessUIKit

/// A delegate that logs every call and can refuse.
@MainActor
final class LoggingFieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allowBegin = true
    var allowEnd = true
    var allowReturn = true
    var refusedCharacters: Set<String> = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) '\(string)'")
        return !refusedCharacters.contains(string)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return allowReturn }
}

/// A target that logs editing events.
@MainActor
final class EditingEventTarget: UIResponder {
    var log: [String] = []
    func began(_ sender: Any?) { log.append("editingDidBegin") }
    func changed(_ sender: Any?) { log.append("editingChanged") }
    func ended(_ sender: Any?) { log.append("editingDidEnd") }
    func exited(_ sender: Any?) { log.append("editingDidEndOnExit") }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding([
            "began:": .init(EditingEventTarget.began),
            "changed:": .init(EditingEventTarget.changed),
            "ended:": .init(EditingEventTarget.ended),
            "exited:": .init(EditingEventTarget.exited),
        ])
    }

    func observe(_ field: UITextField, exit: Bool = false) {
        field.addTarget(self, action: "began:", for: .editingDidBegin)
        field.addTarget(self, action: "changed:", for: .editingChanged)
        field.addTarget(self, action: "ended:", for: .editingDidEnd)
        if exit { field.addTarget(self, action: "exited:", for: .editingDidEndOnExit) }
    }
}

@MainActor
struct ControlsTextFieldTests {
    @Test("A new text field reads \"\" for its text, and nil stores \"\"")
    func textNeverNil() {
        UIApplication.shared.resetForTesting()
        let field = UITextField()
        #expect(field.text == "")

        field.text = "abc"
        field.text = nil

        #expect(field.text == "")
        #expect(field.borderStyle == .none)
        #expect(field.canBecomeFirstResponder)
    }

    @Test("A text field outside a window cannot become first responder")
    func needsWindow() {
        UIApplication.shared.resetForTesting()
        let field = UITextField()

        let became = field.becomeFirstResponder()

        #expect(!became)
        #expect(!field.isEditing)
    }

    @Test("Becoming first responder asks and tells the delegate, then sends editingDidBegin")
    func beginEditing() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let field = UITextField()
        window.addSubview(field)
        let delegate = LoggingFieldDelegate()
        let target = EditingEventTarget()
        field.delegate = delegate
        target.observe(field)

        let became = field.becomeFirstResponder()

        #expect(became)
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(delegate.log == ["shouldBegin", "didBegin"])
        #expect(target.log == ["editingDidBegin"])
    }

    @Test("A delegate that refuses to begin keeps the field from editing")
    func refuseBegin() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let field = UITextField()
        window.addSubview(field)
        let delegate = LoggingFieldDelegate()
        delegate.allowBegin = false
        field.delegate = delegate

        let became = field.becomeFirstResponder()

        #expect(!became)
        #expect(!field.isFirstResponder)
        #expect(delegate.log == ["shouldBegin"])
    }

    @Test("Typing asks the delegate per change and sends editingChanged; a refused change is dropped")
    func typing() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let field = UITextField()
        window.addSubview(field)
        let delegate = LoggingFieldDelegate()
        delegate.refusedCharacters = ["!"]
        let target = EditingEventTarget()
        field.delegate = delegate
        target.observe(field)
        field.becomeFirstResponder()
        delegate.log.removeAll()
        target.log.removeAll()

        field.insertText("ab")
        field.insertText("!")
        field.deleteBackward()

        #expect(field.text == "a")
        #expect(delegate.log == ["shouldChange 0,0 'ab'", "shouldChange 2,0 '!'", "shouldChange 1,1 ''"])
        #expect(target.log == ["editingChanged", "editingChanged"])
    }

    @Test("Setting text in code sends no editing event")
    func programmaticTextIsSilent() {
        UIApplication.shared.resetForTesting()
        let field = UITextField()
        let target = EditingEventTarget()
        target.observe(field)

        field.text = "typed by code"

        #expect(target.log.isEmpty)
    }

    @Test("Resigning asks shouldEnd, tells didEnd and sends editingDidEnd")
    func endEditing() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let field = UITextField()
        window.addSubview(field)
        let delegate = LoggingFieldDelegate()
        let target = EditingEventTarget()
        field.delegate = delegate
        target.observe(field)
        field.becomeFirstResponder()
        delegate.log.removeAll()
        target.log.removeAll()

        let resigned = field.resignFirstResponder()

        #expect(resigned)
        #expect(!field.isEditing)
        #expect(delegate.log == ["shouldEnd", "didEnd"])
        #expect(target.log == ["editingDidEnd"])
    }

    @Test("A delegate that refuses to end keeps the field editing")
    func refuseEnd() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let field = UITextField()
        window.addSubview(field)
        let delegate = LoggingFieldDelegate()
        delegate.allowEnd = false
        field.delegate = delegate
        field.becomeFirstResponder()

        let resigned = field.resignFirstResponder()

        #expect(!resigned)
        #expect(field.isFirstResponder)
    }

    @Test("Moving to another field ends editing in the first one")
    func switchingFields() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let first = UITextField()
        let second = UITextField()
        window.addSubview(first)
        window.addSubview(second)
        let firstDelegate = LoggingFieldDelegate()
        first.delegate = firstDelegate
        first.becomeFirstResponder()

        second.becomeFirstResponder()

        #expect(second.isFirstResponder)
        #expect(!first.isEditing)
        #expect(firstDelegate.log.suffix(2) == ["shouldEnd", "didEnd"])
    }

    @Test("Return with an editingDidEndOnExit action sends it and resigns the field")
    func returnKeyResigns() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let field = UITextField()
        window.addSubview(field)
        let target = EditingEventTarget()
        target.observe(field, exit: true)
        field.becomeFirstResponder()
        target.log.removeAll()

        field.insertText("\n")

        #expect(target.log == ["editingDidEndOnExit", "editingDidEnd"])
        #expect(!field.isFirstResponder)
        #expect(field.text == "")
    }

    @Test("Return refused by textFieldShouldReturn sends nothing and keeps editing")
    func returnRefused() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let field = UITextField()
        window.addSubview(field)
        let delegate = LoggingFieldDelegate()
        delegate.allowReturn = false
        let target = EditingEventTarget()
        field.delegate = delegate
        target.observe(field, exit: true)
        field.becomeFirstResponder()
        target.log.removeAll()

        field.insertText("\n")

        #expect(target.log.isEmpty)
        #expect(field.isFirstResponder)
    }

    @Test("Removing an editing field from its window ends editing")
    func leavingWindowResigns() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let field = UITextField()
        window.addSubview(field)
        field.becomeFirstResponder()

        field.removeFromSuperview()

        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
    }

    @Test("Typing posts textDidChangeNotification with the field as object")
    func changeNotification() {
        UIApplication.shared.resetForTesting()
        let field = UITextField()
        var posted = 0
        let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        field.insertText("x")

        #expect(posted == 1)
    }
}
