import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import HeadlessUIKit
import Testing
@testable import HeadlessRendering

/// The shared corpus of real IB files: `../shared/corpus` beside the package.
private let corpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

/// Every scene and xib of the shared corpus of real IB files draws to PNG and SVG (issue 12).
///
/// Each storyboard scene that instantiates is shown full screen in a window (the headless screen, 390 × 844) and
/// drawn; each xib's top-level views are drawn at their own sizes. The PNG is made at 1× to keep the suite quick
/// (`headless render` draws at the device's scale; docs/rendering.md has its time per scene). Scenes that cannot be
/// instantiated (storyboard references across the repositories' folders) are the instantiation tests' business.
@MainActor @Suite struct CorpusRenderingTests {
    static var corpus: URL { corpusFolder }

    /// The corpus's Cocoa Touch files (the manifest's `ios` rows).
    static func files() throws -> [(path: String, kind: String)] {
        let text = try String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = rows.removeFirst()
        guard let file = header.firstIndex(of: "file"), let kind = header.firstIndex(of: "kind"),
              let platform = header.firstIndex(of: "platform") else { return [] }
        return rows.filter { $0.count > platform && $0[platform] == "ios" }.map { ($0[file], $0[kind]) }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpusFolder.path) || ProcessInfo.processInfo.environment["CI"] == "true",
                   "the corpus is ../shared/corpus beside the package"))
    func everyCorpusSceneDrawsToPNGAndSVG() throws {
        let previousPolicy = NibLoading.problemPolicy
        let previousLevel = HeadlessUIKitLog.logger.logLevel
        NibLoading.problemPolicy = .logAndContinue
        HeadlessUIKitLog.logger.logLevel = .critical
        defer {
            NibLoading.problemPolicy = previousPolicy
            HeadlessUIKitLog.logger.logLevel = previousLevel
            UIApplication.shared.resetForTesting()
        }
        var pictures = 0, failures: [String] = []
        let started = Date()
        func draw(_ drawing: Drawing, _ name: String) {
            let png = RasterBackend.pngData(of: RasterBackend.rasterize(drawing))
            let svg = RasterBackend.svg(of: drawing)
            let parser = XMLParser(data: Data(svg.utf8))
            if RasterBackend.decodePNG(png) == nil { failures.append("\(name): the PNG does not decode") }
            if !parser.parse() { failures.append("\(name): the SVG is not well-formed: \(parser.parserError.map { "\($0)" } ?? "?")") }
            pictures += 1
        }
        // Given every Cocoa Touch storyboard and xib of the corpus
        for (file, kind) in try Self.files() {
            UIApplication.shared.resetForTesting()
            let url = Self.corpus.appendingPathComponent(file)
            if kind == "storyboard" {
                guard let storyboard = try? UIStoryboard.load(contentsOf: url) else { continue }
                for identifier in storyboard.identifiers {
                    // When each scene is shown in a screen-sized window and drawn
                    guard let controller = try? storyboard.instantiateViewControllerOrThrow(withIdentifier: identifier),
                          (try? controller.loadViewIfNeededOrThrow()) != nil else { continue }
                    draw(controller.fullScreenDrawing(scale: 1), "\(file) scene \(identifier)")
                }
            } else {
                guard let objects = try? UINib.load(contentsOf: url).instantiateOrThrow(withOwner: UIViewController()) else { continue }
                for (index, view) in objects.compactMap({ $0 as? UIView }).enumerated() {
                    view.layoutIfNeeded()
                    draw(view.drawing(scale: 1), "\(file) view \(index + 1)")
                }
            }
        }
        // Then every picture is a PNG that decodes and a well-formed SVG
        let seconds = Date().timeIntervalSince(started)
        print("corpus: \(pictures) pictures (PNG at 1× and SVG) in \(String(format: "%.1f", seconds)) s, \(String(format: "%.0f", seconds / Double(max(pictures, 1)) * 1000)) ms each")
        #expect(pictures > 200)
        #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
    }
}
