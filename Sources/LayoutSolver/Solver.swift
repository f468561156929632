// LayoutSolver: Auto Layout's arithmetic.
//
// DESIGN NOTES (details filled in at the end of the file's history; see the bottom section).

/// An incremental simplex solver (Cassowary family) with strictly lexicographic priorities.
public final class Solver {
    var tableau = Tableau()

    /// Makes an empty solver.
    public init() {}

    /// Hands out a new variable (value 0 until constrained).
    public func makeVariable() -> Variable { tableau.makeVariable() }

    /// Adds `expression <relation> 0` at `priority` (1000 = required, (0, 1000) optional).
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
