import Foundation

// Self-sizing cells (UIKit since iOS 8): a row whose height is `automaticDimension` takes the
// height its cell's content view needs by its constraints, measured when the cell is shown, at the
// table's width; rows not shown yet keep `estimatedRowHeight` (or 44). A content view whose
// constraints give no height (or that does not use Auto Layout) keeps the estimate, as UIKit
// does after its "ambiguously suggest a height of zero" warning.
extension UITableView {
    /// The height a shown cell's content needs, plus the separator, or nil when its constraints give none.
    func selfSizedHeight(of cell: UITableViewCell) -> CGFloat? {
        let content = cell.contentView
        guard content.usesAutoLayoutInSubtree else { return nil }
        let width = content.frame.width > 0 ? content.frame.width : cell.frame.width
        let fitted = content.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        guard fitted.height > 0 else { return nil }
        return fitted.height + (separatorStyle == .none ? 0 : 1 / UIScreen.main.scale)
    }
}
