import Foundation

// Editing mode. UIKit documents `editButtonItem` as a button that toggles between Edit and Done
// and calls `setEditing(_:animated:)` with the new state; `setEditing` updates it. HeadlessUIKit
// sends the tap through the item's `primaryAction`, so `simulateTap()` on it edits the controller.
extension UIViewController {
    func performSetEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        updateEditButtonItem()
    }

    func makeEditButtonItemIfNeeded() -> UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        storedEditButtonItem = item
        updateEditButtonItem()
        return item
    }

    private func updateEditButtonItem() {
        guard let item = storedEditButtonItem else { return }
        item.title = storedEditing ? "Done" : "Edit"
        item.style = storedEditing ? .done : .plain
    }
}
