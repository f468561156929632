import ArgumentParser
import Foundation
import HeadlessUIKit
import InterfaceBuilder
#if canImport(FoundationXML)
import FoundationXML
#endif
#if canImport(Glibc)
import Glibc
#endif

/// `headless benchmark`: reads (and compiles) every Cocoa Touch file of a corpus and compares the
/// speed with a pass of Foundation's `XMLParser`, with an empty delegate, over the same bytes; then
/// instantiates a compiled storyboard scene against building the same views in code.
struct Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure reading and compiling IB files against Foundation's XMLParser (build with -c release).",
        discussion: """
            Reports MB/s for an XMLParser pass with an empty delegate, for reading the full model, and \
            for reading and compiling, each as a ratio to XMLParser; the peak memory of a process \
            that reads and compiles only the largest file; and the time to instantiate a compiled \
            storyboard scene of 30 views (instantiateViewController + loadViewIfNeeded) against \
            building the same views in code, as a ratio. Run: swift run -c release headless benchmark
            """
    )

    /// The corpus folder (with MANIFEST.tsv); by default ../shared/corpus beside the package.
    @Option(help: "The corpus folder holding MANIFEST.tsv.")
    var corpus: String = Benchmark.defaultCorpus

    /// How many passes over the corpus each measurement takes; the best pass counts.
    @Option(help: "Passes per measurement (the fastest counts).")
    var passes: Int = 5

    /// How many scenes each pass of the scene row instantiates (and builds in code).
    @Option(help: "Scenes made per pass in the scene row.")
    var sceneIterations: Int = 2000

    /// Only the scene row (no corpus needed): for profiling nib instantiation.
    @Flag(help: "Run only the scene row (nib instantiation against code).")
    var sceneOnly = false

    /// The Auto Layout shapes of ../shared/bench/layout/SHAPES.md instead of the corpus rows.
    @Flag(help: "Run the Auto Layout shapes (../shared/bench/layout/SHAPES.md) instead, in Kiwi's columns.")
    var layout = false

    /// With --layout: one shape only.
    @Option(help: "With --layout: one shape (chain, grid, siblings, nested, squeeze, or corpus; default all).")
    var shape: String?

    /// With --layout: seconds each row may take before it stops at fewer than 5 passes.
    @Option(help: "With --layout: the time budget per row, in seconds.")
    var budget: Double = 3

    /// With --layout: tab-separated output, as Kiwi's harness prints.
    @Flag(help: "With --layout: print tab-separated rows (Kiwi's format).")
    var tsv = false

    /// The appearance row: random container steps, checked (issue 11).
    @Flag(help: "Run random container steps instead, checking balanced appearance after each (time per step, violations).")
    var appearance = false

    /// With --appearance: how many steps in all.
    @Option(help: "With --appearance: the number of random steps.")
    var steps = 100_000

    /// Only the corpus rows (XMLParser, reading, reading and compiling): for profiling the reader and compiler.
    @Flag(help: "Run only the corpus rows (XMLParser, read, read and compile).")
    var ibOnly = false

    /// Only the container rows (appearance forwarding, a navigation push and pop, a controller's memory).
    @Flag(help: "Run only the container rows, each against its floor.")
    var containers = false

    /// Internal: measure the peak memory of reading and compiling one file, in this process.
    @Option(help: .hidden)
    var peakMemoryOf: String?

    static var defaultCorpus: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus").path
    }

    func run() throws {
        if let file = peakMemoryOf {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            try BenchmarkWork.readAndCompile(data, name: file)
            print(BenchmarkWork.peakResidentKilobytes())
            return
        }
        if appearance {
            let steps = steps
            MainActor.assumeIsolated { AppearanceBenchmark.run(steps: steps) }
            return
        }
        if layout {
            #if DEBUG
            FileHandle.standardError.write(Data("Warning: a debug build. Measure with: swift run -c release headless benchmark --layout\n".utf8))
            #endif
            let (shape, budget, tsv, corpus) = (shape, budget, tsv, corpus)
            MainActor.assumeIsolated {
                LayoutBenchmark.run(shape: shape, budget: budget, tsv: tsv) { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
                guard shape == nil || shape == "all" || shape == "corpus" else { return }
                FileHandle.standardError.write(Data("corpus scene with the most constraints…\n".utf8))
                guard let row = CorpusSceneLayoutBenchmark.run(corpus: URL(fileURLWithPath: corpus), budget: budget) else {
                    FileHandle.standardError.write(Data("(no corpus at \(corpus): the corpus row is left out)\n".utf8))
                    return
                }
                let check = "\(row.file)#\(row.scene) views=\(row.views)"
                if tsv {
                    print("corpus\t1\t\(row.constraints)\tload\t\(String(format: "%.2f", row.loadMicros))\t\(check)")
                    print("corpus\t1\t\(row.constraints)\trotate\t\(String(format: "%.2f", row.rotateMicros))\t")
                } else {
                    print("corpus scene \(check), \(row.constraints) constraints: load to first layout \(String(format: "%.1f", row.loadMicros)) µs, rotation \(String(format: "%.1f", row.rotateMicros)) µs")
                }
            }
            return
        }
        if containers {
            MainActor.assumeIsolated { ContainerBenchmark.run(passes: passes) }
            return
        }
        if sceneOnly {
            #if DEBUG
            print("Warning: a debug build. Measure with: swift run -c release headless benchmark")
            #endif
            try sceneRow()
            return
        }
        let listed = try BenchmarkWork.cocoaTouchFiles(in: URL(fileURLWithPath: corpus))
        // Files the reader refuses are measured by nobody: say so, and time the rest on both sides.
        let files = listed.filter { (try? BenchmarkWork.readAndCompile($0.data, name: $0.name)) != nil }
        if files.count < listed.count {
            print("Left out: \(listed.count - files.count) of \(listed.count) files do not read or compile (see `headless inspect`).")
        }
        let totalBytes = files.reduce(0) { $0 + $1.data.count }
        let megabytes = Double(totalBytes) / 1_000_000
        print("Corpus: \(files.count) Cocoa Touch files, \(String(format: "%.2f", megabytes)) MB; best of \(passes) passes.")
        #if DEBUG
        print("Warning: a debug build. Measure with: swift run -c release headless benchmark")
        #endif

        // The three rows take turns, pass by pass: on a machine whose speed drifts (a shared host), each row's best pass
        // is then taken from the same stretches of time, and the ratios are not one row's luck against another's.
        let rows = try BenchmarkWork.bestInterleaved(of: passes, [
            { for file in files { BenchmarkWork.xmlParserPass(file.data) } },
            { for file in files { try BenchmarkWork.read(file.data, name: file.name) } },
            { for file in files { try BenchmarkWork.readAndCompile(file.data, name: file.name) } },
        ])
        let (parser, reading, compiling) = (rows[0], rows[1], rows[2])

        func line(_ label: String, _ seconds: Double) {
            let rate = megabytes / seconds
            let ratio = parser / seconds
            print("\(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", rate)) MB/s   \(String(format: "%5.2f", ratio))× XMLParser")
        }
        line("XMLParser, empty delegate", parser)
        line("InterfaceBuilder: read the model", reading)
        line("InterfaceBuilder: read and compile", compiling)

        if ibOnly { return }
        if let largest = files.max(by: { $0.data.count < $1.data.count }) {
            let peak = try BenchmarkWork.peakMemoryInChildProcess(for: largest.path)
            print("Peak memory reading and compiling the largest file (\(largest.name), \(largest.data.count / 1000) kB): \(peak / 1024) MB resident")
        }
        try sceneRow()
        MainActor.assumeIsolated { ContainerBenchmark.run(passes: passes) }
    }

    /// The scene row: a compiled storyboard scene instantiated and loaded, against the same views built in code.
    func sceneRow() throws {
        let result = try MainActor.assumeIsolated { try SceneBenchmark.run(iterations: max(1, sceneIterations), passes: passes) }
        let nib = result.nibSeconds / Double(result.iterations) * 1e6
        let code = result.codeSeconds / Double(result.iterations) * 1e6
        print("Scene of \(result.viewCount) views, \(result.constraintCount) constraints, \(result.outletCount) outlets, "
              + "\(result.actionCount) actions; \(result.iterations) per pass, best of \(passes) passes:")
        print("  storyboard scene: instantiateViewController + loadViewIfNeeded  \(String(format: "%8.1f", nib)) µs")
        print("  the same views built in code                                   \(String(format: "%8.1f", code)) µs")
        print("  ratio, nib to code                                              \(String(format: "%8.2f", result.nibSeconds / result.codeSeconds))×")
        if let mismatch = result.mismatch { print("Warning: the two hierarchies differ: \(mismatch)") }
    }
}

/// The measured work, kept apart from the command's plumbing.
enum BenchmarkWork {
    /// One corpus file in memory.
    struct File {
        let name: String
        let path: String
        let data: Data
    }

    /// The Cocoa Touch files listed in the corpus manifest (platform `ios`).
    static func cocoaTouchFiles(in corpus: URL) throws -> [File] {
        let manifest = try String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var files: [File] = []
        for row in manifest.split(separator: "\n").dropFirst() {
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count > 5, columns[5] == "ios" else { continue }
            let url = corpus.appendingPathComponent(String(columns[0]))
            files.append(File(name: String(columns[0]), path: url.path, data: try Data(contentsOf: url)))
        }
        return files
    }

    /// One XMLParser pass with no delegate, the floor every row is measured against. (swift-corelibs-foundation then
    /// hands libxml2 no SAX callbacks; a pass with an empty `XMLParserDelegate` set measured within 2 % of it, in
    /// one run, 2026-11-29, so the row keeps its name "empty delegate" and its meaning of earlier issues.)
    static func xmlParserPass(_ data: Data) {
        let parser = XMLParser(data: data)
        _ = parser.parse()
    }

    /// Reads the full model (never inlined, so that a profiler can count one call: `--toggle-collect`).
    @inline(never)
    static func read(_ data: Data, name: String) throws {
        _ = try IBDocument.read(data: data, fileName: name)
    }

    /// Reads the model and compiles it (never inlined, as `read`).
    @inline(never)
    static func readAndCompile(_ data: Data, name: String) throws {
        let document = try IBDocument.read(data: data, fileName: name)
        try compile(document)
    }

    /// Compiles a document in memory to the bytes ibtool would write: a storyboard into its nibs'
    /// and Info.plist's bytes, a xib into one nib's (what `headless compile` writes, without the files).
    static func compile(_ document: IBDocument) throws {
        switch document.kind {
        case .storyboard:
            let compiled = try StoryboardCompiler.compile(document)
            var bytes = BinaryPropertyList.data(compiled.infoPlist).count
            for (_, archive) in compiled.nibs { bytes &+= archive.data().count }
            blackHole(bytes)
        case .xib:
            blackHole(try NibCompiler.compile(document).data().count)
        }
    }

    /// The fastest run of each body, in seconds, over `passes` rounds that run every body once in turn.
    static func bestInterleaved(of passes: Int, _ bodies: [() throws -> Void]) throws -> [Double] {
        var best = [Double](repeating: .infinity, count: bodies.count)
        for _ in 0..<max(1, passes) {
            for (index, body) in bodies.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                try body()
                best[index] = min(best[index], Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        }
        return best
    }

    /// This process's peak resident memory, in kilobytes.
    static func peakResidentKilobytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Int(usage.ru_maxrss)
    }

    /// Runs this executable on one file in a fresh process and returns its peak resident kilobytes.
    static func peakMemoryInChildProcess(for path: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        process.arguments = ["benchmark", "--peak-memory-of", path]
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("headless-peak-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let text = try String(contentsOf: output, encoding: .utf8)
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }
}

/// Keeps a result alive so that the optimizer cannot drop the work that made it.
@inline(never)
func blackHole(_ value: Int) {
    if value == Int.min { print("") }
}
