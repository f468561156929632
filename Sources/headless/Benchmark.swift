import ArgumentParser
import Foundation
import InterfaceBuilder
#if canImport(FoundationXML)
import FoundationXML
#endif
#if canImport(Glibc)
import Glibc
#endif

/// `headless benchmark`: reads (and compiles) every Cocoa Touch file of a corpus and compares the
/// speed with a pass of Foundation's `XMLParser`, with an empty delegate, over the same bytes.
struct Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure reading and compiling IB files against Foundation's XMLParser (build with -c release).",
        discussion: """
            Reports MB/s for an XMLParser pass with an empty delegate, for reading the full model, and \
            for reading and compiling, each as a ratio to XMLParser; and the peak memory of a process \
            that reads and compiles only the largest file. Run: swift run -c release headless benchmark
            """
    )

    /// The corpus folder (with MANIFEST.tsv); by default ../shared/corpus beside the package.
    @Option(help: "The corpus folder holding MANIFEST.tsv.")
    var corpus: String = Benchmark.defaultCorpus

    /// How many passes over the corpus each measurement takes; the best pass counts.
    @Option(help: "Passes per measurement (the fastest counts).")
    var passes: Int = 5

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

        let parser = BenchmarkWork.best(of: passes) { for file in files { BenchmarkWork.xmlParserPass(file.data) } }
        let reading = try BenchmarkWork.bestThrowing(of: passes) { for file in files { try BenchmarkWork.read(file.data, name: file.name) } }
        let compiling = try BenchmarkWork.bestThrowing(of: passes) { for file in files { try BenchmarkWork.readAndCompile(file.data, name: file.name) } }

        func line(_ label: String, _ seconds: Double) {
            let rate = megabytes / seconds
            let ratio = parser / seconds
            print("\(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", rate)) MB/s   \(String(format: "%5.2f", ratio))× XMLParser")
        }
        line("XMLParser, empty delegate", parser)
        line("InterfaceBuilder: read the model", reading)
        line("InterfaceBuilder: read and compile", compiling)

        if let largest = files.max(by: { $0.data.count < $1.data.count }) {
            let peak = try BenchmarkWork.peakMemoryInChildProcess(for: largest.path)
            print("Peak memory reading and compiling the largest file (\(largest.name), \(largest.data.count / 1000) kB): \(peak / 1024) MB resident")
        }
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

    /// One XMLParser pass with an empty delegate: what libxml2 costs just to tokenize.
    static func xmlParserPass(_ data: Data) {
        let parser = XMLParser(data: data)
        parser.parse()
    }

    /// Reads the full model.
    static func read(_ data: Data, name: String) throws {
        _ = try IBDocument.read(data: data, fileName: name)
    }

    /// Reads the model and compiles it.
    static func readAndCompile(_ data: Data, name: String) throws {
        let document = try IBDocument.read(data: data, fileName: name)
        try compile(document)
    }

    /// Compiles a document in memory: a storyboard into its nibs and Info.plist, a xib into one nib.
    static func compile(_ document: IBDocument) throws {
        switch document.kind {
        case .storyboard: _ = try StoryboardCompiler.compile(document)
        case .xib: _ = try NibCompiler.compile(document)
        }
    }

    /// The fastest of `passes` runs of `body`, in seconds.
    static func best(of passes: Int, _ body: () -> Void) -> Double {
        (0..<max(1, passes)).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }.min() ?? 0
    }

    /// The fastest of `passes` runs of a throwing `body`, in seconds.
    static func bestThrowing(of passes: Int, _ body: () throws -> Void) throws -> Double {
        var times: [Double] = []
        for _ in 0..<max(1, passes) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.min() ?? 0
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
        FileManager.default.createFile(atPath: output.path, contents: nil)
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
