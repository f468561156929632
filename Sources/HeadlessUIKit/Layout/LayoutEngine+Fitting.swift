import Foundation
import LayoutSolver

/// `systemLayoutSizeFitting`: the view's subtree solved alone, its size pulled towards the
/// target at the given priorities instead of fixed to its bounds.
@MainActor
enum LayoutFitting {
    static func size(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        view.layoutEngineIfCreated?.runConstraintPass()
        let engine = LayoutEngine(root: view)
        engine.fitting = (target, horizontal, vertical)
        engine.updateIfNeeded()
        // A multi-line label's height depends on its width: wrap each at the width it was given
        // and solve again (UIKit's second pass for labels), a few times at most.
        let labels = engine.views.compactMap { $0 as? UILabel }.filter { $0.numberOfLines != 1 && $0.preferredMaxLayoutWidth == 0 }
        defer { for label in labels { label.autoLayoutStorage?.fittingWrapWidth = nil } }
        for _ in 0..<3 where !labels.isEmpty {
            var changed = false
            for label in labels {
                guard let width = engine.solvedFrame(of: label)?.width, width > 0, label.autoLayout.fittingWrapWidth != width else { continue }
                label.autoLayout.fittingWrapWidth = width
                engine.intrinsicContentSizeDidChange(label)
                changed = true
            }
            if !changed { break }
            engine.updateIfNeeded()
        }
        guard let box = engine.box(of: view) else { return target }
        let size = engine.rounded(CGRect(x: 0, y: 0, width: engine.solver.value(of: box.w), height: engine.solver.value(of: box.h))).size
        return view.frame(forAlignmentRect: CGRect(origin: .zero, size: size)).size
    }
}

extension LayoutEngine {
    /// In fitting mode, the root's size constraints: `width == target` and `height == target` at
    /// the fitting priorities, plus the root's own content size.
    func addFittingSize(_ box: Box, _ fitting: (CGSize, UILayoutPriority, UILayoutPriority)) {
        let (target, horizontal, vertical) = fitting
        _ = addInternal(LinearExpression([Term(box.x)]), .equal, .root(root, .left))
        _ = addInternal(LinearExpression([Term(box.y)]), .equal, .root(root, .top))
        _ = addInternal(LinearExpression([Term(box.w)], constant: -Double(target.width)), .equal, priority: min(1000, max(1, horizontal.rawValue)), .root(root, .width))
        _ = addInternal(LinearExpression([Term(box.h)], constant: -Double(target.height)), .equal, priority: min(1000, max(1, vertical.rawValue)), .root(root, .height))
        _ = addInternal(LinearExpression([Term(box.w)]), .greaterThanOrEqual, .root(root, .width))
        _ = addInternal(LinearExpression([Term(box.h)]), .greaterThanOrEqual, .root(root, .height))
        updateContentSizeConstraints(of: root, box)
    }
}
