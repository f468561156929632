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
        decodeAutoLayoutAttributes(nib)
        nib.afterCreationArray("UIViewAutolayoutConstraints", of: NSLayoutConstraint.self) { [weak self] constraints in
            self?.holdConstraintsFromNib(constraints)
        }
    }
}

extension UIView {
    /// Hugging and compression (`"{h, v}"` strings), margins and their settings (docs/nib-format.md).
    /// The view's layout guides arrive through `UILayoutGuideOwningView` (UILayoutGuide's coder).
    func decodeAutoLayoutAttributes(_ nib: UINibDecoder) {
        if let pair = nib.priorityPair("UIViewContentHuggingPriority") {
            autoLayout.hugging = (pair.0, pair.1)
        }
        if let pair = nib.priorityPair("UIViewContentCompressionResistancePriority") {
            autoLayout.compression = (pair.0, pair.1)
        }
        if let margins = nib.doubles("UIViewLayoutMargins"), margins.count >= 4 {
            storedLayoutMargins = UIEdgeInsets(top: margins[margins.count - 4], left: margins[margins.count - 3],
                                               bottom: margins[margins.count - 2], right: margins[margins.count - 1])
            layoutMarginsWereSet = true
        }
        if nib.bool("UIViewInsetsLayoutMarginsFromSafeArea") == false { autoLayout.insetsLayoutMarginsFromSafeArea = false }
        if nib.bool("UIViewPreservesSuperviewMargins") == true { autoLayout.preservesSuperviewLayoutMargins = true }
    }

    /// `"{251, 750}"` → (251, 750).
    static func priorityPair(_ text: String?) -> (UILayoutPriority, UILayoutPriority)? {
        guard let text else { return nil }
        let numbers = text.split { !"0123456789.-".contains($0) }.compactMap { Float($0) }
        guard numbers.count == 2 else { return nil }
        return (UILayoutPriority(numbers[0]), UILayoutPriority(numbers[1]))
    }
}
