import Foundation

// UIKit adds the safe area to a scroll view's `contentInset` (its `adjustedContentInset`), so content starts below a
// navigation bar and ends above a tab bar or the home indicator while scrolling under them:
// - `.automatic`: vertically always for a table view or a controller's root scroll view inside a navigation or tab
//   bar controller, else as `.scrollableAxes`;
// - `.scrollableAxes`: on an axis that scrolls (content larger than the bounds, or `alwaysBounce…`);
// - `.always`: every edge; `.never`: none.
// A scroll view resting at the top (offset −top inset) stays there when the inset changes: UIKit moves the offset
// with it, which is how a table's first row appears below the bar when the screen is shown.

extension UIScrollView {
    /// The part of the safe area `adjustedContentInset` adds.
    var safeAreaContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return .zero }
        let size = bounds.size
        let scrollsVertically = alwaysBounceVertical || contentSize.height > size.height || self is UITableView
        let scrollsHorizontally = alwaysBounceHorizontal || contentSize.width > size.width
        var vertical = false, horizontal = false
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes:
            vertical = scrollsVertically
            horizontal = scrollsHorizontally
        case .automatic:
            let contained = owningController.map { $0.navigationController != nil || $0.tabBarController != nil } ?? false
            vertical = scrollsVertically || contained
            horizontal = scrollsHorizontally
        }
        return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Announces a changed `adjustedContentInset` (`adjustedContentInsetDidChange()`, then the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)`). When the safe area moved it (not the app's `contentInset`,
    /// which UIKit leaves to the app), an offset that rested at the old top-left inset first moves with it.
    func adjustedContentInsetMayHaveChanged(byTheApp: Bool = false) {
        let adjusted = adjustedContentInset
        let previous = lastAdjustedContentInset ?? contentInset
        guard adjusted != previous else { return }
        lastAdjustedContentInset = adjusted
        if !byTheApp {
            var offset = contentOffset
            if offset.y == -previous.top { offset.y = -adjusted.top }
            if offset.x == -previous.left { offset.x = -adjusted.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
