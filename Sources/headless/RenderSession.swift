import Foundation
import HeadlessRendering
import HeadlessUIKit
import InterfaceBuilder

/// What to draw and where: the file, the device, the format and `-o`.
struct RenderRequest {
    let file: URL
    let device: DeviceProfile
    let landscape: Bool
    let format: RenderFormat
    let output: URL?

    /// The file's name without its extension ("Main").
    var baseName: String { file.deletingPathExtension().lastPathComponent }

    /// Where one picture goes. `many`: several pictures, so `-o` (default `NAME-pictures`) is a folder.
    func destination(for part: String?, many: Bool) -> URL {
        let name = ([baseName] + (part.map { [RenderRequest.fileSafe($0)] } ?? [])).joined(separator: "-") + "." + format.rawValue
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if many {
            return (output ?? here.appendingPathComponent(baseName + "-pictures")).appendingPathComponent(name)
        }
        guard let output else { return here.appendingPathComponent(name) }
        var isFolder: ObjCBool = false
        if output.path.hasSuffix("/") || (FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder) && isFolder.boolValue) {
            return output.appendingPathComponent(name)
        }
        return output
    }

    /// A scene identifier as part of a file name: no slashes, spaces or colons.
    static func fileSafe(_ text: String) -> String {
        String(text.map { "/\\: ".contains($0) ? "_" : $0 })
    }
}

/// One run of `headless render` in this process.
@MainActor
struct RenderSession {
    let request: RenderRequest
    let root: URL
    /// In a child process of `render --all`: the parent's bundle folder (the parent removes it, even when this
    /// child's scene traps); nil: make one, removed at the end.
    var childBundle: URL? = nil
    /// The temporary bundle folder while drawing: messages name the project folder instead (the bundle is its files, linked).
    private static var bundleFolder: String?

    /// Draws what was asked; false when anything failed (each failure is reported and the rest still drawn).
    func run(scene: String?, all: Bool) -> Bool {
        ToolLoading.run { drawAll(scene: scene, all: all) }
    }

    private func drawAll(scene: String?, all: Bool) -> Bool {
        let bundle: TraceBundle
        if let childBundle {
            bundle = TraceBundle(existing: childBundle, tracing: request.file)
        } else {
            do {
                bundle = try TraceBundle(project: IBProject(root: root), tracing: request.file)
            } catch {
                report("\(request.file.path): could not make the bundle folder: \(error)")
                return false
            }
        }
        RenderSession.bundleFolder = bundle.folder.path
        defer {
            if childBundle == nil { bundle.remove() }
            RenderSession.bundleFolder = nil
        }
        switch request.file.pathExtension.lowercased() {
        case "storyboard", "storyboardc":
            return renderStoryboard(bundle.tracedFile, scene: scene, all: all)
        case "xib", "nib":
            if scene != nil || all {
                report("\(request.file.path): --scene and --all apply to storyboards; a \(request.file.pathExtension) has no scenes")
                return false
            }
            return renderNib(bundle.tracedFile)
        default:
            report("\(request.file.path): not a .storyboard, .storyboardc, .xib or .nib")
            return false
        }
    }

    /// The scene identifiers `--scene`/`--all`/the initial scene choose, or nil after reporting why there are none.
    static func chosenScenes(of url: URL, displayName: String, scene: String?, all: Bool) -> (UIStoryboard, StoryboardOutline, [String])? {
        let storyboard: UIStoryboard
        let outline: StoryboardOutline
        do {
            outline = try StoryboardOutline(url)
            storyboard = try UIStoryboard.load(contentsOf: url)
        } catch {
            FileHandle.standardError.write(Data("error: \(displayName): \(error)\n".utf8))
            return nil
        }
        let identifiers = storyboard.identifiers
        if all { return (storyboard, outline, identifiers) }
        if let scene {
            guard let identifier = outline.identifier(for: scene, among: identifiers) else {
                FileHandle.standardError.write(Data("error: \(displayName): no scene \"\(scene)\"; the storyboard's scenes are: \(outline.listing(identifiers).joined(separator: ", "))\n".utf8))
                return nil
            }
            return (storyboard, outline, [identifier])
        }
        guard let entry = outline.entryPoint else {
            FileHandle.standardError.write(Data("error: \(displayName): the storyboard has no initial view controller; name a scene with --scene ID, or use --all. Its scenes: \(outline.listing(identifiers).joined(separator: ", "))\n".utf8))
            return nil
        }
        return (storyboard, outline, [entry])
    }

    private func renderStoryboard(_ url: URL, scene: String?, all: Bool) -> Bool {
        guard let (storyboard, outline, chosen) = RenderSession.chosenScenes(of: url, displayName: request.file.path, scene: scene, all: all) else {
            return false
        }
        var failures = 0
        let started = Date()
        for identifier in chosen {
            let destination = request.destination(for: (all || scene != nil) ? identifier : nil, many: all)
            do {
                let drawing = try drawScene(identifier, of: storyboard)
                try write(drawing, to: destination)
                announce(identifier, outline.classByIdentifier[identifier], destination)
            } catch {
                failures += 1
                report("\(request.file.path): scene \"\(identifier)\": \(error)")
            }
        }
        if chosen.count > 1 { summarize(chosen.count, failures: failures, since: started) }
        return failures == 0
    }

    /// Shows one scene full screen on the device, laid out and idle, and records its drawing.
    private func drawScene(_ identifier: String, of storyboard: UIStoryboard) throws -> Drawing {
        UIApplication.shared.resetForTesting()
        NibLoading.resetStatistics()
        return try request.device.withScreen(landscape: request.landscape) {
            let controller = try storyboard.instantiateViewControllerOrThrow(withIdentifier: identifier)
            try controller.loadViewIfNeededOrThrow()
            return show(controller)
        }
    }

    /// Shows `controller` full screen, lets deferred work run, and draws it.
    private func show(_ controller: UIViewController) -> Drawing {
        controller.fullScreenDrawing(scale: request.device.scale)
    }

    private func renderNib(_ url: URL) -> Bool {
        let outline: NibOutline
        do {
            outline = try NibOutline(url)
        } catch {
            report("\(request.file.path): \(error)")
            return false
        }
        UIApplication.shared.resetForTesting()
        let nib = UINib.load(contentsOf: url)
        if outline.ownerConnectsView {
            // A controller's view: drawn as the controller's, full screen on the device.
            let destination = request.destination(for: nil, many: false)
            let owner = NibOwnerStandIn(nib: nib)
            let drawing = request.device.withScreen(landscape: request.landscape) { show(owner) }
            if let loadError = owner.loadError {
                report("\(request.file.path): \(loadError)")
                return false
            }
            return writeReporting(drawing, to: destination, label: "File's Owner's view")
        }
        let views: [UIView]
        do {
            views = try nib.instantiateOrThrow(withOwner: nil).compactMap { $0 as? UIView }
        } catch {
            report("\(request.file.path): \(error)")
            return false
        }
        guard !views.isEmpty else {
            report("\(request.file.path): no top-level view to draw")
            return false
        }
        var succeeded = true
        for (index, view) in views.enumerated() {
            // Each top-level view at its own size, as Interface Builder's canvas shows it.
            view.layoutIfNeeded()
            let drawing = view.drawing(scale: request.device.scale)
            let destination = request.destination(for: views.count > 1 ? "\(index + 1)" : nil, many: views.count > 1)
            succeeded = writeReporting(drawing, to: destination, label: "view \(index + 1) (\(type(of: view)))") && succeeded
        }
        return succeeded
    }

    private func writeReporting(_ drawing: Drawing, to destination: URL, label: String) -> Bool {
        do {
            try write(drawing, to: destination)
            announce(label, nil, destination)
            return true
        } catch {
            report("\(request.file.path): \(label): \(error)")
            return false
        }
    }

    /// Writes PNG (rasterized at the drawing's scale) or SVG.
    private func write(_ drawing: Drawing, to destination: URL) throws {
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch request.format {
        case .png: try RasterBackend.pngData(of: RasterBackend.rasterize(drawing)).write(to: destination)
        case .svg: try Data(RasterBackend.svg(of: drawing).utf8).write(to: destination)
        }
    }

    private func announce(_ name: String, _ className: String?, _ destination: URL) {
        let size = request.device.size(landscape: request.landscape)
        let what = className.map { "\(name) (\($0))" } ?? name
        print("\(what) → \(RenderSession.relative(destination))  [\(request.device.name), \(Int(size.width))×\(Int(size.height)) @\(Int(request.device.scale))x]")
    }

    private func summarize(_ count: Int, failures: Int, since started: Date) {
        let seconds = Date().timeIntervalSince(started)
        print("\(count - failures) of \(count) scenes drawn in \(String(format: "%.2f", seconds)) s (\(String(format: "%.0f", seconds / Double(max(count, 1)) * 1000)) ms a scene)" + (failures > 0 ? "; \(failures) failed" : ""))
    }

    private func report(_ message: String) {
        let named = RenderSession.bundleFolder.map { message.replacingOccurrences(of: $0, with: root.path) } ?? message
        FileHandle.standardError.write(Data("error: \(named)\n".utf8))
    }

    /// A path relative to the current folder when it is inside it.
    static func relative(_ url: URL) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        return url.path.hasPrefix(here) ? String(url.path.dropFirst(here.count)) : url.path
    }
}
