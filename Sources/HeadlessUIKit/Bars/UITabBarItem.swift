import Foundation

/// What a tab bar shows for one view controller. Every controller has one (`tabBarItem`), made
/// without loading its view (rule 43).
@MainActor
open class UITabBarItem: UIBarItem {
    /// The system items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        /// More, favorites, featured… (UIKit's order).
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// The system item this was made from, if any.
    public let systemItem: SystemItem?
    /// The image when selected.
    open var selectedImage: UIImage?
    /// The badge text.
    open var badgeValue: String?
    /// The badge colour.
    open var badgeColor: UIColor?

    /// Makes an empty item.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Makes an item from a nib: title, image, tag, badge, system item.
    public required init?(coder: NSCoder) {
        let nib = coder as? UINibDecoder
        systemItem = nib?.int("UISystemItem").flatMap(SystemItem.init(rawValue:))
        super.init(coder: coder)
        if let nib {
            badgeValue = nib.string("UIBadgeValue")
            selectedImage = nib.string("UISelectedImage").map { NibValues.image(named: $0, bundle: nib.bundle) }
        }
    }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and a selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item with a tag; its title is the system's (`More`, `Favorites`…).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
        self.title = UITabBarItem.systemTitle(systemItem)
    }

    static func systemTitle(_ item: SystemItem) -> String {
        switch item {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}
