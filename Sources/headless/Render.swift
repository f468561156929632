import ArgumentParser
import Foundation
import HeadlessUIKit
import InterfaceBuilder

/// `headless render`: pictures of storyboard scenes and xib views, as PNG or SVG.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a storyboard scene, every scene, or a xib's views to PNG or SVG.",
        discussion: """
            A storyboard's scene (its initial one, --scene ID, or --all) is shown full screen in a window the \
            size of --device (default: iPhone 14), laid out, and drawn. A xib's top-level views are drawn at \
            their own sizes; a xib whose File's Owner connects `view` is drawn as a controller's view on the \
            device. Storyboard references and nib names resolve anywhere in the project (--root, by default the \
            folder above the file that holds an .xcodeproj), as in `trace`. A scene that fails is reported and \
            the others are still drawn; the exit status is then 1. The look is HeadlessUIKit's: see \
            docs/rendering.md for how it differs from iOS.
            """
    )

    @Argument(help: "A .storyboard, .storyboardc, .xib or .nib file.")
    var file: String?

    @Option(help: "The scene: a storyboard identifier or the controller's object id (default: the initial scene).")
    var scene: String?

    @Flag(help: "Every scene of the storyboard, one file each, into the folder -o names.")
    var all = false

    @Option(help: "The device, by name (\"iPhone 14 Pro\", \"iphone-se\", \"iPad Air\"); --list-devices names them all.")
    var device: String = "iPhone 14"

    @Flag(help: "Landscape instead of portrait.")
    var landscape = false

    @Option(help: "png or svg (default: from -o's extension, else png).")
    var format: RenderFormat?

    @Option(name: .shortAndLong, help: "The file to write, or with --all (or a xib of several views) the folder.")
    var output: String?

    @Option(help: "The project folder searched for other storyboards, nibs and images.")
    var root: String?

    @Flag(help: "Print the devices --device knows, and exit.")
    var listDevices = false

    @Flag(help: "Draw every scene in this process (by default each scene of --all runs in a child process, so that one UIKit exception cannot stop the others).")
    var inProcess = false

    /// A child process's bundle folder (made by its parent, which removes it).
    @Option(name: .long, help: .hidden)
    var childBundle: String?

    func validate() throws {
        if scene != nil && all { throw ValidationError("--scene and --all cannot be used together") }
        if !listDevices && file == nil { throw ValidationError("Missing expected argument '<file>'") }
        if !listDevices && DeviceProfile.named(device) == nil {
            throw ValidationError("unknown device \"\(device)\"; known devices: \(DeviceProfile.names.joined(separator: ", "))")
        }
    }

    func run() throws {
        if listDevices {
            for profile in DeviceProfile.all {
                let size = profile.portraitSize
                print("\(profile.name): \(Int(size.width))×\(Int(size.height)) points, @\(Int(profile.scale))x")
            }
            return
        }
        guard let file else { return }
        let fileURL = URL(fileURLWithPath: file)
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            throw RenderFailure("\(file): no such file")
        }
        let rootURL = root.map { URL(fileURLWithPath: $0) } ?? IBProject.root(for: fileURL)
        let chosenFormat = format ?? output.flatMap { RenderFormat(rawValue: URL(fileURLWithPath: $0).pathExtension.lowercased()) } ?? .png
        let request = RenderRequest(file: fileURL, device: DeviceProfile.named(device)!, landscape: landscape,
                                    format: chosenFormat, output: output.map { URL(fileURLWithPath: $0) })
        let succeeded: Bool
        if all && !inProcess {
            succeeded = RenderSupervisor(request: request, root: rootURL).run()
        } else {
            succeeded = MainActor.assumeIsolated {
                RenderSession(request: request, root: rootURL, childBundle: childBundle.map { URL(fileURLWithPath: $0) })
                    .run(scene: scene, all: all)
            }
        }
        if !succeeded { throw ExitCode(1) }
    }
}

/// The picture formats.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case png, svg
}

/// A message for standard error, then exit status 1.
struct RenderFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
