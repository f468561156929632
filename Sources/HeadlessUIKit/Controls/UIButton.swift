import Foundation

/// A control that runs actions when tapped, with a title and images per state.
///
/// Per-state values fall back to the `.normal` value when a state has none, as in UIKit (a
/// selected, highlighted button without its own title shows the normal one). A tap is
/// `sendActions(for: .touchUpInside)`, which also sends `.primaryActionTriggered`.
@MainActor
open class UIButton: UIControl {
    /// The kinds of button, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        /// No style: white title, nothing drawn.
        case custom = 0
        /// The system style: tinted title (iOS 7 and later).
        case system = 1
        /// A detail disclosure (ⓘ) button.
        case detailDisclosure = 2
        /// A light information (ⓘ) button.
        case infoLight = 3
        /// A dark information (ⓘ) button.
        case infoDark = 4
        /// A contact-add (+) button.
        case contactAdd = 5
        /// A plain button without a background (tvOS's focus style).
        case plain = 6
        /// A close (✕) button (iOS 13).
        case close = 7

        /// The old name of `.system` (deprecated in UIKit).
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's type. `UIButton(frame:)` makes `.custom` buttons, as in UIKit.
    public internal(set) var buttonType: ButtonType = .custom

    private var titles: [UIControl.State: String] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var titleShadowColors: [UIControl.State: UIColor] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    private var backgroundImages: [UIControl.State: UIImage] = [:]
    var storedTitleLabel: UILabel?
    var storedImageView: UIImageView?
    /// The title font a nib gave (`UIFont`), used when the title label is made.
    var archivedTitleFont: UIFont?

    /// Makes a custom button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Makes a button from an archive: type, font, insets and the per-state titles, colours and
    /// images (`UIButtonStatefulContent`); a nib's opacity flag is kept.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder {
            decodeButtonAttributes(nib)
        } else {
            isOpaque = false
        }
    }

    /// Makes a button of a type, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType == .roundedRect ? .system : buttonType
        refreshContent()
    }

    /// Makes a button (system by default) whose title and image come from `primaryAction`,
    /// which runs on a tap (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A tap (`.touchUpInside`) is a button's primary action.
    override var primaryActionSourceEvents: UIControl.Event { .touchUpInside }

    // MARK: Per-state content

    /// Sets the title for a state; nil removes it (the state then shows the normal title).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        contentDidChange()
    }

    /// The title for a state, or the normal title when the state has none.
    open func title(for state: UIControl.State) -> String? { titles[state] ?? titles[.normal] }

    /// Sets the title colour for a state; nil removes it.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
        contentDidChange()
    }

    /// The title colour for a state, else the normal one, else the type's default (system:
    /// the tint colour; custom: white).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal] ?? (buttonType == .custom ? .white : tintColor)
    }

    /// Sets the title shadow colour for a state; nil removes it.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state] = color
    }

    /// The title shadow colour for a state, or the normal one.
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { titleShadowColors[state] ?? titleShadowColors[.normal] }

    /// Sets the image for a state; nil removes it.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        contentDidChange()
    }

    /// The image for a state, or the normal image when the state has none.
    open func image(for state: UIControl.State) -> UIImage? { images[state] ?? images[.normal] }

    /// Sets the background image for a state; nil removes it.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state] = image
        contentDidChange()
    }

    /// The background image for a state, or the normal one.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state] ?? backgroundImages[.normal] }

    /// The title shown in the current state.
    open var currentTitle: String? { title(for: state) }
    /// The title colour in the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The title shadow colour in the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown in the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image in the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label showing the current title, made on first use and kept in sync with the state.
    open var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel()
        label.font = archivedTitleFont ?? .systemFont(ofSize: 15)  // UIKit's button title size since iOS 7.
        storedTitleLabel = label
        addSubview(label)
        refreshContent()
        return label
    }

    /// The image view showing the current image, made on first use.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        storedImageView = view
        insertSubview(view, at: 0)
        refreshContent()
        return view
    }

    /// The menu the button shows: on a long press, or on a tap with `showsMenuAsPrimaryAction`
    /// (iOS 14). Setting one turns the context menu interaction on, as UIKit does.
    open var menu: UIMenu? {
        didSet { isContextMenuInteractionEnabled = menu != nil }
    }
    /// Whether choosing an action of the menu makes it the button's selection (iOS 15, pop-up buttons).
    open var changesSelectionAsPrimaryAction = false

    /// Insets around the title and image together (deprecated in UIKit 15, still honoured).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { contentDidChange() }
    }
    /// Insets around the title (kept for source compatibility; not applied headless).
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Insets around the image (kept for source compatibility; not applied headless).
    open var imageEdgeInsets: UIEdgeInsets = .zero

    // MARK: Size and layout

    /// The image and title side by side, plus `contentEdgeInsets`. A button with neither is
    /// 30 × 34, the size UIKit gives an empty button. Title sizes use `TextMetrics` (approximate).
    open override var intrinsicContentSize: CGSize {
        let content = contentSize
        guard content != .zero else { return CGSize(width: 30, height: 34) }
        return CGSize(width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: content.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The intrinsic content size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the image and the title next to each other, aligned by the content alignments.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let titleSize = titleContentSize
        let area = bounds.inset(by: contentEdgeInsets)
        let imageSize = fittedImageSize(titleWidth: titleSize.width, in: area)
        let total = imageSize.width + titleSize.width
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: x = area.minX
        case .right, .trailing: x = area.maxX - total
        case .center: x = area.minX + (area.width - total) / 2
        }
        func y(for height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: area.minY
            case .bottom: area.maxY - height
            case .center: area.minY + (area.height - height) / 2
            }
        }
        if let storedImageView {
            storedImageView.frame = CGRect(x: x, y: y(for: imageSize.height), width: imageSize.width, height: imageSize.height)
        }
        x += imageSize.width
        if let storedTitleLabel {
            storedTitleLabel.frame = CGRect(x: x, y: y(for: titleSize.height), width: titleSize.width, height: titleSize.height)
        }
    }

    /// The current image's size, scaled down (keeping its aspect) when it is larger than what the content area leaves
    /// beside the title: UIKit's buttons shrink a large image to fit, and never enlarge a small one.
    func fittedImageSize(titleWidth: CGFloat, in area: CGRect) -> CGSize {
        let size = currentImage?.size ?? .zero
        let room = CGSize(width: max(0, area.width - titleWidth), height: max(0, area.height))
        guard size.width > 0, size.height > 0, size.width > room.width || size.height > room.height else { return size }
        let factor = min(room.width / size.width, room.height / size.height)
        return CGSize(width: size.width * factor, height: size.height * factor)
    }

    /// Includes the current title: `title = 'Save'`.
    override var descriptionDetails: [String] {
        super.descriptionDetails + (currentTitle.map { ["title = '\($0)'"] } ?? [])
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        refreshContent()
    }

    // MARK: Private

    private var titleFont: UIFont { storedTitleLabel?.font ?? archivedTitleFont ?? .systemFont(ofSize: 15) }

    private var titleContentSize: CGSize {
        TextMetrics.size(of: currentTitle, font: titleFont, numberOfLines: 1, wrappingAt: nil)
    }

    private var contentSize: CGSize {
        let imageSize = currentImage?.size ?? .zero
        let titleSize = titleContentSize
        return CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))
    }

    private func contentDidChange() {
        if currentTitle != nil, storedTitleLabel == nil { _ = titleLabel }
        if currentImage != nil, storedImageView == nil { _ = imageView }
        refreshContent()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Copies the current state's title, colour and image into the label and image view.
    private func refreshContent() {
        storedTitleLabel?.text = currentTitle
        storedTitleLabel?.textColor = currentTitleColor
        storedImageView?.image = currentImage
    }
}
