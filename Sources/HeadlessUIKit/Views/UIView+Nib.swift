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
        // The view's properties still hold their initial values here (the declared defaults): an absent
        // key, or a value equal to that default, leaves the property alone, as a view built in code does
        // (each setter costs an exclusivity check, some run observers). isOpaque's default differs: a
        // nib's view is not opaque unless it says so.
        if let color = nib.color("UIBackgroundColor") { backgroundColor = color }
        if nib.bool("UIHidden") == true { isHidden = true }
        if let alpha = nib.cgFloat("UIAlpha"), alpha != 1 { self.alpha = alpha }
        if let tag = nib.int("UITag"), tag != 0 { self.tag = tag }
        isOpaque = nib.bool("UIOpaque") ?? false
        if nib.bool("UIClipsToBounds") == true { clipsToBounds = true }
        if nib.bool("UIMultipleTouchEnabled") == true { isMultipleTouchEnabled = true }
        if nib.bool("UIUserInteractionDisabled") == true { isUserInteractionEnabled = false }
        if let mask = nib.int("UIAutoresizingMask"), mask > 0 { autoresizingMask = AutoresizingMask(rawValue: UInt(mask)) }
        if nib.bool("UIAutoresizeSubviews") == false { autoresizesSubviews = false }
        let mode = ContentMode(rawValue: nib.int("UIContentMode") ?? 0) ?? .scaleToFill
        if mode != .scaleToFill { contentMode = mode }
        if nib.bool("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == true { translatesAutoresizingMaskIntoConstraints = false }
        if nib.has("UITintColor") { tintColor = nib.color("UITintColor") }
        for subview in nib.array("UISubviews", of: UIView.self) where subview.superview == nil {
            addSubview(subview)
        }
        decodeAutoLayoutAttributes(nib)
        // `holdConstraintsFromNib` once every object exists (NibDeferredWork: by index, not a closure
        // capturing the view weakly, which would give each view a side table).
        nib.afterCreationViewConstraints("UIViewAutolayoutConstraints")
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
