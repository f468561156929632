import Foundation

/// Builds the app's main menu (iOS 13; the menu bar on iPad and Mac). Headless: no menu bar asks
/// for it; `HeadlessMenuBuilder` records what a responder's `buildMenu(with:)` does.
@MainActor
public protocol UIMenuBuilder: AnyObject {
    /// The system the menu is built for.
    var system: UIMenuSystem { get }
    /// The menu with an identifier, if it is there.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action with an identifier, if it is there.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// The command with an action and property list, if it is there.
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    /// Replaces a menu.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    /// Replaces a menu's children.
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Inserts a menu after a sibling.
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts a menu before a sibling.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts a menu at the start of a parent.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Inserts a menu at the end of a parent.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Removes a menu.
    func remove(menu removedIdentifier: UIMenu.Identifier)
}

/// Which menu system a builder builds.
@MainActor
public final class UIMenuSystem {
    /// The main menu (the menu bar).
    public static let main = UIMenuSystem()
    /// The context menu system.
    public static let context = UIMenuSystem()
    /// Asks the system to build its menu again (headless: nothing shows it, so nothing happens).
    public func setNeedsRebuild() {}
    /// Asks the system to revalidate its commands (headless: nothing happens).
    public func setNeedsRevalidate() {}
}

/// A menu builder over a root menu that keeps the changes (headless: for tests of `buildMenu(with:)`).
@MainActor
public final class HeadlessMenuBuilder: UIMenuBuilder {
    /// The main menu as built so far.
    public private(set) var root: UIMenu
    /// The system built for.
    public let system: UIMenuSystem

    /// Starts from a root menu (by default, an empty main menu with UIKit's File, Edit, View, Window and Help menus).
    public init(root: UIMenu? = nil, system: UIMenuSystem = .main) {
        self.root = root ?? UIMenu(title: "", identifier: .root, children: [
            UIMenu(title: "File", identifier: .file), UIMenu(title: "Edit", identifier: .edit),
            UIMenu(title: "View", identifier: .view), UIMenu(title: "Window", identifier: .window),
            UIMenu(title: "Help", identifier: .help),
        ])
        self.system = system
    }

    /// The menu with an identifier, if it is there.
    public func menu(for identifier: UIMenu.Identifier) -> UIMenu? { Self.find(identifier, in: root) }

    /// The action with an identifier, if it is there.
    public func action(for identifier: UIAction.Identifier) -> UIAction? {
        root.allActions.first { $0.identifier == identifier }
    }

    /// The command with an action and property list, if it is there (the property list is compared when it is a string or number).
    public func command(for action: Selector, propertyList: Any?) -> UICommand? {
        Self.commands(in: root).first { $0.action == action && String(describing: $0.propertyList) == String(describing: propertyList) }
    }

    /// Replaces a menu.
    public func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        root = Self.rewrite(root) { $0.identifier == replacedIdentifier ? [replacementMenu] : nil }
    }

    /// Replaces a menu's children.
    public func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        root = Self.rewrite(root) { $0.identifier == parentIdentifier ? [$0.replacingChildren(childrenBlock($0.children))] : nil }
    }

    /// Inserts a menu after a sibling.
    public func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        root = Self.rewrite(root) { $0.identifier == siblingIdentifier ? [$0, siblingMenu] : nil }
    }

    /// Inserts a menu before a sibling.
    public func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        root = Self.rewrite(root) { $0.identifier == siblingIdentifier ? [siblingMenu, $0] : nil }
    }

    /// Inserts a menu at the start of a parent.
    public func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { [childMenu] + $0 }
    }

    /// Inserts a menu at the end of a parent.
    public func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { $0 + [childMenu] }
    }

    /// Removes a menu.
    public func remove(menu removedIdentifier: UIMenu.Identifier) {
        root = Self.rewrite(root) { $0.identifier == removedIdentifier ? [] : nil }
    }

    private static func find(_ identifier: UIMenu.Identifier, in menu: UIMenu) -> UIMenu? {
        if menu.identifier == identifier { return menu }
        for case let child as UIMenu in menu.children {
            if let found = find(identifier, in: child) { return found }
        }
        return nil
    }

    private static func commands(in menu: UIMenu) -> [UICommand] {
        menu.children.flatMap { child -> [UICommand] in
            if let command = child as? UICommand { return [command] }
            if let submenu = child as? UIMenu { return commands(in: submenu) }
            return []
        }
    }

    /// Rebuilds `menu`, replacing each submenu for which `change` answers with what it answers.
    private static func rewrite(_ menu: UIMenu, _ change: (UIMenu) -> [UIMenuElement]?) -> UIMenu {
        var children: [UIMenuElement] = []
        for child in menu.children {
            guard let submenu = child as? UIMenu else { children.append(child); continue }
            if let replacement = change(submenu) { children += replacement } else { children.append(rewrite(submenu, change)) }
        }
        return menu.replacingChildren(children)
    }
}
