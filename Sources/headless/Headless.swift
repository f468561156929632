import ArgumentParser
import HeadlessUIKit

/// `headless`: HeadlessUIKit's command line.
@main
struct Headless: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "headless",
        abstract: "UIKit's view-controller model, headless.",
        subcommands: [Demo.self, Inspect.self, Compile.self, Trace.self, Layout.self, Benchmark.self, Lint.self, Gen.self],
        defaultSubcommand: Demo.self
    )
}
