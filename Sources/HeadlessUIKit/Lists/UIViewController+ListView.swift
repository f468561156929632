import Foundation

// What UIKit's list controllers (UITableViewController, UICollectionViewController) do after the
// default loadView: a nib's view of the list's class is kept; a nib whose view is anything else stops
// with UIKit's message; without a nib, a screen-sized list replaces the generic view.
extension UIViewController {
    /// The list view after `super.loadView()`: the nib's, or a new one from `make(frame)`.
    func loadedListView<List: UIView>(kind: String, make: (CGRect) -> List) -> List {
        if let list = viewIfLoaded as? List { return list }
        if viewIfLoaded != nil, let nibName {
            UIKitException.internalInconsistency(
                "-[\(uikitTypeName(type(of: self))) loadView] loaded the \"\(nibName)\" nib but didn't get a \(kind)."
            ).raise()
        }
        let list = make(viewIfLoaded?.frame ?? UIScreen.main.bounds)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = list
        return list
    }
}
