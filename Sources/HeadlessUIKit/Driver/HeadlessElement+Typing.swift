import Foundation

// Typing. What a keyboard causes, in UIKit's order: a tap gives the field first responder
// (`textFieldShouldBeginEditing`, `textFieldDidBeginEditing`, `.editingDidBegin`, the keyboard's
// will/did show notifications); then each character is one key press: the delegate's
// `textField(_:shouldChangeCharactersIn:replacementString:)`, the text change, `.editingChanged`
// and `UITextField.textDidChangeNotification`. "\n" is the Return key: `textFieldShouldReturn`,
// then `.editingDidEndOnExit` (a text view gets a new line; a search bar, its search button).
// Ending editing (`dismissKeyboard()`, or the app resigning the field) sends
// `textFieldShouldEndEditing`, `textFieldDidEndEditing`, `.editingDidEnd` and the keyboard's
// will/did hide notifications. The app's deferred work runs until idle afterwards.
extension HeadlessElement {
    /// Types `text` into a text field, text view or search bar, key by key, focusing it first
    /// (see above); "\n" is Return. Stops when the element is not a text input, cannot take the
    /// keyboard, or loses it before all keys are typed (Return ended editing, say).
    public func typeText(_ text: String) {
        do { try typeTextOrThrow(text) } catch { error.raise() }
    }

    /// `typeText(_:)`, throwing instead of stopping.
    public func typeTextOrThrow(_ text: String) throws(HeadlessDriverError) {
        let input = try focusedInput()
        var typed = 0
        for character in text {
            guard input.isFirstResponder else {
                throw failure(.notHittable, "lost the keyboard after \(typed) of \(text.count) characters of \"\(text)\"")
            }
            let key = String(character)
            switch input {
            case let field as UITextField: field.insertText(key)
            case let textView as UITextView: textView.insertText(key)
            case let search as UISearchBar:
                if key == "\n" { search.simulateSearchButtonTap() } else { search.simulateTextEntry(key) }
            default: break
            }
            typed += 1
        }
        UIApplication.shared.runUntilIdle()
    }

    /// Deletes the text of a text field, text view or search bar with the delete key, one
    /// character at a time (each asking the delegate), focusing it first.
    public func clearText() {
        do { try clearTextOrThrow() } catch { error.raise() }
    }

    /// `clearText()`, throwing instead of stopping.
    public func clearTextOrThrow() throws(HeadlessDriverError) {
        let input = try focusedInput()
        switch input {
        case let field as UITextField:
            while let text = field.text, !text.isEmpty {
                field.deleteBackward()
                if field.text == text { break }   // the delegate refused
            }
        case let textView as UITextView:
            textView.selectedRange = NSRange(location: (textView.text ?? "").utf16.count, length: 0)
            while let text = textView.text, !text.isEmpty {
                textView.deleteBackward()
                if textView.text == text { break }
            }
        case let search as UISearchBar:
            let text = search.text ?? ""
            let range = NSRange(location: 0, length: text.utf16.count)
            if !text.isEmpty, search.delegate?.searchBar(search, shouldChangeTextIn: range, replacementText: "") ?? true {
                search.text = ""
                search.delegate?.searchBar(search, textDidChange: "")
            }
        default:
            break
        }
        UIApplication.shared.runUntilIdle()
    }

    /// The element's text input, made first responder (as a tap on it does).
    private func focusedInput() throws(HeadlessDriverError) -> UIView {
        let node = try resolve().get()
        guard let view = node.view, view is UITextField || view is UITextView || view is UISearchBar else {
            throw failure(.unsupported, "is not a text field, text view or search bar, so it cannot be typed into")
        }
        if let problem = hittabilityProblem(node) { throw failure(.notHittable, "cannot take the keyboard: it \(problem)") }
        if !view.isFirstResponder, !view.becomeFirstResponder() {
            throw failure(.notHittable, "cannot take the keyboard (it is not editable, or its delegate refused)")
        }
        return view
    }
}
