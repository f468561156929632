import Foundation

/// What a navigation bar shows for one view controller: title, prompt, bar button items and the
/// back button. Every controller has one (`navigationItem`), made without loading its view.
@MainActor
open class UINavigationItem {
    /// Makes an item with a title.
    public init(title: String) { self.title = title }

    /// Makes an item without a title (what `navigationItem` starts with).
    init() {}

    /// Makes an item from a nib: title, prompt, back button title and the bar button items.
    public required init?(coder: NSCoder) {
        guard let nib = coder as? UINibDecoder else { return }
        title = nib.string("UITitle")
        prompt = nib.string("UIPrompt")
        backButtonTitle = nib.string("UIBackButtonTitle")
        hidesBackButton = nib.bool("UIHidesBackButton") ?? false
        leftItemsSupplementBackButton = nib.bool("UILeftItemsSupplementBackButton") ?? false
        titleView = nib.object("UITitleView")
        backBarButtonItem = nib.object("UIBackBarButtonItem")
        let left = nib.array("UILeftBarButtonItems", of: UIBarButtonItem.self) + [nib.object("UILeftBarButtonItem", as: UIBarButtonItem.self)].compactMap { $0 }
        let right = nib.array("UIRightBarButtonItems", of: UIBarButtonItem.self) + [nib.object("UIRightBarButtonItem", as: UIBarButtonItem.self)].compactMap { $0 }
        if !left.isEmpty { leftBarButtonItems = left }
        if !right.isEmpty { rightBarButtonItems = right }
        if let mode = nib.int("UILargeTitleDisplayMode").flatMap(LargeTitleDisplayMode.init(rawValue:)) { largeTitleDisplayMode = mode }
    }

    /// Sent after every object of the nib exists and is connected (rule 26).
    open func awakeFromNib() {}

    /// The title shown in the bar.
    open var title: String?
    /// A view shown in place of the title.
    open var titleView: UIView?
    /// A line of text above the title.
    open var prompt: String?
    /// The item shown as the back button when this item is below the top.
    open var backBarButtonItem: UIBarButtonItem?
    /// The back button's title when this item is below the top (nil: the title, or "Back").
    open var backButtonTitle: String?
    /// Whether the back button is hidden when this item is on top.
    open var hidesBackButton = false
    /// Whether the left items show beside the back button.
    open var leftItemsSupplementBackButton = false
    /// The items on the left.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// Large title display.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The search controller whose bar shows with the navigation bar (iOS 11). Headless: the bar is
    /// not laid out in the navigation bar; tests reach it through `searchController.searchBar`.
    open var searchController: UISearchController?
    /// Whether the search bar may sit among the toolbar's items on iPhone (iOS 26). Default true; headless: stored only.
    open var searchBarPlacementAllowsToolbarIntegration = true
    /// The item `searchBarPlacementBarButtonItem` made, kept so every read returns the same one.
    var searchBarPlacementItemStorage: UIBarButtonItem?
    /// Whether the search bar hides while the content scrolls (iOS 11).
    open var hidesSearchBarWhenScrolling = true
    /// The bar's look while this item is on top (iOS 13); nil uses the bar's.
    open var standardAppearance: UINavigationBarAppearance?
    /// The look at compact height while this item is on top.
    open var compactAppearance: UINavigationBarAppearance?
    /// The look at the scroll edge while this item is on top.
    open var scrollEdgeAppearance: UINavigationBarAppearance?

    /// Large title display modes.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Inherit from the previous item.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the back button's visibility (animation is headless).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Sets the left item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
