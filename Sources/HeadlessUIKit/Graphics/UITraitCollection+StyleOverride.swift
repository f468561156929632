import Foundation

// overrideUserInterfaceStyle (iOS 13): a view, a controller or a window forces light or dark for
// itself and everything below it; the nearest override wins. UIKit sends traitCollectionDidChange(_:)
// to the views and controllers whose style changes (rule: traits flow down the hierarchy).

extension UITraitCollection {
    /// These traits with another light/dark style (`.unspecified` keeps them as they are).
    func replacingStyle(with style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }
}

extension UIView {
    /// The nearest style override: this view's, its controller's (for a root view), then up the superviews.
    var inheritedStyleOverride: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if current.overrideUserInterfaceStyle != .unspecified { return current.overrideUserInterfaceStyle }
            if let controller = current.owningController, controller.overrideUserInterfaceStyle != .unspecified {
                return controller.overrideUserInterfaceStyle
            }
            view = current.superview
        }
        return .unspecified
    }

    /// Remembers the style each view in this hierarchy has before an override changes.
    func styleOverrideWillChange() {
        StyleOverrideChange.pending.append(subtreeStyles())
    }

    /// Sends traitCollectionDidChange(_:) to the views (and their controllers) whose style changed.
    func styleOverrideDidChange() {
        guard let before = StyleOverrideChange.pending.popLast() else { return }
        for (view, previous) in before where view.traitCollection.userInterfaceStyle != previous.userInterfaceStyle {
            view.owningController?.traitCollectionDidChange(previous)
            view.traitCollectionDidChange(previous)
        }
    }

    private func subtreeStyles() -> [(UIView, UITraitCollection)] {
        [(self, traitCollection)] + subviews.flatMap { $0.subtreeStyles() }
    }
}

extension UIViewController {
    /// The nearest style override: this controller's, its parents', then its view's superviews (the window).
    var inheritedStyleOverride: UIUserInterfaceStyle {
        var controller: UIViewController? = self
        while let current = controller {
            if current.overrideUserInterfaceStyle != .unspecified { return current.overrideUserInterfaceStyle }
            controller = current.parent
        }
        return viewIfLoaded?.superview?.inheritedStyleOverride ?? .unspecified
    }
}

@MainActor
enum StyleOverrideChange {
    /// The styles before a change, while nested changes (a didSet setting another override) run.
    static var pending: [[(UIView, UITraitCollection)]] = []
}
