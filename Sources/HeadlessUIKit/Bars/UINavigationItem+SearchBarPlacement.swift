import Foundation

extension UINavigationItem {
    /// The item that marks where the search bar goes among a controller's `toolbarItems` on iPhone
    /// (iOS 26). The same item on every read.
    ///
    /// UIKit: with an integrated search bar placement and a `searchController`, the toolbar puts the
    /// search bar where this item is (trailingmost without it), and ignores the item when
    /// `searchController` is nil. Headless: toolbars do not lay out a search bar; the item is a
    /// placeholder a test can find in `toolbarItems`.
    public var searchBarPlacementBarButtonItem: UIBarButtonItem {
        if let item = searchBarPlacementItemStorage { return item }
        let item = UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), style: .plain, target: nil, action: nil)
        searchBarPlacementItemStorage = item
        return item
    }
}
