import Foundation

/// A table view's data source that takes its sections and rows from snapshots: make it with a
/// cell provider, then `apply` snapshots as the data changes. Subclass it to give section titles
/// or to allow editing and moving.
///
/// As in UIKit, it sets itself as the table's `dataSource` (weak: keep it in a property).
/// Headless: applying a snapshot reloads the table at once and then runs the completion.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UITableViewDataSource {
    /// Gives the cell for an item.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The row animation differences would use (not animated headless). Default `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Makes a data source for a table view, which it becomes the data source of.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Shows a snapshot; `completion` runs once the table shows it.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// Shows a snapshot without working out differences.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at an index path, if any.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// The index path of an item, if shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    /// The section at an index, if any.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }
    /// The index of a section, if shown.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The snapshot's row count in a section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    /// The cell provider's cell; stops with UIKit's message when it gives none.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            UIKitException.internalInconsistency(
                "UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: \(tableView), dataSource: \(self)").raise()
        }
        return cell
    }

    /// No header title; override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title; override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Rows cannot be edited unless overridden (UIKit's diffable default).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Rows cannot be moved unless overridden.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing; override to delete or insert (and apply a new snapshot).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Does nothing; override to move (and apply a new snapshot).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
