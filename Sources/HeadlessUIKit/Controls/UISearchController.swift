import Foundation

/// A controller that manages a search bar and shows results (iOS 8), usually from a navigation
/// item's `searchController`.
///
/// What a user does goes through its `searchBar`'s simulations: `simulateTextEntry(_:)` activates
/// the controller (as a tap on the field does: `willPresentSearchController`, `isActive`,
/// `didPresentSearchController`) and then, for each change of text or scope, asks the
/// `searchResultsUpdater` to `updateSearchResults(for:)`; `simulateCancelButtonTap()` deactivates it.
/// Setting `isActive` in code does the same presentation steps. Headless: the search controller is
/// not presented as a view controller; its results controller's view is not shown (docs/known-gaps.md).
@MainActor
open class UISearchController: UIViewController {
    /// The controller that shows results; nil to show them in the searching controller.
    public let searchResultsController: UIViewController?
    /// The object told to update the results when the search changes (held weakly).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told when the search is presented and dismissed (held weakly).
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content behind is dimmed while searching.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the content behind is dimmed (iOS 8–12 name).
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the cancel button shows while searching (iOS 13).
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while searching (iOS 13).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows on its own (iOS 13).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller is shown (iOS 13).
    open var showsSearchResultsController = false
    /// The search bar.
    public let searchBar: UISearchBar

    /// Whether the search is active (the bar is editing or was, until cancel).
    open var isActive: Bool {
        get { storedIsActive }
        set {
            guard newValue != storedIsActive else { return }
            if newValue {
                delegate?.presentSearchController(self)
                delegate?.willPresentSearchController(self)
                storedIsActive = true
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
                if automaticallyShowsSearchResultsController { showsSearchResultsController = true }
                delegate?.didPresentSearchController(self)
                searchResultsUpdater?.updateSearchResults(for: self)
            } else {
                delegate?.willDismissSearchController(self)
                storedIsActive = false
                searchBar.text = ""
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
                showsSearchResultsController = false
                _ = searchBar.resignFirstResponder()
                delegate?.didDismissSearchController(self)
                searchResultsUpdater?.updateSearchResults(for: self)
            }
        }
    }
    private var storedIsActive = false

    /// Makes a search controller that shows results in `searchResultsController` (nil: in place).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = Self.makeSearchBar()
        super.init(nibName: nil, bundle: nil)
        searchBar.owningSearchController = self
        if let searchResultsController { addChild(searchResultsController); searchResultsController.didMove(toParent: self) }
    }

    /// Makes a search controller that shows results in place.
    public convenience init() { self.init(searchResultsController: nil) }

    /// Search controllers are made in code.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        searchBar = Self.makeSearchBar()
        super.init(coder: coder)
        searchBar.owningSearchController = self
    }

    /// A search bar at UIKit's height, before the controller owns it.
    private static func makeSearchBar() -> UISearchBar {
        UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.standardHeight))
    }

    /// The bar began editing: the search becomes active.
    func searchBarDidBeginEditing() { isActive = true }

    /// The text or scope changed: the updater is asked for results.
    func searchDidChange() {
        if !isActive { isActive = true; return }
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}

/// Updates search results when the search changes.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text or scope changed, or the search became active or inactive.
    func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search controller is presented and dismissed.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Asked to present the search controller yourself (default: the system does).
    func presentSearchController(_ searchController: UISearchController)
    /// The search is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search ended.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func presentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
