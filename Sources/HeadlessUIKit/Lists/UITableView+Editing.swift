import Foundation

// Editing: the editing mode (the cells shown follow it), swipe actions, and the test drivers that
// stand in for a finger: a swipe's Delete button, a swipe action, a drag of the reorder control.
//
// UIKit's documented sequence for a swipe ("tableView(_:willBeginEditingRowAt:)"): the table
// tells its delegate it begins editing the row and is editing while the actions show (without
// showing the cells' editing controls); tapping an action runs it; then the delegate hears
// `didEndEditingRowAt`. A row shows swipe actions only when its data source's `canEditRowAt`
// is true. Without a trailing configuration from the delegate, a row whose editing style is
// `.delete` shows the table's own Delete button, which sends the data source
// `tableView(_:commit: .delete, forRowAt:)`.
extension UITableView {
    /// Stores the editing mode and updates the cells shown (called by `setEditing(_:animated:)`).
    func applyEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        for cell in visibleCells where cell.isEditing != editing { cell.setEditing(editing, animated: animated) }
    }

    /// HeadlessUIKit: what swiping a row and tapping its Delete button does. The data source hears
    /// `tableView(_:commit: .delete, forRowAt:)` (between the delegate's `willBeginEditingRowAt`
    /// and `didEndEditingRowAt`). Returns false, doing nothing, when the row shows no Delete
    /// button: it does not exist, cannot be edited, its editing style is not `.delete`, or the
    /// delegate gives its own trailing swipe actions.
    @discardableResult
    public func simulateSwipeToDelete(at indexPath: IndexPath) -> Bool {
        guard let action = trailingActions(at: indexPath)?.first, action.isTableDelete else { return false }
        return swipe(at: indexPath) { self.perform(action, at: indexPath) }
    }

    /// HeadlessUIKit: what swiping a row and tapping the action titled `title` does: the
    /// action's handler runs (the table's own Delete button commits the deletion). Trailing
    /// actions are searched first, then leading ones. Returns false, doing nothing, when the row
    /// shows no action of that title.
    @discardableResult
    public func simulateSwipeAction(_ title: String, at indexPath: IndexPath) -> Bool {
        let actions = (trailingActions(at: indexPath) ?? []) + (leadingActions(at: indexPath) ?? [])
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        return swipe(at: indexPath) { self.perform(action, at: indexPath) }
    }

    /// HeadlessUIKit: what dragging a row's reorder control does, in editing mode. The delegate's
    /// `targetIndexPathForMoveFromRowAt` may change the destination; the data source hears
    /// `tableView(_:moveRowAt:to:)`, and the table moves the row (its cell and selection follow)
    /// without the consistency check, as UIKit has already moved it on screen. Returns false,
    /// doing nothing, when the table is not editing, a path does not exist, or the data source's
    /// `canMoveRowAt` is false.
    @discardableResult
    public func simulateMove(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) -> Bool {
        loadRowDataIfNeeded()
        guard isEditing, isValid(sourceIndexPath), isValid(destinationIndexPath), let dataSource,
              dataSource.tableView(self, canMoveRowAt: sourceIndexPath) else { return false }
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                                              toProposedIndexPath: destinationIndexPath) ?? destinationIndexPath
        guard isValid(target) else { return false }
        dataSource.tableView(self, moveRowAt: sourceIndexPath, to: target)
        var batch = TableUpdateBatch()
        batch.movedRows[sourceIndexPath] = target
        try? applyUpdates(batch)
        return true
    }

    // MARK: Swipe actions

    /// The trailing actions a swipe shows: the delegate's, else the Delete button when the row deletes.
    private func trailingActions(at indexPath: IndexPath) -> [UIContextualAction]? {
        guard canSwipe(at: indexPath) else { return nil }
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration.actions
        }
        guard (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return [TableDeleteAction(title: title)]
    }

    private func leadingActions(at indexPath: IndexPath) -> [UIContextualAction]? {
        guard canSwipe(at: indexPath) else { return nil }
        return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)?.actions
    }

    private func canSwipe(at indexPath: IndexPath) -> Bool {
        loadRowDataIfNeeded()
        guard isValid(indexPath), let dataSource else { return false }
        return dataSource.tableView(self, canEditRowAt: indexPath)
    }

    /// The swipe around a tap on one of its actions: the table edits the row meanwhile.
    private func swipe(at indexPath: IndexPath, _ tap: () -> Void) -> Bool {
        let wasEditing = storedEditing
        if !wasEditing {
            tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
            storedEditing = true
        }
        tap()
        if !wasEditing {
            storedEditing = false
            tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
        }
        return true
    }

    private func perform(_ action: UIContextualAction, at indexPath: IndexPath) {
        if action.isTableDelete {
            dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            return
        }
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 74, height: rect(forRowAt: indexPath).height))
        action.handler(action, button) { _ in }
    }
}

/// The Delete button a table shows on a swiped row when its delegate gives no trailing actions.
private final class TableDeleteAction: UIContextualAction {
    init(title: String) {
        super.init(style: .destructive, title: title) { _, _, completion in completion(true) }
    }
}

extension UIContextualAction {
    fileprivate var isTableDelete: Bool { self is TableDeleteAction }
}
