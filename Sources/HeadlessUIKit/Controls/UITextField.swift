import Foundation

/// A single-line editable text control.
///
/// Editing is simulated with UIKit's own calls: `becomeFirstResponder()` begins editing,
/// `insertText(_:)` and `deleteBackward()` type (as the keyboard does), `insertText("\n")` is
/// the return key, `resignFirstResponder()` ends editing. Each step asks and tells the delegate
/// and sends the control events UIKit sends. Setting `text` in code sends nothing, as in UIKit.
@MainActor
open class UITextField: UIControl {
    /// The border drawn around the field, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle.
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, the left and right views) is shown.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while editing.
        case whileEditing = 1
        /// Only while not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended (iOS 10).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder normally.
        case committed = 0
        /// Editing was cancelled.
        case cancelled = 1
    }

    /// Posted after a field became first responder; the object is the field.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after typing changed the text; the object is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after a field resigned first responder; the object is the field.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// Makes a text field with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Makes a text field from an archive: text, placeholder, font, colour, border, alignment,
    /// clear button and keyboard settings (a nib's opacity flag is kept).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder {
            decodeTextFieldAttributes(nib)
        } else {
            isOpaque = false
        }
    }

    /// The text. Never nil when read: UIKit returns "" for a field with no text.
    open var text: String? {
        get { storedText }
        set {
            observedPropertyWillChange(.text)
            storedText = newValue ?? ""
            invalidateIntrinsicContentSize()
            observedPropertyDidChange(.text)
        }
    }
    private var storedText = ""

    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The font; setting nil restores the default, the 17-point system font.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17); invalidateIntrinsicContentSize() }
    }
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    /// The text colour; setting nil restores the default, `.label`.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor: UIColor = .label
    /// The text alignment. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural
    /// The border. Default `.none`, as in UIKit (Interface Builder uses `.roundedRect`).
    open var borderStyle: BorderStyle = .none {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// When the clear button shows. Default `.never`.
    open var clearButtonMode: ViewMode = .never
    /// Whether the text is emptied when editing begins.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks so the text fits (not applied headless).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking.
    open var minimumFontSize: CGFloat = 0
    /// A view at the left edge.
    open var leftView: UIView?
    /// When the left view shows. Default `.never`.
    open var leftViewMode: ViewMode = .never
    /// A view at the right edge.
    open var rightView: UIView?
    /// When the right view shows. Default `.never`.
    open var rightViewMode: ViewMode = .never
    /// A custom input view shown instead of the keyboard.
    open var inputView: UIView?
    /// A view shown above the keyboard.
    open var inputAccessoryView: UIView?

    /// Whether the text is hidden as dots (passwords).
    open var isSecureTextEntry = false
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
    /// Whether the return key is disabled while the field is empty.
    open var enablesReturnKeyAutomatically = false

    /// The delegate, held weakly.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is editing (it is first responder).
    public private(set) var isEditing = false

    /// Pressing return is a text field's primary action.
    override var primaryActionSourceEvents: UIControl.Event { .editingDidEndOnExit }

    // MARK: First responder

    /// An enabled text field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks `textFieldShouldBeginEditing`, becomes first responder, then
    /// `textFieldDidBeginEditing`, `.editingDidBegin`, `textDidBeginEditingNotification` and the
    /// keyboard's will-show notification (HeadlessKeyboard).
    ///
    /// As on iOS, a field that is not in a window cannot become first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard HeadlessKeyboard.handOver({ super.becomeFirstResponder() }) else { return false }
        isEditing = true
        if clearsOnBeginEditing { storedText = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        HeadlessKeyboard.inputDidBecomeFirstResponder()
        return true
    }

    /// Ends editing: asks `textFieldShouldEndEditing` (false keeps editing), resigns, then
    /// `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd` and `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        // endEditing(true) forces: the delegate is not asked.
        if !UIResponder.forcingResign, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        HeadlessKeyboard.inputDidResignFirstResponder()
        return true
    }

    // MARK: Typing (UIKeyInput)

    /// Whether the field has text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` at the end, as the keyboard does: asks
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, then sends `.editingChanged`
    /// and posts `textDidChangeNotification`. `"\n"` is the return key (see `textFieldShouldReturn`).
    open func insertText(_ text: String) {
        if text == "\n" { pressReturn(); return }
        let range = NSRange(location: storedText.utf16.count, length: 0)
        replaceCharacters(in: range, with: text)
    }

    /// Deletes the last character, as the keyboard's delete key does (asking the delegate first).
    open func deleteBackward() {
        let length = storedText.last.map { String($0).utf16.count } ?? 0
        let range = NSRange(location: storedText.utf16.count - length, length: length)
        replaceCharacters(in: range, with: "")
    }

    private func replaceCharacters(in range: NSRange, with string: String) {
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) { return }
        let utf16 = Array(storedText.utf16)
        let replaced = utf16[..<range.location] + Array(string.utf16) + utf16[(range.location + range.length)...]
        storedText = String(decoding: replaced, as: UTF16.self)
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The return key: `textFieldShouldReturn` (false: nothing else happens), then
    /// `.editingDidEndOnExit` (with `.primaryActionTriggered`). As on iOS, the field then
    /// resigns first responder when some action listens for `.editingDidEndOnExit`.
    private func pressReturn() {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit), isFirstResponder { resignFirstResponder() }
    }

    // MARK: Size

    /// The text (or placeholder) in one line plus the border's padding. Approximate
    /// (`TextMetrics`): a 17-point rounded-rect field is 35 points high here, 34 on iOS.
    // MARK: Layout rectangles (UITextField+Rects.swift); subclasses override them to pad the text

    /// The rectangle of the border, for `bounds`: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle of the text when not editing: the bounds less the side views that show, inset 7 points when bordered.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// The rectangle of the placeholder: `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle of the text while editing: `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle of the clear button: a 19-point square at the trailing edge, inset 5 (before a right view).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// The rectangle of `leftView`: its size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { sideViewRect(leftView, leading: true, in: bounds) }
    /// The rectangle of `rightView`: its size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { sideViewRect(rightView, leading: false, in: bounds) }

    open override var intrinsicContentSize: CGSize {
        let shown = storedText.isEmpty ? placeholder : storedText
        let textSize = TextMetrics.size(of: shown, font: storedFont, numberOfLines: 1, wrappingAt: nil)
        let padding: CGFloat = switch borderStyle {
        case .none: 0
        case .line, .bezel: 8
        case .roundedRect: 14
        }
        return CGSize(width: textSize.width + padding, height: storedFont.lineHeight + padding)
    }

    /// The intrinsic content size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// UIKit's `text = 'Hello'` part of the description (dots for secure entry).
    override var descriptionDetails: [String] {
        guard !storedText.isEmpty else { return super.descriptionDetails }
        let shown = isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
        return super.descriptionDetails + ["text = '\(shown)'"]
    }
}
