import Foundation

/// A view controller whose view is a table, and which is the table's data source and delegate.
///
/// `loadView()` runs the default loading (the nib search) and keeps a nib's view when it is a
/// table; otherwise it makes a table of the controller's style, the size of the screen, whose
/// data source and delegate are the controller (a nib's table gets them too when it has none).
/// As in UIKit, a nib whose view is not a table stops with UIKit's message.
///
/// As on iOS, where the Objective-C protocols' methods are members of the class, the data source
/// and delegate methods (and `UIScrollViewDelegate`'s) are declared here, so a subclass writes
/// `override func tableView(_:numberOfRowsInSection:)`. The defaults give 0 sections and 0 rows.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style
    private var storedTableView: UITableView?

    /// Makes a controller whose table (made at load) has the style.
    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a controller with a plain table, or the table of the nib.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes a controller from an archive (a storyboard scene).
    public required init?(coder: NSCoder) {
        initialStyle = .plain
        super.init(coder: coder)
    }

    /// The table: the root view (loading it if needed), unless another was assigned.
    open var tableView: UITableView! {
        get {
            if let storedTableView { return storedTableView }
            let table = view as? UITableView
            storedTableView = table
            return table
        }
        set {
            storedTableView = newValue
            view = newValue
        }
    }

    /// Whether `viewWillAppear(_:)` deselects the selected rows. Default true.
    open var clearsSelectionOnViewWillAppear = true

    /// Loads the nib's table if there is one; otherwise makes a table whose data source and
    /// delegate are this controller.
    open override func loadView() {
        super.loadView()
        let table = loadedListView(kind: "UITableView") { UITableView(frame: $0, style: initialStyle) }
        if table.dataSource == nil { table.dataSource = self }
        if table.delegate == nil { table.delegate = self }
        storedTableView = table
    }

    /// Loads the table's data the first time; afterwards deselects the selected rows when
    /// `clearsSelectionOnViewWillAppear` is true.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = storedTableView ?? (viewIfLoaded as? UITableView) else { return }
        if table.needsCellReload {
            table.reloadData()
        } else if clearsSelectionOnViewWillAppear {
            for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path, animated: animated) }
        }
    }

    /// Enters or leaves editing, and so does the table (UIKit's documented override).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (storedTableView ?? (viewIfLoaded as? UITableView))?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    // A storyboard table with static cells is served by these defaults, as UIKit's are.

    /// 1 section (UIKit's default), or the storyboard's static sections.
    open func numberOfSections(in tableView: UITableView) -> Int {
        tableView.staticSections.isEmpty ? 1 : tableView.staticSections.count
    }
    /// 0 rows, or a static section's cells.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].cells.count : 0
    }
    /// A static cell; otherwise stops, as UIKit does when a data source gives no cell: override it when you give rows.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if tableView.staticSections.indices.contains(indexPath.section),
           tableView.staticSections[indexPath.section].cells.indices.contains(indexPath.row) {
            return tableView.staticSections[indexPath.section].cells[indexPath.row]
        }
        UIKitException.internalInconsistency(
            "UITableView (\(uikitDescription(tableView))) failed to obtain a cell from its dataSource (\(self))"
        ).raise()
    }
    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].headerTitle : nil
    }
    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].footerTitle : nil
    }
    /// Every row can be edited.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// No row can be moved.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UITableViewDelegate

    /// The table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Rows highlight.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Selects the row asked for.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Deselects the row asked for.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Rows delete.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// No header view.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No footer view.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// "Delete".
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// No leading actions.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// The table's own (the Delete button when the row deletes).
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// No context menu.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// No edit menu (deprecated in iOS 13).
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    /// No edit-menu actions.
    open func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// The proposed path.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No zooming view.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Allows scrolling to the top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
