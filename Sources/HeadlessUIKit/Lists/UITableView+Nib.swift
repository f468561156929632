import Foundation

// Tables, cells and collection views as a storyboard archives them (docs/nib-format.md, "Views" and
// "Static tables"): prototype cells are nested nibs, instantiated on dequeue with the enclosing
// nib's objects as their external objects; static cells are made with the table.

extension UITableView {
    func decodeTableAttributes(_ nib: UINibDecoder) {
        if let height = nib.cgFloat("UIRowHeight") { rowHeight = height }
        if let height = nib.cgFloat("UIEstimatedRowHeight") { estimatedRowHeight = height }
        if let height = nib.cgFloat("UISectionHeaderHeight") { sectionHeaderHeight = height }
        if let height = nib.cgFloat("UISectionFooterHeight") { sectionFooterHeight = height }
        if let style = nib.int("UISeparatorStyle").flatMap(UITableViewCell.SeparatorStyle.init(rawValue:)) { separatorStyle = style }
        if let allows = nib.bool("UIAllowsSelection") { allowsSelection = allows }
        if let multiple = nib.bool("UIAllowsMultipleSelection") { allowsMultipleSelection = multiple }
        if let header = nib.object("UITableHeaderView", as: UIView.self) { tableHeaderView = header }
        if let footer = nib.object("UITableFooterView", as: UIView.self) { tableFooterView = footer }
        if let prototypes = nib.value("UITableViewCellPrototypeNibs") as? [AnyHashable: Any] {
            for case let (identifier as String, prototype as UINib) in prototypes { prototypeNibs[identifier] = prototype }
        }
        nib.afterCreation("UITableViewCellPrototypeNibExternalObjects") { [weak self] value in
            self?.prototypeExternalObjects = UITableView.externalTables(value)
        }
        staticSections = nib.array("UISections", of: UITableViewSection.self)
    }

    /// The options that hand a prototype nib its external objects.
    func nibOptions(forPrototype identifier: String) -> [UINib.OptionsKey: Any]? {
        guard let table = prototypeExternalObjects[identifier] else { return nil }
        var objects: [String: Any] = [:]
        for (key, box) in table { if let object = box.value { objects[key] = object } }
        return objects.isEmpty ? nil : [.externalObjects: objects]
    }

    /// `reuse identifier → (placeholder → object)`, held weakly (the objects belong to the enclosing nib).
    static func externalTables(_ value: Any?) -> [String: [String: Weak<AnyObject>]] {
        var result: [String: [String: Weak<AnyObject>]] = [:]
        guard let tables = value as? [AnyHashable: Any] else { return result }
        for case let (identifier as String, table as [AnyHashable: Any]) in tables {
            var entries: [String: Weak<AnyObject>] = [:]
            for case let (key as String, object) in table { entries[key] = Weak(object as AnyObject) }
            result[identifier] = entries
        }
        return result
    }
}

extension UITableViewCell {
    func decodeCellAttributes(_ nib: UINibDecoder) {
        if let content = nib.object("UIContentView", as: UIView.self) { storedContentView = content }
        storedReuseIdentifier = nib.string("UIReuseIdentifier")
        if let accessory = nib.int("UIAccessoryType").flatMap(AccessoryType.init(rawValue:)) { accessoryType = accessory }
        if let style = nib.int("UISelectionStyle").flatMap(SelectionStyle.init(rawValue:)) { selectionStyle = style }
    }
}

extension UICollectionView {
    func decodeCollectionAttributes(_ nib: UINibDecoder) {
        if let layout = nib.object("UICollectionLayout", as: UICollectionViewLayout.self) { storedLayout = layout }
        if let prototypes = nib.value("UICollectionViewCellPrototypeNibs") as? [AnyHashable: Any] {
            for case let (identifier as String, prototype as UINib) in prototypes { prototypeNibs[identifier] = prototype }
        }
        nib.afterCreation("UICollectionViewCellPrototypeNibExternalObjects") { [weak self] value in
            self?.prototypeExternalObjects = UITableView.externalTables(value)
        }
    }
}

extension UICollectionViewFlowLayout {
    func decodeFlowLayoutAttributes(_ nib: UINibDecoder) {
        if let size = nib.size("UIItemSize") { itemSize = size }
        if let size = nib.size("UIEstimatedItemSize") { estimatedItemSize = size }
        if let spacing = nib.cgFloat("UILineSpacing") { minimumLineSpacing = spacing }
        if let spacing = nib.cgFloat("UIInteritemSpacing") { minimumInteritemSpacing = spacing }
        if let direction = nib.int("UIScrollDirection").flatMap(UICollectionView.ScrollDirection.init(rawValue:)) { scrollDirection = direction }
        if let size = nib.size("UIHeaderReferenceSize") { headerReferenceSize = size }
        if let size = nib.size("UIFooterReferenceSize") { footerReferenceSize = size }
        if let inset = nib.edgeInsets("UISectionInset") { sectionInset = inset }
    }
}

/// A static section of a storyboard table (`<tableViewSection>`): its titles and its cells.
@MainActor
final class UITableViewSection: NibArchivable {
    let headerTitle: String?
    let footerTitle: String?
    let cells: [UITableViewCell]

    init?(coder: NSCoder) {
        guard let nib = coder as? UINibDecoder else { return nil }
        headerTitle = nib.string("UIHeaderTitle")
        footerTitle = nib.string("UIFooterTitle")
        cells = nib.array("UICells", of: UITableViewCell.self)
    }
}

extension UIGestureRecognizer: NibArchivable, NibActionSource {
    func connectNibAction(target: AnyObject?, action: Selector, events: UInt) {
        if let target { addTarget(target, action: action) }
    }
}

extension UICollectionViewLayout: NibArchivable {}
extension UIVisualEffect: NibArchivable {}

// Outlets a nib sets on views that are not `@Outlet` properties: a view's gesture recognizers (an
// outlet collection in the file) and a storyboard cell's segue triggers.
extension UIView: NibOutletReceiving {
    func setNibOutlet(_ key: String, to value: AnyObject?) -> Bool {
        guard let cell = self as? UITableViewCell else { return false }
        switch key {
        case "selectionSegueTemplate": cell.selectionSegueTemplate = value as? UIStoryboardSegueTemplate; return true
        case "accessoryActionSegueTemplate": cell.accessoryActionSegueTemplate = value as? UIStoryboardSegueTemplate; return true
        default: return false
        }
    }

    func appendNibOutlet(_ key: String, _ value: AnyObject) -> Bool {
        guard key == "gestureRecognizers", let recognizer = value as? UIGestureRecognizer else { return false }
        addGestureRecognizer(recognizer)
        return true
    }
}
