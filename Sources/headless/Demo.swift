import ArgumentParser
import HeadlessUIKit

/// `headless demo`: replays the seeds' examples as life-cycle timelines.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay the seeds' examples as life-cycle timelines.",
        discussion: "Runs seed001 (the colour quiz), seed003 (a controller's life) and containers (tab bar, navigation, modal, sheet) unless some are named, then example (a storyboard app driven like a user); realtime (the main run loop drives the clock) runs only when named."
    )

    /// The parts of the demo, one per seed.
    enum Part: String, CaseIterable, ExpressibleByArgument {
        /// Seed 001: what colour is the screen?
        case seed001
        /// Seed 003: a view controller's life, from init to reload after a memory warning.
        case seed003
        /// The standard containers and modal presentation, as timelines.
        case containers
        /// The example app (Examples/HeadlessExample), launched from its storyboard and driven like a user.
        case example
        /// The scheduler in real time, driven by the main run loop (run only when named).
        case realtime

        /// The parts run when none is named: the seeds, the containers walkthrough and the example app.
        static let defaults: [Part] = [.seed001, .seed003, .containers, .example]
    }

    /// The parts to run; all of them when none is named.
    @Argument(help: "The parts to run: seed001, seed003, containers, example, realtime (default: all but realtime).")
    var parts: [Part] = []

    /// Colour on or off; unset means: colour when standard output is a terminal and NO_COLOR is not set.
    @Flag(inversion: .prefixedNo, help: "Colour the output (default: only on a terminal, and not when NO_COLOR is set).")
    var color: Bool? = nil

    /// Where the example's pictures go.
    @Option(help: "The folder for pictures of the example app's screens, one per step (default: headless-demo in the temporary folder).")
    var pictures: String?

    /// No pictures.
    @Flag(help: "Draw no pictures.")
    var noPictures = false

    /// Runs the chosen parts on the main actor, each from a fresh HeadlessUIKit state.
    func run() throws {
        let terminal = Terminal(colored: Terminal.wantsColor(flag: color))
        let chosen = parts.isEmpty ? Part.defaults : parts
        MainActor.assumeIsolated {
            for (index, part) in chosen.enumerated() {
                if index > 0 { terminal.line() }
                // Each part starts with no windows and a rewound clock, whatever ran before it.
                UIApplication.shared.resetForTesting()
                switch part {
                case .seed001: Seed001Demo(terminal: terminal).run()
                case .seed003: Seed003Demo(terminal: terminal).run()
                case .containers: ContainersDemo(terminal: terminal).run()
                case .example:
                    let folder = noPictures ? nil : pictures.map { URL(fileURLWithPath: $0) } ?? DemoPictures.defaultFolder
                    ExampleDemo(terminal: terminal, pictures: folder).run()
                case .realtime: RealTimeDemo(terminal: terminal).run()
                }
            }
        }
    }
}
