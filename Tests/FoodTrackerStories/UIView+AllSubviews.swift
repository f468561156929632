import HeadlessUIKit

extension UIView {
    /// Every view below this one, depth first.
    var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}
