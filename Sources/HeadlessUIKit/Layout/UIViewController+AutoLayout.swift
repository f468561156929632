import Foundation

extension UIViewController {
    /// What this controller's containers and settings add to its root view's safe area: a
    /// navigation bar (44) and toolbar above and below, a tab bar (49) below, where
    /// `edgesForExtendedLayout` lets the view go under them, then `additionalSafeAreaInsets`.
    var safeAreaAdditions: UIEdgeInsets {
        var insets = additionalSafeAreaInsets
        if let navigation = parent as? UINavigationController {
            if !navigation.isNavigationBarHidden, edgesForExtendedLayout.contains(.top) {
                insets.top += UINavigationBar.standardHeight
            }
            if !navigation.isToolbarHidden, edgesForExtendedLayout.contains(.bottom) {
                insets.bottom += UIToolbar.standardHeight
            }
        }
        if let tabs = parent as? UITabBarController, !tabs.tabBar.isHidden, edgesForExtendedLayout.contains(.bottom) {
            insets.bottom += UITabBar.standardHeight
        }
        return insets
    }

    /// The safe area moved: lay the root view out again (its guides and callbacks follow there).
    func safeAreaMayHaveChanged() {
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        if let engine = view.layoutEngineIfCreated {
            engine.refreshSystemGuides()
            engine.requestSolve()
        }
    }
}
