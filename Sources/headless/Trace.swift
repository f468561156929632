import ArgumentParser
import Foundation
import HeadlessUIKit
import InterfaceBuilder
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `headless trace FILE`: loads a storyboard, xib or nib headless, shows its controller in a window, and
/// prints the life-cycle timeline and what the nibs made.
struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Load a storyboard, xib or nib headless, put it in a window, and print its life-cycle timeline and what it made.",
        discussion: """
            A storyboard (.storyboard or .storyboardc) shows its initial controller, the scene --scene names \
            (a storyboard identifier or nib name; for a .storyboard source also a controller's object id), or \
            with --all every scene's controller, one after another, each from a fresh state. The controller \
            becomes the root of a screen-sized window, which is made key and visible, and the scheduler runs \
            until idle.

            A xib or nib whose File's Owner's `view` outlet is connected is a controller's view: a \
            UIViewController stands in for File's Owner's class (the tool has none of an app's classes), its \
            loadView instantiates the nib with itself as owner, as UIKit's default loadView does, and it \
            becomes a window's root. Any other xib or nib is instantiated with no owner (connections to File's \
            Owner are skipped, as in UIKit) and its first top-level view is added to a window's root \
            controller's view.

            The timeline starts before instantiation, so init(coder:) and awakeFromNib show; --views adds \
            view callbacks. Warnings appear in the timeline, where they happen, and in the summary, not on \
            standard error. A bad connection does not stop the trace: nibs load with \
            NibLoading.problemPolicy = .logAndContinue.

            Storyboard references, nib names and images resolve as in Xcode's flat app bundle: against every \
            .storyboard, .xib, asset catalog and image file under the project folder (--root; by default the \
            nearest folder above the file that holds an .xcodeproj, else the file's own folder).

            A scene that fails (a reference to a storyboard or identifier the project does not have, a missing \
            nib, an exception UIKit would raise) is reported as that scene's error with UIKit's message, and the \
            next scene follows: the scenes run in a child process of this one, and a scene that stops it is \
            reported and the rest run in a new child (--in-process runs them here: faster, but the first \
            exception then ends the trace).

            Exit status (after every scene ran): 0 when everything loaded; 1 on any error (written to standard error): an unreadable \
            file, an unknown --scene, a storyboard with no initial controller and no --scene, an exception \
            UIKit would raise, or any problem in NibLoading.statistics.problems. Problems on objects whose \
            class was not found and fell back to a UIKit class (rule 27, statistics.problemsOnFallbackObjects) \
            are warnings, not errors: they follow from the missing class, not from the file. For the same \
            reason, an outlet or action that File's Owner's stand-in lacks is a warning when the file names a \
            class other than UIViewController for File's Owner.
            """
    )

    /// The file to trace.
    @Argument(help: "A .storyboard, a .storyboardc folder, a .xib, or a .nib (file or folder).")
    var file: String

    /// The storyboard scene to trace instead of the initial one.
    @Option(name: .long, help: ArgumentHelp("The storyboard scene to trace: a storyboard identifier or nib name.", valueName: "ID"))
    var scene: String?

    /// Every scene of the storyboard, one after another.
    @Flag(name: .long, help: "Trace every scene's controller of the storyboard, one after another, each from a fresh state.")
    var all = false

    /// View callbacks in the timeline too.
    @Flag(name: .long, help: "Include view callbacks (awakeFromNib, willMove(toWindow:), layoutSubviews…) in the timeline.")
    var views = false

    /// The project folder references resolve in.
    @Option(name: .long, help: ArgumentHelp("The project folder whose storyboards, xibs and images references resolve to (default: the nearest folder above the file holding an .xcodeproj, else the file's folder).", valueName: "DIR"))
    var root: String?

    /// No child process: faster, but an exception UIKit would raise ends the trace.
    @Flag(name: .long, help: "Trace in this process, not in a child process: faster, but a UIKit exception then ends the trace.")
    var inProcess = false

    /// A child process's bundle folder (made by its parent).
    @Option(name: .long, help: .hidden)
    var childBundle: String?

    /// A child process's progress file.
    @Option(name: .long, help: .hidden)
    var childReport: String?

    /// The first scene (index among the chosen ones) a child process traces.
    @Option(name: .long, help: .hidden)
    var childFrom: Int = 0

    /// Colour on or off; unset means: colour when standard output is a terminal and NO_COLOR is not set.
    @Flag(inversion: .prefixedNo, help: "Colour the output (default: only on a terminal, and not when NO_COLOR is set).")
    var color: Bool? = nil

    func run() throws {
        let colored = Terminal.wantsColor(flag: color)
        let terminal = Terminal(colored: colored)
        let fileURL = URL(fileURLWithPath: file)
        let rootURL = root.map { URL(fileURLWithPath: $0) } ?? IBProject.root(for: fileURL)
        if let root, !FileManager.default.fileExists(atPath: URL(fileURLWithPath: root).path) {
            throw ValidationError("--root \(root): no such folder")
        }
        if childBundle == nil && !inProcess && FileManager.default.fileExists(atPath: fileURL.path) {
            // The parent: the scenes run in children, a scene that stops one is reported and the next child goes on.
            var options = ["--" + (colored ? "color" : "no-color")]
            if let scene { options += ["--scene", scene] }
            if all { options.append("--all") }
            if views { options.append("--views") }
            let supervisor = TraceSupervisor(terminal: terminal, file: file, options: options)
            if !supervisor.run(project: IBProject(root: rootURL)) { throw ExitCode(1) }
            return
        }
        let child = childReport.map { TraceChild(report: URL(fileURLWithPath: $0), from: childFrom) }
        let succeeded = MainActor.assumeIsolated {
            var session = TraceSession(terminal: terminal, includingViews: views)
            session.child = child
            session.bundleFolder = childBundle.map { URL(fileURLWithPath: $0) }
            session.projectRoot = rootURL
            return session.run(file: file, scene: scene, all: all)
        }
        if !succeeded { throw ExitCode(1) }
    }
}

/// One run of `headless trace`: loads, shows, prints; answers whether everything loaded.
@MainActor
struct TraceSession {
    let terminal: Terminal
    let includingViews: Bool
    /// Set in a child process of `trace`: where progress goes and which scene to start from.
    var child: TraceChild?
    /// The flat bundle folder to use (a child's, made by its parent); nil: make one from `projectRoot`.
    var bundleFolder: URL?
    /// The project folder whose IB files the bundle links.
    var projectRoot: URL?

    init(terminal: Terminal, includingViews: Bool) {
        self.terminal = terminal
        self.includingViews = includingViews
    }

    /// Writes an error line to standard error.
    func error(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }

    /// Traces `file`; false when anything failed.
    func run(file: String, scene: String?, all: Bool) -> Bool {
        let url = URL(fileURLWithPath: file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            error("\(file): no such file or folder")
            return false
        }
        if scene != nil && all {
            error("--scene and --all cannot be used together")
            return false
        }
        // Warnings reach the recorder (so the timeline) anyway; the logger would repeat them raw on stderr.
        return ToolLoading.run { traceFile(url, file: file, scene: scene, all: all) }
    }

    /// Traces a file that exists, with the tools' loading settings in place.
    private func traceFile(_ url: URL, file: String, scene: String?, all: Bool) -> Bool {
        // Xcode's flat bundle: references and nib names resolve to files anywhere in the project.
        let bundle: TraceBundle
        if let bundleFolder {
            bundle = TraceBundle(existing: bundleFolder, tracing: url)
        } else {
            do {
                bundle = try TraceBundle(project: IBProject(root: projectRoot ?? IBProject.root(for: url)), tracing: url)
            } catch {
                self.error("\(file): could not make the bundle folder: \(error)")
                return false
            }
        }
        defer { if bundleFolder == nil { bundle.remove() } }
        switch url.pathExtension.lowercased() {
        case "storyboard", "storyboardc":
            return traceStoryboard(bundle.tracedFile, file: file, scene: scene, all: all)
        case "xib", "nib":
            if scene != nil || all {
                error("\(file): --scene and --all apply to storyboards; a \(url.pathExtension) has no scenes")
                return false
            }
            return traceNib(bundle.tracedFile, file: file)
        default:
            error("\(file): not a .storyboard, .storyboardc, .xib or .nib")
            return false
        }
    }

    // MARK: Storyboards

    private func traceStoryboard(_ url: URL, file: String, scene: String?, all: Bool) -> Bool {
        let storyboard: UIStoryboard
        let outline: StoryboardOutline
        do {
            outline = try StoryboardOutline(url)
            storyboard = try UIStoryboard.load(contentsOf: url)
        } catch {
            self.error("\(file): \(error)")
            return false
        }
        let identifiers = storyboard.identifiers
        let chosen: [String]
        if all {
            chosen = identifiers
        } else if let scene {
            guard let identifier = outline.identifier(for: scene, among: identifiers) else {
                error("\(file): no scene \"\(scene)\"; the storyboard's scenes are: \(outline.listing(identifiers).joined(separator: ", "))")
                return false
            }
            chosen = [identifier]
        } else {
            guard let entry = outline.entryPoint else {
                error("\(file): the storyboard has no initial view controller; name a scene with --scene ID (or use --all). Its scenes:")
                for line in outline.listing(identifiers) { FileHandle.standardError.write(Data("  \(line)\n".utf8)) }
                return false
            }
            chosen = [entry]
        }
        child?.count(chosen.count)
        if (child?.from ?? 0) == 0 { terminal.line(terminal.title(file)) }
        var total = TraceOutcome()
        for (index, identifier) in chosen.enumerated() where index >= (child?.from ?? 0) {
            child?.begin(index, identifier)
            let outcome = traceScene(identifier, of: storyboard, outline: outline)
            fflush(nil)
            child?.end(index, outcome)
            total.add(outcome)
        }
        if chosen.count > 1 && child == nil {
            terminal.line()
            terminal.line(terminal.heading("all \(chosen.count) scenes"))
            printSummary(total)
        }
        return total.succeeded
    }

    private func traceScene(_ identifier: String, of storyboard: UIStoryboard, outline: StoryboardOutline) -> TraceOutcome {
        // Each scene from a fresh state: no windows, a rewound clock, zeroed counters.
        UIApplication.shared.resetForTesting()
        NibLoading.resetStatistics()
        let recorder = LifecycleRecorder(includingViews: includingViews)
        var outcome = TraceOutcome()
        terminal.line()
        var heading = "scene \"\(identifier)\""
        if let className = outline.classByIdentifier[identifier] { heading += " (\(className))" }
        if identifier == outline.entryPoint { heading += ", initial" }
        terminal.line(terminal.heading(heading))
        // A child process may stop in this scene: what it printed so far must be out.
        fflush(nil)
        do {
            let controller = try storyboard.instantiateViewControllerOrThrow(withIdentifier: identifier)
            // UIKit raises while loading the view (a missing storyboard behind an embed segue…): the scene's error.
            try controller.loadViewIfNeededOrThrow()
            show(controller)
        } catch {
            outcome.errors.append("scene \"\(identifier)\": \(error)")
        }
        recorder.stop()
        printTimeline(recorder)
        outcome.take(NibLoading.statistics, standIn: nil)
        printSummary(outcome)
        return outcome
    }

    /// Makes `controller` the root of a screen-sized window, shows it, and lets the scheduler finish.
    private func show(_ controller: UIViewController) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
    }

    // MARK: Nibs

    private func traceNib(_ url: URL, file: String) -> Bool {
        let outline: NibOutline
        do {
            outline = try NibOutline(url)
        } catch {
            self.error("\(file): \(error)")
            return false
        }
        UIApplication.shared.resetForTesting()
        NibLoading.resetStatistics()
        let nib = UINib.load(contentsOf: url)
        child?.count(1)
        child?.begin(0, url.lastPathComponent)
        terminal.line(terminal.title(file))
        terminal.line()
        let recorder = LifecycleRecorder(includingViews: includingViews)
        var outcome = TraceOutcome()
        var standIn: String?
        if outline.ownerConnectsView {
            // A controller's view: UIKit's default loadView instantiates the nib with the controller as owner.
            let owner = NibOwnerStandIn(nib: nib)
            let ownerClass = outline.ownerClass
            recorder.name(owner, ownerClass.flatMap { $0.split(separator: ".").last.map(String.init) } ?? "FilesOwner")
            if ownerClass != "UIViewController" {
                standIn = ownerClass.map { "\($0) (File's Owner, stood in for by a UIViewController)" }
                    ?? "File's Owner (stood in for by a UIViewController)"
            }
            let described = ownerClass.map { "File's Owner \($0)" } ?? "File's Owner (a compiled nib does not name its class)"
            terminal.line(terminal.heading("\(described) connects `view`: a UIViewController as owner, shown in a window"))
            show(owner)
            if let loadError = owner.loadError { outcome.errors.append("\(loadError)") }
        } else {
            let owner = outline.ownerClass.map { "File's Owner \($0) connects no `view`" } ?? "no File's Owner `view`"
            terminal.line(terminal.heading("\(owner): instantiated with owner nil, the first top-level view shown in a window"))
            do {
                let objects = try nib.instantiateOrThrow(withOwner: nil)
                if let view = objects.lazy.compactMap({ $0 as? UIView }).first {
                    let root = UIViewController()
                    recorder.name(root, "Root")
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = root
                    root.view.addSubview(view)
                    window.makeKeyAndVisible()
                    UIApplication.shared.runUntilIdle()
                } else {
                    terminal.line("  (no top-level view: \(objects.count) top-level objects made, nothing shown)")
                }
            } catch {
                outcome.errors.append("\(error)")
            }
        }
        recorder.stop()
        printTimeline(recorder)
        outcome.take(NibLoading.statistics, standIn: standIn.map { (String(reflecting: NibOwnerStandIn.self), $0) })
        printSummary(outcome)
        child?.end(0, outcome)
        return outcome.succeeded
    }

    // MARK: Output

    private func printTimeline(_ recorder: LifecycleRecorder) {
        let timeline = recorder.timeline(colored: terminal.colored)
        terminal.line(timeline.isEmpty ? "  (no callbacks)" : terminal.indented(timeline, by: 2))
    }

    /// The counts, the fallbacks and the warnings on standard output; each error on standard error.
    func printSummary(_ outcome: TraceOutcome) {
        let s = outcome.statistics
        func row(_ label: String, _ value: String) { terminal.line("  " + terminal.pad(label, to: 20) + value) }
        terminal.line(terminal.bold("summary"))
        row("controllers made", "\(s.controllersCreated)")
        row("views loaded", "\(s.viewsLoaded)")
        row("outlets connected", "\(s.outletsConnected)")
        row("actions connected", "\(s.actionsConnected)")
        row("objects made", "\(s.objectsCreated)")
        let unknown = unique(s.unknownClasses)
        row("unknown classes", unknown.isEmpty ? "0" : terminal.style("\(unknown.count) fell back (rule 27): ", "33") + unknown.joined(separator: ", "))
        let errorCount = outcome.problems.count + outcome.errors.count
        row("problems", errorCount == 0 ? terminal.style("0", "32") : terminal.style("\(errorCount) (errors, on standard error)", "1;31"))
        row("warnings", outcome.warnings.isEmpty ? "0" : terminal.style("\(outcome.warnings.count) (following from classes this tool does not have)", "33"))
        for message in outcome.warnings { terminal.line("    " + terminal.style("warning: ", "33") + message) }
        for message in outcome.errors + outcome.problems { error(message) }
    }

    private func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

/// What one traced scene or nib made and what went wrong.
struct TraceOutcome: Codable {
    /// The nib loader's counters (summed over scenes for `--all`).
    struct Counts: Codable {
        var objectsCreated = 0
        var controllersCreated = 0
        var viewsLoaded = 0
        var outletsConnected = 0
        var actionsConnected = 0
        var unknownClasses: [String] = []
    }

    /// What the nibs made.
    var statistics = Counts()
    /// Thrown exceptions and other failures.
    var errors: [String] = []
    /// Problems not explained by a missing class: errors.
    var problems: [String] = []
    /// Problems on fallback objects (or on File's Owner's stand-in): warnings.
    var warnings: [String] = []

    /// Whether everything loaded.
    var succeeded: Bool { errors.isEmpty && problems.isEmpty }

    /// Takes the counters and sorts the problems: those on File's Owner's stand-in (`standIn`'s type,
    /// named as its label) become warnings, as do the runtime's problems on fallback objects.
    @MainActor
    mutating func take(_ statistics: NibLoading.Statistics, standIn: (typeName: String, label: String)?) {
        self.statistics = Counts(
            objectsCreated: statistics.objectsCreated, controllersCreated: statistics.controllersCreated,
            viewsLoaded: statistics.viewsLoaded, outletsConnected: statistics.outletsConnected,
            actionsConnected: statistics.actionsConnected, unknownClasses: statistics.unknownClasses)
        warnings = statistics.problemsOnFallbackObjects
        for problem in statistics.problems {
            if let standIn, problem.contains(standIn.typeName) {
                warnings.append(problem.replacingOccurrences(of: standIn.typeName, with: standIn.label))
            } else {
                problems.append(problem)
            }
        }
    }

    /// Adds another scene's outcome (for `--all`'s total).
    mutating func add(_ other: TraceOutcome) {
        statistics.objectsCreated += other.statistics.objectsCreated
        statistics.controllersCreated += other.statistics.controllersCreated
        statistics.viewsLoaded += other.statistics.viewsLoaded
        statistics.outletsConnected += other.statistics.outletsConnected
        statistics.actionsConnected += other.statistics.actionsConnected
        statistics.unknownClasses += other.statistics.unknownClasses
        errors += other.errors
        problems += other.problems
        warnings += other.warnings
    }
}

/// What `trace` needs to know of a storyboard before loading it: the entry point, and for a source the
/// class of each scene and its controller's object id.
struct StoryboardOutline {
    /// The identifier (nib name) of the initial controller's scene, if any.
    let entryPoint: String?
    /// Each scene's controller class, by identifier (sources only).
    let classByIdentifier: [String: String]
    /// Controller object id → identifier (sources only).
    let identifierByObjectID: [String: String]

    /// Reads the outline of a `.storyboard` source or a `.storyboardc` folder's Info.plist.
    init(_ url: URL) throws {
        if url.pathExtension.lowercased() == "storyboardc" {
            let data = try Data(contentsOf: url.appendingPathComponent("Info.plist"))
            let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            entryPoint = plist?["UIStoryboardDesignatedEntryPointIdentifier"] as? String
            classByIdentifier = [:]
            identifierByObjectID = [:]
            return
        }
        let document = try IBDocument.read(contentsOf: url)
        entryPoint = document.initialViewController.map { StoryboardCompiler.identifierOf($0, in: document) }
        var classes: [String: String] = [:]
        var ids: [String: String] = [:]
        for controller in document.controllers {
            let identifier = StoryboardCompiler.identifierOf(controller, in: document)
            classes[identifier] = DocumentSummary.className(of: controller)
            ids[controller.id] = identifier
        }
        classByIdentifier = classes
        identifierByObjectID = ids
    }

    /// The identifier `name` means: an identifier itself, else (sources) a controller's object id.
    func identifier(for name: String, among identifiers: [String]) -> String? {
        if identifiers.contains(name) { return name }
        return identifierByObjectID[name].flatMap { identifiers.contains($0) ? $0 : nil }
    }

    /// One entry per identifier: `Preferences (UITableViewController)`.
    func listing(_ identifiers: [String]) -> [String] {
        identifiers.map { identifier in classByIdentifier[identifier].map { "\(identifier) (\($0))" } ?? identifier }
    }
}

/// What `trace` needs to know of a xib or nib before loading it: File's Owner's class and whether its
/// `view` outlet is connected.
struct NibOutline {
    /// File's Owner's class as the xib names it (nil for a compiled nib, which does not say).
    let ownerClass: String?
    /// Whether the nib connects File's Owner's `view` outlet.
    let ownerConnectsView: Bool

    /// Reads a `.xib` source, or a compiled `.nib` (file or folder).
    init(_ url: URL) throws {
        if url.pathExtension.lowercased() == "xib" {
            let document = try IBDocument.read(contentsOf: url)
            guard document.kind == .xib else { throw NibCompileError("a storyboard, not a xib: trace the .storyboard") }
            let owner = document.filesOwner
            ownerClass = owner.map { object in object.customClass.map { name in object.customModule.map { "\($0).\(name)" } ?? name } ?? "NSObject" }
            ownerConnectsView = owner.map { owner in
                document.connections.contains { $0.kind == .outlet && $0.source == owner.index && $0.property == "view" }
            } ?? false
            return
        }
        let graph = try NibObjectGraph(data: try NibArchive.compiledNibData(at: url))
        ownerClass = nil
        let owner = graph.objects.first {
            $0.className == "UIProxyObject" && graph.string(graph.object("UIProxiedObjectIdentifier", of: $0)) == "IBFilesOwner"
        }
        guard let owner, let root = graph.root, let connections = graph.elements(graph.object("UINibConnectionsKey", of: root)) else {
            ownerConnectsView = false
            return
        }
        ownerConnectsView = connections.contains { connection in
            connection.className == "UIRuntimeOutletConnection" && connection["UISource"]?.objectIndex == owner.index
                && graph.string(graph.object("UILabel", of: connection)) == "view"
        }
    }
}

/// File's Owner of a traced nib that is a controller's view: a UIViewController whose `loadView`
/// instantiates the nib with itself as owner, as UIKit's default `loadView` does with a found nib.
@MainActor
final class NibOwnerStandIn: UIViewController {
    private let nib: UINib
    /// What instantiating the nib threw, if anything.
    private(set) var loadError: UIKitException?

    /// A stand-in that loads its view from `nib`.
    init(nib: UINib) {
        self.nib = nib
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from nibs.
    required init?(coder: NSCoder) { nil }

    /// Instantiates the nib with this controller as owner; its `view` outlet sets the view.
    override func loadView() {
        do {
            _ = try nib.instantiateOrThrow(withOwner: self)
            if viewIfLoaded != nil { NibLoading.statistics.viewsLoaded += 1 }
        } catch {
            loadError = error
        }
        if viewIfLoaded == nil { view = UIView(frame: UIScreen.main.bounds) }
    }
}
