import Foundation

// Rules 72–74: the superview and window callbacks, in UIKit's order.
//
// Adding V to S:   V.willMove(toSuperview: S), V.willMove(toWindow:) (every descendant),
//                  V.didMoveToWindow() (every descendant), V.didMoveToSuperview(), S.didAddSubview(V).
// Removing V:      S.willRemoveSubview(V), V.willMove(toSuperview: nil), V.willMove(toWindow: nil),
//                  V.didMoveToWindow(), V.didMoveToSuperview().
// Window callbacks happen only when the window changes (rule 73): a subtree built off-screen
// hears about its window when it joins one. View controllers whose root views enter or leave a
// visible window get their appearance callbacks here too (rule 56, `AppearanceCoordinator`).

extension UIView {
    /// The topmost ancestor (the view itself when it has no superview). Cached per view until the
    /// next change anywhere in any hierarchy (`hierarchyGeneration`), so asking again, or asking
    /// for a child after its parent, does not walk up a deep tree again.
    var rootAncestor: UIView {
        let generation = UIView.hierarchyGeneration
        if rootCacheGeneration == generation, let root = rootCache { return root }
        var view = self
        while let parent = view.superview {
            if parent.rootCacheGeneration == generation, let root = parent.rootCache { view = root; break }
            view = parent
        }
        rootCache = view
        rootCacheGeneration = generation
        return view
    }


    /// Adds a subview, throwing UIKit's exception instead of stopping when the hierarchy would be
    /// broken (adding a view to itself or its descendant; rule 59's controller mismatch).
    public func addSubviewOrThrow(_ view: UIView) throws(UIKitException) {
        if let problem = insertionProblem(for: view) { throw problem }
        insert(view, at: subviews.count)
    }

    func detachFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        if LayoutEngine.liveEngines > 0 { autoLayoutWillLeave(parent) }
        let send = LifecycleRecorder.isActive
        if send { LifecycleRecorder.record(parent, .view, "willRemoveSubview", [.object("", self)]) }
        parent.willRemoveSubview(self)
        sendWillMove(toSuperview: nil)
        let transition = oldWindow.map { _ in willMoveSubtree(toWindow: nil, from: oldWindow) }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layerStorage?.detachFromSuperlayer()
        UIView.hierarchyGeneration &+= 1
        if let transition { didMoveSubtreeWindow(transition) }
        if LayoutEngine.liveEngines > 0 { autoLayoutDidMove() }
        sendDidMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        if let parentLayer = layerStorage, let child = view.layerStorage { parentLayer.addSublayer(child) }
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        if let parentLayer = layerStorage, let child = view.layerStorage { parentLayer.insertSublayer(child, at: 0) }
    }

    /// Swaps two subviews' places.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        layerStorage?.exchangeSublayers(subviews[index1].layerStorage, subviews[index2].layerStorage)
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// This view or the first descendant (depth first) with the tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Machinery

    func insert(_ view: UIView, at requestedIndex: Int) {
        if let problem = insertionProblem(for: view) { problem.raise() }
        if view.superview === self {
            // Already here: only the order changes, as in UIKit (no callbacks).
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(0, requestedIndex), subviews.count))
            layerDidInsert(view)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        if LayoutEngine.liveEngines > 0, let oldParent = view.superview { view.autoLayoutWillLeave(oldParent) }
        let send = LifecycleRecorder.isActive
        if let oldParent = view.superview {
            if send { LifecycleRecorder.record(oldParent, .view, "willRemoveSubview", [.object("", view)]) }
            oldParent.willRemoveSubview(view)
        }
        view.sendWillMove(toSuperview: self)
        let transition = oldWindow !== newWindow ? view.willMoveSubtree(toWindow: newWindow, from: oldWindow) : nil
        if let oldParent = view.superview {
            oldParent.subviews.removeAll { $0 === view }
            oldParent.setNeedsLayout()
        }
        subviews.insert(view, at: min(max(0, requestedIndex), subviews.count))
        view.superview = self
        layerDidInsert(view)
        UIView.hierarchyGeneration &+= 1
        if LayoutEngine.liveEngines > 0 { view.autoLayoutDidMove() }
        if let transition { view.didMoveSubtreeWindow(transition) }
        view.sendDidMoveToSuperview()
        if send { LifecycleRecorder.record(self, .view, "didAddSubview", [.object("", view)]) }
        didAddSubview(view)
        // Rule 78: adding a subview lays out the superview (and the new view, never laid out here).
        setNeedsLayout()
        view.setNeedsLayout()
    }

    /// The index of `sibling` in `subviews` with `view` left out (where `insert` puts things back).
    func indexAmongOtherSubviews(of sibling: UIView, excluding view: UIView) -> Int? {
        subviews.filter { $0 !== view }.firstIndex { $0 === sibling }
    }

    /// Why `view` cannot be added here, as UIKit's exception, or nil.
    func insertionProblem(for view: UIView) -> UIKitException? {
        if view === self || isDescendant(of: view) {
            return .invalidArgument("Can't add self as subview")
        }
        // Rule 59: a child controller's root view belongs under its parent's views. Under no
        // controller at all is fine while the subtree is being built off-screen, but not in a
        // window (a child made a window's root): UIKit then names the expected parent "(null)".
        if let child = view.owningController, let parent = child.parent {
            let host = enclosingController
            if host.map({ $0 !== parent }) ?? (rootAncestor is UIWindow) {
                return .hierarchyInconsistency(
                    "child view controller:\(child) should have parent view controller:\(host.map { "\($0)" } ?? "(null)") but actual parent is:\(parent)")
            }
        }
        return nil
    }

    /// The controller whose view hierarchy this view belongs to: the nearest root view at or above it.
    var enclosingController: UIViewController? {
        var current: UIView? = self
        while let view = current {
            if let controller = view.owningController { return controller }
            current = view.superview
        }
        return nil
    }

    private func sendWillMove(toSuperview newSuperview: UIView?) {
        LifecycleRecorder.send(self, .view, "willMove", [.object("toSuperview", newSuperview)]) {
            willMove(toSuperview: newSuperview)
        }
    }

    private func sendDidMoveToSuperview() {
        LifecycleRecorder.send(self, .view, "didMoveToSuperview") { didMoveToSuperview() }
    }

    /// Sends `willMove(toWindow:)` through the subtree and starts the appearance transitions of
    /// controllers whose views enter or leave a visible window.
    func willMoveSubtree(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?) -> AppearanceCoordinator.WindowMove {
        // A first responder that leaves its window resigns, as on iOS (a text field stops editing).
        if let responder = UIResponder.currentFirstResponder as? UIView, responder.isDescendant(of: self) {
            responder.resignFirstResponder()
        }
        let move = AppearanceCoordinator.subtreeWillMove(self, from: oldWindow, to: newWindow)
        forEachInSubtree { view in
            LifecycleRecorder.send(view, .view, "willMove", [.object("toWindow", newWindow)]) {
                view.willMove(toWindow: newWindow)
            }
        }
        return move
    }

    /// Sends `didMoveToWindow()` through the subtree and finishes (or schedules the end of) the
    /// appearance transitions started by `willMoveSubtree`.
    func didMoveSubtreeWindow(_ move: AppearanceCoordinator.WindowMove) {
        forEachInSubtree { view in
            // UIAppearance: a proxy's settings reach a view as it enters a window, before didMoveToWindow.
            if AppearanceProxies.isActive, view.window != nil { AppearanceProxies.viewEnteredWindow(view) }
            LifecycleRecorder.send(view, .view, "didMoveToWindow") { view.didMoveToWindow() }
        }
        AppearanceCoordinator.subtreeDidMove(move)
    }

    /// Visits this view and its descendants, parents before children, without recursion limits.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}
