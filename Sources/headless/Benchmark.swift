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

    /// One XMLParser pass with an empty delegate: what libxml2 costs just to tokenize.
    static func xmlParserPass(_ data: Data) {
        let parser = XMLParser(data: data)
        _ = parser.parse()
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

// MARK: The scene row

/// The controller of the benchmark scene: ten outlets, an outlet collection and four actions.
class BenchmarkProfileController: UIViewController {
    @Outlet var titleLabel: UILabel!
    @Outlet var subtitleLabel: UILabel!
    @Outlet var avatarView: UIImageView!
    @Outlet var nameField: UITextField!
    @Outlet var emailField: UITextField!
    @Outlet var saveButton: UIButton!
    @Outlet var cancelButton: UIButton!
    @Outlet var helpButton: UIButton!
    @Outlet var detailsStack: UIStackView!
    @Outlet var footerLabel: UILabel!
    @OutletCollection var detailLabels: [UILabel]
    /// How many times an action ran.
    var actions = 0

    func save(_ sender: Any?) { actions += 1 }
    func cancel(_ sender: Any?) { actions += 1 }
    func help(_ sender: Any?) { actions += 1 }
    func more(_ sender: Any?) { actions += 1 }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding([
            "save:": .init(BenchmarkProfileController.save),
            "cancel:": .init(BenchmarkProfileController.cancel),
            "help:": .init(BenchmarkProfileController.help),
            "more:": .init(BenchmarkProfileController.more),
        ])
    }
}

/// The same controller with the scene's views built in code.
final class BenchmarkCodeProfileController: BenchmarkProfileController {
    /// The bundle the images come from (the scene's).
    var imageBundle: Bundle?

    /// Builds what the scene holds: the same classes, frames, texts, colours, fonts, images,
    /// constraints, outlets and targets.
    override func loadView() {
        let dark = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        let grey = UIColor(red: 0.4, green: 0.4, blue: 0.45, alpha: 1)
        let tint = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = UIColor(white: 1, alpha: 1)

        func label(_ text: String, _ frame: CGRect, _ font: UIFont, _ color: UIColor? = nil) -> UILabel {
            let label = UILabel(frame: frame)
            label.text = text
            label.font = font
            if let color { label.textColor = color }
            label.translatesAutoresizingMaskIntoConstraints = false
            return label
        }
        func button(_ title: String, _ frame: CGRect, _ action: Selector) -> UIButton {
            let button = UIButton(type: .system)
            button.frame = frame
            button.setTitle(title, for: .normal)
            button.setTitleColor(tint, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.translatesAutoresizingMaskIntoConstraints = false
            button.addTarget(self, action: action, for: .touchUpInside)
            return button
        }
        func imageView(_ name: String, _ frame: CGRect) -> UIImageView {
            let view = UIImageView(frame: frame)
            view.image = UIImage(named: name, in: imageBundle)
            view.contentMode = .scaleAspectFit
            view.clipsToBounds = true
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }
        func field(_ placeholder: String, _ text: String?, _ frame: CGRect) -> UITextField {
            let field = UITextField(frame: frame)
            field.borderStyle = .roundedRect
            field.placeholder = placeholder
            field.text = text
            field.font = .systemFont(ofSize: 14)
            field.translatesAutoresizingMaskIntoConstraints = false
            return field
        }

        let title = label("Ada Lovelace", CGRect(x: 0, y: 0, width: 350, height: 29), .boldSystemFont(ofSize: 24), dark)
        let subtitle = label("Analyst", CGRect(x: 0, y: 33, width: 350, height: 19), .systemFont(ofSize: 15), grey)
        let header = UIStackView(frame: CGRect(x: 20, y: 60, width: 350, height: 52))
        header.axis = .vertical
        header.spacing = 4
        header.translatesAutoresizingMaskIntoConstraints = false
        header.addArrangedSubview(title)
        header.addArrangedSubview(subtitle)
        root.addSubview(header)

        let avatar = imageView("avatar", CGRect(x: 20, y: 124, width: 80, height: 80))
        avatar.addConstraints([
            NSLayoutConstraint(item: avatar, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 80),
            NSLayoutConstraint(item: avatar, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 80),
        ])
        root.addSubview(avatar)
        let name = field("Name", "Ada", CGRect(x: 116, y: 124, width: 254, height: 34))
        root.addSubview(name)
        let email = field("Email", nil, CGRect(x: 116, y: 170, width: 254, height: 34))
        root.addSubview(email)

        let save = button("Save", CGRect(x: 0, y: 0, width: 110, height: 44), "save:")
        let cancel = button("Cancel", CGRect(x: 120, y: 0, width: 110, height: 44), "cancel:")
        let help = button("Help", CGRect(x: 240, y: 0, width: 110, height: 44), "help:")
        let buttons = UIStackView(frame: CGRect(x: 20, y: 220, width: 350, height: 44))
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 10
        buttons.translatesAutoresizingMaskIntoConstraints = false
        for view in [save, cancel, help] { buttons.addArrangedSubview(view) }
        root.addSubview(buttons)

        let details = UIStackView(frame: CGRect(x: 20, y: 280, width: 350, height: 182))
        details.axis = .vertical
        details.spacing = 2
        details.translatesAutoresizingMaskIntoConstraints = false
        var detailLabels: [UILabel] = []
        for i in 0..<8 {
            let line = label("Detail \(i + 1)", CGRect(x: 0, y: Double(i) * 23, width: 350, height: 21), .systemFont(ofSize: 13))
            details.addArrangedSubview(line)
            detailLabels.append(line)
        }
        root.addSubview(details)

        for i in 0..<4 {
            root.addSubview(imageView("star", CGRect(x: 20 + Double(i) * 90, y: 490, width: 80, height: 80)))
        }

        let footer = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 120))
        footer.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        footer.translatesAutoresizingMaskIntoConstraints = false
        let footerLabel = label("Last saved today", CGRect(x: 20, y: 20, width: 250, height: 21), .systemFont(ofSize: 12), grey)
        footer.addSubview(footerLabel)
        footer.addSubview(button("More", CGRect(x: 290, y: 15, width: 80, height: 30), "more:"))
        root.addSubview(footer)

        for i in 0..<3 {
            root.addSubview(label("Note \(i + 1)", CGRect(x: 20, y: 740 + Double(i) * 25, width: 350, height: 21), .systemFont(ofSize: 11)))
        }

        func pin(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ constant: CGFloat) -> NSLayoutConstraint {
            NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: root, attribute: attribute, multiplier: 1, constant: constant)
        }
        root.addConstraints([
            pin(header, .leading, 20), pin(header, .top, 60), pin(header, .trailing, -20),
            pin(avatar, .leading, 20),
            NSLayoutConstraint(item: avatar, attribute: .top, relatedBy: .equal, toItem: header, attribute: .bottom, multiplier: 1, constant: 12),
            NSLayoutConstraint(item: name, attribute: .leading, relatedBy: .equal, toItem: avatar, attribute: .trailing, multiplier: 1, constant: 16),
            pin(name, .trailing, -20),
            NSLayoutConstraint(item: email, attribute: .top, relatedBy: .equal, toItem: name, attribute: .bottom, multiplier: 1, constant: 12),
            pin(buttons, .leading, 20), pin(buttons, .trailing, -20),
            pin(details, .leading, 20), pin(details, .trailing, -20),
            pin(footer, .leading, 0), pin(footer, .trailing, 0),
        ])

        // What a nib holds for a view placed with constraints: ibtool's default mask (right and bottom margins).
        var pending = root.subviews
        while let next = pending.popLast() {
            if !next.translatesAutoresizingMaskIntoConstraints { next.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin] }
            if !(next is UIButton) { pending += next.subviews }
        }

        view = root
        titleLabel = title
        subtitleLabel = subtitle
        avatarView = avatar
        nameField = name
        emailField = email
        saveButton = save
        cancelButton = cancel
        helpButton = help
        detailsStack = details
        self.footerLabel = footerLabel
        self.detailLabels = detailLabels
    }
}

/// The scene row of `headless benchmark`.
@MainActor
enum SceneBenchmark {
    /// What one measurement found.
    struct Result {
        /// Scenes made per pass.
        let iterations: Int
        /// The best pass, instantiating from the storyboard, in seconds.
        let nibSeconds: Double
        /// The best pass, building in code, in seconds.
        let codeSeconds: Double
        /// Views in the scene, constraints, outlets (collection entries included) and actions.
        let viewCount: Int
        let constraintCount: Int
        let outletCount: Int
        let actionCount: Int
        /// How the two hierarchies differ, if they do (they should not).
        let mismatch: String?
    }

    /// Writes the storyboard (and its images) to a temporary folder, reads it once, then times `iterations`
    /// scenes per pass both ways.
    static func run(iterations: Int, passes: Int) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headless-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(storyboard.utf8).write(to: folder.appendingPathComponent("Profile.storyboard"))
        try png(width: 160, height: 160).write(to: folder.appendingPathComponent("avatar.png"))
        try png(width: 48, height: 48).write(to: folder.appendingPathComponent("star.png"))
        guard let bundle = Bundle(path: folder.path) else { throw CocoaError(.fileNoSuchFile) }
        UIApplication.shared.resetForTesting()
        NibLoading.resetStatistics()

        // Read (and compile) once: the first instantiation compiles the source and decodes the scene nibs.
        let storyboard = try UIStoryboard.load(name: "Profile", bundle: bundle)
        func fromNib() -> BenchmarkProfileController {
            let controller = storyboard.instantiateViewController(withIdentifier: "Profile") as! BenchmarkProfileController
            controller.loadViewIfNeeded()
            return controller
        }
        func inCode() -> BenchmarkProfileController {
            let controller = BenchmarkCodeProfileController(nibName: nil, bundle: nil)
            controller.imageBundle = bundle
            controller.loadViewIfNeeded()
            return controller
        }
        let sampleNib = fromNib()
        let sampleCode = inCode()
        let mismatch = compare(sampleNib, sampleCode)
        NibLoading.resetStatistics()
        _ = fromNib()
        let statistics = NibLoading.statistics

        var sink = 0
        let nibSeconds = BenchmarkWork.best(of: passes) {
            for _ in 0..<iterations { sink &+= fromNib().detailLabels.count }
        }
        let codeSeconds = BenchmarkWork.best(of: passes) {
            for _ in 0..<iterations { sink &+= inCode().detailLabels.count }
        }
        precondition(sink > 0)
        return Result(iterations: iterations, nibSeconds: nibSeconds, codeSeconds: codeSeconds,
                      viewCount: count(sampleNib.view), constraintCount: constraints(sampleNib.view),
                      outletCount: statistics.outletsConnected, actionCount: statistics.actionsConnected, mismatch: mismatch)
    }

    private static func count(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
    private static func constraints(_ view: UIView) -> Int { view.constraints.count + view.subviews.reduce(0) { $0 + constraints($1) } }

    /// How the two controllers' views differ (descriptions, fonts, images, outlets, constraints), or nil.
    static func compare(_ nib: BenchmarkProfileController, _ code: BenchmarkProfileController) -> String? {
        let a = nib.view.recursiveDescription().replacingOccurrences(of: "headless.BenchmarkProfileController", with: "the controller")
        let b = code.view.recursiveDescription().replacingOccurrences(of: "headless.BenchmarkCodeProfileController", with: "the controller")
        if a != b {
            let first = zip(a.split(separator: "\n"), b.split(separator: "\n")).first { $0 != $1 }
            return "descriptions: \(first.map { "\($0.0)\n  vs \($0.1)" } ?? "line counts")"
        }
        func fonts(_ c: BenchmarkProfileController) -> [String] {
            [c.titleLabel.font, c.subtitleLabel.font, c.nameField.font, c.saveButton.titleLabel?.font, c.footerLabel.font].map { "\($0.map { "\($0)" } ?? "nil")" }
        }
        if fonts(nib) != fonts(code) { return "fonts: \(fonts(nib)) vs \(fonts(code))" }
        func colors(_ c: BenchmarkProfileController) -> [String] {
            [c.titleLabel.textColor, c.subtitleLabel.textColor, c.saveButton.titleColor(for: .normal)].map { "\($0.map { "\($0)" } ?? "nil")" }
        }
        if colors(nib) != colors(code) { return "colours: \(colors(nib)) vs \(colors(code))" }
        if nib.avatarView.image?.size != code.avatarView.image?.size { return "images" }
        if constraints(nib.view) != constraints(code.view) { return "constraints: \(constraints(nib.view)) vs \(constraints(code.view))" }
        if nib.detailLabels.count != code.detailLabels.count { return "outlet collection" }
        nib.saveButton.sendActions(for: .touchUpInside)
        code.saveButton.sendActions(for: .touchUpInside)
        if nib.actions != 1 || code.actions != 1 { return "actions" }
        return nil
    }

    /// The header of a PNG of that size (HeadlessUIKit reads sizes, not pixels).
    static func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    /// The scene, as Xcode writes it: a header stack, an avatar, two fields, a row of buttons in a stack,
    /// eight detail labels in a stack, four images, a footer with a label and a button, three notes.
    static let storyboard: String = {
        func label(_ id: String, _ text: String, _ frame: String, _ font: String, color: String? = nil) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" \(frame)/>
                <fontDescription key="fontDescription" \(font)/>
                \(color.map { "<color key=\"textColor\" \($0) colorSpace=\"custom\" customColorSpace=\"sRGB\"/>" } ?? "<nil key=\"textColor\"/>")
                <nil key="highlightedColor"/>
            </label>
            """
        }
        func button(_ id: String, _ title: String, _ frame: String, _ action: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" \(frame)/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <state key="normal" title="\(title)">
                    <color key="titleColor" red="0.0" green="0.48" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </state>
                <connections>
                    <action selector="\(action)" destination="vc" eventType="touchUpInside" id="\(id)-action"/>
                </connections>
            </button>
            """
        }
        func image(_ id: String, _ name: String, _ frame: String, constraints: String = "") -> String {
            """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="\(name)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" \(frame)/>
                \(constraints)
            </imageView>
            """
        }
        func field(_ id: String, _ placeholder: String, _ text: String?, _ frame: String) -> String {
            """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="\(placeholder)"\(text.map { " text=\"\($0)\"" } ?? "") textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" \(frame)/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        }
        func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String { "x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\"" }
        func pin(_ id: String, _ item: String, _ attribute: String, _ constant: Double) -> String {
            "<constraint firstItem=\"\(item)\" firstAttribute=\"\(attribute)\" secondItem=\"root\" secondAttribute=\"\(attribute)\" constant=\"\(constant)\" id=\"\(id)\"/>"
        }
        let dark = "red=\"0.1\" green=\"0.1\" blue=\"0.1\" alpha=\"1\""
        let grey = "red=\"0.4\" green=\"0.4\" blue=\"0.45\" alpha=\"1\""
        let details = (0..<8).map { label("detail-\($0)", "Detail \($0 + 1)", frame(0, Double($0) * 23, 350, 21), "type=\"system\" pointSize=\"13\"") }
        let stars = (0..<4).map { image("star-\($0)", "star", frame(20 + Double($0) * 90, 490, 80, 80)) }
        let notes = (0..<3).map { label("note-\($0)", "Note \($0 + 1)", frame(20, 740 + Double($0) * 25, 350, 21), "type=\"system\" pointSize=\"11\"") }
        let scene = """
            <viewController storyboardIdentifier="Profile" id="vc" customClass="BenchmarkProfileController" customModule="headless" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" \(frame(0, 0, 390, 844))/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                            <rect key="frame" \(frame(20, 60, 350, 52))/>
                            <subviews>
                                \(label("title", "Ada Lovelace", frame(0, 0, 350, 29), "type=\"boldSystem\" pointSize=\"24\"", color: dark))
                                \(label("subtitle", "Analyst", frame(0, 33, 350, 19), "type=\"system\" pointSize=\"15\"", color: grey))
                            </subviews>
                        </stackView>
                        \(image("avatar", "avatar", frame(20, 124, 80, 80), constraints: """
                            <constraints>
                                <constraint firstAttribute="width" constant="80" id="avatar-w"/>
                                <constraint firstAttribute="height" constant="80" id="avatar-h"/>
                            </constraints>
                            """))
                        \(field("name", "Name", "Ada", frame(116, 124, 254, 34)))
                        \(field("email", "Email", nil, frame(116, 170, 254, 34)))
                        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="buttons">
                            <rect key="frame" \(frame(20, 220, 350, 44))/>
                            <subviews>
                                \(button("save", "Save", frame(0, 0, 110, 44), "save:"))
                                \(button("cancel", "Cancel", frame(120, 0, 110, 44), "cancel:"))
                                \(button("help", "Help", frame(240, 0, 110, 44), "help:"))
                            </subviews>
                        </stackView>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="details">
                            <rect key="frame" \(frame(20, 280, 350, 182))/>
                            <subviews>
                                \(details.joined(separator: "\n"))
                            </subviews>
                        </stackView>
                        \(stars.joined(separator: "\n"))
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                            <rect key="frame" \(frame(0, 600, 390, 120))/>
                            <subviews>
                                \(label("footer-label", "Last saved today", frame(20, 20, 250, 21), "type=\"system\" pointSize=\"12\"", color: grey))
                                \(button("more", "More", frame(290, 15, 80, 30), "more:"))
                            </subviews>
                            <color key="backgroundColor" red="0.95" green="0.95" blue="0.97" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                        \(notes.joined(separator: "\n"))
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        \(pin("c1", "header", "leading", 20))
                        \(pin("c2", "header", "top", 60))
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="header" secondAttribute="trailing" constant="20" id="c3"/>
                        \(pin("c4", "avatar", "leading", 20))
                        <constraint firstItem="avatar" firstAttribute="top" secondItem="header" secondAttribute="bottom" constant="12" id="c5"/>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="avatar" secondAttribute="trailing" constant="16" id="c6"/>
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="name" secondAttribute="trailing" constant="20" id="c7"/>
                        <constraint firstItem="email" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="12" id="c8"/>
                        \(pin("c9", "buttons", "leading", 20))
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="buttons" secondAttribute="trailing" constant="20" id="c10"/>
                        \(pin("c11", "details", "leading", 20))
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="details" secondAttribute="trailing" constant="20" id="c12"/>
                        \(pin("c13", "footer", "leading", 0))
                        \(pin("c14", "footer", "trailing", 0))
                    </constraints>
                </view>
                <connections>
                    <outlet property="titleLabel" destination="title" id="o1"/>
                    <outlet property="subtitleLabel" destination="subtitle" id="o2"/>
                    <outlet property="avatarView" destination="avatar" id="o3"/>
                    <outlet property="nameField" destination="name" id="o4"/>
                    <outlet property="emailField" destination="email" id="o5"/>
                    <outlet property="saveButton" destination="save" id="o6"/>
                    <outlet property="cancelButton" destination="cancel" id="o7"/>
                    <outlet property="helpButton" destination="help" id="o8"/>
                    <outlet property="detailsStack" destination="details" id="o9"/>
                    <outlet property="footerLabel" destination="footer-label" id="o10"/>
                    \((0..<8).map { "<outletCollection property=\"detailLabels\" destination=\"detail-\($0)\" collectionClass=\"NSMutableArray\" id=\"oc\($0)\"/>" }.joined(separator: "\n"))
                </connections>
            </viewController>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="profile-scene">
                        <objects>
            \(scene)
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }()
}
