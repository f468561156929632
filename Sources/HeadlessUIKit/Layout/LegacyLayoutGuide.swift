import Foundation

/// A controller's `topLayoutGuide` / `bottomLayoutGuide` from a storyboard (iOS 7–10), which
/// ibtool archives as a hidden `_UILayoutGuide` view in the root view.
///
/// ibtool gives it placeholder constraints (`_UILayoutGuideConstraintsToRemove`: pinned to the
/// root view with height 0) that UIKit swaps at run time for its own. HeadlessUIKit does the same:
/// the top guide spans the root view's top safe-area inset, the bottom guide its bottom inset (iOS
/// 11 and later say the guides follow the safe area), kept current at each layout pass.
@MainActor
final class _UILayoutGuide: UIView {
    /// True for the bottom guide (`_UIViewControllerBottom`).
    private(set) var isBottom = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let nib = coder as? UINibDecoder else { return }
        isBottom = nib.string("_UILayoutGuideIdentifier") == "_UIViewControllerBottom"
        isHidden = true
        translatesAutoresizingMaskIntoConstraints = false
        nib.afterCreation("_UILayoutGuideConstraintsToRemove") { value in
            let placeholders = ((value as? [Any]) ?? []).compactMap { $0 as? NSLayoutConstraint }
            // The placeholders may not be held yet: hold them as removed.
            for constraint in placeholders { constraint.isPlaceholder = true; constraint.holder?.removeConstraint(constraint) }
        }
    }

    override init(frame: CGRect) { super.init(frame: frame) }

    /// The inset the guide spans: its superview's top or bottom safe-area inset.
    var length: CGFloat {
        guard let superview else { return 0 }
        let insets = superview.safeAreaInsets
        return isBottom ? insets.bottom : insets.top
    }
}
