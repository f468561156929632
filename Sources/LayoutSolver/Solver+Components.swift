/// One priority level of a component's objective: the sum of the errors of its optional
/// constraints, expressed over the component's non-basic symbols.
struct Level {
    var priority: Float
    var row: Row
}

/// An independent part of the system. Only its objective lives here; its rows sit in the
/// solver's shared arrays (symbols are global numbers, so merging never renames anything).
struct Component {
    /// Highest priority first: the lexicographic order of the objective vector.
    var levels: [Level] = []

    /// Index of the level for `priority`, creating it in order when missing.
    mutating func levelIndex(_ priority: Float) -> Int {
        var i = 0
        while i < levels.count && levels[i].priority > priority { i += 1 }
        if i < levels.count && levels[i].priority == priority { return i }
        levels.insert(Level(priority: priority, row: Row()), at: i)
        return i
    }

    /// The reduced-cost vector of `symbol` (one entry per level).
    func costs(of symbol: Int) -> [Double] {
        levels.map { $0.row.coefficient(for: symbol) }
    }
}

extension Solver {
    /// Union-find root of a symbol (path halving).
    func find(_ s: Int) -> Int {
        var x = s
        while parent[x] != x {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        return x
    }

    /// Joins the components of `a` and `b`, merging their objectives; returns the new root.
    /// The larger one (then the smaller id) stays root so the result never depends on hashing.
    @discardableResult
    func union(_ a: Int, _ b: Int) -> Int {
        let ra = find(a), rb = find(b)
        if ra == rb { return ra }
        let (root, child) = (size[ra] > size[rb] || (size[ra] == size[rb] && ra < rb)) ? (ra, rb) : (rb, ra)
        parent[child] = root
        nextMember.swapAt(ra, rb)  // splices the two member cycles into one
        size[root] += size[child]
        if let absorbed = components.removeValue(forKey: child) {
            var target = components[root] ?? Component()
            for level in absorbed.levels {
                let i = target.levelIndex(level.priority)
                target.levels[i].row.add(level.row, times: 1)
            }
            components[root] = target
        }
        return root
    }
}
