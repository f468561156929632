import Foundation

// A stack view's attributes as a nib archives them (UIKit's `-[UIStackView initWithCoder:]` keys).
extension UIStackView {
    func decodeStackViewAttributes(_ nib: UINibDecoder) {
        if let axis = nib.enumeration("UIStackViewAxis", as: NSLayoutConstraint.Axis.self) { self.axis = axis }
        if let distribution = nib.enumeration("UIStackViewDistribution", as: Distribution.self) { self.distribution = distribution }
        if let alignment = nib.enumeration("UIStackViewAlignment", as: Alignment.self) { self.alignment = alignment }
        if let spacing = nib.cgFloat("UIStackViewSpacing") { self.spacing = spacing }
        isBaselineRelativeArrangement = nib.bool("UIStackViewBaselineRelative") ?? false
        isLayoutMarginsRelativeArrangement = nib.bool("UIStackViewLayoutMarginsRelative") ?? false
        // ibtool archives the arranged subviews apart from `UISubviews`; without the key (our
        // compiler), a stack view's `<subviews>` are its arranged subviews, as in the XML.
        let arranged = nib.has("UIStackViewArrangedSubviews")
            ? nib.array("UIStackViewArrangedSubviews", of: UIView.self)
            : subviews
        for view in arranged { addArrangedSubview(view) }
    }
}
