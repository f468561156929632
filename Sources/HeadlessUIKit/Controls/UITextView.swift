import Foundation

/// A scrollable, multiline text view, editable by default.
///
/// As in UIKit it is a `UIScrollView`, and its `delegate` is the scroll view's: assign a
/// `UITextViewDelegate` and the text-view methods are called too. Editing is simulated with
/// UIKit's calls: `becomeFirstResponder()`, `insertText(_:)`, `deleteBackward()`,
/// `resignFirstResponder()`. Setting `text` in code calls no delegate method, as in UIKit.
@MainActor
open class UITextView: UIScrollView {
    /// Posted after a text view began editing; the object is the text view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after typing changed the text; the object is the text view.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after a text view ended editing; the object is the text view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// Makes a text view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a text view from an archive: text, font, colour, alignment, editable and
    /// selectable flags and keyboard settings (after the scroll view's own).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeTextViewAttributes(nib) }
    }

    /// The text; "" by default, and setting nil stores "".
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            selectedRange = NSRange(location: storedText.utf16.count, length: 0)
            invalidateIntrinsicContentSize()
        }
    }
    private var storedText = ""

    /// The font. Default 12-point Helvetica, as UIKit documents.
    open var font: UIFont? = UIFont(name: "Helvetica", size: 12) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The text colour; nil draws black.
    open var textColor: UIColor?
    /// The text alignment. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user can edit. Default true.
    open var isEditable = true
    /// Whether the user can select. Default true.
    open var isSelectable = true
    /// The selected range (UTF-16); typing replaces it. Starts at the end of the text.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The space around the text container. Default 8 points top and bottom, as in UIKit.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The keyboard shown. Default `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look. Default `.default`.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's title. Default `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalization. Default `.sentences`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Automatic correction. Default `.default`.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the text is hidden as dots.
    open var isSecureTextEntry = false
    /// A custom input view shown instead of the keyboard.
    open var inputView: UIView?
    /// A view shown above the keyboard.
    open var inputAccessoryView: UIView?

    /// Whether the text view is editing (first responder and editable).
    public private(set) var isEditing = false

    private var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: First responder

    /// An editable or selectable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Becomes first responder; an editable view asks `textViewShouldBeginEditing`, then sends
    /// `textViewDidBeginEditing` and `textDidBeginEditingNotification`. Needs a window, as on iOS.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, let delegate = textViewDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard HeadlessKeyboard.handOver({ super.becomeFirstResponder() }) else { return false }
        guard isEditable else { return true }
        isEditing = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        HeadlessKeyboard.inputDidBecomeFirstResponder()   // only an editable text view brings up the keyboard
        return true
    }

    /// Resigns; while editing, asks `textViewShouldEndEditing` (false keeps editing), then sends
    /// `textViewDidEndEditing` and `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder, isEditing else { return super.resignFirstResponder() }
        if !UIResponder.forcingResign, let delegate = textViewDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        HeadlessKeyboard.inputDidResignFirstResponder()
        return true
    }

    // MARK: Typing (UIKeyInput)

    /// Whether there is text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` over the selection (as the keyboard does) when editable: asks
    /// `textView(_:shouldChangeTextIn:replacementText:)`, then sends `textViewDidChange` and
    /// posts `textDidChangeNotification`. `"\n"` is a new line.
    open func insertText(_ text: String) {
        replaceCharacters(in: selectedRange, with: text)
    }

    /// Deletes the selection, or the character before the cursor, when editable.
    open func deleteBackward() {
        var range = selectedRange
        if range.length == 0 {
            guard range.location > 0 else { return }
            let prefix = String(decoding: Array(storedText.utf16)[..<range.location], as: UTF16.self)
            let length = prefix.last.map { String($0).utf16.count } ?? 1
            range = NSRange(location: range.location - length, length: length)
        }
        replaceCharacters(in: range, with: "")
    }

    private func replaceCharacters(in range: NSRange, with string: String) {
        guard isEditable else { return }
        if let delegate = textViewDelegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: string) { return }
        let utf16 = Array(storedText.utf16)
        let location = min(range.location, utf16.count)
        let end = min(location + range.length, utf16.count)
        storedText = String(decoding: utf16[..<location] + Array(string.utf16) + utf16[end...], as: UTF16.self)
        selectedRange = NSRange(location: location + string.utf16.count, length: 0)
        invalidateIntrinsicContentSize()
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    // MARK: Size

    /// With scrolling off, the text's size (wrapped at the current width) plus the container
    /// inset and UIKit's 5-point line padding each side; with scrolling on, none (as in UIKit).
    /// Approximate (`TextMetrics`).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return fittingSize(width: bounds.width > 0 ? bounds.width : nil)
    }

    /// The text's size wrapped at `size.width`, plus insets and padding.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(width: size.width > 0 ? size.width : nil)
    }

    private func fittingSize(width: CGFloat?) -> CGSize {
        let font = self.font ?? .systemFont(ofSize: 12)
        let horizontal = textContainerInset.left + textContainerInset.right + 10
        let wrap = width.map { max(1, $0 - horizontal) }
        var size = TextMetrics.size(of: storedText.isEmpty ? " " : storedText, font: font, numberOfLines: 0, wrappingAt: wrap)
        if storedText.isEmpty { size.width = 0 }
        return CGSize(width: width ?? (size.width + horizontal),
                      height: size.height + textContainerInset.top + textContainerInset.bottom)
    }
}
