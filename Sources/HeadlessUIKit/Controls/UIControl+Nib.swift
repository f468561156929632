import Foundation

// A control's attributes as a nib archives them (UIKit's `-[UIControl initWithCoder:]` keys).
extension UIControl {
    func decodeControlAttributes(_ nib: UINibDecoder) {
        isHighlighted = nib.bool("UIHighlighted") ?? false
        isSelected = nib.bool("UISelected") ?? false
        // UIKit archives only `UIDisabled`; `UIEnabled` is read too, for archives that say it the other way.
        isEnabled = !(nib.bool("UIDisabled") ?? false) && (nib.bool("UIEnabled") ?? true)
        if let key = nib.firstKey("UIContentVerticalAlignment2", "UIContentVerticalAlignment"),
           let alignment = nib.enumeration(key, as: ContentVerticalAlignment.self) {
            contentVerticalAlignment = alignment
        }
        if let alignment = nib.enumeration("UIContentHorizontalAlignment", as: ContentHorizontalAlignment.self) {
            contentHorizontalAlignment = alignment
        }
    }
}
