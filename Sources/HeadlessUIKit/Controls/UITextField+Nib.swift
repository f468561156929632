import Foundation

// A text field's attributes as a nib archives them (UIKit's `-[UITextField initWithCoder:]` keys;
// the keyboard settings are archived on the field itself).
extension UITextField {
    func decodeTextFieldAttributes(_ nib: UINibDecoder) {
        if let text = nib.string("UIText") { self.text = text }
        placeholder = nib.string("UIPlaceholder")
        if let font = nib.font("UIFont") { self.font = font }
        if let color = nib.color("UITextColor") { textColor = color }
        if let alignment = nib.enumeration("UITextAlignment", as: NSTextAlignment.self) { textAlignment = alignment }
        if let style = nib.enumeration("UIBorderStyle", as: BorderStyle.self) { borderStyle = style }
        if let mode = nib.enumeration("UIClearButtonMode", as: ViewMode.self) { clearButtonMode = mode }
        if let mode = nib.enumeration("UILeftViewMode", as: ViewMode.self) { leftViewMode = mode }
        if let mode = nib.enumeration("UIRightViewMode", as: ViewMode.self) { rightViewMode = mode }
        clearsOnBeginEditing = nib.bool("UIClearsOnBeginEditing") ?? false
        adjustsFontSizeToFitWidth = nib.bool("UIAdjustsFontSizeToFit") ?? false
        if let size = nib.cgFloat("UIMinimumFontSize") { minimumFontSize = size }
        isSecureTextEntry = nib.bool("UISecureTextEntry") ?? false
        if let type = nib.enumeration("UIKeyboardType", as: UIKeyboardType.self) { keyboardType = type }
        if let type = nib.enumeration("UIReturnKeyType", as: UIReturnKeyType.self) { returnKeyType = type }
        if let type = nib.enumeration("UIAutocapitalizationType", as: UITextAutocapitalizationType.self) { autocapitalizationType = type }
        if let type = nib.enumeration("UIAutocorrectionType", as: UITextAutocorrectionType.self) { autocorrectionType = type }
        enablesReturnKeyAutomatically = nib.bool("UIEnablesReturnKeyAutomatically") ?? false
    }
}
