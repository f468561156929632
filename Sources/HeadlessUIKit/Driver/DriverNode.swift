import Foundation

/// One element on screen as the driver sees it at one moment: a view, a bar item, a back button,
/// an alert's action… with its type, what identifies it, and the elements inside it.
@MainActor
struct DriverNode {
    /// What the element is made of.
    enum Target {
        case view(UIView)
        case barItem(UIBarButtonItem)
        case backButton(UINavigationBar)
        case tabItem(UITabBarItem, UITabBar)
        case alert(UIAlertController)
        case alertAction(UIAlertAction, UIAlertController)
        case alertText(String, UIAlertController, isMessage: Bool)
    }

    let target: Target
    let type: HeadlessElementType
    let children: [DriverNode]

    /// The same element in another snapshot: same object (and role).
    func isSame(as other: DriverNode) -> Bool {
        switch (target, other.target) {
        case let (.view(a), .view(b)): return a === b
        case let (.barItem(a), .barItem(b)): return a === b
        case let (.backButton(a), .backButton(b)): return a === b
        case let (.tabItem(a, _), .tabItem(b, _)): return a === b
        case let (.alert(a), .alert(b)): return a === b
        case let (.alertAction(a, _), .alertAction(b, _)): return a === b
        case let (.alertText(_, a, am), .alertText(_, b, bm)): return a === b && am == bm
        default: return false
        }
    }

    /// Every element inside this one, depth first, in screen order.
    var descendants: [DriverNode] {
        children.flatMap { [$0] + $0.descendants }
    }

    /// The view behind the element, when it is one.
    var view: UIView? {
        if case .view(let view) = target { return view }
        if case .barItem(let item) = target { return item.customView }
        return nil
    }

    /// Whether the element is a bar button item or a back button.
    var isBarButton: Bool {
        switch target {
        case .barItem, .backButton: return true
        default: return false
        }
    }

    // MARK: Identification

    /// The accessibility identifier.
    var identifier: String? {
        switch target {
        case .view(let view): return view.accessibilityIdentifier
        case .barItem(let item): return item.accessibilityIdentifier
        case .tabItem(let item, _): return item.accessibilityIdentifier
        case .alert(let alert): return alert.view.accessibilityIdentifier
        default: return nil
        }
    }

    /// The accessibility label: set, or UIKit's default (a label's text, a button's title, a
    /// field's placeholder, a bar item's title or system item's name).
    var label: String? {
        switch target {
        case .view(let view):
            if let bar = view as? UINavigationBar { return view.accessibilityLabel ?? bar.topItem?.title }
            return view.accessibilityLabel
        case .barItem(let item): return item.accessibilityLabel ?? item.systemItem.flatMap(Self.name(of:))
        case .backButton(let bar): return bar.backButtonTitle
        case .tabItem(let item, _): return item.accessibilityLabel
        case .alert(let alert): return alert.title
        case .alertAction(let action, _): return action.title
        case .alertText(let text, _, _): return text
        }
    }

    /// The texts a user sees on the element: a button's title, a label's text, a field's
    /// placeholder and text, a bar item's title or system item's name, a navigation bar's title.
    var visibleTexts: [String] {
        var texts: [String?] = []
        switch target {
        case .view(let view):
            switch view {
            case let button as UIButton: texts = [button.currentTitle]
            case let label as UILabel: texts = [label.text]
            case let field as UITextField: texts = [field.placeholder, field.text]
            case let textView as UITextView: texts = [textView.text]
            case let search as UISearchBar: texts = [search.placeholder, search.text]
            case let bar as UINavigationBar: texts = [bar.topItem?.title]
            default: break
            }
        case .barItem(let item): texts = [item.title, item.systemItem.flatMap(Self.name(of:))]
        case .backButton(let bar): texts = [bar.backButtonTitle]
        case .tabItem(let item, _): texts = [item.title]
        case .alert(let alert): texts = [alert.title]
        case .alertAction(let action, _): texts = [action.title]
        case .alertText(let text, _, _): texts = [text]
        }
        return texts.compactMap { $0 }.filter { !$0.isEmpty }
    }

    /// Whether `key` names this element: its identifier, its label or one of its visible texts.
    func matches(_ key: String) -> Bool {
        identifier == key || label == key || visibleTexts.contains(key)
    }

    /// The accessibility value (a field's text, a switch's "1"/"0", a slider's percentage).
    var value: String? {
        switch target {
        case .view(let view): return view.accessibilityValue
        case .barItem(let item): return item.accessibilityValue
        case .tabItem(let item, _): return item.accessibilityValue ?? item.badgeValue
        case .alert(let alert): return alert.message
        default: return nil
        }
    }

    /// Whether the element takes taps: an enabled control, item or action.
    var isEnabled: Bool {
        switch target {
        case .view(let view):
            if let control = view as? UIControl { return control.isEnabled }
            if let label = view as? UILabel { return label.isEnabled }
            return true
        case .barItem(let item): return item.isEnabled
        case .tabItem(let item, _): return item.isEnabled
        case .alertAction(let action, _): return action.isEnabled
        default: return true
        }
    }

    /// UIKit's accessibility name of a system item ("Add", "Edit", "Done"…).
    static func name(of item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .flexibleSpace, .fixedSpace: nil
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .pageCurl: "Page Curl"
        case .close: "Close"
        }
    }

    /// One line for listings: `button "Save" (identifier: 'save', disabled)`.
    var summary: String {
        var parts: [String] = []
        let name = label ?? visibleTexts.first
        var head = type.rawValue
        if case .view(let view) = target, type == .other { head += " \(String(describing: Swift.type(of: view)))" }
        if let name { head += " \"\(name)\"" }
        parts.append(head)
        var details: [String] = []
        if let identifier, identifier != name { details.append("identifier: '\(identifier)'") }
        if let value, !value.isEmpty, value != name { details.append("value: '\(value)'") }
        if !isEnabled { details.append("disabled") }
        if !details.isEmpty { parts.append("(\(details.joined(separator: ", ")))") }
        return parts.joined(separator: " ")
    }

    /// The tree, indented, for error messages and `screenDescription`.
    func outline(depth: Int = 0) -> [String] {
        [String(repeating: "  ", count: depth) + summary] + children.flatMap { $0.outline(depth: depth + 1) }
    }
}
