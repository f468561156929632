import LayoutSolver

/// A view's four layout variables (right = left + width, bottom = top + height).
struct ViewVars {
    var left: Variable, top: Variable, width: Variable, height: Variable
}

/// Builds the benchmark layouts of the solver's brief on a fresh solver.
final class Shapes {
    let solver = Solver()
    var views: [ViewVars] = []
    let rootWidth: Variable
    let rootHeight: Variable
    var widthConstraint: ConstraintID!
    var heightConstraint: ConstraintID!
    /// The `v0.left == 8` constraint of the chain shapes.
    var firstLeft: ConstraintID!

    init(width: Double, height: Double) {
        rootWidth = solver.makeVariable()
        rootHeight = solver.makeVariable()
        widthConstraint = eq([(rootWidth, 1)], -width)
        heightConstraint = eq([(rootHeight, 1)], -height)
    }

    func makeView() -> ViewVars {
        let v = ViewVars(left: solver.makeVariable(), top: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
        views.append(v)
        return v
    }

    /// `Σ terms + constant (relation) 0`.
    @discardableResult
    func eq(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation = .equal, priority: Float = 1000) -> ConstraintID {
        try! solver.add(Expression(terms.map { Term($0.0, $0.1) }, constant: constant), relation, priority: priority)
    }

    func value(_ v: Variable) -> Double { solver.value(of: v) }

    static func chain(_ n: Int, squeeze: Bool = false) -> Shapes {
        let s = Shapes(width: 2000 + 20 * Double(n), height: 1500 + 20 * Double(n))
        for i in 0..<n {
            let v = s.makeView()
            if i == 0 {
                s.firstLeft = s.eq([(v.left, 1)], -8)
                if squeeze { s.eq([(v.width, 1)], -40, priority: 750) }
            } else {
                let p = s.views[i - 1]
                s.eq([(v.left, 1), (p.left, -1), (p.width, -1)], -8)
                s.eq([(v.width, 1), (s.views[0].width, -1)], 0)
            }
            if squeeze { s.eq([(v.width, 1)], -1, .greaterThanOrEqual) }
            s.eq([(v.top, 1)], -8)
            s.eq([(v.height, 1)], -44)
        }
        let last = s.views[n - 1]
        s.eq([(last.left, 1), (last.width, 1), (s.rootWidth, -1)], 8, squeeze ? .lessThanOrEqual : .equal)
        return s
    }

    static func siblings(_ n: Int) -> Shapes {
        let s = Shapes(width: 2000 + 20 * Double(n), height: 1500 + 20 * Double(n))
        for i in 0..<n {
            let v = s.makeView()
            s.eq([(v.left, 1)], -3 * Double(i % 100))
            s.eq([(v.top, 1)], -3 * Double(i / 100))
            s.eq([(v.width, 1)], -100)
            s.eq([(v.height, 1)], -20)
        }
        return s
    }

    static func nested(_ n: Int) -> Shapes {
        let s = Shapes(width: 2000 + 20 * Double(n), height: 1500 + 20 * Double(n))
        for i in 0..<n {
            let v = s.makeView()
            if i == 0 {
                s.eq([(v.left, 1)], -2)
                s.eq([(v.top, 1)], -2)
                s.eq([(v.left, 1), (v.width, 1), (s.rootWidth, -1)], 2)
                s.eq([(v.top, 1), (v.height, 1), (s.rootHeight, -1)], 2)
            } else {
                let p = s.views[i - 1]
                s.eq([(v.left, 1), (p.left, -1)], -2)
                s.eq([(v.top, 1), (p.top, -1)], -2)
                s.eq([(v.left, 1), (v.width, 1), (p.left, -1), (p.width, -1)], 2)
                s.eq([(v.top, 1), (v.height, 1), (p.top, -1), (p.height, -1)], 2)
            }
        }
        return s
    }

    /// R×R cells (row-major): row 0 a horizontal chain, column 0 a vertical chain, every other
    /// cell takes its column head's left/width and its row head's top/height.
    static func grid(_ r: Int) -> Shapes {
        let s = Shapes(width: 2000 + 20 * Double(r * r), height: 1500 + 20 * Double(r * r))
        for _ in 0..<(r * r) { _ = s.makeView() }
        func cell(_ i: Int, _ j: Int) -> ViewVars { s.views[i * r + j] }
        let head = cell(0, 0)
        s.eq([(head.left, 1)], -8)
        s.eq([(head.top, 1)], -8)
        for j in 1..<r {
            let v = cell(0, j), p = cell(0, j - 1)
            s.eq([(v.left, 1), (p.left, -1), (p.width, -1)], -8)
            s.eq([(v.width, 1), (head.width, -1)], 0)
        }
        for i in 1..<r {
            let v = cell(i, 0), p = cell(i - 1, 0)
            s.eq([(v.top, 1), (p.top, -1), (p.height, -1)], -8)
            s.eq([(v.height, 1), (head.height, -1)], 0)
        }
        let lastX = cell(0, r - 1), lastY = cell(r - 1, 0)
        s.eq([(lastX.left, 1), (lastX.width, 1), (s.rootWidth, -1)], 8)
        s.eq([(lastY.top, 1), (lastY.height, 1), (s.rootHeight, -1)], 8)
        for i in 0..<r {
            for j in 0..<r where i > 0 || j > 0 {
                let v = cell(i, j)
                if i > 0 {
                    s.eq([(v.left, 1), (cell(0, j).left, -1)], 0)
                    s.eq([(v.width, 1), (cell(0, j).width, -1)], 0)
                }
                if j > 0 {
                    s.eq([(v.top, 1), (cell(i, 0).top, -1)], 0)
                    s.eq([(v.height, 1), (cell(i, 0).height, -1)], 0)
                }
            }
        }
        return s
    }
}
