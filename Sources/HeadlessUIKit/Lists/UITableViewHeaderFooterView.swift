import Foundation

/// A reusable view for a section's header or footer, with a content view and a standard label.
///
/// Register its class (or a nib) with `register(_:forHeaderFooterViewReuseIdentifier:)`, and
/// return one from the delegate's `tableView(_:viewForHeaderInSection:)` after
/// `dequeueReusableHeaderFooterView(withIdentifier:)`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    var storedReuseIdentifier: String?
    private var storedContentView: UIView!
    private var storedTextLabel: UILabel?

    /// Makes a view filed under a reuse identifier.
    public required init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        installContentView()
    }

    /// Makes a view with no reuse identifier.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    /// Makes a view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        let content = UIView(frame: bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        storedContentView = content
        addSubview(content)
    }

    /// The identifier the table files this view under for reuse.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// The view to add the header's own subviews to.
    open var contentView: UIView { storedContentView }

    /// The standard label, made on first use inside the content view.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        storedTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// The view behind the content.
    open var backgroundView: UIView?

    /// Sent before `dequeueReusableHeaderFooterView(withIdentifier:)` hands the view out again.
    open func prepareForReuse() {}

    // MARK: Configurations

    let configurationHost = ConfigurationHost()

    /// A header's content configuration (UIKit's grouped-list header style), ready to fill in.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    /// The view's content as a configuration: its view fills the content view. Nil removes it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationHost.contentConfiguration }
        set { configurationHost.setContent(newValue, in: contentView) }
    }

    /// The view's background as a configuration. Nil removes it.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.backgroundConfiguration }
        set { configurationHost.setBackground(newValue, in: self) }
    }

    /// The view's state for its configurations.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationHost.needsUpdate = true
        setNeedsLayout()
    }

    /// Restyles the view for a state; by default runs `configurationUpdateHandler`.
    open func updateConfiguration(using state: UIViewConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// A closure that restyles the view for a state.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// Restyles a header or footer view for a state.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// Runs a pending configuration update.
    open override func layoutSubviews() {
        super.layoutSubviews()
        configurationHost.updateIfNeeded(state: configurationState, host: self, container: contentView) { updateConfiguration(using: $0) }
    }
}

/// The section header and footer views a table shows and keeps for reuse.
struct TableSupplementaryViews {
    enum Kind: Hashable { case header, footer }
    struct Key: Hashable { let kind: Kind; let section: Int }

    var registeredClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var registeredNibs: [String: UINib] = [:]
    var pool: [String: [UITableViewHeaderFooterView]] = [:]
    var displayed: [Key: UIView] = [:]
    /// Views the delegate gave while the table worked out an automatic height, kept for display.
    var prepared: [Key: UIView] = [:]
}

// Section header and footer views. The delegate's `viewForHeaderInSection` is asked when the
// section's header shows (or, for an `automaticDimension` header without a title, when the
// heights are worked out: its height is then the view's height, else UIKit's 28 points, 38 in
// grouped styles). Headers sit at the top of their section; plain tables' floating headers are
// not modelled.
extension UITableView {
    /// Registers a header or footer view class for a reuse identifier (nil unregisters).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        supplementary.registeredNibs[identifier] = nil
        guard let aClass else {
            supplementary.registeredClasses[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            UIKitException.invalidArgument("must pass a class of kind UITableViewHeaderFooterView").raise()
        }
        supplementary.registeredClasses[identifier] = type
    }

    /// Registers a nib whose top-level objects include the header or footer view (nil unregisters).
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        supplementary.registeredClasses[identifier] = nil
        supplementary.registeredNibs[identifier] = nib
    }

    /// A header or footer view to reuse: one from the pool (after `prepareForReuse()`), else a new
    /// one of the class or nib registered for the identifier; nil when none is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = supplementary.pool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        if let type = supplementary.registeredClasses[identifier] { return type.init(reuseIdentifier: identifier) }
        guard let nib = supplementary.registeredNibs[identifier] else { return nil }
        let view = nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? UITableViewHeaderFooterView }.first
        view?.storedReuseIdentifier = identifier
        return view
    }

    /// The header view shown for a section, or nil.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        supplementary.displayed[.init(kind: .header, section: section)] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for a section, or nil.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        supplementary.displayed[.init(kind: .footer, section: section)] as? UITableViewHeaderFooterView
    }

    /// The height of an `automaticDimension` header or footer without a title: that of the
    /// delegate's view (kept for display), or 0 when it gives none.
    func automaticSupplementaryHeight(_ kind: TableSupplementaryViews.Kind, section: Int) -> CGFloat {
        guard let view = askDelegateForView(kind, section: section) else { return 0 }
        supplementary.prepared[.init(kind: kind, section: section)] = view
        if view.frame.height > 0, !(view is UITableViewHeaderFooterView) { return view.frame.height }
        return style == .plain ? 28 : 38
    }

    private func askDelegateForView(_ kind: TableSupplementaryViews.Kind, section: Int) -> UIView? {
        switch kind {
        case .header: tableDelegate?.tableView(self, viewForHeaderInSection: section)
        case .footer: tableDelegate?.tableView(self, viewForFooterInSection: section)
        }
    }

    /// Shows the header and footer views of the sections in the visible rectangle and recycles the others.
    func placeSupplementaryViews(in visible: CGRect) {
        var wanted: [TableSupplementaryViews.Key: CGRect] = [:]
        for (section, geometry) in sections.enumerated() {
            let rowsHeight = geometry.rowHeight.reduce(0, +)
            let header = CGRect(x: 0, y: geometry.headerY, width: visible.width, height: geometry.headerHeight)
            let footer = CGRect(x: 0, y: geometry.headerY + geometry.headerHeight + rowsHeight, width: visible.width, height: geometry.footerHeight)
            for (kind, rect) in [(TableSupplementaryViews.Kind.header, header), (.footer, footer)]
            where rect.height > 0 && rect.minY < visible.maxY && rect.maxY > visible.minY {
                wanted[.init(kind: kind, section: section)] = rect
            }
        }
        for key in supplementary.displayed.keys where wanted[key] == nil { recycleSupplementaryView(key) }
        for (key, rect) in wanted.sorted(by: { ($0.key.section, $0.key.kind == .footer ? 1 : 0) < ($1.key.section, $1.key.kind == .footer ? 1 : 0) }) {
            if let view = supplementary.displayed[key] {
                view.frame = rect
                continue
            }
            let given = supplementary.prepared.removeValue(forKey: key) ?? askDelegateForView(key.kind, section: key.section)
            guard let view = given else { continue }
            view.frame = rect
            // UIKit puts the data source's title in a header-footer view's label.
            let title = key.kind == .header ? dataSource?.tableView(self, titleForHeaderInSection: key.section)
                : dataSource?.tableView(self, titleForFooterInSection: key.section)
            if let title, let headerFooter = view as? UITableViewHeaderFooterView { headerFooter.textLabel?.text = title }
            switch key.kind {
            case .header: tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
            case .footer: tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
            }
            supplementary.displayed[key] = view
            if view.superview !== self { addSubview(view) }
        }
        for view in supplementary.prepared.values {
            if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                supplementary.pool[identifier, default: []].append(reusable)
            }
        }
        supplementary.prepared.removeAll()
    }

    /// Recycles every header and footer view shown (the sections changed).
    func recycleAllSupplementaryViews() {
        for key in supplementary.displayed.keys { recycleSupplementaryView(key) }
    }

    private func recycleSupplementaryView(_ key: TableSupplementaryViews.Key) {
        guard let view = supplementary.displayed.removeValue(forKey: key) else { return }
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            supplementary.pool[identifier, default: []].append(reusable)
        }
    }
}
