// LayoutSolver: Auto Layout's arithmetic.
//
// DESIGN NOTES (details filled in at the end of the file's history; see the bottom section).

/// An incremental simplex solver (Cassowary family) with strictly lexicographic priorities.
public final class Solver {
    /// What the solver remembers about one constraint.
    struct ConstraintInfo {
        /// Terms combined and sorted by variable; the constant is the current one.
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var priority: Float
        /// The symbol that identifies the constraint's row (slack, error or dummy).
        var marker: Int
        /// The second error of an optional constraint, or -1.
        var other: Int
        /// The marker's coefficient in the original row `expression + markers = 0`.
        var markerCoefficient: Double
        var isRequired: Bool { priority >= Solver.required }
    }

    /// Priority of required constraints.
    static let required: Float = 1000

    // Per-symbol arrays, indexed by symbol number.
    var kinds: [SymbolKind] = []
    var parent: [Int] = []
    var size: [Int] = []
    /// Each component's symbols as a cycle (`nextMember`), spliced in O(1) by `union`.
    var nextMember: [Int] = []
    /// The tableau: `rows[s]` is the row of basic symbol `s`, nil when `s` is non-basic.
    var rows: [Row?] = []
    /// Column index: the basic symbols whose rows contain a symbol.
    var columns: [IntSet] = []
    /// The constraint a slack/error/dummy belongs to, or -1.
    var owner: [Int] = []

    /// Objectives of the independent components, by union-find root.
    var components: [Int: Component] = [:]
    var constraints: [Int: ConstraintInfo] = [:]
    var nextConstraint = 0
    /// Basic symbols whose rows may have gone negative (the dual simplex's work list).
    var infeasible: [Int] = []
    /// Phase one's objective while an artificial variable is in the tableau.
    var artificial: Row?
    var scratchAdded: [Int] = []
    var scratchRemoved: [Int] = []

    /// Makes an empty solver.
    public init() {}

    func newSymbol(_ kind: SymbolKind, owner constraint: Int = -1) -> Int {
        let s = kinds.count
        kinds.append(kind)
        parent.append(s)
        size.append(1)
        nextMember.append(s)
        rows.append(nil)
        columns.append(IntSet())
        owner.append(constraint)
        return s
    }

    /// Hands out a new variable (value 0 until constrained).
    public func makeVariable() -> Variable {
        Variable(id: newSymbol(.external))
    }

    /// The number of constraints currently in the solver.
    public var constraintCount: Int { constraints.count }

    /// The variable's value after the latest change (0 for an unconstrained variable).
    public func value(of variable: Variable) -> Double {
        guard variable.id >= 0 && variable.id < rows.count else { return 0 }
        return rows[variable.id]?.constant ?? 0
    }

    /// Adds `expression <relation> 0` at `priority` (1000 = required, (0, 1000) optional).
    /// Throws when a required constraint conflicts with the required ones already there; the
    /// solver then keeps its previous constraints (values unchanged up to rounding and ambiguity).
    public func add(_ expression: Expression, _ relation: Relation, priority: Float) throws(SolverError) -> ConstraintID {
        precondition(priority > 0, "priorities must be positive")
        let cid = nextConstraint
        nextConstraint += 1
        let terms = combine(expression.terms)
        let required = priority >= Solver.required

        // Markers: `expression + a·marker (+ b·other) = 0`.
        let marker: Int, other: Int, markerCoefficient: Double
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: cid)
            other = required ? -1 : newSymbol(.error, owner: cid)
        case .equal:
            if required {
                marker = newSymbol(.dummy, owner: cid)
                markerCoefficient = 1
                other = -1
            } else {
                marker = newSymbol(.error, owner: cid)  // expression's excess
                markerCoefficient = -1
                other = newSymbol(.error, owner: cid)   // its shortfall
            }
        }
        var root = find(marker)
        if other >= 0 { root = union(root, other) }
        for t in terms { root = union(root, t.variable) }

        var row = Row(constant: expression.constant)
        for t in terms {
            if let basic = rows[t.variable] { row.add(basic, times: t.coefficient) } else { row.insert(t.variable, t.coefficient) }
        }
        row.insert(marker, markerCoefficient)
        if other >= 0 { row.insert(other, -markerCoefficient) }
        if !required {
            var component = components[root] ?? Component()
            let level = component.levelIndex(priority)
            if kinds[marker] == .error { component.levels[level].row.insert(marker, 1) }
            component.levels[level].row.insert(other, 1)
            components[root] = component
        }
        if row.constant < 0 { row.scale(-1) }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, row, root: root)
            putRow(subject, row)
        } else if row.ids.allSatisfy({ kinds[$0] == .dummy }) {
            // Only required equalities' markers: redundant if the constant is 0, else a conflict.
            guard nearZero(row.constant) else {
                throw SolverError(conflicting: requiredOwners(row.ids, excluding: cid))
            }
            putRow(marker, { var r = row; r.solve(for: marker); return r }())
        } else {
            try addWithArtificialVariable(row, root: root, constraint: cid, marker: marker, other: other)
        }
        constraints[cid] = ConstraintInfo(
            terms: terms, constant: expression.constant, relation: relation, priority: priority,
            marker: marker, other: other, markerCoefficient: markerCoefficient)
        settle(root: find(root))
        return ConstraintID(id: cid)
    }

    /// Removes a constraint (no effect if it is not in the solver).
    public func remove(_ constraint: ConstraintID) {
        guard let info = constraints.removeValue(forKey: constraint.id) else { return }
        let root = find(info.marker)
        if !info.isRequired, var component = components[root] {
            components[root] = nil
            let level = component.levelIndex(info.priority)
            for e in [info.marker, info.other] where e >= 0 && kinds[e] == .error {
                if let basic = rows[e] { component.levels[level].row.add(basic, times: -1) } else { component.levels[level].row.insert(e, -1) }
            }
            components[root] = component
        }
        eliminate(info.marker)
        if info.other >= 0 { purge(info.other) }
        settle(root: find(root))
    }

    /// Changes the constant of an existing constraint in place (Cassowary's suggestValue,
    /// generalised). When the new constant makes a required constraint conflict with other
    /// required ones, throws and restores the old constant (the cheapest honest answer).
    public func setConstant(_ constraint: ConstraintID, to constant: Double) throws(SolverError) {
        guard var info = constraints[constraint.id] else { return }
        let delta = constant - info.constant
        if delta == 0 { return }
        // The tableau with `marker` replaced by `marker + delta/a` is the new system's tableau.
        let shift = delta / info.markerCoefficient
        var broken = shiftMarker(info.marker, by: shift)
        var failedRow: Row?
        if let b = broken { failedRow = rows[b] }
        if broken == nil, let b = dualOptimize() { broken = b; failedRow = rows[b] }
        if let b = broken {
            let symbols = (failedRow?.ids ?? []) + [b]
            _ = shiftMarker(info.marker, by: -shift)
            _ = dualOptimize()
            throw SolverError(conflicting: requiredOwners(symbols, excluding: constraint.id))
        }
        info.constant = constant
        constraints[constraint.id] = info
    }

    /// True when the variable could move while the required constraints stay satisfied and no
    /// objective level gets worse: it is non-basic (parametric or unconstrained), or its row holds
    /// a symbol with zero cost at every level that can move (an external, or a slack/error that
    /// no degenerate row stops). Dummies never move. Degenerate cases are judged conservatively.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard variable.id >= 0 && variable.id < rows.count else { return true }
        guard let row = rows[variable.id] else { return true }
        let component = components[find(variable.id)]
        for s in row.ids where kinds[s] != .dummy {
            if let component, component.costs(of: s).contains(where: { !nearZero($0) }) { continue }
            if kinds[s] == .external { return true }
            let blocked = columns[s].contains { b in
                guard kinds[b] != .external, let r = rows[b] else { return false }
                return nearZero(r.constant) && r.coefficient(for: s) < 0
            }
            if !blocked { return true }
        }
        return false
    }

    // MARK: Internals

    /// Sums repeated variables and drops zero terms, sorted by variable for determinism.
    func combine(_ terms: [Term]) -> [(variable: Int, coefficient: Double)] {
        var sorted = terms.map { (variable: $0.variable.id, coefficient: $0.coefficient) }
        for t in sorted {
            precondition(t.variable >= 0 && t.variable < kinds.count && kinds[t.variable] == .external, "unknown variable")
        }
        sorted.sort { $0.variable < $1.variable }
        var result: [(variable: Int, coefficient: Double)] = []
        for t in sorted {
            if let last = result.last, last.variable == t.variable {
                result[result.count - 1].coefficient += t.coefficient
            } else {
                result.append(t)
            }
        }
        return result.filter { $0.coefficient != 0 }
    }

    /// The symbol a new row is solved for: an external (the least used, so substitution is
    /// cheap), else the constraint's own slack/error with a negative coefficient; nil when phase
    /// one (or the all-dummies check) must decide.
    func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        var best = -1, bestUse = Int.max
        for s in row.ids where kinds[s] == .external {
            let use = columns[s].count
            if use < bestUse { best = s; bestUse = use }
        }
        if best >= 0 { return best }
        if kinds[marker] != .dummy && row.coefficient(for: marker) < 0 { return marker }
        if other >= 0 && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one: adds the row with an artificial variable and minimises it. If it cannot
    /// reach zero the required constraint is infeasible: the artificial equation is removed
    /// again and the owners of the symbols it was stuck on are reported.
    func addWithArtificialVariable(_ row: Row, root: Int, constraint: Int, marker: Int, other: Int) throws(SolverError) {
        let art = newSymbol(.slack)
        let root = union(root, art)
        putRow(art, row)
        artificial = row
        optimize(root: root, phaseOne: true)
        var success = nearZero(artificial!.constant)
        let stuck = artificial!.ids
        artificial = nil
        if success, let artRow = rows[art], !artRow.isConstant {
            // Still basic at zero: swap it out for a slack or error of its row.
            if let entering = artRow.ids.first(where: { kinds[$0] == .slack || kinds[$0] == .error }) {
                pivot(leaving: art, entering: entering, root: find(root))
            } else {
                success = false
            }
        }
        if success {
            purge(art)  // art = 0 from now on: the constraint holds
            return
        }
        eliminate(art)  // drop the equation art = row: the old system again
        purge(marker)
        if other >= 0 { purge(other) }
        settle(root: find(root))
        throw SolverError(conflicting: requiredOwners(stuck, excluding: constraint))
    }

    /// Removes every trace of `symbol` (its row if basic, its terms elsewhere).
    func purge(_ symbol: Int) {
        if rows[symbol] != nil { _ = takeRow(symbol) }
        for b in column(symbol) { rows[b]!.remove(symbol) }
        columns[symbol] = IntSet()
        let root = find(symbol)
        if var component = components[root] {
            components[root] = nil
            for i in component.levels.indices { component.levels[i].row.remove(symbol) }
            components[root] = component
        }
    }

    /// Substitutes `marker → marker + shift` in the tableau; returns a basic dummy that the shift
    /// made non-zero (a broken required equality), if any.
    func shiftMarker(_ marker: Int, by shift: Double) -> Int? {
        var broken: Int?
        if rows[marker] != nil {
            rows[marker]!.constant -= shift
            let c = rows[marker]!.constant
            if kinds[marker] == .dummy && !nearZero(c) { broken = marker } else if kinds[marker] != .external && c < -epsilon { infeasible.append(marker) }
            return broken
        }
        for b in column(marker) {
            let c = rows[b]!.coefficient(for: marker)
            rows[b]!.constant += c * shift
            let k = rows[b]!.constant
            if kinds[b] == .dummy && !nearZero(k) {
                if broken == nil || b < broken! { broken = b }
            } else if kinds[b] != .external && k < -epsilon {
                infeasible.append(b)
            }
        }
        return broken
    }

    /// Re-optimises a component after a structural change; repairs feasibility first if needed.
    func settle(root: Int) {
        if !infeasible.isEmpty { _ = dualOptimize() }
        optimize(root: find(root))
    }

    /// The required constraints owning any of `symbols`, sorted by id.
    func requiredOwners(_ symbols: [Int], excluding constraint: Int) -> [ConstraintID] {
        var ids: [Int] = []
        for s in symbols where s < owner.count {
            let o = owner[s]
            if o >= 0 && o != constraint, let info = constraints[o], info.isRequired { ids.append(o) }
        }
        return Array(Set(ids)).sorted().map { ConstraintID(id: $0) }
    }
}
