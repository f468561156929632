import Foundation

/// A scrolling set of items in sections, placed by a layout, filled by a data source and tuned by
/// a delegate.
///
/// As in UIKit, the collection view asks its data source for counts when it loads (the first
/// layout, or `reloadData()`), lets the layout `prepare()`, and makes views only for the elements
/// the layout places inside its bounds: scrolling (which marks the view for layout) recycles the
/// views that leave into reuse pools and asks for the ones that enter.
///
/// `delegate` is the one `UIScrollView` declares, typed `UIScrollViewDelegate`: Swift cannot
/// override a property with a different type as Objective-C redeclares it, so a
/// `UICollectionViewDelegate` is assigned there (it refines `UIScrollViewDelegate`) and the
/// collection view casts it when it calls collection methods.
@MainActor
open class UICollectionView: UIScrollView {
    /// The direction a layout scrolls, with UIKit's raw values.
    public enum ScrollDirection: Int, Sendable {
        /// Top to bottom.
        case vertical = 0
        /// Leading to trailing.
        case horizontal = 1
    }

    /// Where an item ends up when the view scrolls to it, with UIKit's bits.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Makes a position from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No scrolling.
        public static let none = ScrollPosition([])
        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// In the vertical middle.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// In the horizontal middle.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind UIKit's messages give cells.
    static let elementKindCell = "UICollectionElementKindCell"

    /// A supplementary view's place: its kind and index path.
    struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    var storedLayout: UICollectionViewLayout
    private var itemCounts: [Int] = []
    private var needsCounts = true
    /// The views must be made again (never loaded, or a new data source or delegate).
    var needsCellReload = true
    private var needsLayoutPreparation = true
    private var isUpdatingViews = false
    private var displayedCells: [IndexPath: UICollectionViewCell] = [:]
    private var displayedSupplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Decoration views (section backgrounds) shown, by kind and index path; see UICollectionView+Decorations.swift.
    var displayedDecorationViews: [SupplementaryKey: UICollectionReusableView] = [:]
    private var selectedPaths: [IndexPath] = []
    private var registeredClasses: [String: UICollectionReusableView.Type] = [:]
    private var registeredNibs: [String: UINib] = [:]
    private var reusePool: [String: [UICollectionReusableView]] = [:]

    /// Storyboard prototype cells by reuse identifier, consulted by `dequeueReusableCell` after the
    /// registered nibs and classes (the storyboard loader fills it).
    var prototypeNibs: [String: UINib] = [:]
    /// A prototype nib's external objects (its upstream placeholders), by reuse identifier.
    var prototypeExternalObjects: [String: [String: Weak<AnyObject>]] = [:]
    /// Storyboard prototype supplementary views by kind, then reuse identifier.
    var supplementaryPrototypeNibs: [String: [String: UINib]] = [:]

    /// Makes a collection view placed by a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        storedLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Makes a collection view with a flow layout (HeadlessUIKit: UIKit requires a layout, and
    /// stops at the first use of a collection view made without one).
    public override init(frame: CGRect) {
        storedLayout = UICollectionViewFlowLayout()
        super.init(frame: frame)
        storedLayout.collectionView = self
    }

    /// Makes a collection view from an archive, with a flow layout until the nib decoder sets the archived one.
    public required init?(coder: NSCoder) {
        storedLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeCollectionAttributes(nib) }
        storedLayout.collectionView = self
    }

    /// The layout; setting it places everything again.
    open var collectionViewLayout: UICollectionViewLayout {
        get { storedLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout (the animation is headless).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        guard layout !== storedLayout else { return }
        if storedLayout.collectionView === self { storedLayout.collectionView = nil }
        storedLayout = layout
        layout.collectionView = self
        layoutDidInvalidate()
    }

    /// The drag source (iOS 11; headless: nothing drags, see docs/known-gaps.md).
    open weak var dragDelegate: (any UICollectionViewDragDelegate)?
    /// The drop destination (iOS 11).
    open weak var dropDelegate: (any UICollectionViewDropDelegate)?
    /// Whether items can be dragged (true on iPad, false on iPhone by default).
    open var dragInteractionEnabled = false

    /// The data source, held weakly. Setting it reloads at the next layout.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { invalidateViews() }
    }

    /// The scroll view delegate; give it a `UICollectionViewDelegate` (see the type's notes).
    /// Setting it reloads at the next layout.
    open override var delegate: (any UIScrollViewDelegate)? {
        get { super.delegate }
        set {
            super.delegate = newValue
            invalidateViews()
        }
    }

    /// The delegate as a `UICollectionViewDelegate`, or nil.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// The view behind the items.
    open var backgroundView: UIView?
    /// Whether the user can select items. Default true.
    open var allowsSelection = true
    /// Whether the user can select several items. Default false.
    open var allowsMultipleSelection = false

    // MARK: Data

    /// Asks the data source again for everything, recycles the views shown and makes those now
    /// visible. The selection is cleared, as in UIKit.
    open func reloadData() {
        selectedPaths.removeAll()
        reload()
    }

    /// The number of sections (asked of the data source if the view has not loaded them).
    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in a section (asked of the data source if the view has not loaded them).
    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The cell shown for an item, or nil when the item is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { displayedCells[indexPath] }

    /// The cells shown, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        displayedCells.keys.sorted().compactMap { displayedCells[$0] }
    }

    /// The paths of the items shown, in order.
    open var indexPathsForVisibleItems: [IndexPath] { displayedCells.keys.sorted() }

    /// The path of a shown cell, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        displayedCells.first { $0.value === cell }?.key
    }

    /// The path of the item at a point (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return storedLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// The layout's attributes for an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return storedLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The supplementary view shown for a kind and index path, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        displayedSupplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of a kind shown, in index path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        displayedSupplementaryViews.keys.filter { $0.kind == elementKind }
            .sorted { $0.indexPath < $1.indexPath }
            .compactMap { displayedSupplementaryViews[$0] }
    }

    /// Scrolls so the item is at `scrollPosition`, within the content; the views follow at once.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        if scrollPosition.isEmpty {
            scrollRectToVisible(frame, animated: animated)
        } else {
            let inset = adjustedContentInset
            offset.x = max(-inset.left, min(offset.x, contentSize.width + inset.right - bounds.width))
            offset.y = max(-inset.top, min(offset.y, contentSize.height + inset.bottom - bounds.height))
            setContentOffset(offset, animated: animated)
        }
        updateVisibleViews()
    }

    // MARK: Selection

    /// The selected items, in order; nil when none.
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Selects an item from code (nil deselects all) and scrolls to it; the delegate hears nothing, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectItem(at: path, animated: animated) }
            return
        }
        guard isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        displayedCells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item from code; the delegate hears nothing, as in UIKit.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        displayedCells[indexPath]?.isSelected = false
    }

    /// HeadlessUIKit: what a tap on an item does. Nothing when selection is not allowed or the item
    /// does not exist. Otherwise the delegate hears, in order: `shouldHighlightItemAt`,
    /// `didHighlightItemAt`, `didUnhighlightItemAt`, then `shouldSelectItemAt`, the deselection of
    /// the previous item in single selection (`didDeselectItemAt`), and `didSelectItemAt`. With
    /// multiple selection, tapping a selected item asks `shouldDeselectItemAt` and deselects it.
    open func simulateSelection(at indexPath: IndexPath) {
        loadCountsIfNeeded()
        guard allowsSelection, isValid(indexPath) else { return }
        let delegate = collectionDelegate
        if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            displayedCells[indexPath]?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
            displayedCells[indexPath]?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        if allowsMultipleSelection, selectedPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths.sorted() where path != indexPath {
                deselectItem(at: path, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: path)
            }
        }
        selectItem(at: indexPath, animated: true, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: Reuse

    /// Registers a cell class for a reuse identifier (nil unregisters). Replaces a nib registered for it.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        register(cellClass, key: identifier, cellsOnly: true)
    }

    /// Registers a nib whose top-level objects include the cell (nil unregisters). Replaces a class registered for it.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredClasses[identifier] = nil
        registeredNibs[identifier] = nib
    }

    /// Registers a class for supplementary views of a kind (nil unregisters).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        register(viewClass, key: supplementaryKey(elementKind, identifier), cellsOnly: false)
    }

    /// Registers a nib for supplementary views of a kind (nil unregisters).
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let key = supplementaryKey(kind, identifier)
        registeredClasses[key] = nil
        registeredNibs[key] = nib
    }

    /// A cell for an item: one from the reuse pool (after `prepareForReuse()`), else a new one from
    /// the nib or class registered for the identifier, else from a storyboard prototype. Stops with
    /// UIKit's message when nothing is registered for the identifier.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let view = dequeue(key: identifier, identifier: identifier, kind: UICollectionView.elementKindCell,
                           prototype: prototypeNibs[identifier], cellsOnly: true)
        guard let cell = view as? UICollectionViewCell else {
            UIKitException.internalInconsistency(
                "the view returned for identifier \(identifier) is not a UICollectionViewCell: \(uikitDescription(view))").raise()
        }
        if let attributes = layoutAttributesForItem(at: indexPath) {
            cell.frame = attributes.frame
            cell.apply(attributes)
        }
        return cell
    }

    /// A supplementary view of a kind, as `dequeueReusableCell(withReuseIdentifier:for:)` makes cells.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let view = dequeue(key: supplementaryKey(elementKind, identifier), identifier: identifier, kind: elementKind,
                           prototype: supplementaryPrototypeNibs[elementKind]?[identifier], cellsOnly: false)
        prepareLayoutIfNeeded()
        if let attributes = storedLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            view.frame = attributes.frame
            view.apply(attributes)
        }
        return view
    }

    private func supplementaryKey(_ kind: String, _ identifier: String) -> String { "\(kind)/\(identifier)" }

    /// Whether a class or nib is registered under a reuse key (a cell's identifier, or `kind/identifier`).
    func hasRegistration(forKey key: String) -> Bool { registeredClasses[key] != nil || registeredNibs[key] != nil }

    private func register(_ viewClass: AnyClass?, key: String, cellsOnly: Bool) {
        registeredNibs[key] = nil
        guard let viewClass else {
            registeredClasses[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type, !cellsOnly || type is UICollectionViewCell.Type else {
            UIKitException.invalidArgument("must pass a class of kind \(cellsOnly ? "UICollectionViewCell" : "UICollectionReusableView")").raise()
        }
        registeredClasses[key] = type
    }

    private func dequeue(key: String, identifier: String, kind: String, prototype: UINib?,
                         cellsOnly: Bool) -> UICollectionReusableView {
        if let view = reusePool[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        if let type = registeredClasses[key] {
            let view = type.init(frame: .zero)
            view.storedReuseIdentifier = identifier
            return view
        }
        guard let nib = registeredNibs[key] ?? prototype else {
            UIKitException.internalInconsistency(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ).raise()
        }
        var externals: [String: Any] = [:]
        if registeredNibs[key] == nil, cellsOnly {
            for (name, box) in prototypeExternalObjects[identifier] ?? [:] { if let object = box.value { externals[name] = object } }
        }
        let objects = nib.instantiate(withOwner: nil, options: externals.isEmpty ? nil : [.externalObjects: externals])
        guard let view = objects.lazy.compactMap({ $0 as? UICollectionReusableView }).first(where: { !cellsOnly || $0 is UICollectionViewCell }) else {
            UIKitException.internalInconsistency(
                "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(cellsOnly ? "UICollectionViewCell" : "UICollectionReusableView") instance"
            ).raise()
        }
        view.storedReuseIdentifier = identifier
        return view
    }

    /// The stop of a data source that gives no supplementary view the layout asks for.
    static func missingSupplementaryView(_ kind: String) -> Never {
        UIKitException.internalInconsistency(
            "the collection view's data source did not return a valid view from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element of kind '\(kind)'"
        ).raise()
    }

    // MARK: Layout

    /// Loads the items if needed, lets the layout prepare when stale, and updates the views shown.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if storedLayout.shouldInvalidateLayout(forBoundsChange: bounds) { needsLayoutPreparation = true }
        if needsCellReload {
            reload()
        } else {
            updateVisibleViews()
        }
    }

    /// The layout was invalidated: prepare it again at the next layout.
    func layoutDidInvalidate() {
        needsLayoutPreparation = true
        setNeedsLayout()
    }

    private func invalidateViews() {
        needsCellReload = true
        needsCounts = true
        layoutDidInvalidate()
    }

    private func reload() {
        for path in displayedCells.keys.sorted() { recycleCell(at: path) }
        for key in Array(displayedSupplementaryViews.keys) { recycleSupplementaryView(at: key) }
        removeDecorationViews()
        needsCellReload = false
        needsCounts = true
        needsLayoutPreparation = true
        updateVisibleViews()
    }

    /// The item counts before an update: nil when the view has not loaded its data (it then loads everything at its next layout).
    func countsBeforeUpdate() -> [Int]? {
        guard !needsCellReload else { return nil }
        loadCountsIfNeeded()
        return itemCounts
    }

    /// The data source's counts now, asked again.
    func countsAfterUpdate() -> [Int] {
        needsCounts = true
        loadCountsIfNeeded()
        return itemCounts
    }

    /// Shows the data again after a batch of updates, keeping the selected items where `mapping` moves them.
    func reloadAfterUpdates(mapping: [IndexPath: IndexPath]) {
        selectedPaths = selectedPaths.compactMap { mapping[$0] }
        reload()
    }

    /// The batch being collected by `performBatchUpdates` (UICollectionView+Updates.swift), and how deep the calls nest.
    var pendingUpdates: TableUpdateBatch?
    var updateDepth = 0

    private func loadCountsIfNeeded() {
        guard needsCounts else { return }
        needsCounts = false
        let sectionCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        itemCounts = (0..<sectionCount).map { section in
            max(0, dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0)
        }
        selectedPaths.removeAll { !isValid($0) }
    }

    private func prepareLayoutIfNeeded() {
        loadCountsIfNeeded()
        guard needsLayoutPreparation else { return }
        needsLayoutPreparation = false
        storedLayout.prepare()
        contentSize = storedLayout.collectionViewContentSize
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && (0..<itemCounts[indexPath.section]).contains(indexPath.item)
    }

    /// Recycles views whose elements left the bounds and makes views for elements that entered.
    private func updateVisibleViews() {
        guard !isUpdatingViews else { return }
        isUpdatingViews = true
        defer { isUpdatingViews = false }
        // Self-sizing cells change the layout they were placed by: prepare and place again (a few times at most).
        var passes = 0
        while placeVisibleViews(), passes < 4 {
            needsLayoutPreparation = true
            passes += 1
        }
    }

    /// One placement; true when a shown cell preferred another size than its layout gave it.
    private func placeVisibleViews() -> Bool {
        var resized = false
        prepareLayoutIfNeeded()
        let elements = (storedLayout.layoutAttributesForElements(in: bounds) ?? []).filter { !$0.isHidden }
        var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements {
            switch attributes.representedElementCategory {
            case .cell where isValid(attributes.indexPath):
                wantedCells[attributes.indexPath] = attributes
            case .supplementaryView:
                if let kind = attributes.representedElementKind {
                    wantedSupplementary[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
                }
            default:
                break
            }
        }
        placeDecorationViews(elements)
        for path in displayedCells.keys.sorted() where wantedCells[path] == nil { recycleCell(at: path) }
        for key in Array(displayedSupplementaryViews.keys) where wantedSupplementary[key] == nil { recycleSupplementaryView(at: key) }
        guard let dataSource else { return resized }
        for path in wantedCells.keys.sorted() {
            let attributes = wantedCells[path]!
            if let cell = displayedCells[path] {
                cell.frame = attributes.frame
                continue
            }
            let cell = dataSource.collectionView(self, cellForItemAt: path)
            cell.frame = attributes.frame
            cell.apply(attributes)
            cell.configurationHost.roundedCorners = attributes.roundedCorners
            cell.isSelected = selectedPaths.contains(path)
            cell.updateConfigurationIfNeeded() // UIKit updates a cell's configurations before it is shown
            if storedLayout.sizesCellsWhenShown,
               storedLayout.cellPreferredSize(cell.preferredLayoutAttributesFitting(attributes).size, at: path) { resized = true }
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            displayedCells[path] = cell
            if cell.superview !== self { addSubview(cell) }
        }
        for key in wantedSupplementary.keys.sorted(by: { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }) {
            let attributes = wantedSupplementary[key]!
            if let view = displayedSupplementaryViews[key] {
                view.frame = attributes.frame
                continue
            }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            view.frame = attributes.frame
            view.apply(attributes)
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            displayedSupplementaryViews[key] = view
            if view.superview !== self { addSubview(view) }
        }
        return resized
    }

    private func recycleCell(at path: IndexPath) {
        guard let cell = displayedCells.removeValue(forKey: path) else { return }
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }

    private func recycleSupplementaryView(at key: SupplementaryKey) {
        guard let view = displayedSupplementaryViews.removeValue(forKey: key) else { return }
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier { reusePool[supplementaryKey(key.kind, identifier), default: []].append(view) }
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }
}
