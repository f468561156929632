import Foundation

/// An item on a bar (navigation bar, toolbar, tab bar): a model, headless.
@MainActor
open class UIBarItem {
    /// The action methods this class answers to, by selector (HeadlessUIKit's stand-in for `@objc`; none here).
    /// On iOS any NSObject subclass can be a target, so an app's subclass lists its own (docs/actions.md).
    open class var actionMethods: ActionMethods { ActionMethods() }


    /// Makes an item.
    public init() {}

    /// Makes an item from a nib: title, image, tag, enabled state.
    public required init?(coder: NSCoder) {
        guard let nib = coder as? UINibDecoder else { return }
        title = nib.string("UITitle")
        image = nib.string("UIImage").map { NibValues.image(named: $0, bundle: nib.bundle) } ?? nib.image("UIImage")
        tag = nib.int("UITag") ?? 0
        isEnabled = !(nib.bool("UIDisabled") ?? false) && (nib.bool("UIEnabled") ?? true)
    }

    /// Sent after every object of the nib exists and is connected (rule 26).
    open func awakeFromNib() {}
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The image in landscape phones.
    open var landscapeImagePhone: UIImage?
    /// Whether the item is enabled.
    open var isEnabled = true
    /// A number for finding the item.
    open var tag = 0
    /// An identifier for tests and accessibility tools.
    open var accessibilityIdentifier: String?
    /// The accessibility label; unset, the title.
    open var accessibilityLabel: String? {
        get { hasAccessibilityLabel ? storedAccessibilityLabel : title }
        set { storedAccessibilityLabel = newValue; hasAccessibilityLabel = true }
    }
    private var storedAccessibilityLabel: String?
    private var hasAccessibilityLabel = false
    /// A short hint at what activating the item does.
    open var accessibilityHint: String?
    /// The item's accessibility value.
    open var accessibilityValue: String?
    /// What the item is: `.button` by default (a bar item is tapped like one).
    open var accessibilityTraits: UIAccessibilityTraits = .button
    /// Whether assistive apps see the item (true by default).
    open var isAccessibilityElement = true
}
