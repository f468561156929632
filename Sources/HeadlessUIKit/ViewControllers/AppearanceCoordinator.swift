import Foundation

/// Appearance driven by windows: controllers whose root views enter or leave a visible window,
/// and every controller in a window that is shown or hidden (rules 34, 35, 56).
///
/// Entering: `viewWillAppear` at once, before the view is added (rule 32); the rest
/// (`viewIsAppearing`, layout, `viewDidAppear`) on the scheduler's next turn. Leaving:
/// `viewWillDisappear` before the view goes and `viewDidDisappear` right after, since nothing
/// remains to animate. Only the outermost controllers of a moving subtree are started here; each
/// forwards to its own children (rule 56). A child whose parent does not forward automatically is
/// left to its container (rule 57).
@MainActor
enum AppearanceCoordinator {
    struct WindowMove {
        /// true: entering a visible window; false: leaving one; nil: no change of visibility.
        let appearing: Bool?
        let controllers: [(controller: Weak<UIViewController>, token: Int)]

        static var none: WindowMove { WindowMove(appearing: nil, controllers: []) }
    }

    static func isVisible(_ window: UIWindow?) -> Bool { window.map { !$0.isHidden } ?? false }

    static func subtreeWillMove(_ root: UIView, from oldWindow: UIWindow?, to newWindow: UIWindow?) -> WindowMove {
        let wasVisible = isVisible(oldWindow)
        let willBeVisible = isVisible(newWindow)
        guard wasVisible != willBeVisible else { return .none }
        return begin(in: root, appearing: willBeVisible)
    }

    static func subtreeDidMove(_ move: WindowMove) {
        guard let appearing = move.appearing, !move.controllers.isEmpty else { return }
        if appearing {
            Scheduler.shared.schedule("appearance transition end") { finish(move) }
        } else {
            finish(move)
        }
    }

    static func windowVisibilityDidChange(_ window: UIWindow, isVisible: Bool) {
        subtreeDidMove(begin(in: window, appearing: isVisible))
    }

    private static func begin(in root: UIView, appearing: Bool) -> WindowMove {
        var begun: [(Weak<UIViewController>, Int)] = []
        for controller in outermostControllers(in: root) where controller.beginAppearance(appearing, animated: false) {
            // A controller whose parent is itself mid-transition is ended by the parent (rule 56).
            if controller.parent?.isInAppearanceTransition == true { continue }
            begun.append((Weak(controller), controller.appearanceToken))
        }
        return WindowMove(appearing: appearing, controllers: begun)
    }

    private static func finish(_ move: WindowMove) {
        // A controller whose transition was reversed or superseded since has a new token: skip it.
        let controllers = move.controllers.compactMap { entry -> UIViewController? in
            guard let controller = entry.controller.value, controller.appearanceToken == entry.token else { return nil }
            return controller
        }
        if move.appearing == true {
            var windows: [UIWindow] = []
            for window in controllers.compactMap({ $0.storedView?.window }) where !windows.contains(where: { $0 === window }) {
                windows.append(window)
            }
            for window in windows { window.layoutIfNeeded() }
        }
        for controller in controllers { controller.endAppearance() }
    }

    /// Controllers whose root views are in the subtree and are not inside another such root view.
    private static func outermostControllers(in root: UIView) -> [UIViewController] {
        var result: [UIViewController] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            if let controller = view.owningController {
                if let parent = controller.parent, !parent.shouldAutomaticallyForwardAppearanceMethods {
                    continue   // its container drives it (rule 57)
                }
                result.append(controller)
                continue       // it forwards to its own children (rule 56)
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }
}
