import AppearanceFuzz
import Foundation
import HeadlessUIKit

/// The appearance row (issue 11): random but valid container steps, each checked against rule 31's state
/// machine and, after every drain, against what is on screen. Prints the time per step and the violations.
enum AppearanceBenchmark {
    @MainActor
    static func run(steps total: Int) {
        let length = 1_000
        let sequences = max(1, total / length)
        var violations = 0
        var firstViolation: String?
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<sequences {
            // Half the sequences overlap other steps with interactive pops and sheet swipes.
            var generator = SplitMix64(seed: 7_000 &+ UInt64(index))
            let interactive = index % 2 == 1
            let steps = (0..<length).map { _ in ContainerStep.random(using: &generator, interactive: interactive) }
            let found = ContainerWorld.run(steps)
            violations += found.count
            if firstViolation == nil, let first = found.first { firstViolation = "seed \(7_000 + index): \(first)" }
            UIApplication.shared.resetForTesting()
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let perStep = seconds / Double(sequences * length) * 1e6
        print("Random container steps (rule 31 checked after every step and drain):")
        print("  \(sequences * length) steps in \(sequences) seeded sequences of \(length), half with interactive swipes")
        print("  time per step                 \(String(format: "%8.1f", perStep)) µs   (\(String(format: "%.1f", seconds)) s in all)")
        print("  violations                    \(String(format: "%8d", violations))")
        if let firstViolation { print("  first: \(firstViolation)") }
    }
}
