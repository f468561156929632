import Foundation

// `appearance()` on the classes apps style that way. Each returns its class's proxy (see
// UIAppearance.swift for what is applied and when).

extension UINavigationBar {
    /// The proxy whose settings every navigation bar takes when it enters a window, unless it set them itself.
    public static func appearance() -> UINavigationBar { AppearanceProxies.proxy(UINavigationBar.self, make: { UINavigationBar() }, properties: properties) }
    /// A proxy for bars inside the given container classes (kept, not applied headless).
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UINavigationBar {
        AppearanceProxies.containedProxy(UINavigationBar.self, containers: containerTypes) { UINavigationBar() }
    }
    private static var properties: [AppearanceProperty<UINavigationBar>] {
        [.tint, .background, .optional(\.barTintColor), .value(\.isTranslucent), .value(\.prefersLargeTitles), .value(\.barStyle),
         .optional(\.titleTextAttributes), .optional(\.largeTitleTextAttributes),
         .optional(\.storedStandardAppearance) { $0.copy() }, .optional(\.scrollEdgeAppearance) { $0.copy() },
         .optional(\.compactAppearance) { $0.copy() }, .optional(\.compactScrollEdgeAppearance) { $0.copy() }]
    }
}

extension UITabBar {
    /// The proxy whose settings every tab bar takes when it enters a window, unless it set them itself.
    public static func appearance() -> UITabBar { AppearanceProxies.proxy(UITabBar.self, make: { UITabBar() }, properties: properties) }
    /// A proxy for bars inside the given container classes (kept, not applied headless).
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITabBar {
        AppearanceProxies.containedProxy(UITabBar.self, containers: containerTypes) { UITabBar() }
    }
    private static var properties: [AppearanceProperty<UITabBar>] {
        [.tint, .background, .optional(\.barTintColor), .optional(\.unselectedItemTintColor), .value(\.isTranslucent), .value(\.barStyle),
         .optional(\.storedStandardAppearance) { $0.copy() }, .optional(\.scrollEdgeAppearance) { $0.copy() }]
    }
}

extension UIToolbar {
    /// The proxy whose settings every toolbar takes when it enters a window, unless it set them itself.
    public static func appearance() -> UIToolbar { AppearanceProxies.proxy(UIToolbar.self, make: { UIToolbar() }, properties: properties) }
    private static var properties: [AppearanceProperty<UIToolbar>] {
        [.tint, .background, .optional(\.barTintColor), .value(\.isTranslucent), .value(\.barStyle)]
    }
}

extension UISearchBar {
    /// The proxy whose settings every search bar takes when it enters a window, unless it set them itself.
    public static func appearance() -> UISearchBar { AppearanceProxies.proxy(UISearchBar.self, make: { UISearchBar() }, properties: properties) }
    private static var properties: [AppearanceProperty<UISearchBar>] {
        [.tint, .background, .optional(\.barTintColor), .value(\.searchBarStyle), .value(\.keyboardAppearance)]
    }
}

extension UITableView {
    /// The proxy whose settings every table view takes when it enters a window, unless it set them itself.
    public static func appearance() -> UITableView { AppearanceProxies.proxy(UITableView.self, make: { UITableView() }, properties: properties) }
    private static var properties: [AppearanceProperty<UITableView>] {
        [.tint, .background, .optional(\.separatorColor)]
    }
}

extension UILabel {
    /// The proxy whose settings every label takes when it enters a window, unless it set them itself.
    public static func appearance() -> UILabel { AppearanceProxies.proxy(UILabel.self, make: { UILabel() }, properties: properties) }
    private static var properties: [AppearanceProperty<UILabel>] { [.tint, .value(\.textColor), .value(\.font)] }
}

extension UIButton {
    /// The proxy whose settings every button takes when it enters a window, unless it set them itself.
    public static func appearance() -> UIButton { AppearanceProxies.proxy(UIButton.self, make: { UIButton() }, properties: [.tint, .background]) }
}

extension UISwitch {
    /// The proxy whose settings every switch takes when it enters a window, unless it set them itself.
    public static func appearance() -> UISwitch {
        AppearanceProxies.proxy(UISwitch.self, make: { UISwitch() }, properties: [.tint, .optional(\.onTintColor), .optional(\.thumbTintColor)])
    }
}

extension UISegmentedControl {
    /// The proxy whose settings every segmented control takes when it enters a window, unless it set them itself.
    public static func appearance() -> UISegmentedControl {
        AppearanceProxies.proxy(UISegmentedControl.self, make: { UISegmentedControl() }, properties: [.tint, .background, .optional(\.selectedSegmentTintColor)])
    }
}

extension UIPageControl {
    /// The proxy whose settings every page control takes when it enters a window, unless it set them itself.
    public static func appearance() -> UIPageControl {
        AppearanceProxies.proxy(UIPageControl.self, make: { UIPageControl() },
                                properties: [.tint, .optional(\.pageIndicatorTintColor), .optional(\.currentPageIndicatorTintColor)])
    }
}

extension UITextField {
    /// The proxy whose settings every text field takes when it enters a window, unless it set them itself.
    public static func appearance() -> UITextField {
        AppearanceProxies.proxy(UITextField.self, make: { UITextField() }, properties: [.tint, .value(\.keyboardAppearance)])
    }
}

extension UIBarButtonItem {
    /// The proxy of bar button items (kept, not applied headless: items are not views).
    public static func appearance() -> UIBarButtonItem { AppearanceProxies.containedProxy(UIBarButtonItem.self, containers: []) { UIBarButtonItem() } }
    /// A proxy for items inside the given container classes (kept, not applied headless).
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIBarButtonItem {
        AppearanceProxies.containedProxy(UIBarButtonItem.self, containers: containerTypes) { UIBarButtonItem() }
    }
}

extension UITabBarItem {
    /// The proxy of tab bar items (kept, not applied headless: items are not views).
    public static func appearance() -> UITabBarItem { AppearanceProxies.containedProxy(UITabBarItem.self, containers: []) { UITabBarItem() } }
}
