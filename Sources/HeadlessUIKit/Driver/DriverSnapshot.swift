import Foundation

/// What is on a window's screen at one moment, as a tree of `DriverNode`s.
///
/// On screen means: the topmost presented controller's view when something is presented (a
/// modal covers what is under it, so a user can only reach what it shows), else the window's
/// views; in either case only views that are not hidden and have an alpha above zero, with their
/// visible subviews. A navigation controller's bar and toolbar are models outside the view
/// hierarchy here, so they are added where the controller's view is, with their items (back
/// button, left and right items, toolbar items); a tab bar lists its items; an alert lists its
/// title, message, text fields and actions. Controls (buttons, fields, switches…) are leaves, as
/// accessibility shows them: a button's title label is not a separate element.
@MainActor
enum DriverSnapshot {
    /// The controller on top of the window: the last of the presentation chain from its root.
    static func topmostPresented(in window: UIWindow) -> UIViewController? {
        guard var controller = window.rootViewController else { return nil }
        var presented: UIViewController?
        while let next = controller.presentedViewController, next !== controller {
            presented = next
            controller = next
        }
        return presented
    }

    /// The tree of what is on screen in `window`; its root is the window.
    static func take(_ window: UIWindow) -> DriverNode {
        if let top = topmostPresented(in: window) {
            if let alert = top as? UIAlertController {
                return DriverNode(target: .view(window), type: .window, children: [alertNode(alert)])
            }
            if let view = top.viewIfLoaded, view.window === window, let node = node(for: view) {
                return DriverNode(target: .view(window), type: .window, children: [node])
            }
        }
        return node(for: window) ?? DriverNode(target: .view(window), type: .window, children: [])
    }

    /// A view's node, or nil when it is not visible (hidden, or alpha zero).
    static func node(for view: UIView) -> DriverNode? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        let type = HeadlessElementType.of(view)
        var children: [DriverNode] = []
        if let navigation = view.owningController as? UINavigationController {
            if !navigation.isNavigationBarHidden { children.append(barNode(navigation.navigationBar)) }
        }
        switch view {
        case let bar as UINavigationBar:
            return barNode(bar)
        case let toolbar as UIToolbar:
            return toolbarNode(toolbar)
        case let tabBar as UITabBar:
            let items = (tabBar.items ?? []).map { DriverNode(target: .tabItem($0, tabBar), type: .button, children: []) }
            return DriverNode(target: .view(tabBar), type: .tabBar, children: items)
        default:
            break
        }
        if !isLeaf(view) {
            children += orderedSubviews(of: view).compactMap(node(for:))
        }
        if let navigation = view.owningController as? UINavigationController, !navigation.isToolbarHidden {
            children.append(toolbarNode(navigation.toolbar))
        }
        return DriverNode(target: .view(view), type: type, children: children)
    }

    /// A view's subviews in the order a user reads them. A table's or collection view's cells come in the order
    /// of their index paths (a reloaded row's new cell is the last subview, but it stays in its row, as
    /// XCUITest lists cells in their on-screen order); other subviews keep the hierarchy's order.
    private static func orderedSubviews(of view: UIView) -> [UIView] {
        let indexPath: (UIView) -> IndexPath?
        switch view {
        case let table as UITableView: indexPath = { ($0 as? UITableViewCell).flatMap(table.indexPath(for:)) }
        case let collection as UICollectionView: indexPath = { ($0 as? UICollectionViewCell).flatMap(collection.indexPath(for:)) }
        default: return view.subviews
        }
        // The cells, sorted, take the places cells held among the other subviews.
        var subviews = view.subviews
        let places = subviews.indices.filter { indexPath(subviews[$0]) != nil }
        let cells = places.map { subviews[$0] }.sorted { indexPath($0)! < indexPath($1)! }
        for (place, cell) in zip(places, cells) { subviews[place] = cell }
        return subviews
    }

    /// Controls are single elements: what they hold inside is not listed.
    private static func isLeaf(_ view: UIView) -> Bool {
        switch view {
        case is UIButton, is UITextField, is UITextView, is UISwitch, is UISlider, is UIStepper,
             is UISegmentedControl, is UIDatePicker, is UISearchBar, is UIPageControl, is UIProgressView,
             is UIActivityIndicatorView, is UIPickerView:
            return true
        default:
            return false
        }
    }

    /// A navigation bar: its back button (unless hidden or replaced by left items), left items,
    /// the title view, right items.
    static func barNode(_ bar: UINavigationBar) -> DriverNode {
        var children: [DriverNode] = []
        let top = bar.topItem
        let left = top?.leftBarButtonItems ?? []
        if bar.backButtonTitle != nil, left.isEmpty || top?.leftItemsSupplementBackButton == true {
            children.append(DriverNode(target: .backButton(bar), type: .button, children: []))
        }
        children += left.compactMap(itemNode)
        if let titleView = top?.titleView, let node = node(for: titleView) { children.append(node) }
        // UIKit lists right items from the trailing edge inwards; on screen they read in reverse.
        children += (top?.rightBarButtonItems ?? []).reversed().compactMap(itemNode)
        return DriverNode(target: .view(bar), type: .navigationBar, children: children)
    }

    private static func toolbarNode(_ toolbar: UIToolbar) -> DriverNode {
        DriverNode(target: .view(toolbar), type: .toolbar, children: (toolbar.items ?? []).compactMap(itemNode))
    }

    /// A bar button item: a button, or its custom view; spaces are not elements.
    private static func itemNode(_ item: UIBarButtonItem) -> DriverNode? {
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return nil }
        if let custom = item.customView { return node(for: custom) }
        return DriverNode(target: .barItem(item), type: .button, children: [])
    }

    private static func alertNode(_ alert: UIAlertController) -> DriverNode {
        var children: [DriverNode] = []
        if let title = alert.title, !title.isEmpty {
            children.append(DriverNode(target: .alertText(title, alert, isMessage: false), type: .staticText, children: []))
        }
        if let message = alert.message, !message.isEmpty {
            children.append(DriverNode(target: .alertText(message, alert, isMessage: true), type: .staticText, children: []))
        }
        for field in alert.textFields ?? [] {
            children.append(DriverNode(target: .view(field), type: HeadlessElementType.of(field), children: []))
        }
        for action in alert.actions {
            children.append(DriverNode(target: .alertAction(action, alert), type: .button, children: []))
        }
        return DriverNode(target: .alert(alert), type: .alert, children: children)
    }
}
