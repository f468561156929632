import Foundation

// A button's attributes as a nib archives them (UIKit's `-[UIButton initWithCoder:]` keys).
extension UIButton {
    func decodeButtonAttributes(_ nib: UINibDecoder) {
        if let type = nib.enumeration("UIButtonType", as: ButtonType.self) { buttonType = type }
        // Kept until the title label is made (a button without a title gets none).
        if let font = nib.font("UIFont") { archivedTitleFont = font }
        if let insets = nib.edgeInsets("UIContentEdgeInsets") { contentEdgeInsets = insets }
        if let insets = nib.edgeInsets("UITitleEdgeInsets") { titleEdgeInsets = insets }
        if let insets = nib.edgeInsets("UIImageEdgeInsets") { imageEdgeInsets = insets }
        // State (NSNumber) → UIButtonContent, read in place: UIKit's content objects are private.
        for (rawState, content) in nib.nestedNumberDictionary("UIButtonStatefulContent").sorted(by: { $0.key < $1.key }) {
            let state = UIControl.State(rawValue: UInt(max(0, rawState)))
            if let title = content.string("UITitle") { setTitle(title, for: state) }
            if let color = content.color("UITitleColor") { setTitleColor(color, for: state) }
            if let color = content.color("UIShadowColor") { setTitleShadowColor(color, for: state) }
            if let image = content.namedImage("UIImage") { setImage(image, for: state) }
            if let image = content.namedImage("UIBackgroundImage") { setBackgroundImage(image, for: state) }
        }
    }
}
