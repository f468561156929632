extension Solver {
    // MARK: Rows and the column index

    /// The basic symbols whose rows contain `symbol`. Dummies are left out of the column index
    /// (they fill the long rows of chains, and only removal and constant changes ask for them),
    /// so their columns are found by walking the component's members.
    func column(_ symbol: Int) -> [Int] {
        if kinds[symbol] != .dummy { return Array(columns[symbol]) }
        var result: [Int] = []
        let root = find(symbol)
        var x = root
        repeat {
            if let row = rows[x], row.position(of: symbol).found { result.append(x) }
            x = nextMember[x]
        } while x != root
        return result
    }

    /// Makes `basic` basic with `row`, registering the row's symbols in the column index.
    func putRow(_ basic: Int, _ row: Row) {
        for s in row.ids where kinds[s] != .dummy { columns[s].insert(basic) }
        rows[basic] = row
    }

    /// Takes `basic`'s row out of the tableau (the symbol becomes non-basic).
    func takeRow(_ basic: Int) -> Row {
        let row = rows[basic]!
        rows[basic] = nil
        for s in row.ids where kinds[s] != .dummy { columns[s].remove(basic) }
        return row
    }

    /// Replaces `symbol` by `row` in every tableau row containing it (found through the column
    /// index, so rows without it are never visited), in the component's objective, and in the
    /// phase-one objective when there is one.
    func substitute(_ symbol: Int, _ row: Row, root: Int) {
        let users = column(symbol)
        columns[symbol] = IntSet()
        for b in users {
            let c = rows[b]!.remove(symbol)
            scratchAdded.removeAll(keepingCapacity: true)
            scratchRemoved.removeAll(keepingCapacity: true)
            rows[b]!.add(row, times: c, added: &scratchAdded, removed: &scratchRemoved, track: true)
            for s in scratchAdded where kinds[s] != .dummy { columns[s].insert(b) }
            for s in scratchRemoved where kinds[s] != .dummy { columns[s].remove(b) }
            if kinds[b] != .external && rows[b]!.constant < -epsilon { infeasible.append(b) }
        }
        if var component = components[root] {
            components[root] = nil  // keep the levels uniquely referenced while editing them
            for i in component.levels.indices {
                let c = component.levels[i].row.remove(symbol)
                if c != 0 { component.levels[i].row.add(row, times: c) }
            }
            components[root] = component
        }
        if artificial != nil {
            let c = artificial!.remove(symbol)
            if c != 0 { artificial!.add(row, times: c) }
        }
    }

    /// Exchanges basic `leaving` for non-basic `entering`.
    func pivot(leaving: Int, entering: Int, root: Int) {
        var row = takeRow(leaving)
        row.solve(for: entering, lhs: leaving)
        substitute(entering, row, root: root)
        putRow(entering, row)
    }

    // MARK: Lexicographic costs

    /// Lexicographic comparison of two cost vectors, entries within epsilon counting as equal.
    func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for i in a.indices {
            let d = a[i] - b[i]
            if d < -epsilon { return true }
            if d > epsilon { return false }
        }
        return false
    }

    /// The objective rows to optimise: phase one's artificial row, or the component's levels.
    func objectiveRows(root: Int, phaseOne: Bool) -> [Row] {
        if phaseOne { return [artificial!] }
        return components[root]?.levels.map(\.row) ?? []
    }

    /// The entering symbol for the primal simplex and its direction (+1: increase, -1: decrease,
    /// only for unrestricted externals). The first level with any improving symbol decides; a
    /// candidate must cost nothing at the higher levels; ties go to the smallest symbol (Bland).
    func enteringSymbol(_ objective: [Row]) -> (symbol: Int, direction: Double)? {
        for (k, level) in objective.enumerated() {
            var best: (symbol: Int, direction: Double)?
            for (i, s) in level.ids.enumerated() {
                let c = level.coefficients[i]
                let kind = kinds[s]
                if kind == .dummy { continue }
                let direction: Double
                if c < -epsilon { direction = 1 } else if c > epsilon && kind == .external { direction = -1 } else { continue }
                var free = true
                for j in 0..<k where !nearZero(objective[j].coefficient(for: s)) { free = false; break }
                if free { best = (s, direction); break }  // ids are sorted: the first is the smallest
            }
            if let best { return best }
        }
        return nil
    }

    /// The restricted row that first hits zero as `entering` moves in `direction` (min ratio,
    /// ties to the smallest basic symbol).
    func leavingRow(entering: Int, direction: Double) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for b in columns[entering] where kinds[b] != .external {
            let row = rows[b]!
            let c = row.coefficient(for: entering) * direction
            if c < 0 {
                let r = -row.constant / c
                if r < bestRatio || (r == bestRatio && b < best!) { bestRatio = r; best = b }
            }
        }
        return best
    }

    /// Primal simplex on the component's lexicographic objective (or phase one's row).
    func optimize(root: Int, phaseOne: Bool = false) {
        var root = root
        while true {
            let objective = objectiveRows(root: root, phaseOne: phaseOne)
            guard let (entering, direction) = enteringSymbol(objective) else { return }
            guard let leaving = leavingRow(entering: entering, direction: direction) else {
                // Unbounded: cannot happen for a sum of non-negative errors; stop rather than spin.
                return
            }
            pivot(leaving: leaving, entering: entering, root: root)
            root = find(root)
        }
    }

    /// Dual simplex: restores feasibility of rows whose constants went negative (after constant
    /// changes) while keeping the objective optimal. Returns the basic symbol of a row that cannot
    /// be repaired (a required conflict), or nil on success.
    func dualOptimize() -> Int? {
        while !infeasible.isEmpty {
            // Smallest symbol first, whatever order substitution appended them in.
            infeasible.sort(by: >)
            let b = infeasible.removeLast()
            if let last = infeasible.last, last == b { continue }
            guard let row = rows[b], row.constant < -epsilon else { continue }
            if kinds[b] == .dummy { infeasible.removeAll(); return b }
            let root = find(b)
            let component = components[root] ?? Component()
            var entering: Int?
            var bestRatio: [Double] = []
            for (i, s) in row.ids.enumerated() {
                let a = row.coefficients[i]
                let kind = kinds[s]
                if kind == .dummy { continue }
                if kind == .external ? nearZero(a) : a <= epsilon { continue }
                let ratio = component.costs(of: s).map { $0 / abs(a) }
                if entering == nil || lexLess(ratio, bestRatio) { entering = s; bestRatio = ratio }
            }
            guard let entering else { infeasible.removeAll(); return b }
            pivot(leaving: b, entering: entering, root: root)
        }
        return nil
    }

    /// The row through which `marker` should enter the basis when its constraint goes away:
    /// a restricted row that stays feasible (Cassowary's choice), else any external row.
    func markerLeavingRow(_ marker: Int) -> Int? {
        var first: Int?, second: Int?, third: Int?
        var r1 = Double.infinity, r2 = Double.infinity
        for b in column(marker) {
            let row = rows[b]!
            let c = row.coefficient(for: marker)
            if kinds[b] == .external {
                if third == nil || b < third! { third = b }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && b < first!) { r1 = r; first = b }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && b < second!) { r2 = r; second = b }
            }
        }
        return first ?? second ?? third
    }

    /// Removes `symbol` from the system: its row if basic, else after pivoting it into the
    /// basis through `markerLeavingRow`. Stray terms (rounding noise) are dropped too.
    func eliminate(_ symbol: Int) {
        let root = find(symbol)
        if rows[symbol] == nil, let leaving = markerLeavingRow(symbol) {
            pivot(leaving: leaving, entering: symbol, root: root)
        }
        if rows[symbol] != nil { _ = takeRow(symbol) }
        for b in column(symbol) { rows[b]!.remove(symbol) }
        columns[symbol] = IntSet()
        if var component = components[root] {
            components[root] = nil
            for i in component.levels.indices { component.levels[i].row.remove(symbol) }
            components[root] = component
        }
    }
}
