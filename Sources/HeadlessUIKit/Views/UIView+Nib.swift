import Foundation

// A view's attributes as a nib archives them (docs/nib-format.md, "Views"). `UIView.init?(coder:)`
// reads them; each subclass's `init?(coder:)` reads its own keys after calling super.
//
// The subviews are made inside `init?(coder:)`, as UIKit's are: a custom class's `init?(coder:)`
// sees them after `super.init(coder:)`. The constraints wait until every object exists (they can
// name the view itself).
extension UIView {
    func decodeViewAttributes(_ nib: UINibDecoder) {
        if let bounds = nib.rect("UIBounds") {
            storedBounds = CGRect(origin: .zero, size: bounds.size)
        }
        if let center = nib.point("UICenter") {
            frameOrigin = CGPoint(x: center.x - storedBounds.width / 2, y: center.y - storedBounds.height / 2)
        }
        backgroundColor = nib.color("UIBackgroundColor")
        isHidden = nib.bool("UIHidden") ?? false
        alpha = nib.cgFloat("UIAlpha") ?? 1
        tag = nib.int("UITag") ?? 0
        isOpaque = nib.bool("UIOpaque") ?? false
        clipsToBounds = nib.bool("UIClipsToBounds") ?? false
        isMultipleTouchEnabled = nib.bool("UIMultipleTouchEnabled") ?? false
        isUserInteractionEnabled = !(nib.bool("UIUserInteractionDisabled") ?? false)
        autoresizingMask = AutoresizingMask(rawValue: UInt(max(0, nib.int("UIAutoresizingMask") ?? 0)))
        autoresizesSubviews = nib.bool("UIAutoresizeSubviews") ?? true
        contentMode = ContentMode(rawValue: nib.int("UIContentMode") ?? 0) ?? .scaleToFill
        translatesAutoresizingMaskIntoConstraints = !(nib.bool("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") ?? false)
        if nib.has("UITintColor") { tintColor = nib.color("UITintColor") }
        for subview in nib.array("UISubviews", of: UIView.self) where subview.superview == nil {
            addSubview(subview)
        }
        nib.afterCreation("UIViewAutolayoutConstraints") { [weak self] value in
            self?.holdConstraintsFromNib(((value as? [Any]) ?? []).compactMap { $0 as? NSLayoutConstraint })
        }
    }
}
