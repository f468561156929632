import Foundation

/// A set of spinning wheels (components) of rows, filled by a data source; one row of each
/// component is selected.
///
/// Selecting in code (`selectRow(_:inComponent:animated:)`) tells the delegate nothing, as in
/// UIKit; a user's spin is `simulateSelection(row:inComponent:)`. Headless: rows are not views.
@MainActor
open class UIPickerView: UIView {
    /// UIKit's default row height.
    static let defaultRowHeight: CGFloat = 32
    /// UIKit's picker height.
    static let standardHeight: CGFloat = 216

    private var rowCounts: [Int]?
    private var selectedRows: [Int: Int] = [:]

    /// Makes a picker with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a picker from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The data source, held weakly. Setting it reloads the components.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { rowCounts = nil }
    }
    /// The delegate, held weakly.
    open weak var delegate: (any UIPickerViewDelegate)?

    /// The number of components (asked of the data source when not loaded).
    open var numberOfComponents: Int { loadedRowCounts.count }

    /// The number of rows in a component (asked of the data source when not loaded).
    open func numberOfRows(inComponent component: Int) -> Int {
        let counts = loadedRowCounts
        return counts.indices.contains(component) ? counts[component] : 0
    }

    /// The size of a component's rows: the delegate's width and height, else shares of the width and 32 points.
    open func rowSize(forComponent component: Int) -> CGSize {
        let width = delegate?.pickerView(self, widthForComponent: component)
            ?? bounds.width / CGFloat(max(1, numberOfComponents))
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
        return CGSize(width: width, height: height)
    }

    /// Asks the data source again for every component; selections stay within the new row counts.
    open func reloadAllComponents() {
        rowCounts = nil
        clampSelections()
    }

    /// Asks the data source again for one component's rows.
    open func reloadComponent(_ component: Int) {
        guard var counts = rowCounts, counts.indices.contains(component) else { return reloadAllComponents() }
        counts[component] = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        rowCounts = counts
        clampSelections()
    }

    /// Selects a row of a component (the animation is headless); the delegate hears nothing, as in UIKit.
    /// A row out of range is clamped to the component's rows.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return }
        selectedRows[component] = min(max(0, row), rows - 1)
    }

    /// The selected row of a component: 0 by default, -1 when the component has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        guard numberOfRows(inComponent: component) > 0 else { return -1 }
        return selectedRows[component] ?? 0
    }

    /// HeadlessUIKit: what a user's spin to a row does: selects it, then tells the delegate
    /// `pickerView(_:didSelectRow:inComponent:)`. Nothing for a row that does not exist.
    open func simulateSelection(row: Int, inComponent component: Int) {
        guard (0..<numberOfRows(inComponent: component)).contains(row) else { return }
        selectRow(row, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    /// UIKit's picker height, 216 points; no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.standardHeight)
    }

    private var loadedRowCounts: [Int] {
        if let rowCounts { return rowCounts }
        let components = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        let counts = (0..<components).map { max(0, dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0) }
        rowCounts = counts
        return counts
    }

    private func clampSelections() {
        for (component, row) in selectedRows {
            let rows = numberOfRows(inComponent: component)
            selectedRows[component] = rows == 0 ? nil : min(row, rows - 1)
        }
    }
}
