/// A sparse linear row `constant + Σ coefficient·symbol`, kept sorted by symbol so that every
/// walk over it is deterministic and merging two rows is a linear two-pointer pass.
/// As a tableau row it reads `basic = constant + Σ …` over non-basic symbols.
struct Row {
    var ids: [Int] = []
    var coefficients: [Double] = []
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    var isConstant: Bool { ids.isEmpty }

    /// Position of `symbol`, or where it would be inserted.
    @inline(__always) func position(of symbol: Int) -> (index: Int, found: Bool) {
        var lo = 0, hi = ids.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let v = ids[mid]
            if v == symbol { return (mid, true) }
            if v < symbol { lo = mid + 1 } else { hi = mid }
        }
        return (lo, false)
    }

    func coefficient(for symbol: Int) -> Double {
        let p = position(of: symbol)
        return p.found ? coefficients[p.index] : 0
    }

    /// Adds `c·symbol`; returns +1 if the symbol appeared, -1 if it vanished, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Int, _ c: Double) -> Int {
        let p = position(of: symbol)
        if p.found {
            let v = coefficients[p.index] + c
            if nearZero(v) {
                ids.remove(at: p.index)
                coefficients.remove(at: p.index)
                return -1
            }
            coefficients[p.index] = v
            return 0
        }
        if nearZero(c) { return 0 }
        ids.insert(symbol, at: p.index)
        coefficients.insert(c, at: p.index)
        return 1
    }

    /// Removes `symbol`'s term, returning its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let p = position(of: symbol)
        guard p.found else { return 0 }
        ids.remove(at: p.index)
        return coefficients.remove(at: p.index)
    }

    mutating func scale(_ f: Double) {
        constant *= f
        for i in coefficients.indices { coefficients[i] *= f }
    }

    /// `self += c·other`, without bookkeeping.
    mutating func add(_ other: Row, times c: Double) {
        var a: [Int] = [], r: [Int] = []
        add(other, times: c, added: &a, removed: &r, track: false)
    }

    /// `self += c·other`; when `track`, appends symbols that appear to `added` and those that
    /// cancel out to `removed` (the caller keeps its column index up to date with them).
    mutating func add(_ other: Row, times c: Double, added: inout [Int], removed: inout [Int], track: Bool) {
        constant += other.constant * c
        let m = other.ids.count
        if m == 0 { return }
        if m == 1 {  // the common short case: no reallocation
            let change = insert(other.ids[0], other.coefficients[0] * c)
            if track {
                if change > 0 { added.append(other.ids[0]) } else if change < 0 { removed.append(other.ids[0]) }
            }
            return
        }
        let n = ids.count
        var newIds: [Int] = []
        var newCoefficients: [Double] = []
        newIds.reserveCapacity(n + m)
        newCoefficients.reserveCapacity(n + m)
        var i = 0, j = 0
        while i < n || j < m {
            if j == m || (i < n && ids[i] < other.ids[j]) {
                newIds.append(ids[i]); newCoefficients.append(coefficients[i]); i += 1
            } else if i == n || other.ids[j] < ids[i] {
                let v = other.coefficients[j] * c
                if !nearZero(v) {
                    newIds.append(other.ids[j]); newCoefficients.append(v)
                    if track { added.append(other.ids[j]) }
                }
                j += 1
            } else {
                let v = coefficients[i] + other.coefficients[j] * c
                if !nearZero(v) {
                    newIds.append(ids[i]); newCoefficients.append(v)
                } else if track {
                    removed.append(ids[i])
                }
                i += 1; j += 1
            }
        }
        ids = newIds
        coefficients = newCoefficients
    }

    /// Rewrites `0 = self` as `symbol = …` (the symbol's term leaves the row).
    mutating func solve(for symbol: Int) {
        let a = remove(symbol)
        scale(-1 / a)
    }

    /// Rewrites `lhs = self` as `rhs = …`.
    mutating func solve(for rhs: Int, lhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
