import Testing
@testable import LayoutSolver

/// Random sequences of adds, removals and constant changes, checked against two invariants:
/// required constraints hold, and the lexicographic objective equals the one a fresh solver
/// reaches with the same constraints (so incremental updates lose no optimality).
@Suite("Random sequences")
struct RandomStories {
    struct Live {
        var id: ConstraintID
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var priority: Float
    }

    /// A small deterministic generator (SplitMix64).
    struct Rng {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    func residual(_ c: Live, _ value: (Int) -> Double) -> Double {
        c.terms.reduce(c.constant) { $0 + $1.1 * value($1.0) }
    }

    /// Error per priority level, highest first.
    func objective(_ live: [Live], _ value: (Int) -> Double) -> [Double] {
        let levels = Set(live.filter { $0.priority < 1000 }.map(\.priority)).sorted(by: >)
        return levels.map { p in
            live.filter { $0.priority == p }.reduce(0.0) { sum, c in
                let r = residual(c, value)
                switch c.relation {
                case .equal: return sum + abs(r)
                case .lessThanOrEqual: return sum + max(0, r)
                case .greaterThanOrEqual: return sum + max(0, -r)
                }
            }
        }
    }

    @Test(arguments: Array(1...12))
    func incrementalMatchesFresh(seed: Int) throws {
        var rng = Rng(state: UInt64(seed))
        let s = Solver()
        let vars = (0..<6).map { _ in s.makeVariable() }
        var live: [Live] = []
        let priorities: [Float] = [1000, 1000, 1000, 750, 250, 250, 1]
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        for step in 0..<150 {
            let op = rng.below(10)
            if op < 6 || live.isEmpty {
                var terms: [(Int, Double)] = []
                for _ in 0..<(1 + rng.below(3)) {
                    terms.append((vars[rng.below(vars.count)].id, Double(rng.below(5) - 2)))
                }
                let constant = Double(rng.below(101) - 50)
                let relation = relations[rng.below(3)]
                let priority = priorities[rng.below(priorities.count)]
                let expression = Expression(terms.map { Term(Variable(id: $0.0), $0.1) }, constant: constant)
                if let id = try? s.add(expression, relation, priority: priority) {
                    live.append(Live(id: id, terms: terms, constant: constant, relation: relation, priority: priority))
                }
            } else if op < 8 {
                let i = rng.below(live.count)
                s.remove(live[i].id)
                live.remove(at: i)
            } else {
                let i = rng.below(live.count)
                let constant = Double(rng.below(101) - 50)
                if (try? s.setConstant(live[i].id, to: constant)) != nil { live[i].constant = constant }
            }
            #expect(s.constraintCount == live.count)
            let value = { (v: Int) in s.value(of: Variable(id: v)) }
            for c in live where c.priority >= 1000 {
                let r = residual(c, value)
                switch c.relation {
                case .equal: #expect(abs(r) < 1e-6, "step \(step)")
                case .lessThanOrEqual: #expect(r < 1e-6, "step \(step)")
                case .greaterThanOrEqual: #expect(r > -1e-6, "step \(step)")
                }
            }
            if step % 10 == 9 {
                let fresh = Solver()
                for _ in vars { _ = fresh.makeVariable() }
                for c in live {
                    let expression = Expression(c.terms.map { Term(Variable(id: $0.0), $0.1) }, constant: c.constant)
                    _ = try fresh.add(expression, c.relation, priority: c.priority)
                }
                let a = objective(live, value)
                let b = objective(live) { fresh.value(of: Variable(id: $0)) }
                #expect(zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }, "step \(step): \(a) vs \(b)")
            }
        }
    }
}
