import Foundation

// The bars' attributes as a nib archives them: `UIItems` (the items, in order), `UIBarStyle`,
// `UIBarTranslucence` (1 translucent, 2 opaque, 0 the default), `UIBarTintColor`.
extension UINibDecoder {
    /// `UIBarTranslucence` as a Boolean; nil for the default.
    func barTranslucence() -> Bool? {
        switch int("UIBarTranslucence") {
        case 1: true
        case 2: false
        default: bool("UITranslucent")
        }
    }
}

extension UINavigationBar {
    func decodeNavigationBarAttributes(_ nib: UINibDecoder) {
        let items = nib.array("UIItems", of: UINavigationItem.self)
        if !items.isEmpty { setItems(items, animated: false) }
        if let style = nib.enumeration("UIBarStyle", as: UIBarStyle.self) { barStyle = style }
        if let translucent = nib.barTranslucence() { isTranslucent = translucent }
        barTintColor = nib.color("UIBarTintColor")
        prefersLargeTitles = nib.bool("UIBarPrefersLargeTitles") ?? false
    }
}

extension UIToolbar {
    func decodeToolbarAttributes(_ nib: UINibDecoder) {
        let items = nib.array("UIItems", of: UIBarButtonItem.self)
        if !items.isEmpty { setItems(items, animated: false) }
        if let style = nib.enumeration("UIBarStyle", as: UIBarStyle.self) { barStyle = style }
        if let translucent = nib.barTranslucence() { isTranslucent = translucent }
        barTintColor = nib.color("UIBarTintColor")
    }
}

extension UITabBar {
    func decodeTabBarAttributes(_ nib: UINibDecoder) {
        let items = nib.array("UIItems", of: UITabBarItem.self)
        if !items.isEmpty { setItems(items, animated: false) }
        if let style = nib.enumeration("UIBarStyle", as: UIBarStyle.self) { barStyle = style }
        if let translucent = nib.barTranslucence() { isTranslucent = translucent }
        barTintColor = nib.color("UIBarTintColor")
        // A tab bar's tint is its selected items' colour (`UITintColor` is read by UIView too).
        if let tint = nib.color("UISelectedImageTintColor") ?? nib.color("UITintColor") { selectedImageTintColor = tint }
        unselectedItemTintColor = nib.color("UIUnselectedItemTintColor")
    }
}
