// LayoutSolver: Auto Layout's arithmetic, knowing nothing of views.
//
// DESIGN NOTES
//
// Algorithm. An incremental simplex in the Cassowary family (Badros, Borning & Stuckey 2001;
// the bookkeeping follows Kiwi's design: rows, symbol kinds, artificial variables, dual
// optimisation for constant changes). Every constraint becomes a row
// `expression + markers = 0`: an inequality gets a slack (>= 0), an optional constraint error
// variables (>= 0, weighted in the objective), a required equality a dummy (always 0, never
// enters the basis; it only marks the constraint so it can be removed or re-aimed). The new row
// is rewritten over the current non-basic symbols and solved for a subject: an external
// variable if it has one (the least used, so substitution stays cheap), else its own slack or
// error with a negative coefficient; otherwise phase one adds an artificial variable and
// minimises it. If that minimum is not 0 the required constraint is infeasible: the artificial
// equation is pivoted back out and dropped, which restores the previous system (the basis may
// differ, so values stay the same up to rounding and, for ambiguous layouts, the choice among
// equally good solutions). The symbols left in the artificial row name the conflicting
// constraints. A required equality that reduces to `0 = c` over dummies is redundant (c = 0)
// or conflicting (c != 0; its dummies name the culprits).
//
// Lexicographic objective. Priorities are not folded into one number (Kiwi's strong = 1e6 ·…
// lets a thousand weak constraints outvote a strong one). Each component keeps one objective
// row per distinct priority value, sorted from the highest down; the objective is the vector of
// those rows, compared lexicographically. An optional equality contributes |error| (error+ +
// error−) to its level, an optional inequality its violation. The primal simplex picks the first
// level that has an improving symbol and only symbols that cost nothing at all higher levels;
// the dual simplex compares cost ratios as vectors. Coefficients within 1e-8 count as zero.
//
// Constant changes. `setConstant` replaces the constraint's marker m by m + Δ/a everywhere (a is
// the marker's coefficient in the original row): constants of the rows holding m shift, the
// basis and all reduced costs stay, and the dual simplex repairs any row that went negative.
// If a required constraint can no longer hold (dual simplex finds no entering symbol, or a
// redundant required equality would become false), the shift is undone and `SolverError` is
// thrown: the cheapest honest answer, no conversion to optional.
//
// Sparsity and components. Rows are sorted (symbol, coefficient) arrays: merging is a linear
// two-pointer pass and every walk is in symbol order. A column index (symbol -> basic symbols
// whose rows hold it, an open-addressing IntSet) makes substitution touch only those rows.
// Dummies stay out of the column index: they are what makes chain rows long (B⁻¹ is dense for a
// chain), and only removal and constant changes ask for their columns, which are then found by
// walking the component's member cycle. A union-find over symbols joins the variables of each
// constraint; each component has its own objective, so optimising after a change only looks at
// that component's costs, and a change never touches another component's rows (components are
// never split again when constraints go away).
//
// Determinism. No decision depends on hash iteration order: entering symbols are taken in
// symbol order (Bland's rule, which also prevents cycling), ratio ties go to the smallest basic
// symbol, the dual simplex's work list is sorted, and component objectives are merged by id.
// Each row's arithmetic depends only on that row and the pivot row, so the order in which a
// column is visited does not change any value. Same calls, bit-identical values in every process.
//
// Ambiguity. `isAmbiguous(x)` is true when x is non-basic (parametric, or not constrained at all),
// or when x's row holds a non-dummy symbol with zero cost at every priority level that can move:
// an external (either way), or a slack/error that no degenerate restricted row (constant 0,
// negative coefficient) blocks. So `x >= 0` alone is ambiguous, `x == 5` is not, and two equal-
// priority wishes x == 0 and x == 10 are (any x in between costs the same).
//
// Complexity measured (release, `swiftc -O -wmo`, this 2-core machine while another build ran;
// best of several runs, building and solving from an empty solver): chain 10 25 µs, chain 100
// 0.67 ms, chain 1000 72 ms, siblings 5000 13 ms, nested 500 14 ms, squeeze 300 5.4 ms, grid
// 30×30 2.4 ms; on a built chain 1000 a resize (setConstant on `W == value`, then reading every
// view) 0.19 ms and a constant change on v0.left 0.18 ms. Kiwi for comparison: chain 10 44 µs,
// 100 23 ms, 1000 28 s, siblings 5000 0.77 s. Many small independent systems (siblings, 1000
// table cells of 5 views with hugging/compression wishes: ~20 µs per cell) grow linearly, up to
// cache effects. Limits: one long chain or deep nesting is quadratic, because the tableau's rows
// are B⁻¹ and a chain's B⁻¹ is dense (each row carries the dummies of all constraints before it);
// the column index keeps dummies out, so that is memory and merging, not hashing. Constant
// changes of required equalities find the dummy's column by walking the component (O(its size)).

/// An incremental simplex solver (Cassowary family) with strictly lexicographic priorities.
public final class Solver {
    var tableau = Tableau()

    /// Makes an empty solver.
    public init() {}

    /// Hands out a new variable (value 0 until constrained).
    public func makeVariable() -> Variable { tableau.makeVariable() }

    /// Adds `expression <relation> 0` at `priority` (>= 1000 required, below that optional; each
    /// distinct value is its own level, so even priorities <= 0 work, as the lowest levels).
    /// Throws when a required constraint conflicts with the required ones already there; the
    /// solver then keeps its previous constraints (values unchanged up to rounding and ambiguity).
    public func add(_ expression: Expression, _ relation: Relation, priority: Float) throws(SolverError) -> ConstraintID {
        try tableau.add(expression, relation, priority: priority)
    }

    /// Removes a constraint (no effect if it is not in the solver).
    public func remove(_ constraint: ConstraintID) { tableau.remove(constraint) }

    /// Changes the constant of an existing constraint in place (Cassowary's suggestValue,
    /// generalised). When the new constant makes a required constraint conflict with other
    /// required ones, throws and restores the old constant (the cheapest honest answer).
    public func setConstant(_ constraint: ConstraintID, to constant: Double) throws(SolverError) {
        try tableau.setConstant(constraint, to: constant)
    }

    /// The variable's value after the latest change (0 for an unconstrained variable).
    public func value(of variable: Variable) -> Double { tableau.value(of: variable) }

    /// True when the variable could move while the required constraints stay satisfied and no
    /// objective level gets worse (see the design notes above for what counts).
    public func isAmbiguous(_ variable: Variable) -> Bool { tableau.isAmbiguous(variable) }

    /// The number of constraints currently in the solver.
    public var constraintCount: Int { tableau.constraintCount }

    /// Union-find root of a variable's component (for tests).
    func component(of variable: Variable) -> Int { tableau.find(variable.id) }
}
