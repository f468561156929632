import Foundation

/// A menu: a titled group of actions, commands and submenus (iOS 13). A button shows it with
/// `menu` (on a long press, or at once with `showsMenuAsPrimaryAction`), a bar button item with
/// its `menu`, a context menu from a `UIContextMenuConfiguration`.
@MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier; the main menu's standard menus have UIKit's names.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// Makes an identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes an identifier from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The application menu.
        public static let application = Identifier("com.apple.menu.application")
        /// The File menu.
        public static let file = Identifier("com.apple.menu.file")
        /// The Edit menu.
        public static let edit = Identifier("com.apple.menu.edit")
        /// The View menu.
        public static let view = Identifier("com.apple.menu.view")
        /// The Window menu.
        public static let window = Identifier("com.apple.menu.window")
        /// The Help menu.
        public static let help = Identifier("com.apple.menu.help")
        /// The Format menu.
        public static let format = Identifier("com.apple.menu.format")
        /// The main menu itself.
        public static let root = Identifier("com.apple.menu.root")
    }

    /// How a menu shows its children, with UIKit's raw values.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Makes options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown inline, separated, rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Shown as destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a palette (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// The options.
    public let options: Options
    /// The elements of the menu, in order.
    public let children: [UIMenuElement]
    /// The size the children are shown at (iOS 16).
    open var preferredElementSize: UIMenuElement.Size = .large

    /// Makes a menu.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: UIMenuElement.Size = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.headlessuikit.menu.\(UUID().uuidString)")
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of this menu with other children (the same title, image, identifier and options).
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The element in this menu or its submenus, depth first, whose title is `title` (headless: for tests).
    public func element(titled title: String) -> UIMenuElement? {
        for child in children {
            if child.title == title { return child }
            if let menu = child as? UIMenu, let found = menu.element(titled: title) { return found }
        }
        return nil
    }

    /// The actions of this menu and its submenus, depth first (headless: for tests; deferred elements are not resolved).
    public var allActions: [UIAction] {
        children.flatMap { child -> [UIAction] in
            if let action = child as? UIAction { return [action] }
            if let menu = child as? UIMenu { return menu.allActions }
            return []
        }
    }
}
