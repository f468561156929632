import Foundation

/// The pull-to-refresh control of a table (`UITableView.refreshControl`).
///
/// As UIKit documents, a user's pull starts refreshing and sends `.valueChanged`; the app
/// calls `endRefreshing()` when its data is in. `beginRefreshing()` from code shows the control
/// refreshing without sending `.valueChanged`. Headless: a pull is `UITableView.simulatePullToRefresh()`.
@MainActor
open class UIRefreshControl: UIControl {
    /// Makes a refresh control.
    public convenience init() { self.init(frame: .zero) }

    /// Makes a refresh control (its frame is the table's business).
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Makes a refresh control from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether the control is refreshing.
    open private(set) var isRefreshing = false

    /// The title shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Shows the control refreshing, from code (no `.valueChanged` is sent).
    open func beginRefreshing() { isRefreshing = true }

    /// Ends refreshing: the control hides.
    open func endRefreshing() { isRefreshing = false }
}

extension UITableView {
    /// HeadlessUIKit: what pulling the table down past its refresh control does: the control
    /// starts refreshing and sends `.valueChanged`. Returns false, doing nothing, when the table
    /// has no refresh control, it is disabled, or it is already refreshing.
    @discardableResult
    public func simulatePullToRefresh() -> Bool {
        guard let control = refreshControl, control.isEnabled, !control.isRefreshing else { return false }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
        return true
    }
}
