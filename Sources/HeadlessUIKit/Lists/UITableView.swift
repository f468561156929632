import Foundation

/// A scrolling list of rows in sections, filled by a data source and tuned by a delegate.
///
/// As in UIKit, the table asks its data source for counts when it loads (the first layout, or
/// `reloadData()`), stacks rows and section headers and footers vertically into `contentSize`,
/// and makes cells only for the rows that intersect its bounds: scrolling (which marks the table
/// for layout) recycles cells that leave into a reuse pool and asks for the ones that enter.
///
/// Heights: the delegate's, else `rowHeight`; `automaticDimension` (the default) self-sizes a
/// shown cell whose content view uses Auto Layout (UITableView+SelfSizing.swift), and otherwise
/// means `estimatedRowHeight` when set, else 44 points. A section
/// header or footer of `automaticDimension` is 28 points (38 in grouped styles) when it has a title, else 0.
///
/// `delegate` is the one `UIScrollView` declares, typed `UIScrollViewDelegate`: Swift cannot
/// override a property with a different type as Objective-C redeclares it, so a
/// `UITableViewDelegate` is assigned there (it refines `UIScrollViewDelegate`) and the table casts
/// it when it calls table methods. Reading `tableView.delegate` gives a `UIScrollViewDelegate`.
@MainActor
open class UITableView: UIScrollView {
    /// The table's look, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, headers float.
        case plain = 0
        /// Sections in groups.
        case grouped = 1
        /// Sections in rounded, inset groups (iOS 13).
        case insetGrouped = 2
    }

    /// Where a row ends up when the table scrolls to it, with UIKit's raw values.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the row.
        case none = 0
        /// At the top.
        case top = 1
        /// In the middle.
        case middle = 2
        /// At the bottom.
        case bottom = 3
    }

    /// A height that the table works out itself (UIKit's value, -1).
    public static let automaticDimension: CGFloat = -1

    /// The row height when neither the delegate, `rowHeight` nor `estimatedRowHeight` gives one.
    static let defaultRowHeight: CGFloat = 44

    /// The vertical extent of one section.
    struct SectionGeometry {
        var headerY: CGFloat
        var headerHeight: CGFloat
        var rowY: [CGFloat]
        var rowHeight: [CGFloat]
        var footerHeight: CGFloat
        /// Rows whose height is `automaticDimension` (self-sized when shown).
        var rowIsAutomatic: [Bool] = []
        var rowCount: Int { rowY.count }
    }

    private let storedStyle: Style
    var sections: [SectionGeometry] = []
    private var tableHeight: CGFloat = 0
    /// The counts and heights must be asked again.
    var needsRowData = true
    /// The cells must be made again (never loaded, or a new data source or delegate).
    var needsCellReload = true
    private var isUpdatingCells = false
    var displayed: [IndexPath: UITableViewCell] = [:]
    var selectedPaths: [IndexPath] = []
    private var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    private var registeredCellNibs: [String: UINib] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    /// Section header and footer views (UITableViewHeaderFooterView.swift).
    var supplementary = TableSupplementaryViews()

    /// Storyboard prototype cells by reuse identifier, consulted by `dequeueReusableCell` after the
    /// registered nibs and classes (the storyboard loader fills it).
    var prototypeNibs: [String: UINib] = [:]
    /// A prototype nib's external objects (its upstream placeholders), by reuse identifier.
    var prototypeExternalObjects: [String: [String: Weak<AnyObject>]] = [:]
    /// A storyboard's static sections, which `UITableViewController`'s data source serves.
    var staticSections: [UITableViewSection] = []

    /// Makes a table of a style.
    public init(frame: CGRect, style: Style) {
        storedStyle = style
        super.init(frame: frame)
    }

    /// Makes a plain table.
    public override init(frame: CGRect) {
        storedStyle = .plain
        super.init(frame: frame)
    }

    /// Makes a table from an archive: plain until the nib decoder sets the archived values.
    public required init?(coder: NSCoder) {
        storedStyle = (coder as? UINibDecoder)?.int("UITableViewStyle").flatMap(Style.init(rawValue:)) ?? .plain
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeTableAttributes(nib) }
    }

    /// The style given at creation.
    open var style: Style { storedStyle }

    /// The data source, held weakly. Setting it reloads at the next layout.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { invalidateCells() }
    }

    /// The scroll view delegate; give it a `UITableViewDelegate` (see the type's notes). Setting
    /// it reloads at the next layout.
    open override var delegate: (any UIScrollViewDelegate)? {
        get { super.delegate }
        set {
            super.delegate = newValue
            invalidateCells()
        }
    }

    /// The delegate as a `UITableViewDelegate`, or nil.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Heights and looks

    /// The height of every row the delegate does not size. Default `automaticDimension`.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRowData() } }
    /// The estimated row height. Default `automaticDimension`.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRowData() } }
    /// The height of section headers the delegate does not size. Default `automaticDimension`.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRowData() } }
    /// The height of section footers the delegate does not size. Default `automaticDimension`.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRowData() } }
    /// The separators between rows. Default `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// Heights of self-sized rows, measured when their cells were shown (forgotten by `reloadData`).
    var measuredRowHeights: [IndexPath: CGFloat] = [:]
    /// The separator colour; nil for the default.
    open var separatorColor: UIColor?
    /// The default separator inset of cells.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The view behind the rows.
    open var backgroundView: UIView?

    /// The view above the first section; its height is kept, its width follows the table.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// The view below the last section; its height is kept, its width follows the table.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// The pull-to-refresh control (UIKit declares it on `UIScrollView`); see `simulatePullToRefresh()`.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    // MARK: Selection and editing

    /// Whether the user can select rows. Default true.
    open var allowsSelection = true
    /// Whether the user can select several rows. Default false.
    open var allowsMultipleSelection = false
    /// Whether the user can select rows while editing. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows while editing. Default false.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is editing. Setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    var storedEditing = false
    /// Batch updates in progress (UITableView+Updates.swift).
    var pendingUpdates: TableUpdateBatch?
    var updateDepth = 0

    /// Enters or leaves editing: the visible cells follow (UITableView+Editing.swift).
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing, animated: animated) }

    // MARK: Data

    /// Asks the data source again for everything, recycles the cells shown and makes those for
    /// the rows now visible. The selection is cleared, as in UIKit.
    open func reloadData() {
        selectedPaths.removeAll()
        measuredRowHeights.removeAll()
        reload()
    }

    /// The number of sections (asked of the data source if the table has not loaded them).
    open var numberOfSections: Int {
        loadRowDataIfNeeded()
        return sections.count
    }

    /// The number of rows in a section (asked of the data source if the table has not loaded them).
    open func numberOfRows(inSection section: Int) -> Int {
        loadRowDataIfNeeded()
        guard sections.indices.contains(section) else { return 0 }
        return sections[section].rowCount
    }

    /// The cell shown for a row, or nil when the row is not visible (or out of range).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { displayed[indexPath] }

    /// The cells shown, top to bottom.
    open var visibleCells: [UITableViewCell] {
        displayed.keys.sorted().compactMap { displayed[$0] }
    }

    /// The paths of the rows shown, top to bottom; nil when none.
    open var indexPathsForVisibleRows: [IndexPath]? {
        displayed.isEmpty ? nil : displayed.keys.sorted()
    }

    /// The path of a shown cell, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        displayed.first { $0.value === cell }?.key
    }

    /// The path of the row at a point (table coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadRowDataIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        for (section, geometry) in sections.enumerated() {
            for row in 0..<geometry.rowCount where point.y >= geometry.rowY[row] && point.y < geometry.rowY[row] + geometry.rowHeight[row] {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// The rectangle of a row in table coordinates (zero for a path out of range).
    open func rect(forRowAt indexPath: IndexPath) -> CGRect {
        loadRowDataIfNeeded()
        guard isValid(indexPath) else { return .zero }
        let geometry = sections[indexPath.section]
        return CGRect(x: 0, y: geometry.rowY[indexPath.row], width: bounds.width, height: geometry.rowHeight[indexPath.row])
    }

    /// Scrolls so the row is at `scrollPosition`, within the content; the cells follow at once.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rect(forRowAt: indexPath)
        guard rect.height > 0 else { return }
        var y: CGFloat
        switch scrollPosition {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            updateVisibleCells()
            return
        case .top: y = rect.minY
        case .middle: y = rect.midY - bounds.height / 2
        case .bottom: y = rect.maxY - bounds.height
        }
        let inset = adjustedContentInset
        y = max(-inset.top, min(y, contentSize.height + inset.bottom - bounds.height))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
        updateVisibleCells()
    }

    // MARK: Selection

    /// The selected row (the first one when several are), or nil.
    open var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }

    /// The selected rows, top to bottom; nil when none.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Selects a row from code (nil deselects all) and scrolls to it; the delegate hears nothing, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        guard isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        displayed[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row from code; the delegate hears nothing, as in UIKit.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        displayed[indexPath]?.setSelected(false, animated: animated)
    }

    /// HeadlessUIKit: what a tap on a row does. Nothing when selection is not allowed or the row
    /// does not exist. Otherwise the delegate hears, in order: `shouldHighlightRowAt`,
    /// `didHighlightRowAt`, `didUnhighlightRowAt`, then `willSelectRowAt` (which may redirect or
    /// cancel), the deselection of the previous row in single selection (`willDeselectRowAt`,
    /// `didDeselectRowAt`), and `didSelectRowAt`. With multiple selection, tapping a selected row
    /// deselects it (`willDeselectRowAt`, `didDeselectRowAt`).
    open func simulateSelection(at indexPath: IndexPath) {
        loadRowDataIfNeeded()
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection, isValid(indexPath) else { return }
        let delegate = tableDelegate
        if delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true {
            displayed[indexPath]?.setHighlighted(true, animated: false)
            delegate?.tableView(self, didHighlightRowAt: indexPath)
            displayed[indexPath]?.setHighlighted(false, animated: true)
            delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if multiple, selectedPaths.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        let target: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target, isValid(target) else { return }
        if !multiple {
            for path in selectedPaths.sorted() where path != target { userDeselect(path) }
        }
        selectRow(at: target, animated: true, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
        // A storyboard cell's selection segue (rule 66: triggered from the file, so shouldPerformSegue is asked).
        if let cell = cellForRow(at: target), let template = cell.selectionSegueTemplate {
            template.perform(sender: cell)
        }
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        let target: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target else { return }
        deselectRow(at: target, animated: true)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    // MARK: Reuse

    /// Registers a cell class for a reuse identifier (nil unregisters). Replaces a nib registered for it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredCellNibs[identifier] = nil
        guard let cellClass else {
            registeredCellClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            UIKitException.invalidArgument("must pass a class of kind UITableViewCell").raise()
        }
        registeredCellClasses[identifier] = cellType
    }

    /// Registers a nib whose top-level objects include the cell (nil unregisters). Replaces a class registered for it.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = nil
        registeredCellNibs[identifier] = nib
    }

    /// A cell to reuse: one from the reuse pool (after `prepareForReuse()`), else a new one from
    /// the nib or class registered for the identifier, else from a storyboard prototype; nil when none.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return makeCell(withIdentifier: identifier)
    }

    /// A cell to reuse for a row, sized for it. Stops with UIKit's message when nothing is
    /// registered for the identifier.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            UIKitException.internalInconsistency(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ).raise()
        }
        let rect = rect(forRowAt: indexPath)
        if rect.height > 0 { cell.frame = CGRect(origin: cell.frame.origin, size: rect.size) }
        return cell
    }

    private func makeCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cellType = registeredCellClasses[identifier] {
            return cellType.init(style: .default, reuseIdentifier: identifier)
        }
        guard let nib = registeredCellNibs[identifier] ?? prototypeNibs[identifier] else { return nil }
        let objects = nib.instantiate(withOwner: nil, options: nibOptions(forPrototype: identifier))
        guard let cell = objects.lazy.compactMap({ $0 as? UITableViewCell }).first else {
            UIKitException.internalInconsistency(
                "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance"
            ).raise()
        }
        if let own = cell.storedReuseIdentifier, own != identifier {
            UIKitException.internalInconsistency(
                "cell reuse indentifier in nib (\(own)) does not match the identifier used to register the nib (\(identifier))"
            ).raise()
        }
        cell.storedReuseIdentifier = identifier
        return cell
    }

    // MARK: Layout

    /// Loads the rows if needed and updates the cells shown for the current bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsCellReload {
            reload()
        } else {
            loadRowDataIfNeeded()
            updateVisibleCells()
        }
    }

    private func invalidateRowData() {
        needsRowData = true
        setNeedsLayout()
    }

    private func invalidateCells() {
        needsCellReload = true
        invalidateRowData()
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        invalidateRowData()
    }

    /// Recycles every cell, asks for the counts and heights again and makes the visible cells.
    func reload() {
        for path in displayed.keys.sorted() { recycleCell(at: path) }
        recycleAllSupplementaryViews()
        needsCellReload = false
        loadRowData()
        updateVisibleCells()
    }

    func loadRowDataIfNeeded() {
        if needsRowData { loadRowData() }
    }

    func loadRowData() {
        needsRowData = false
        let delegate = tableDelegate
        let sectionCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        var y = tableHeaderView?.frame.height ?? 0
        sections = []
        for section in 0..<sectionCount {
            let headerHeight = resolvedSupplementaryHeight(
                delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight, default: sectionHeaderHeight,
                hasTitle: dataSource?.tableView(self, titleForHeaderInSection: section) != nil, .header, section)
            var geometry = SectionGeometry(headerY: y, headerHeight: headerHeight, rowY: [], rowHeight: [], footerHeight: 0)
            y += headerHeight
            let rowCount = max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
            for row in 0..<rowCount {
                let path = IndexPath(row: row, section: section)
                let given = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                let height = given >= 0 ? given : measuredRowHeights[path] ?? resolvedRowHeight(given)
                geometry.rowIsAutomatic.append(given < 0)
                geometry.rowY.append(y)
                geometry.rowHeight.append(height)
                y += height
            }
            geometry.footerHeight = resolvedSupplementaryHeight(
                delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight, default: sectionFooterHeight,
                hasTitle: dataSource?.tableView(self, titleForFooterInSection: section) != nil, .footer, section)
            y += geometry.footerHeight
            sections.append(geometry)
        }
        if let tableFooterView {
            tableFooterView.frame = CGRect(x: 0, y: y, width: bounds.width, height: tableFooterView.frame.height)
            y += tableFooterView.frame.height
        }
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView.frame.height)
        }
        tableHeight = y
        contentSize = CGSize(width: bounds.width, height: tableHeight)
        selectedPaths.removeAll { !isValid($0) }
    }

    private func resolvedRowHeight(_ height: CGFloat) -> CGFloat {
        if height >= 0 { return height }
        return estimatedRowHeight > 0 ? estimatedRowHeight : UITableView.defaultRowHeight
    }

    // A plain table's section has no header (or footer) space unless it has a title or a view: the table's
    // `sectionHeaderHeight` (IB writes 28) sizes headers that exist. A height the delegate gives that differs from
    // the table's is the app asking for the space, and is kept. (Without Objective-C's respondsToSelector, a
    // delegate answering exactly the table's value cannot be told from the protocol's default.)
    private func resolvedSupplementaryHeight(_ height: CGFloat, default tableValue: CGFloat, hasTitle: Bool,
                                             _ kind: TableSupplementaryViews.Kind, _ section: Int) -> CGFloat {
        if height >= 0, storedStyle == .plain, height == tableValue, !hasTitle {
            return automaticSupplementaryHeight(kind, section: section) > 0 ? height : 0
        }
        if height >= 0 { return height }
        guard hasTitle else { return automaticSupplementaryHeight(kind, section: section) }
        return storedStyle == .plain ? 28 : 38
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && (0..<sections[indexPath.section].rowCount).contains(indexPath.row)
    }

    /// Recycles cells whose rows left the bounds and makes cells for rows that entered.
    func updateVisibleCells() {
        guard !isUpdatingCells else { return }
        isUpdatingCells = true
        defer { isUpdatingCells = false }
        // Self-sized cells change the heights the rows were placed with: place them again (a few times at most).
        var passes = 0
        while placeVisibleCells(), passes < 4 {
            loadRowData()
            passes += 1
        }
    }

    /// One placement of the visible cells; true when a self-sized cell's height differed from its row's.
    private func placeVisibleCells() -> Bool {
        var resized = false
        loadRowDataIfNeeded()
        if contentSize.width != bounds.width { contentSize = CGSize(width: bounds.width, height: tableHeight) }
        var wanted: [IndexPath] = []
        let visible = bounds
        for (section, geometry) in sections.enumerated() {
            for row in 0..<geometry.rowCount {
                let rect = CGRect(x: 0, y: geometry.rowY[row], width: visible.width, height: geometry.rowHeight[row])
                if rect.height > 0, rect.minY < visible.maxY, rect.maxY > visible.minY { wanted.append(IndexPath(row: row, section: section)) }
            }
        }
        placeSupplementaryViews(in: visible)
        let wantedSet = Set(wanted)
        for path in displayed.keys.sorted() where !wantedSet.contains(path) { recycleCell(at: path) }
        for path in wanted {
            let rect = CGRect(x: 0, y: sections[path.section].rowY[path.row], width: visible.width,
                              height: sections[path.section].rowHeight[path.row])
            if let cell = displayed[path] {
                cell.frame = rect
                continue
            }
            guard let dataSource else { break }
            let cell = dataSource.tableView(self, cellForRowAt: path)
            cell.frame = rect
            if sections[path.section].rowIsAutomatic[path.row], let height = selfSizedHeight(of: cell), height != rect.height {
                measuredRowHeights[path] = height
                resized = true
            }
            cell.setSelected(selectedPaths.contains(path), animated: false)
            if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            displayed[path] = cell
            if cell.superview !== self { addSubview(cell) }
        }
        return resized
    }

    func recycleCell(at path: IndexPath) {
        guard let cell = displayed.removeValue(forKey: path) else { return }
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
}
