import Foundation
import HeadlessRendering
import HeadlessUIKit

/// The demo's pictures: a window drawn to PNG after each step of the example app (issue 12).
@MainActor
enum DemoPictures {
    /// The default folder: `headless-demo` in the temporary folder, so a demo run leaves nothing in the project.
    static var defaultFolder: URL { FileManager.default.temporaryDirectory.appendingPathComponent("headless-demo") }

    /// Draws `window` at 2× (enough to read, half the pixels of 3×) and writes it; the path as printed, or nil.
    static func write(_ window: UIWindow, to file: URL) -> String? {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try RasterBackend.pngData(of: RasterBackend.rasterize(window.drawing(scale: 2))).write(to: file)
            return display(file)
        } catch {
            FileHandle.standardError.write(Data("warning: could not write \(file.path): \(error)\n".utf8))
            return nil
        }
    }

    /// A step's heading as a file name: its first words, lower case, dashes.
    static func fileName(_ heading: String) -> String {
        let words = heading.lowercased().split { !$0.isLetter && !$0.isNumber }.prefix(5)
        return words.joined(separator: "-")
    }

    /// A path as the user can open it: relative to the current folder when inside it.
    static func display(_ url: URL) -> String { RenderSession.relative(url) }
}
