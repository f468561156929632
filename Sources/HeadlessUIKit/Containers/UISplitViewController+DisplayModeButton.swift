import Foundation

extension UISplitViewController {
    /// A bar button item that shows or hides the primary column: apps put it in the secondary
    /// controller's `navigationItem.leftBarButtonItem`. The same item on every read.
    ///
    /// UIKit: tapping it hides the primary column when it shows (`.secondaryOnly`) and shows it
    /// when it is hidden (`.oneBesideSecondary`), by changing `preferredDisplayMode`, so the
    /// delegate hears `splitViewController(_:willChangeTo:)`. Headless: `item.simulateTap()` taps it.
    public var displayModeButtonItem: UIBarButtonItem {
        if let item = displayModeButtonItemStorage { return item }
        let action = UIAction(image: UIImage(systemName: "sidebar.leading")) { [weak self] _ in
            self?.toggleDisplayModeFromButton()
        }
        let item = UIBarButtonItem(primaryAction: action)
        displayModeButtonItemStorage = item
        return item
    }

    private func toggleDisplayModeFromButton() {
        preferredDisplayMode = displayMode == .secondaryOnly ? .oneBesideSecondary : .secondaryOnly
    }
}
