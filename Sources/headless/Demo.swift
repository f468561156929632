import ArgumentParser
import HeadlessUIKit

/// `headless demo`: replays the seeds' examples as life-cycle timelines.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Replay the seeds' examples as life-cycle timelines.")

    func run() throws {
        MainActor.assumeIsolated {
            print("HeadlessUIKit demo")
        }
    }
}
