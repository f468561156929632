/// What UIKit's own classes offer to IB connections, for the source rules: the properties IB connects outlets to
/// on UIKit's classes, and the standard edit and responder actions a First Responder action may name.
enum UIKitMembers {
    /// Outlet properties of UIKit's (and MapKit's, WebKit's…) classes that IB files connect (`view`, `delegate`…).
    static let outletProperties: Set<String> = [
        "view", "delegate", "dataSource", "tableView", "collectionView", "searchBar", "searchDisplayController",
        "searchResultsDataSource", "searchResultsDelegate", "searchContentsController", "contentView", "backgroundView",
        "selectedBackgroundView", "multipleSelectionBackgroundView", "accessoryView", "editingAccessoryView",
        "textLabel", "detailTextLabel", "imageView", "inputView", "inputAccessoryView", "tableHeaderView",
        "tableFooterView", "backgroundImageView", "titleView", "customView", "leftBarButtonItem", "rightBarButtonItem",
        "leftBarButtonItems", "rightBarButtonItems", "backBarButtonItem", "navigationItem", "tabBarItem", "tabBar",
        "navigationBar", "toolbar", "toolbarItems", "viewControllers", "items", "selectedItem", "scrollView",
        "pageControl", "gestureRecognizers", "accessibilityElements", "keyCommands", "refreshControl", "menu",
        "tableViewController", "collectionViewLayout", "prefetchDataSource", "dragDelegate", "dropDelegate",
        "webView", "mapView", "target", "leftView", "rightView", "standardAppearance", "scrollEdgeAppearance",
        "compactAppearance", "textContainer", "layoutManager", "selectedImage", "image", "placeholder",
        "searchResultsUpdater", "searchController", "splitViewController", "delegateForSearchBar",
    ]

    /// The actions UIKit's responders implement (edit menu, text, navigation), which a First Responder may send.
    static let responderActions: Set<String> = [
        "copy:", "cut:", "paste:", "delete:", "select:", "selectAll:", "undo:", "redo:", "makeTextWritingDirectionLeftToRight:",
        "makeTextWritingDirectionRightToLeft:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:", "increaseSize:",
        "decreaseSize:", "pasteAndGo:", "pasteAndMatchStyle:", "pasteAndSearch:", "print:", "find:", "findNext:",
        "findPrevious:", "findAndReplace:", "useSelectionForFind:", "rename:", "duplicate:", "move:", "export:",
        "showWritingTools:", "captureTextFromCamera:", "resignFirstResponder", "becomeFirstResponder",
        "dismissKeyboard", "reloadInputViews",
    ]
}
