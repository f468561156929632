import ArgumentParser
import Foundation
@_spi(Tools) import HeadlessUIKit
import InterfaceBuilder

/// `headless layout FILE`: lays out a storyboard's scenes or a xib's top-level views with Auto Layout at
/// the file's own device size and compares each solved frame with the frame Xcode stored.
struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a .storyboard's scenes or a .xib's views with Auto Layout and compare the frames with those Xcode stored.",
        discussion: """
            IB files carry an oracle: the frames they store are what Xcode's Auto Layout computed on the \
            designed device, except for views marked misplaced or ambiguous. For each scene whose controller \
            has a view (or only --scene ID: a storyboard identifier, nib name or controller object id), the \
            controller is instantiated from the storyboard and its view loaded; for a xib, the nib is \
            instantiated (with a UIViewController as File's Owner when File's Owner connects `view`) and each \
            top-level view is laid out. Runtime views are paired with IB objects by walking both trees in \
            document order (runtime-only subviews such as legacy `_UILayoutGuide`s are skipped; an IB view \
            with no runtime counterpart is reported).

            The root view gets its stored size, no window, and a safe area through safeAreaInsetsOverride. \
            The safe area comes preferably from the file's own stored frames: a view that is not misplaced, \
            pinned (required, equal, multiplier 1) to the root's safe-area guide or a legacy top/bottom \
            layout guide with constant c and stored at edge e, witnesses that guide edge at e - c (most \
            common witness per edge). Edges without a witness come from the document's <device>: 20 pt \
            status bar on iPhones without a notch and iPads without rounded corners; 44/34 on retina5_9, \
            retina6_5, retina6_1; 47/34 on retina6_0, retina6_7; 59/34 on retina6_12, retina6_72; 24/20 \
            on rounded iPads; plus 44 for a top bar (simulated navigation bar, or a navigation \
            controller's root or a push from one), 49 for a tab bar, 44 for a toolbar, clipped to the part \
            of the screen the root covers. A root narrower than the screen (a freeform xib view) gets none.

            Each content-sized view (an intrinsic size on an axis) gets its stored size as intrinsic size \
            on that axis, so font differences do not count. Frames are compared in the superview's \
            coordinates; a difference over 0.5 pt on any edge is marked. The count M is the views the \
            constraints place (not translating their autoresizing mask, or named by a constraint) minus \
            misplaced and ambiguous ones; the root is not counted. Auto Layout conflicts logged per scene \
            are counted.

            Exit status: 0, or 1 when the file cannot be read (compiled .storyboardc and .nib files are \
            refused: they store no design-time frames) or a scene fails to instantiate. Frame differences \
            are reported, not errors.
            """
    )

    /// The file to lay out.
    @Argument(help: "A .storyboard or .xib source.")
    var file: String

    /// One storyboard scene instead of all.
    @Option(name: .long, help: ArgumentHelp("Only this scene: a storyboard identifier, nib name or controller object id.", valueName: "ID"))
    var scene: String?

    /// JSON instead of text.
    @Flag(name: .long, help: "Print one JSON object: scenes, views (id, class, stored, solved, within, misplaced), conflicts and totals.")
    var json = false

    /// Colour on or off; unset means: colour when standard output is a terminal and NO_COLOR is not set.
    @Flag(inversion: .prefixedNo, help: "Colour the output (default: only on a terminal, and not when NO_COLOR is set).")
    var color: Bool? = nil

    func run() throws {
        let terminal = Terminal(colored: !json && Terminal.wantsColor(flag: color))
        let succeeded = MainActor.assumeIsolated {
            LayoutSession(terminal: terminal, json: json).run(file: file, scene: scene)
        }
        if !succeeded { throw ExitCode(1) }
    }
}

/// One laid-out scene (a storyboard controller's view, or a xib's top-level view).
struct LayoutSceneResult: Encodable {
    /// The storyboard identifier, or the xib top-level view's id.
    var scene: String
    /// The controller's (or view's) class as the file names it.
    var className: String
    /// Safe-area insets used: top, left, bottom, right.
    var safeArea: [Double] = []
    /// Where the insets came from.
    var safeAreaSource = ""
    /// Every view, in document order.
    var views: [LayoutViewRecord] = []
    /// Auto Layout conflict logs.
    var conflicts = 0
    /// Counted views within 0.5 pt.
    var within: Int { views.filter { $0.within == true }.count }
    /// Counted views.
    var counted: Int { views.filter(\.counted).count }
    /// Why the scene failed, if it did.
    var error: String?

    enum CodingKeys: String, CodingKey { case scene, className = "class", safeArea, safeAreaSource, views, conflicts, within, counted, error }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(scene, forKey: .scene)
        try c.encode(className, forKey: .className)
        try c.encode(safeArea, forKey: .safeArea)
        try c.encode(safeAreaSource, forKey: .safeAreaSource)
        try c.encode(views, forKey: .views)
        try c.encode(conflicts, forKey: .conflicts)
        try c.encode(within, forKey: .within)
        try c.encode(counted, forKey: .counted)
        try c.encodeIfPresent(error, forKey: .error)
    }
}

/// One run of `headless layout`.
@MainActor
struct LayoutSession {
    let terminal: Terminal
    let json: Bool

    static let conflictMarker = "Unable to simultaneously satisfy constraints"

    func error(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }

    /// Lays out `file`; false when it cannot be read or a scene failed.
    func run(file: String, scene: String?) -> Bool {
        let url = URL(fileURLWithPath: file)
        let ext = url.pathExtension.lowercased()
        if ext == "storyboardc" || ext == "nib" {
            error("\(file): a compiled \(ext) stores no design-time frames to compare with; give the .\(ext == "nib" ? "xib" : "storyboard") source")
            return false
        }
        guard ext == "storyboard" || ext == "xib" else {
            error("\(file): not a .storyboard or .xib")
            return false
        }
        let document: IBDocument
        do {
            document = try IBDocument.read(contentsOf: url)
        } catch {
            self.error("\(error)")
            return false
        }
        let restore = ToolLoading.begin()
        defer { restore() }
        let results: [LayoutSceneResult]
        if document.kind == .storyboard {
            guard let storyboardResults = storyboardScenes(url, document: document, file: file, scene: scene) else { return false }
            results = storyboardResults
        } else {
            if scene != nil {
                error("\(file): --scene applies to storyboards; a xib has no scenes")
                return false
            }
            results = xibViews(url, document: document)
        }
        report(file: file, document: document, results)
        return results.allSatisfy { $0.error == nil }
    }

    // MARK: Storyboards

    private func storyboardScenes(_ url: URL, document: IBDocument, file: String, scene: String?) -> [LayoutSceneResult]? {
        let storyboard: UIStoryboard
        let outline: StoryboardOutline
        do {
            outline = try StoryboardOutline(url)
            storyboard = try UIStoryboard.load(contentsOf: url)
        } catch {
            self.error("\(file): \(error)")
            return nil
        }
        let identifiers = storyboard.identifiers
        var controllers = document.controllers.filter { document.view(of: $0) != nil }
        if let scene {
            guard let identifier = outline.identifier(for: scene, among: identifiers) else {
                error("\(file): no scene \"\(scene)\"; the storyboard's scenes are: \(outline.listing(identifiers).joined(separator: ", "))")
                return nil
            }
            controllers = controllers.filter { StoryboardCompiler.identifierOf($0, in: document) == identifier }
        }
        let bars = LayoutSafeArea.bars(in: document)
        return controllers.map { controller in
            let identifier = StoryboardCompiler.identifierOf(controller, in: document)
            var result = LayoutSceneResult(scene: identifier, className: DocumentSummary.className(of: controller))
            UIApplication.shared.resetForTesting()
            NibLoading.resetStatistics()
            let recorder = LifecycleRecorder()
            defer { recorder.stop() }
            do {
                let instance = try storyboard.instantiateViewControllerOrThrow(withIdentifier: identifier)
                // UIKit's exception while the view loads (an embed of a missing storyboard) is this scene's error.
                try instance.loadViewIfNeededOrThrow()
                guard let rootObject = document.view(of: controller), let root = instance.viewIfLoaded else {
                    result.error = "scene \"\(identifier)\": the controller has no view"
                    return result
                }
                layOut(root, rootIndex: rootObject.index, controller: controller.index,
                       bars: bars[controller.index] ?? .init(), document: document, into: &result)
            } catch {
                result.error = "scene \"\(identifier)\": \(error)"
            }
            result.conflicts = recorder.diagnostics.filter { $0.contains(LayoutSession.conflictMarker) }.count
            return result
        }
    }

    // MARK: Xibs

    private func xibViews(_ url: URL, document: IBDocument) -> [LayoutSceneResult] {
        UIApplication.shared.resetForTesting()
        NibLoading.resetStatistics()
        let ownerConnectsView = document.filesOwner.map { owner in
            document.connections.contains { $0.kind == .outlet && $0.source == owner.index && $0.property == "view" }
        } ?? false
        let ownerView = document.filesOwner.flatMap { owner in
            document.connections.first { $0.kind == .outlet && $0.source == owner.index && $0.property == "view" }?.destinationIndex
        }
        let tops = document.topLevelObjects.filter { NibNames.isView(kind: document[$0].kind) && document[$0].isInstalled }
        let recorder = LifecycleRecorder()
        defer { recorder.stop() }
        let objects: [Any]
        do {
            objects = try UINib.load(contentsOf: url).instantiateOrThrow(withOwner: ownerConnectsView ? UIViewController() : nil)
        } catch {
            return [LayoutSceneResult(scene: url.lastPathComponent, className: "UINib", error: "\(error)")]
        }
        let views = objects.compactMap { $0 as? UIView }
        var results: [LayoutSceneResult] = []
        var cursor = 0
        var seen = recorder.diagnostics.filter { $0.contains(LayoutSession.conflictMarker) }.count
        for top in tops {
            let object = document[top]
            var result = LayoutSceneResult(scene: object.id + (top == ownerView ? " (File's Owner's view)" : ""),
                                           className: LayoutComparison.className(of: object))
            guard let found = LayoutComparison.pick(views, from: cursor, for: object) else {
                result.error = "top-level view \(object.id): no runtime view of class \(result.className) among the nib's top-level objects"
                results.append(result)
                continue
            }
            cursor = found + 1
            var bars = LayoutSafeArea.Bars()
            for metric in object.simulatedMetrics {
                if metric.name == "simulatedNavigationBarMetrics" { bars.top = true }
                if metric.name == "simulatedTabBarMetrics" { bars.bottom = 49 }
                if metric.name == "simulatedToolbarMetrics" { bars.bottom = 44 }
            }
            layOut(views[found], rootIndex: top, controller: nil, bars: bars, document: document, into: &result)
            let total = recorder.diagnostics.filter { $0.contains(LayoutSession.conflictMarker) }.count
            result.conflicts = total - seen
            seen = total
            results.append(result)
        }
        return results
    }

    // MARK: Layout

    /// Pairs, sizes, sets the safe area, lays out and records one root.
    private func layOut(_ root: UIView, rootIndex: Int, controller: Int?, bars: LayoutSafeArea.Bars,
                        document: IBDocument, into result: inout LayoutSceneResult) {
        let comparison = LayoutComparison(document: document, rootIndex: rootIndex, root: root)
        comparison.overrideIntrinsicSizes()
        let stored = document[rootIndex].frame.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            ?? CGRect(origin: .zero, size: root.bounds.size)
        root.frame = CGRect(origin: .zero, size: stored.size)
        let isControllerView = controller != nil || document.connections.contains {
            $0.kind == .outlet && $0.property == "view" && $0.destinationIndex == rootIndex && document[$0.source].placeholderIdentifier == "IBFilesOwner"
        }
        let device = DesignDevice(header: document.header, rootSize: stored.size, isControllerView: isControllerView)
        // The engine rounds to the screen's pixels, as Xcode rounded the stored frames to the device's.
        UIScreen.main.scale = device.scale
        let inferred = LayoutSafeArea.inferred(
            document: document, root: rootIndex, controller: controller, rootSize: stored.size,
            framesInRoot: comparison.storedFramesInRoot(), trusted: { !comparison.isUntrustedPath($0, root: rootIndex) })
        let safeArea = LayoutSafeArea(device: device, bars: bars, rootFrame: stored, inferred: inferred)
        root.safeAreaInsetsOverride = safeArea.insets
        root.setNeedsLayout()
        root.layoutIfNeeded()
        let i = safeArea.insets
        result.safeArea = [i.top, i.left, i.bottom, i.right].map(Double.init)
        result.safeAreaSource = safeArea.source
        result.views = comparison.records()
    }

    // MARK: Output

    private func report(file: String, document: IBDocument, _ results: [LayoutSceneResult]) {
        let within = results.reduce(0) { $0 + $1.within }
        let counted = results.reduce(0) { $0 + $1.counted }
        let conflicts = results.reduce(0) { $0 + $1.conflicts }
        let failed = results.filter { $0.error != nil }
        for scene in failed { if let message = scene.error { error("\(file): \(message)") } }
        if json {
            let summary = LayoutFileResult(file: file, device: document.header.device?[attribute: "id"], scenes: results,
                                           within: within, counted: counted, conflicts: conflicts, failedScenes: failed.count)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            if let data = try? encoder.encode(summary) { terminal.line(String(decoding: data, as: UTF8.self)) }
            return
        }
        terminal.line(terminal.title(file))
        for scene in results {
            terminal.line()
            var heading = "scene \"\(scene.scene)\" (\(scene.className))"
            if scene.error == nil {
                heading += ": safe area \(scene.safeArea.map { LayoutSession.number(CGFloat($0)) }.joined(separator: "/")) from \(scene.safeAreaSource)"
            }
            terminal.line(terminal.heading(heading))
            if let message = scene.error { terminal.line("  " + terminal.style("failed: ", "1;31") + message); continue }
            for view in scene.views { terminal.line(line(for: view)) }
            terminal.line("  \(scene.within) of \(scene.counted) views within 0.5 pt, \(scene.conflicts) conflict\(scene.conflicts == 1 ? "" : "s")")
        }
        terminal.line()
        if !failed.isEmpty { terminal.line(terminal.style("\(failed.count) scene\(failed.count == 1 ? "" : "s") failed", "1;31")) }
        terminal.line("conflicts: \(conflicts)")
        terminal.line("\(within) of \(counted) views within 0.5 pt")
    }

    /// `  ✓ label-1 UILabel  stored (20, 100, 200, 21)  solved (…)`.
    private func line(for view: LayoutViewRecord) -> String {
        let indent = String(repeating: "  ", count: view.depth + 1)
        let mark: String
        if view.misplaced || view.ambiguous {
            mark = terminal.style(view.misplaced ? "misplaced" : "ambiguous", "33")
        } else if let within = view.within {
            mark = within ? terminal.style("ok", "32") : terminal.style("OFF", "1;31")
        } else {
            mark = view.depth == 0 ? "root" : "-"
        }
        var text = indent + terminal.pad(mark, to: 9) + " \(view.id) \(view.className)"
        text += "  stored \(LayoutSession.rect(view.stored))"
        text += view.solved.map { "  solved \(LayoutSession.rect($0))" } ?? ""
        if let note = view.note { text += "  (\(note))" }
        return text
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value)).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }

    static func rect(_ rect: CGRect?) -> String {
        guard let rect else { return "none" }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }
}

/// `--json`'s object for one file.
struct LayoutFileResult: Encodable {
    /// The file as given.
    let file: String
    /// The document's device id.
    let device: String?
    /// Each scene or top-level view.
    let scenes: [LayoutSceneResult]
    /// Counted views within 0.5 pt, counted views, conflicts, failed scenes.
    let within: Int, counted: Int, conflicts: Int, failedScenes: Int
}
