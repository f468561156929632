import Foundation

/// One row of a table view: a content view holding the row's subviews, the standard labels and
/// image of the four built-in styles, an accessory, and selection and highlight states.
///
/// A table reuses cells: a cell that scrolls out is kept under its `reuseIdentifier`, and
/// `dequeueReusableCell(withIdentifier:)` hands it out again after `prepareForReuse()`.
/// Headless: the standard labels are laid out approximately (no text measuring beyond `UILabel`'s).
@MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts, with UIKit's raw values.
    public enum CellStyle: Int, Sendable {
        /// A label and an optional image on the left.
        case `default` = 0
        /// A label on the left, a detail label right-aligned on the right.
        case value1 = 1
        /// A right-aligned label on the left, a detail label beside it.
        case value2 = 2
        /// A label with a smaller detail label under it.
        case subtitle = 3
    }

    /// What shows at the trailing edge of the row, with UIKit's raw values.
    public enum AccessoryType: Int, Sendable {
        /// Nothing.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How a selected cell looks, with UIKit's raw values.
    public enum SelectionStyle: Int, Sendable {
        /// No selection look.
        case none = 0
        /// Blue (gray since iOS 7).
        case blue = 1
        /// Gray.
        case gray = 2
        /// The system's look.
        case `default` = 3
    }

    /// The editing control a row shows, with UIKit's raw values.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none = 0
        /// A delete control.
        case delete = 1
        /// An insert control.
        case insert = 2
    }

    /// The separators between rows, with UIKit's raw values (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A thin line.
        case singleLine = 1
        /// An etched line (grouped tables on old iOS).
        case singleLineEtched = 2
    }

    /// UIKit's default cell size when made in code: 320 × 44.
    static let defaultSize = CGSize(width: 320, height: 44)

    let cellStyle: CellStyle
    /// The reuse identifier; set by `init(style:reuseIdentifier:)`, by the table for registered
    /// cells, or by the nib decoder.
    var storedReuseIdentifier: String?
    /// The segue a storyboard cell triggers when selected, and from its accessory button.
    var selectionSegueTemplate: UIStoryboardSegueTemplate?
    var accessoryActionSegueTemplate: UIStoryboardSegueTemplate?
    /// The content view; the nib decoder may replace it with the archived one.
    var storedContentView: UIView!
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?

    /// Makes a cell of a built-in style.
    ///
    /// HeadlessUIKit: `required`, unlike UIKit's, because Swift can make an instance of a class
    /// known only at run time (a class given to `register(_:forCellReuseIdentifier:)`) only
    /// through a required initializer; UIKit calls it through the Objective-C runtime. A subclass
    /// that overrides it writes `required override init(style:reuseIdentifier:)`; an app's
    /// `override init(style:reuseIdentifier:)` gets `required` from the source rewriter.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(origin: .zero, size: UITableViewCell.defaultSize))
        installContentView()
    }

    /// Makes a `.default` cell with no reuse identifier, as UIKit's `initWithFrame:` does.
    public override init(frame: CGRect) {
        cellStyle = .default
        super.init(frame: frame)
        installContentView()
    }

    /// Makes a cell from an archive: a `.default` cell with a content view until the nib decoder
    /// sets the archived values.
    public required init?(coder: NSCoder) {
        cellStyle = (coder as? UINibDecoder)?.int("UITableViewCellStyle").flatMap(CellStyle.init(rawValue:)) ?? .default
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeCellAttributes(nib) }
        if storedContentView == nil { installContentView() }
    }

    private func installContentView() {
        let content = UIView(frame: bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        storedContentView = content
        addSubview(content)
    }

    /// The identifier the table files this cell under for reuse.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// The view to add the row's own subviews to.
    open var contentView: UIView { storedContentView }

    /// The main label, made on first use inside the content view.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The detail label of the `.value1`, `.value2` and `.subtitle` styles, made on first use;
    /// nil for `.default`, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: .zero)
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image view on the leading side, made on first use inside the content view.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The standard accessory. Default `.none`.
    open var accessoryType: AccessoryType = .none {
        didSet { if oldValue != accessoryType { setNeedsLayout() } }
    }
    /// A custom accessory view, shown instead of `accessoryType`.
    open var accessoryView: UIView? {
        didSet {
            guard oldValue !== accessoryView else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// The accessory shown while the table is editing. Default `.none`.
    open var editingAccessoryType: AccessoryType = .none
    /// How the cell looks when selected. Default `.default`.
    open var selectionStyle: SelectionStyle = .default
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content when the cell is selected.
    open var selectedBackgroundView: UIView?
    /// The inset of the separator under the cell. Default 16 points on the left.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// How many indentation widths the content is indented. Default 0.
    open var indentationLevel = 0
    /// The width of one indentation level. Default 10.
    open var indentationWidth: CGFloat = 10

    /// Whether the cell is selected; setting it is `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }
    private var storedSelected = false

    /// Selects or deselects the cell (the animation is headless). Tables call it as rows are
    /// selected; override to restyle, calling super.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if storedSelected != selected { setNeedsUpdateConfiguration() }
        storedSelected = selected
    }

    /// Whether the cell is highlighted (a finger is down on it); setting it is `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var storedHighlighted = false

    /// Highlights or unhighlights the cell and its standard labels (the animation is headless).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if storedHighlighted != highlighted { setNeedsUpdateConfiguration() }
        storedHighlighted = highlighted
        storedTextLabel?.isHighlighted = highlighted
        storedDetailTextLabel?.isHighlighted = highlighted
    }

    /// Whether the cell shows its editing controls; setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    /// Shows or hides the editing controls (the animation is headless). Tables call it when they
    /// enter or leave editing; override to restyle, calling super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        if storedEditing != editing { setNeedsUpdateConfiguration() }
        storedEditing = editing
    }

    /// Whether the cell shows a reorder control while editing (the data source must allow the move). Default false.
    open var showsReorderControl = false
    /// Whether the cell indents its content while editing. Default true.
    open var shouldIndentWhileEditing = true

    /// Sent before `dequeueReusableCell(withIdentifier:)` hands the cell out again. Reset state
    /// unrelated to content here (call super); the data source sets the content.
    open func prepareForReuse() {}

    /// Places the content view (leaving room for an accessory) and the standard labels and image.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let accessoryWidth: CGFloat = accessoryView?.frame.width ?? (accessoryType == .none ? 0 : 38)
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, bounds.width - accessoryWidth), height: bounds.height)
        if let accessoryView {
            let size = accessoryView.frame.size
            accessoryView.frame = CGRect(x: bounds.width - size.width - 16, y: (bounds.height - size.height) / 2,
                                         width: size.width, height: size.height)
        }
        layoutStandardViews()
        updateConfigurationIfNeeded()
    }

    // MARK: Configurations (UITableViewCell+Configuration.swift has the rest)

    let configurationHost = ConfigurationHost()

    /// The cell's state for its configurations: its traits, selection, highlight and editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout (UIKit does so itself on every state change).
    open func setNeedsUpdateConfiguration() {
        configurationHost.needsUpdate = true
        setNeedsLayout()
    }

    /// Restyles the cell for a state; by default runs `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Runs a pending configuration update now.
    func updateConfigurationIfNeeded() {
        configurationHost.updateIfNeeded(state: configurationState, host: self, container: contentView) { updateConfiguration(using: $0) }
    }

    /// A closure that restyles the cell for a state, run by `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// Restyles a cell for a state.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    private func layoutStandardViews() {
        let content = contentView.bounds
        let margin: CGFloat = 16 + CGFloat(indentationLevel) * indentationWidth
        var x = margin
        if let storedImageView, let size = storedImageView.image?.size {
            storedImageView.frame = CGRect(x: x, y: (content.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + 16
        }
        let width = max(0, content.width - x - 16)
        switch cellStyle {
        case .default:
            storedTextLabel?.frame = CGRect(x: x, y: 0, width: width, height: content.height)
        case .subtitle:
            storedTextLabel?.frame = CGRect(x: x, y: 0, width: width, height: content.height / 2)
            storedDetailTextLabel?.frame = CGRect(x: x, y: content.height / 2, width: width, height: content.height / 2)
        case .value1, .value2:
            storedTextLabel?.frame = CGRect(x: x, y: 0, width: width / 2, height: content.height)
            storedDetailTextLabel?.frame = CGRect(x: x + width / 2, y: 0, width: width / 2, height: content.height)
        }
    }
}
