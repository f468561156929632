import Foundation

/// The messages a tab bar sends about its items.
@MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Sent when the user selects an item (in HeadlessUIKit: `simulateTap(on:)`).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing by default (the method is optional in UIKit).
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A tab bar: a row of items, one of them selected. Headless: a model view, 49 points high.
///
/// A tab bar controller's bar is managed by it: its items are the children's `tabBarItem`s
/// (rule 43) and the controller is its delegate.
@MainActor
open class UITabBar: UIView {
    /// The standard height of a tab bar, in points.
    public static let standardHeight: CGFloat = 49

    /// The object told about selections; the tab bar controller for a bar it manages.
    open weak var delegate: UITabBarDelegate?

    /// The items shown, left to right.
    open var items: [UITabBarItem]?

    /// The item shown as selected, if any.
    open weak var selectedItem: UITabBarItem?

    /// The tint of selected items.
    open var selectedImageTintColor: UIColor?
    /// The tint of unselected items.
    open var unselectedItemTintColor: UIColor?
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's look. Default `.default`.
    open var barStyle: UIBarStyle = .default
    /// The look (iOS 13; recorded, see `UIBarAppearance`).
    open var standardAppearance: UITabBarAppearance {
        get {
            if let storedStandardAppearance { return storedStandardAppearance }
            let made = UITabBarAppearance()
            storedStandardAppearance = made
            return made
        }
        set { storedStandardAppearance = newValue }
    }
    /// The standard appearance once it was read or set (nil before: an appearance proxy may give one).
    var storedStandardAppearance: UITabBarAppearance?
    /// The look at the scroll edge (iOS 15).
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// The tab bar controller that manages this bar, if any.
    weak var managingController: UITabBarController?

    /// Whether the bar is hidden. A bar managed by a tab bar controller is also hidden while the
    /// selected navigation stack shows a controller pushed with `hidesBottomBarWhenPushed`.
    open override var isHidden: Bool {
        get { super.isHidden || (managingController?.bottomBarIsHiddenByPushedController ?? false) }
        set { super.isHidden = newValue }
    }

    /// Makes a tab bar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a tab bar from an archive: its items, style, translucency and colours.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeTabBarAttributes(nib) }
    }

    /// Sets the items (animation is headless).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
    }

    /// HeadlessUIKit's stand-in for the user's tap on an item: selects it and sends
    /// `tabBar(_:didSelect:)` to the delegate, as a touch would. A tab bar controller's bar then
    /// asks the controller's delegate `tabBarController(_:shouldSelect:)`, switches tabs and sends
    /// `tabBarController(_:didSelect:)`. Items not on the bar, and disabled items, do nothing.
    /// Returns whether the tap reached the delegate.
    @discardableResult
    public func simulateTap(on item: UITabBarItem) -> Bool {
        guard let items, items.contains(where: { $0 === item }), item.isEnabled, !isHidden else { return false }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
        return true
    }
}
