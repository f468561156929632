import Testing
@testable import LayoutSolver

/// `Σ terms + constant (relation) 0` on `solver`.
@discardableResult
func constrain(_ solver: Solver, _ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation = .equal, priority: Float = 1000) throws(SolverError) -> ConstraintID {
    try solver.add(Expression(terms.map { Term($0.0, $0.1) }, constant: constant), relation, priority: priority)
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-7) -> Bool { abs(a - b) <= tolerance }

@Suite("Equalities and inequalities")
struct BasicStories {
    @Test func simpleEqualitiesChainThroughEachOther() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try constrain(s, [(x, 1)], -10)              // x == 10
        try constrain(s, [(y, 1), (x, -1)], -5)      // y == x + 5
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) == 15)
        #expect(s.constraintCount == 2)
    }

    @Test func unconstrainedVariablesReadZero() {
        let s = Solver()
        let x = s.makeVariable()
        #expect(s.value(of: x) == 0)
        #expect(s.isAmbiguous(x))
    }

    @Test func inequalitySwitchesOnAndOffAsTheWeakPullMoves() throws {
        let s = Solver()
        let x = s.makeVariable()
        try constrain(s, [(x, 1)], -10, .greaterThanOrEqual)   // x >= 10
        let pull = try constrain(s, [(x, 1)], 0, priority: 500) // x == 0, optional
        #expect(close(s.value(of: x), 10))
        try s.setConstant(pull, to: -30)                        // x == 30
        #expect(close(s.value(of: x), 30))
        let cap = try constrain(s, [(x, 1)], -20, .lessThanOrEqual) // x <= 20
        #expect(close(s.value(of: x), 20))
        s.remove(cap)
        #expect(close(s.value(of: x), 30))
        try s.setConstant(pull, to: 5)                          // x == -5 loses to x >= 10
        #expect(close(s.value(of: x), 10))
    }

    @Test func removingAndReAddingRestoresTheSameValues() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try constrain(s, [(x, 1), (y, 1)], -100)                 // x + y == 100
        let c = try constrain(s, [(x, 1)], -30)                  // x == 30
        #expect(close(s.value(of: y), 70))
        s.remove(c)
        #expect(s.constraintCount == 1)
        try constrain(s, [(x, 1)], -30)
        #expect(close(s.value(of: x), 30))
        #expect(close(s.value(of: y), 70))
        s.remove(c)  // already gone: no effect
        #expect(s.constraintCount == 2)
    }

    @Test func repeatedTermsAreSummed() throws {
        let s = Solver()
        let x = s.makeVariable()
        try constrain(s, [(x, 1), (x, 2)], -12)  // 3x == 12
        #expect(close(s.value(of: x), 4))
    }
}

@Suite("Priorities")
struct PriorityStories {
    @Test func oneHigherPriorityBeatsThreeHundredLowerOnes() throws {
        let s = Solver()
        let x = s.makeVariable()
        try constrain(s, [(x, 1)], -100, priority: 750)
        for _ in 0..<300 { try constrain(s, [(x, 1)], 0, priority: 250) }
        #expect(close(s.value(of: x), 100))
    }

    @Test func manyLowerInequalitiesCannotOutvoteAHigherEquality() throws {
        let s = Solver()
        let x = s.makeVariable()
        for i in 0..<300 { try constrain(s, [(x, 1)], -Double(200 + i), .greaterThanOrEqual, priority: 1) }
        try constrain(s, [(x, 1)], -50, priority: 2)
        #expect(close(s.value(of: x), 50))
    }

    @Test func requiredBoundsClipAnOptionalWish() throws {
        let s = Solver()
        let x = s.makeVariable()
        try constrain(s, [(x, 1)], 0, .greaterThanOrEqual)
        try constrain(s, [(x, 1)], -50, .lessThanOrEqual)
        try constrain(s, [(x, 1)], -100, priority: 999)
        #expect(close(s.value(of: x), 50))
    }

    @Test func equalPrioritiesSumTheirErrors() throws {
        let s = Solver()
        let x = s.makeVariable()
        try constrain(s, [(x, 1)], 0, priority: 250)
        try constrain(s, [(x, 1)], -10, priority: 250)
        try constrain(s, [(x, 1)], -10, priority: 250)
        #expect(close(s.value(of: x), 10))  // two votes for 10 beat one for 0
    }

    @Test func lowerLevelsStillDecideWhatHigherOnesLeaveOpen() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try constrain(s, [(x, 1), (y, 1)], -100)                 // x + y == 100
        try constrain(s, [(x, 1), (y, -1)], 0, priority: 750)    // x == y wins...
        try constrain(s, [(x, 1)], -10, priority: 250)           // ...over x == 10
        #expect(close(s.value(of: x), 50))
        #expect(close(s.value(of: y), 50))
    }
}

@Suite("Conflicts")
struct ConflictStories {
    @Test func contradictoryEqualitiesThrowAndNameTheFirst() throws {
        let s = Solver()
        let x = s.makeVariable()
        let first = try constrain(s, [(x, 1)], -10)
        #expect(throws: SolverError.self) { try constrain(s, [(x, 1)], -20) }
        do {
            try constrain(s, [(x, 1)], -20)
        } catch {
            #expect(error.conflicting == [first])
        }
        #expect(s.value(of: x) == 10)
        #expect(s.constraintCount == 1)
    }

    @Test func contradictoryInequalitiesThrowAndNameTheFirst() throws {
        let s = Solver()
        let x = s.makeVariable()
        let low = try constrain(s, [(x, 1)], -10, .greaterThanOrEqual)
        do {
            try constrain(s, [(x, 1)], -5, .lessThanOrEqual)
            Issue.record("expected a conflict")
        } catch {
            #expect(error.conflicting == [low])
        }
        #expect(close(s.value(of: x), 10))
        // The solver still works normally afterwards.
        try constrain(s, [(x, 1)], -12, .lessThanOrEqual)
        try constrain(s, [(x, 1)], -11, priority: 500)
        #expect(close(s.value(of: x), 11))
    }

    @Test func conflictThroughAChainNamesTheChain() throws {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable()
        let c1 = try constrain(s, [(a, 1)], 0)                       // a == 0
        let c2 = try constrain(s, [(b, 1), (a, -1)], -10)            // b == a + 10
        let c3 = try constrain(s, [(c, 1), (b, -1)], 0, .greaterThanOrEqual)  // c >= b
        do {
            try constrain(s, [(c, 1)], -5, .lessThanOrEqual)         // c <= 5
            Issue.record("expected a conflict")
        } catch {
            #expect(error.conflicting.contains(c3))
            #expect(Set(error.conflicting).isSubset(of: [c1, c2, c3]))
        }
        #expect(close(s.value(of: c), 10))
    }

    @Test func aConflictLeavesOtherComponentsUntouched() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try constrain(s, [(x, 1)], -10)
        try constrain(s, [(y, 1)], -3, .greaterThanOrEqual)
        try constrain(s, [(y, 1)], -7, priority: 250)
        #expect(throws: SolverError.self) { try constrain(s, [(x, 1)], -11) }
        #expect(s.value(of: x) == 10)
        #expect(close(s.value(of: y), 7))
    }

    @Test func optionalConflictsJustLose() throws {
        let s = Solver()
        let x = s.makeVariable()
        try constrain(s, [(x, 1)], -10)
        try constrain(s, [(x, 1)], -20, priority: 999)
        try constrain(s, [(x, 1)], -5, .lessThanOrEqual, priority: 999)
        #expect(close(s.value(of: x), 10))
    }

    @Test func redundantRequiredEqualityIsAccepted() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try constrain(s, [(x, 1)], -10)
        try constrain(s, [(y, 1), (x, -1)], 0)
        let again = try constrain(s, [(y, 1)], -10)  // implied already
        #expect(close(s.value(of: y), 10))
        s.remove(again)
        #expect(close(s.value(of: y), 10))
    }

    @Test func setConstantIntoAConflictThrowsAndKeepsTheOldConstant() throws {
        let s = Solver()
        let x = s.makeVariable()
        let low = try constrain(s, [(x, 1)], 0, .greaterThanOrEqual)   // x >= 0
        let pin = try constrain(s, [(x, 1)], -10)                       // x == 10
        do {
            try s.setConstant(pin, to: 5)                               // x == -5
            Issue.record("expected a conflict")
        } catch {
            #expect(error.conflicting == [low])
        }
        #expect(close(s.value(of: x), 10))
        try s.setConstant(pin, to: -20)
        #expect(close(s.value(of: x), 20))
    }
}
