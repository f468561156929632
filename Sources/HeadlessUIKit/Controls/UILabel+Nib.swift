import Foundation

// A label's attributes as a nib archives them (UIKit's `-[UILabel initWithCoder:]` keys).
extension UILabel {
    func decodeLabelAttributes(_ nib: UINibDecoder) {
        text = nib.string("UIText")
        if let font = nib.font("UIFont") { self.font = font }
        if let color = nib.color("UITextColor") { textColor = color }
        // Absent keys leave the declared defaults alone (no setter runs), as for UIView's attributes.
        if let color = nib.color("UIHighlightedColor") { highlightedTextColor = color }
        if let color = nib.color("UIShadowColor") { shadowColor = color }
        if let offset = nib.size("UIShadowOffset") { shadowOffset = offset }
        // The first key present (no variadic array per label).
        let lines = nib.has("UINumberOfLines") ? nib.int("UINumberOfLines") : nib.int("UINumberOfVisibleLines")
        if let lines { numberOfLines = lines }
        if let alignment = nib.enumeration("UITextAlignment", as: NSTextAlignment.self) { textAlignment = alignment }
        if let mode = nib.enumeration("UILineBreakMode", as: NSLineBreakMode.self) { lineBreakMode = mode }
        if nib.bool("UIAdjustsFontSizeToFit") == true { adjustsFontSizeToFitWidth = true }
        if let factor = nib.cgFloat("UIMinimumScaleFactor") { minimumScaleFactor = factor }
        if nib.bool("UIAllowsDefaultTighteningForTruncation") == true { allowsDefaultTighteningForTruncation = true }
        if let width = nib.cgFloat("UIPreferredMaxLayoutWidth") { preferredMaxLayoutWidth = width }
        if nib.bool("UIEnabled") == false { isEnabled = false }
        if nib.bool("UIHighlighted") == true { isHighlighted = true }
    }
}
