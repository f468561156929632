import Foundation
import Testing
@testable import HeadlessUIKit
import AppearanceFuzz

/// Property-based tests: random but valid sequences of container operations keep every
/// controller's appearance balanced (rule 31) and in line with what is on screen.
@MainActor @Suite(.serialized)
struct RandomAppearanceTests {
    /// Sequences and steps per sequence; `HEADLESS_APPEARANCE_SEQUENCES` / `…_STEPS` run longer.
    static func size(_ name: String, _ fallback: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? fallback
    }

    static func check(interactive: Bool, seedBase: UInt64) {
        let sequences = size("HEADLESS_APPEARANCE_SEQUENCES", 60)
        let length = size("HEADLESS_APPEARANCE_STEPS", 300)
        var failing = 0
        var reported = false
        for index in 0..<sequences {
            var generator = SplitMix64(seed: seedBase &+ UInt64(index))
            let steps = (0..<length).map { _ in ContainerStep.random(using: &generator, interactive: interactive) }
            let violations = ContainerWorld.run(steps)
            guard !violations.isEmpty else { continue }
            failing += 1
            if !reported {
                reported = true
                let shortest = ContainerWorld.shrink(steps)
                let source = ContainerWorld.swiftSource(shortest)
                print("seed \(seedBase &+ UInt64(index)) fails: \(ContainerWorld.run(shortest))\n\(source)")
                Issue.record("seed \(seedBase &+ UInt64(index)): \(violations.first ?? "")\nshortest failing sequence:\n\(source)")
            }
        }
        #expect(failing == 0, "\(failing) of \(sequences) sequences of \(length) steps failed")
    }

    @Test func appearanceStaysBalancedUnderRandomContainerSteps() {
        // Given random pushes, pops, tab switches, presentations, page turns, memory warnings and clock steps
        // When each sequence runs and the clock drains
        // Then no controller broke rule 31, and appeared means on screen
        Self.check(interactive: false, seedBase: 1_000)
    }

    @Test func appearanceStaysBalancedWhenStepsOverlapSwipes() {
        // Given the same steps, with interactive pops and sheet swipes that other steps overlap
        // When each sequence runs and the clock drains
        // Then no controller broke rule 31, and appeared means on screen
        Self.check(interactive: true, seedBase: 2_000)
    }
}
