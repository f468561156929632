import Foundation
import LayoutSolver

/// One view hierarchy's Auto Layout: the solver, each participating view's and guide's variables,
/// and the solver constraints behind each `NSLayoutConstraint` (docs/auto-layout.md).
///
/// - One engine per hierarchy, kept by its root view (a window, or a view not yet in one).
/// - A view takes part when it does not translate its autoresizing mask, when an active
///   constraint names it (or one of its guides), or when a descendant takes part. A taking-part
///   view that translates its mask gets four required constraints from its frame and mask, as
///   UIKit's `NSAutoresizingMaskLayoutConstraint`s; the root's size is fixed to its bounds.
/// - Each box (view or guide) has four variables: the alignment rectangle's origin relative to
///   its coordinate parent (a view's superview, a guide's owning view) and its size. A view nobody
///   places stays at (0, 0) in its superview, as in UIKit.
/// - Changes to constants, frames, intrinsic sizes and guides update the solver in place; a change
///   to the hierarchy, a mask flag or a priority rebuilds it at the next layout pass.
/// - Solving happens at the start of a layout pass (rule 76): each view whose solved frame differs
///   from its frame marks its superview, whose `layoutSubviews` (UIView's default) sets it.
@MainActor
final class LayoutEngine {
    /// The hierarchy's root view.
    unowned let root: UIView
    var solver = Solver()

    /// A box's variables.
    struct Box {
        let x: Variable, y: Variable, w: Variable, h: Variable
    }

    /// What an internal solver constraint stands for, for UIKit's conflict logs.
    enum Internal {
        case mask(UIView, NSLayoutConstraint.Attribute, String)
        case contentSize(UIView, NSLayoutConstraint.Attribute, hugging: Bool, value: CGFloat)
        case guide(UILayoutGuide, NSLayoutConstraint.Attribute)
        case root(UIView, NSLayoutConstraint.Attribute)
        case legacyGuide(UIView, NSLayoutConstraint.Attribute)
    }

    /// This build's stamp: a view or guide whose `layoutBoxStamp` equals it has a box in this
    /// engine (boxes live on the views themselves: no hashing on the hot paths).
    var stamp = 0
    private static var lastStamp = 0
    static func nextStamp() -> Int { lastStamp += 1; return lastStamp }

    /// The box of a taking-part view or guide, nil for others.
    func box(of item: AnyObject) -> Box? {
        if let view = item as? UIView { return view.layoutBoxStamp == stamp ? view.layoutBoxStorage : nil }
        if let guide = item as? UILayoutGuide { return guide.layoutBoxStamp == stamp ? guide.layoutBoxStorage : nil }
        return nil
    }

    /// Gives a view or guide its box in this build.
    func setBox(_ box: Box, for item: AnyObject) {
        if let view = item as? UIView { view.layoutBoxStamp = stamp; view.layoutBoxStorage = box }
        if let guide = item as? UILayoutGuide { guide.layoutBoxStamp = stamp; guide.layoutBoxStorage = box }
    }
    /// Taking-part views, parents before children.
    var views: [UIView] = []
    /// Taking-part guides.
    var guides: [UILayoutGuide] = []
    /// The solver constraint behind each installed `NSLayoutConstraint`.
    var installed: [ObjectIdentifier: ConstraintID] = [:]
    /// Installed constraints by solver id (for conflict logs).
    var installedByID: [ConstraintID: NSLayoutConstraint] = [:]
    /// Internal constraints by solver id.
    var internals: [ConstraintID: Internal] = [:]
    /// Each translating view's mask constraints and the coefficients they were made with.
    var maskEntries: [ObjectIdentifier: MaskEntry] = [:]
    /// Each view's content-size constraints.
    var contentEntries: [ObjectIdentifier: ContentEntry] = [:]
    /// Each system guide's constraints and the insets they were made with.
    var guideEntries: [ObjectIdentifier: GuideEntry] = [:]
    /// Each legacy top/bottom layout guide's constraints.
    var legacyGuides: [ObjectIdentifier: LegacyGuideEntry] = [:]
    /// Constraints the engine broke to recover from a conflict (not installed).
    var broken: Set<ObjectIdentifier> = []

    var needsRebuild = true
    /// Set when a solve is due; a layout pass was requested when it was set.
    var needsSolve = false
    /// Set for `systemLayoutSizeFitting`'s throwaway engine: the root's target size and priorities.
    var fitting: (CGSize, UILayoutPriority, UILayoutPriority)?
    /// How many conflicts this engine has logged (for `headless layout` and tests).
    var conflictCount = 0
    /// Views whose `updateConstraints` should run in the next constraint pass.
    var pendingConstraintUpdates: [UIView] = []

    /// The engine of the hierarchy a layout sweep is laying out (nil outside sweeps).
    static var sweeping: LayoutEngine?
    /// True while the engine sets frames: those frame changes are its own, not new input.
    static var isApplying = false
    /// How many engines exist; zero keeps plain frame layout free of any Auto Layout cost.
    static var liveEngines = 0

    init(root: UIView) {
        self.root = root
        LayoutEngine.liveEngines += 1
    }

    isolated deinit { LayoutEngine.liveEngines -= 1 }

    // MARK: Input

    /// The hierarchy, a mask flag or a priority changed: rebuild before the next solve.
    func structureDidChange() {
        needsRebuild = true
        requestSolve()
    }

    /// Something changed: solve again in the next layout pass.
    func requestSolve() {
        let requested = needsSolve
        needsSolve = true
        if !requested, fitting == nil { Scheduler.shared.requestLayout(of: root) }
    }

    func constraintAdded(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return requestSolve() }
        for view in constraint.involvedViews where self.box(of: view) == nil { return structureDidChange() }
        for guide in constraint.involvedGuides where self.box(of: guide) == nil { return structureDidChange() }
        install(constraint)
        requestSolve()
    }

    func constraintRemoved(_ constraint: NSLayoutConstraint) {
        broken.remove(ObjectIdentifier(constraint))
        guard !needsRebuild, let id = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        installedByID[id] = nil
        solver.remove(id)
        requestSolve()
    }

    func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        if let id = installed[ObjectIdentifier(constraint)], let expression = expression(for: constraint) {
            do throws(SolverError) { try solver.setConstant(id, to: expression.constant) } catch {
                // The new constant conflicts with required constraints: log and break it.
                solver.remove(id)
                installed[ObjectIdentifier(constraint)] = nil
                installedByID[id] = nil
                broken.insert(ObjectIdentifier(constraint))
                reportConflict(adding: constraint.description, conflicting: error.conflicting, breaking: constraint)
            }
        } else if broken.contains(ObjectIdentifier(constraint)) {
            // A broken constraint may fit now.
            broken.remove(ObjectIdentifier(constraint))
            install(constraint)
        }
        requestSolve()
    }

    /// A translating view's frame was set from outside: its mask constraints follow the new frame.
    func frameDidChange(_ view: UIView) {
        guard !needsRebuild, let box = self.box(of: view) else { return }
        if view === root {
            updateRootSize(box)
        } else if view.translatesAutoresizingMaskIntoConstraints {
            updateMaskConstraints(of: view, box)
        } else {
            return
        }
        requestSolve()
    }

    func intrinsicContentSizeDidChange(_ view: UIView) {
        guard !needsRebuild, let box = self.box(of: view), !view.translatesAutoresizingMaskIntoConstraints else { return }
        updateContentSizeConstraints(of: view, box)
        requestSolve()
    }

    // MARK: The pass

    /// The constraint pass, then (re)building and solving when something changed; marks the
    /// superviews of views whose frames must change. Returns whether it solved.
    @discardableResult
    func updateIfNeeded() -> Bool {
        runConstraintPass()
        if needsRebuild { rebuild() }
        refreshSystemGuides()
        guard needsSolve else { return false }
        needsSolve = false
        // Each frame is computed once here; the superview's `layoutSubviews` sets what was kept.
        for view in views where view !== root {
            guard let frame = solvedFrame(of: view) else { continue }
            view.layoutSolvedFrame = frame
            if frame != view.frame, let superview = view.superview, !superview.needsLayout {
                superview.markNeedsLayout()
            }
        }
        for guide in guides where guide.systemKind == .scrollContent {
            guard let scroll = guide.owningView as? UIScrollView, let box = self.box(of: guide) else { continue }
            let size = rounded(CGRect(x: 0, y: 0, width: solver.value(of: box.w), height: solver.value(of: box.h))).size
            if size != scroll.contentSize { scroll.markNeedsLayout() }
        }
        return true
    }

    /// Whether a view is the root or inside it.
    func contains(_ view: UIView) -> Bool { view.layoutWalkStamp == stamp }

    /// The `updateConstraints` pass, bottom-up, for views that asked (all, after a rebuild). It runs
    /// before rule 77's `viewWillLayoutSubviews` (UIKit's documentation of `updateViewConstraints`).
    func runConstraintPass() {
        guard fitting == nil else { return }
        var pending = pendingConstraintUpdates
        pendingConstraintUpdates.removeAll()
        if needsRebuild {
            var stack: [UIView] = [root]
            var order: [UIView] = []
            while let view = stack.popLast() {
                if view.needsUpdateConstraintsFlag { order.append(view) }
                stack.append(contentsOf: view.subviews)
            }
            pending = order
        }
        guard !pending.isEmpty else { return }
        // Children before parents: the reverse of a parents-first walk.
        for view in pending.reversed() where view.needsUpdateConstraintsFlag {
            view.needsUpdateConstraintsFlag = false
            view.sendUpdateConstraints()
        }
    }

    // MARK: Output

    /// The frame the solver gives a taking-part view, in its superview's coordinates, rounded to pixels.
    func solvedFrame(of view: UIView) -> CGRect? {
        guard let box = self.box(of: view) else { return nil }
        let alignment = rounded(CGRect(x: solver.value(of: box.x), y: solver.value(of: box.y),
                                       width: solver.value(of: box.w), height: solver.value(of: box.h)))
        return view.frame(forAlignmentRect: alignment)
    }

    /// A guide's solved rectangle in `view`'s coordinates (its owning view's).
    func solvedFrame(of guide: UILayoutGuide, in view: UIView) -> CGRect? {
        if needsRebuild || needsSolve { updateIfNeeded() }
        guard let box = self.box(of: guide) else { return nil }
        return CGRect(x: solver.value(of: box.x), y: solver.value(of: box.y), width: solver.value(of: box.w), height: solver.value(of: box.h))
    }

    /// Sets the solved frames of `view`'s taking-part subviews (UIView's default `layoutSubviews`).
    func applyFrames(toSubviewsOf view: UIView) {
        guard self.box(of: view) != nil else { return }
        let wasApplying = LayoutEngine.isApplying
        LayoutEngine.isApplying = true
        defer { LayoutEngine.isApplying = wasApplying }
        for subview in view.subviews where subview.layoutBoxStamp == stamp {
            let frame = subview.layoutSolvedFrame
            if subview.frame != frame { subview.frame = frame }
        }
        // A scroll view whose content area takes part gets its content size from the solver.
        if let scroll = view as? UIScrollView, let guide = scroll.systemGuide(.scrollContent), let box = self.box(of: guide) {
            let size = rounded(CGRect(x: 0, y: 0, width: solver.value(of: box.w), height: solver.value(of: box.h))).size
            if scroll.contentSize != size { scroll.contentSize = size }
        }
    }

    /// Rounds edges to the screen's pixels, as UIKit does.
    func rounded(_ rect: CGRect) -> CGRect {
        let scale = UIScreen.main.scale
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return .zero }
        let minX = snap(rect.minX), minY = snap(rect.minY)
        return CGRect(x: minX, y: minY, width: snap(rect.maxX) - minX, height: snap(rect.maxY) - minY)
    }

    /// Whether any of the view's four values is not fixed by its constraints.
    func isAmbiguous(_ view: UIView) -> Bool {
        updateIfNeeded()
        guard let box = self.box(of: view) else { return false }
        return [box.x, box.y, box.w, box.h].contains { solver.isAmbiguous($0) }
    }
}
import LayoutSolver

/// The solver's linear expression (Foundation has an `Expression` of its own).
typealias LinearExpression = LayoutSolver.Expression
