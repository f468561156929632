import Foundation

// A label's attributes as a nib archives them (UIKit's `-[UILabel initWithCoder:]` keys).
extension UILabel {
    func decodeLabelAttributes(_ nib: UINibDecoder) {
        text = nib.string("UIText")
        if let font = nib.font("UIFont") { self.font = font }
        if let color = nib.color("UITextColor") { textColor = color }
        highlightedTextColor = nib.color("UIHighlightedColor")
        shadowColor = nib.color("UIShadowColor")
        if let offset = nib.size("UIShadowOffset") { shadowOffset = offset }
        if let key = nib.firstKey("UINumberOfLines", "UINumberOfVisibleLines"), let lines = nib.int(key) { numberOfLines = lines }
        if let alignment = nib.enumeration("UITextAlignment", as: NSTextAlignment.self) { textAlignment = alignment }
        if let mode = nib.enumeration("UILineBreakMode", as: NSLineBreakMode.self) { lineBreakMode = mode }
        adjustsFontSizeToFitWidth = nib.bool("UIAdjustsFontSizeToFit") ?? false
        if let factor = nib.cgFloat("UIMinimumScaleFactor") { minimumScaleFactor = factor }
        allowsDefaultTighteningForTruncation = nib.bool("UIAllowsDefaultTighteningForTruncation") ?? false
        if let width = nib.cgFloat("UIPreferredMaxLayoutWidth") { preferredMaxLayoutWidth = width }
        isEnabled = nib.bool("UIEnabled") ?? true
        isHighlighted = nib.bool("UIHighlighted") ?? false
    }
}
