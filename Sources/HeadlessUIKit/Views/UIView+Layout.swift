import Foundation

// Rules 75–79: layout.
//
// `setNeedsLayout` marks the view and asks the scheduler for one layout pass; calls merge (75).
// `layoutIfNeeded` starts from the highest ancestor that needs layout and lays out every marked
// view below it, parents first; with nothing marked it sends no callback at all (76).
// A controller's root view wraps `layoutSubviews` in `viewWillLayoutSubviews` /
// `viewDidLayoutSubviews` (77). A size change (not an origin change) and an added subview mark
// the view (78). Autoresizing is applied as soon as the superview's size changes (79).

extension UIView {
    func markNeedsLayout() {
        needsLayout = true
        Scheduler.shared.requestLayout(of: self)
    }

    func performPendingLayout() {
        // Rule 76: begin at the highest ancestor that has layout pending. Which ancestors count is
        // not spelled out by UIView's documentation; we follow CALayer's `layoutIfNeeded`, which
        // climbs "until an ancestor layer is found that does not require layout": the climb stops
        // at the first ancestor with nothing pending, so a marked grandparent above an unmarked
        // parent waits for its own pass.
        //
        // With Auto Layout, the constraint pass and the solve come first (they mark the superviews
        // of views whose frames change). Laying out can change what the solver was given (a
        // multi-line label's width sets its height, a safe area follows frames): solve and lay
        // out again, a bounded number of times, as UIKit's layout loop does.
        let root = rootAncestor
        let outerEngine = LayoutEngine.sweeping, outerMemo = UIView.safeAreaMemo
        defer { LayoutEngine.sweeping = outerEngine; UIView.safeAreaMemo = outerMemo }
        for _ in 0..<8 {
            let engine = LayoutEngine.liveEngines > 0 ? root.layoutEngineStorage : nil
            // Within one sweep every view laid out is in this hierarchy: no walk to the root per
            // view for the engine, and each safe area is computed once (parents before children).
            LayoutEngine.sweeping = engine
            UIView.safeAreaMemo = [:]
            engine?.updateIfNeeded()
            UIView.safeAreaMemo = [:]
            var start: UIView = self
            while let parent = start.superview, parent.needsLayout { start = parent }
            start.layoutMarkedSubtree()
            guard let engine else { return }
            // Frames moved: safe areas and margins that follow them may give the guides new insets.
            UIView.safeAreaMemo = [:]
            engine.refreshSystemGuides()
            guard engine.needsSolve || engine.needsRebuild else { return }
        }
    }

    /// Lays out every marked view in the subtree, parents before children. A parent's layout may
    /// resize or mark its children, which are visited afterwards in the same sweep.
    func layoutMarkedSubtree() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.needsLayout {
                view.needsLayout = false
                view.runLayoutSubviews()
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// One `layoutSubviews`, wrapped by the controller's callbacks for a root view (rule 77).
    private func runLayoutSubviews() {
        if LayoutEngine.liveEngines > 0 || owningController != nil || autoLayoutStorage != nil { noteSafeAreaAndMargins() }
        isRunningLayoutSubviews = true
        defer { isRunningLayoutSubviews = false }
        if let controller = owningController {
            controller.rootViewWillLayout()
            LifecycleRecorder.send(controller, .controller, "viewWillLayoutSubviews") { controller.viewWillLayoutSubviews() }
            LifecycleRecorder.send(self, .view, "layoutSubviews") { layoutSubviews() }
            LifecycleRecorder.send(controller, .controller, "viewDidLayoutSubviews") { controller.viewDidLayoutSubviews() }
        } else {
            LifecycleRecorder.send(self, .view, "layoutSubviews") { layoutSubviews() }
        }
    }

    func applySizeChange(from oldSize: CGSize) {
        // Rule 78: a size change lays out the view, and (widely observed, [W]) its superview too,
        // which may want to place its other subviews around the new size.
        // A superview that is resizing its subviews in its own layoutSubviews is not marked again,
        // or every such layout would loop; UIKit does not loop either.
        setNeedsLayout()
        if let superview, !superview.isRunningLayoutSubviews { superview.setNeedsLayout() }
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews {
            subview.autoresize(superviewSizeFrom: oldSize, to: newSize)
        }
    }

    /// Rule 79: each axis's change is shared among its flexible parts in proportion to their
    /// current sizes (margins 20 and 30, superview 120 wider: 20 + 48 = 68 and 30 + 72 = 102).
    /// When every flexible part is zero, they share it equally (UIKit does the same).
    func autoresize(superviewSizeFrom oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty, translatesAutoresizingMaskIntoConstraints else { return }
        // A view Auto Layout places gets its frame from the engine, whose mask constraints say the same.
        if LayoutEngine.liveEngines > 0, LayoutEngine.isApplying,
           (LayoutEngine.sweeping ?? layoutEngineIfCreated)?.box(of: self) != nil { return }
        var frame = self.frame
        let (x, width) = UIView.resizeAxis(
            origin: frame.origin.x, length: frame.size.width, container: oldSize.width, delta: newSize.width - oldSize.width,
            flexibleLead: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleTrail: mask.contains(.flexibleRightMargin))
        let (y, height) = UIView.resizeAxis(
            origin: frame.origin.y, length: frame.size.height, container: oldSize.height, delta: newSize.height - oldSize.height,
            flexibleLead: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleTrail: mask.contains(.flexibleBottomMargin))
        frame = CGRect(x: x, y: y, width: width, height: height)
        self.frame = frame
    }

    static func resizeAxis(origin: CGFloat, length: CGFloat, container: CGFloat, delta: CGFloat,
                           flexibleLead: Bool, flexibleLength: Bool, flexibleTrail: Bool) -> (CGFloat, CGFloat) {
        guard delta != 0, flexibleLead || flexibleLength || flexibleTrail else { return (origin, length) }
        let lead = origin
        let trail = container - origin - length
        let parts: [(flexible: Bool, size: CGFloat)] = [(flexibleLead, lead), (flexibleLength, length), (flexibleTrail, trail)]
        let flexible = parts.filter(\.flexible)
        let total = flexible.reduce(0) { $0 + max(0, $1.size) }
        func share(_ part: (flexible: Bool, size: CGFloat)) -> CGFloat {
            guard part.flexible else { return 0 }
            return total > 0 ? delta * max(0, part.size) / total : delta / CGFloat(flexible.count)
        }
        let newLead = lead + share(parts[0])
        let newLength = max(0, length + share(parts[1]))
        return (newLead, newLength)
    }
}
