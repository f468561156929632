import Foundation

// A text view's attributes as a nib archives them (UIKit's `-[UITextView initWithCoder:]` keys;
// the scroll view's keys are read first by `UIScrollView`).
extension UITextView {
    func decodeTextViewAttributes(_ nib: UINibDecoder) {
        if let text = nib.string("UIText") { self.text = text }
        if let font = nib.font("UIFont") { self.font = font }
        if let color = nib.color("UITextColor") { textColor = color }
        if let alignment = nib.enumeration("UITextAlignment", as: NSTextAlignment.self) { textAlignment = alignment }
        isEditable = nib.bool("UIEditable") ?? true
        isSelectable = nib.bool("UISelectable") ?? true
        if let insets = nib.edgeInsets("UITextContainerInset") { textContainerInset = insets }
        isSecureTextEntry = nib.bool("UISecureTextEntry") ?? false
        if let type = nib.enumeration("UIKeyboardType", as: UIKeyboardType.self) { keyboardType = type }
        if let type = nib.enumeration("UIReturnKeyType", as: UIReturnKeyType.self) { returnKeyType = type }
        if let type = nib.enumeration("UIAutocapitalizationType", as: UITextAutocapitalizationType.self) { autocapitalizationType = type }
        if let type = nib.enumeration("UIAutocorrectionType", as: UITextAutocorrectionType.self) { autocorrectionType = type }
    }
}
