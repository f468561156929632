import Foundation

/// The look of a navigation bar, toolbar or tab bar, with UIKit's raw values.
public enum UIBarStyle: Int, Sendable {
    /// The default look (light).
    case `default` = 0
    /// A black bar.
    case black = 1
    /// A black translucent bar (deprecated in UIKit: `.black` with `isTranslucent`).
    case blackTranslucent = 2
}

/// The bar at the top of a navigation interface: a stack of navigation items, the top one's
/// title and buttons, and a back button for the one below. A model, headless: a navigation
/// controller's bar is not placed in the view hierarchy.
///
/// A navigation controller's bar reads its items from the controller's stack (each controller's
/// `navigationItem`), so they always follow pushes and pops; changing them directly is refused
/// with UIKit's message. A bar of your own keeps the items you give it.
@MainActor
open class UINavigationBar: UIView {
    /// The bar's height without large titles: 44 points.
    public static let standardHeight: CGFloat = 44
    weak var managingNavigationController: UINavigationController?
    private var storedItems: [UINavigationItem]?
    /// The images `setBackgroundImage(_:for:barMetrics:)` set, by position and metrics.
    var backgroundImages: [BarImageKey: UIImage] = [:]
    /// The line under the bar, replaced by an image (nil: the default shadow). Headless: stored only.
    open var shadowImage: UIImage?

    /// Makes a bar with a frame.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a bar from an archive: its items, style, translucency and colours.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeNavigationBarAttributes(nib) }
    }

    static func makeManagedBar(ofClass barClass: AnyClass?) -> UINavigationBar {
        let type = (barClass as? UINavigationBar.Type) ?? UINavigationBar.self
        return type.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
    }

    /// The items, bottom first; a navigation controller's bar gives its stack's navigation items.
    open var items: [UINavigationItem]? {
        get {
            if let managingNavigationController { return managingNavigationController.viewControllers.map(\.navigationItem) }
            return storedItems
        }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (animation is headless). Refused on a navigation controller's bar, as in UIKit.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        refuseIfManaged("setItems:animated:")
        storedItems = items
    }

    /// Pushes an item on top (animation is headless). Refused on a navigation controller's bar.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        refuseIfManaged("pushNavigationItem:animated:")
        storedItems = (storedItems ?? []) + [item]
    }

    /// Pops the top item and returns it (animation is headless). Refused on a navigation controller's bar.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        refuseIfManaged("popNavigationItemAnimated:")
        guard var items = storedItems, !items.isEmpty else { return nil }
        let top = items.removeLast()
        storedItems = items
        return top
    }

    /// The item on top: the top controller's navigation item.
    open var topItem: UINavigationItem? { items?.last }

    /// The item just below the top, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Whether the top item's title is shown large.
    open var prefersLargeTitles = false
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background colour.
    open var barTintColor: UIColor?
    /// The bar's look. Default `.default`.
    open var barStyle: UIBarStyle = .default
    /// The look at standard height (iOS 13; recorded, see `UIBarAppearance`).
    open var standardAppearance: UINavigationBarAppearance {
        get {
            if let storedStandardAppearance { return storedStandardAppearance }
            let made = UINavigationBarAppearance()
            storedStandardAppearance = made
            return made
        }
        set { storedStandardAppearance = newValue }
    }
    /// The standard appearance once it was read or set (nil before: an appearance proxy may give one).
    var storedStandardAppearance: UINavigationBarAppearance?
    /// The look at compact height; nil uses `standardAppearance`.
    open var compactAppearance: UINavigationBarAppearance?
    /// The look when scrolled to the top edge; nil uses a transparent `standardAppearance` (iOS 15).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look when scrolled to the top edge at compact height.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Attributes of the title (the pre-iOS 13 way).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

    /// The back button's title as the bar would show it: the back item's `backBarButtonItem`
    /// title, else its `backButtonTitle`, else its title, else "Back"; nil when there is no back
    /// button (no item below the top, or the top hides it).
    public var backButtonTitle: String? {
        guard let backItem, topItem?.hidesBackButton != true else { return nil }
        return backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
    }

    /// "Taps" the back button: a navigation controller's bar pops its top controller, animated,
    /// as a tap does on iOS; another bar pops its top item. Nothing happens without a back button.
    public func simulateBackButtonTap() {
        guard backButtonTitle != nil else { return }
        if let managingNavigationController {
            managingNavigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    private func refuseIfManaged(_ selector: String) {
        guard managingNavigationController != nil else { return }
        UIKitException.internalInconsistency(
            "Cannot call \(selector) directly on a UINavigationBar managed by a controller.").raise()
    }
}
