import Testing
@testable import LayoutSolver

@Suite("Layout shapes")
struct ShapeStories {
    @Test func chainOfTenSharesTheWidth() {
        let s = Shapes.chain(10)
        // W = 2200: 8 + 10w + 9·8 + 8 = W  →  w = (W − 88) / 10.
        let w = (2200.0 - 88) / 10
        #expect(close(s.value(s.views[0].width), w))
        for (i, v) in s.views.enumerated() {
            #expect(close(s.value(v.width), w))
            #expect(close(s.value(v.left), 8 + Double(i) * (w + 8)))
            #expect(close(s.value(v.top), 8))
            #expect(close(s.value(v.height), 44))
            #expect(!s.solver.isAmbiguous(v.left))
            #expect(!s.solver.isAmbiguous(v.width))
        }
    }

    @Test func siblingsSitOnTheirGrid() {
        let s = Shapes.siblings(300)
        for (i, v) in s.views.enumerated() {
            #expect(s.value(v.left) == 3 * Double(i % 100))
            #expect(s.value(v.top) == 3 * Double(i / 100))
            #expect(s.value(v.width) == 100)
        }
    }

    @Test func nestedViewsInsetByTwo() {
        let s = Shapes.nested(50)
        let w = 2000.0 + 20 * 50, h = 1500.0 + 20 * 50
        for (i, v) in s.views.enumerated() {
            let inset = 2 * Double(i + 1)
            #expect(close(s.value(v.left), inset))
            #expect(close(s.value(v.top), inset))
            #expect(close(s.value(v.width), w - 2 * inset))
            #expect(close(s.value(v.height), h - 2 * inset))
        }
    }

    @Test func squeezeKeepsFortyWhenThereIsRoomAndShrinksWhenNot() {
        let roomy = Shapes.chain(10, squeeze: true)
        #expect(close(roomy.value(roomy.views[9].width), 40))
        let tight = Shapes.chain(300, squeeze: true)
        let w: Double = 5592.0 / 300  // (W − 8 − 8·300) / 300 = 18.64
        #expect(close(tight.value(tight.views[0].width), w))
        #expect(close(tight.value(tight.views[299].left) + w, 7992))
    }

    @Test func gridCellsFollowTheirHeads() {
        let s = Shapes.grid(6)
        let w: Double = 2664.0 / 6  // (W − 8 − 8·6) / 6, W = 2720
        let h: Double = 2164.0 / 6  // (H − 8 − 8·6) / 6, H = 2220
        for i in 0..<6 {
            for j in 0..<6 {
                let v = s.views[i * 6 + j]
                #expect(close(s.value(v.left), 8 + Double(j) * (w + 8)))
                #expect(close(s.value(v.top), 8 + Double(i) * (h + 8)))
                #expect(close(s.value(v.width), w))
                #expect(close(s.value(v.height), h))
            }
        }
    }

    @Test func resizingTheRootReflowsTheChain() throws {
        let s = Shapes.chain(20)
        try s.solver.setConstant(s.widthConstraint, to: -1000)
        let w = (1000.0 - 8 - 8 * 20) / 20
        #expect(close(s.value(s.views[19].width), w))
        #expect(close(s.value(s.views[19].left), 8 + 19 * (w + 8)))
    }
}

@Suite("setConstant matches remove + add")
struct SetConstantStories {
    /// Values of every view variable, for comparison.
    func snapshot(_ s: Shapes) -> [Double] {
        s.views.flatMap { [s.value($0.left), s.value($0.top), s.value($0.width), s.value($0.height)] }
    }

    @Test func requiredEquality() throws {
        let a = Shapes.chain(12)
        try a.solver.setConstant(a.widthConstraint, to: -900)
        let b = Shapes.chain(12)
        b.solver.remove(b.widthConstraint)
        b.eq([(b.rootWidth, 1)], -900)
        #expect(zip(snapshot(a), snapshot(b)).allSatisfy { close($0, $1) })
    }

    @Test func requiredInequality() throws {
        for width in [400.0, 800.0, 3000.0] {
            let a = Shapes.chain(12, squeeze: true)
            try a.solver.setConstant(a.widthConstraint, to: -width)
            let b = Shapes.chain(12, squeeze: true)
            b.solver.remove(b.widthConstraint)
            b.eq([(b.rootWidth, 1)], -width)
            #expect(zip(snapshot(a), snapshot(b)).allSatisfy { close($0, $1) })
        }
    }

    @Test func inequalityConstantAndOptionalEquality() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let floor = try constrain(s, [(x, 1)], -10, .greaterThanOrEqual)
        let wish = try constrain(s, [(x, 1), (y, -1)], 0, priority: 500)   // x == y
        let yPin = try constrain(s, [(y, 1)], -3, priority: 750)           // y == 3
        #expect(close(s.value(of: x), 10))
        try s.setConstant(floor, to: 0)         // x >= 0
        #expect(close(s.value(of: x), 3))
        try s.setConstant(yPin, to: -42)        // y == 42
        #expect(close(s.value(of: x), 42))
        try s.setConstant(wish, to: -5)         // x == y + 5
        #expect(close(s.value(of: x), 47))

        let fresh = Solver()
        let fx = fresh.makeVariable(), fy = fresh.makeVariable()
        try constrain(fresh, [(fx, 1)], 0, .greaterThanOrEqual)
        try constrain(fresh, [(fx, 1), (fy, -1)], -5, priority: 500)
        try constrain(fresh, [(fy, 1)], -42, priority: 750)
        #expect(close(fresh.value(of: fx), s.value(of: x)))
        #expect(close(fresh.value(of: fy), s.value(of: y)))
    }

    @Test func optionalEqualityInAChain() throws {
        let a = Shapes.chain(8, squeeze: true)
        let wish = a.eq([(a.views[3].width, 1)], -10, priority: 800)
        try a.solver.setConstant(wish, to: -25)
        let b = Shapes.chain(8, squeeze: true)
        b.eq([(b.views[3].width, 1)], -25, priority: 800)
        #expect(close(a.value(a.views[0].width), 25))
        #expect(zip(snapshot(a), snapshot(b)).allSatisfy { close($0, $1) })
    }
}

@Suite("Determinism, ambiguity, components")
struct PropertyStories {
    @Test func sameCallsGiveBitIdenticalValues() throws {
        func run() throws -> [UInt64] {
            let s = Shapes.chain(60, squeeze: true)
            try s.solver.setConstant(s.widthConstraint, to: -700)
            let extra = s.eq([(s.views[5].width, 1)], -3, .greaterThanOrEqual, priority: 300)
            s.solver.remove(extra)
            return s.views.flatMap { [s.value($0.left).bitPattern, s.value($0.width).bitPattern] }
        }
        #expect(try run() == run())
    }

    @Test func pinnedVariablesAreNotAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try constrain(s, [(x, 1)], -5)
        try constrain(s, [(y, 1), (x, -2)], 0)
        #expect(!s.isAmbiguous(x))
        #expect(!s.isAmbiguous(y))
    }

    @Test func aLoneLowerBoundIsAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable()
        try constrain(s, [(x, 1)], 0, .greaterThanOrEqual)
        #expect(s.isAmbiguous(x))
        try constrain(s, [(x, 1)], -4, priority: 1)  // the weakest wish settles it
        #expect(!s.isAmbiguous(x))
    }

    @Test func aSumOfTwoIsAmbiguousForBoth() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try constrain(s, [(x, 1), (y, 1)], -10)
        #expect(s.isAmbiguous(x))
        #expect(s.isAmbiguous(y))
    }

    @Test func aTieBetweenEqualWishesIsAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable()
        try constrain(s, [(x, 1)], 0, priority: 250)
        try constrain(s, [(x, 1)], -10, priority: 250)
        #expect(s.isAmbiguous(x))
    }

    @Test func changesInOneComponentDoNotDisturbAnother() throws {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), x = s.makeVariable(), y = s.makeVariable()
        try constrain(s, [(a, 1)], -1)
        let ab = try constrain(s, [(b, 1), (a, -1)], -2, .greaterThanOrEqual)
        try constrain(s, [(b, 1)], 0, priority: 10)
        try constrain(s, [(x, 1), (y, 1)], -100)
        try constrain(s, [(x, 1), (y, -3)], 0, priority: 500)
        let before = (s.value(of: x), s.value(of: y))
        #expect(close(before.0, 75))
        try s.setConstant(ab, to: -20)
        s.remove(ab)
        #expect(throws: SolverError.self) { try constrain(s, [(a, 1)], -2) }
        #expect(s.value(of: x) == before.0)
        #expect(s.value(of: y) == before.1)
        #expect(s.find(a.id) != s.find(x.id))
    }
}
