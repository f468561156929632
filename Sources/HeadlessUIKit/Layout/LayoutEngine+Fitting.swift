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
        guard let box = engine.boxes[ObjectIdentifier(view)] else { return target }
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
