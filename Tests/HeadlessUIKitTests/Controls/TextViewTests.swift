import Foundation
import Testing
@testable import HeadlessUIKit

/// A text-view delegate that logs calls (text-view and scroll-view methods).
@MainActor
final class LoggingTextViewDelegate: UITextViewDelegate {
    var log: [String] = []
    var refuse: String?

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange '\(text)'")
        return text != refuse
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
}

@MainActor
struct ControlsTextViewTests {
    @Test("A new text view is an editable, selectable scroll view with empty text")
    func defaults() {
        UIApplication.shared.resetForTesting()

        let textView = UITextView()

        #expect(textView.text == "")
        #expect(textView.isEditable)
        #expect(textView.isSelectable)
        #expect((textView as UIView) is UIScrollView)
        #expect(textView.font == UIFont(name: "Helvetica", size: 12))
    }

    @Test("Editing and typing call the text-view delegate; a refused change is dropped")
    func editingAndTyping() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let textView = UITextView()
        window.addSubview(textView)
        let delegate = LoggingTextViewDelegate()
        delegate.refuse = "?"
        textView.delegate = delegate

        textView.becomeFirstResponder()
        textView.insertText("Hi")
        textView.insertText("?")
        textView.resignFirstResponder()

        #expect(textView.text == "Hi")
        #expect(delegate.log == ["shouldBegin", "didBegin", "shouldChange 'Hi'", "didChange", "shouldChange '?'", "didEnd"])
    }

    @Test("A read-only text view ignores typing and never begins editing")
    func readOnly() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let textView = UITextView()
        window.addSubview(textView)
        let delegate = LoggingTextViewDelegate()
        textView.delegate = delegate
        textView.isEditable = false

        textView.becomeFirstResponder()
        textView.insertText("x")

        #expect(textView.text == "")
        #expect(!textView.isEditing)
        #expect(delegate.log.isEmpty)
    }

    @Test("Setting text in code calls no delegate method")
    func programmaticText() {
        UIApplication.shared.resetForTesting()
        let textView = UITextView()
        let delegate = LoggingTextViewDelegate()
        textView.delegate = delegate

        textView.text = "From code"

        #expect(delegate.log.isEmpty)
        #expect(textView.hasText)
    }

    @Test("The text view's delegate also hears scrolling, as a scroll-view delegate")
    func scrollDelegate() {
        UIApplication.shared.resetForTesting()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = LoggingTextViewDelegate()
        textView.delegate = delegate

        textView.contentOffset = CGPoint(x: 0, y: 40)

        #expect(delegate.log == ["didScroll"])
    }
}
