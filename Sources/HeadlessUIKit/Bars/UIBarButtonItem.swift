import Foundation

/// A button on a navigation bar or toolbar, with a title, image or system item, and an action.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// The system items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        /// Done, cancel, edit… (UIKit's order).
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        /// Page curl (deprecated in UIKit).
        case pageCurl
        /// Close.
        case close
    }

    /// Bar button styles.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain
        /// Bordered (deprecated in UIKit).
        case bordered
        /// Done (bold).
        case done
    }

    /// The style.
    open var style: Style = .plain
    /// The system item this was made from, if any.
    public let systemItem: SystemItem?
    /// The target of the action (held weakly, as UIKit does).
    open weak var target: AnyObject?
    /// The action sent when the item is tapped.
    open var action: Selector?
    /// A closure-based action (iOS 14).
    open var primaryAction: UIAction?
    /// The menu the item shows: on a tap when it has no action, else on a long press (iOS 14).
    /// Headless: nothing shows it; tests read it and run its actions.
    open var menu: UIMenu?
    /// A custom view in place of the button.
    open var customView: UIView?
    /// The width, for fixed spaces.
    open var width: CGFloat = 0

    /// Makes a plain item.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Makes an item from a nib: its system item, style and width (its action is a nib connection).
    public required init?(coder: NSCoder) {
        let nib = coder as? UINibDecoder
        // ibtool archives the raw value; HeadlessUIKit's compiler keeps IB's name ("add"), the case's name.
        systemItem = nib?.int("UISystemItem").flatMap(SystemItem.init(rawValue:))
            ?? nib?.string("UISystemItem").flatMap { name in
                (0...24).lazy.compactMap(SystemItem.init(rawValue:)).first { String(describing: $0) == name }
            }
        super.init(coder: coder)
        if let nib {
            if let style = nib.int("UIStyle").flatMap(Style.init(rawValue:)) { self.style = style }
            width = nib.cgFloat("UIWidth") ?? 0
            customView = nib.object("UICustomView")
        }
    }

    /// An item with a title, a style, a target and an action.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// An item with an image, a style, a target and an action.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// A system item with a target and an action.
    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.systemItem = systemItem
        super.init()
        self.target = target
        self.action = action
    }

    /// A system item with a closure action.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with a title or image and a closure action.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item that shows a custom view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space for toolbars.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    /// A fixed space for toolbars.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// "Taps" the item: runs its primary action, or sends its action to its target (nil: the
    /// responder chain from the key window), as a tap on iOS does.
    open func simulateTap() {
        if let primaryAction {
            primaryAction.perform(sender: self)
            return
        }
        guard let action, isEnabled else { return }
        UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
    }
}
