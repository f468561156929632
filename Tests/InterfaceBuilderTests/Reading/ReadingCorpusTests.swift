import Foundation
import Testing
@testable import InterfaceBuilder

/// One row of the corpus manifest.
struct ReadingCorpusEntry: CustomStringConvertible, Sendable {
    var file: String
    var kind: String
    var platform: String
    var scenes: Int
    var segueKinds: [String: Int]

    var description: String { file }

    static let all: [ReadingCorpusEntry] = {
        guard let text = try? String(contentsOf: Corpus.root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [] }
        var rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = rows.removeFirst()
        func col(_ name: String) -> Int { header.firstIndex(of: name)! }
        return rows.map { r in
            let kinds = (try? JSONSerialization.jsonObject(with: Data(r[col("segue_kinds")].utf8))) as? [String: Int] ?? [:]
            return ReadingCorpusEntry(file: r[col("file")], kind: r[col("kind")], platform: r[col("platform")], scenes: Int(r[col("scenes")]) ?? 0, segueKinds: kinds)
        }
    }()
}

/// Cocoa Touch files of the corpus that are refused on purpose: a linter fixture with a duplicate id.
private let expectedRefusals: Set<String> = [
    "IBDecodable+IBLinter/Tests/IBLinterKitTest/Resources/Rules/DuplicateIdRule/DuplicateID.xib",
]

private let corpusAvailable = FileManager.default.fileExists(atPath: Corpus.root.path) || ProcessInfo.processInfo.environment["CI"] == "true"

@Suite(.enabled(if: corpusAvailable))
struct ReadingCorpusTests {
    @Test("Every Cocoa Touch file reads with the manifest's scene count and segue kinds")
    func cocoaTouchFilesRead() throws {
        let entries = ReadingCorpusEntry.all.filter { $0.platform == "ios" && !expectedRefusals.contains($0.file) }
        #expect(entries.count >= 200)

        var coverage = IBCoverageReport()
        for entry in entries {
            let doc: IBDocument
            do {
                doc = try IBDocument.read(contentsOf: Corpus.root.appendingPathComponent(entry.file))
            } catch {
                Issue.record("\(error)")
                continue
            }
            coverage.merge(doc.coverage)
            var kinds: [String: Int] = [:]
            for (k, v) in doc.segueKindCounts { kinds[k ?? "null"] = v }

            #expect(doc.scenes.count == entry.scenes, "\(entry.file)")
            #expect(kinds == entry.segueKinds, "\(entry.file)")
            #expect(doc.kind.rawValue == entry.kind, "\(entry.file)")
        }

        #expect(!coverage.unknownElements.contains { $0.name == "view" || $0.name == "rect" || $0.name == "color" && $0.context != "attributes" })
    }

    @Test("The duplicate-id fixture is refused naming both lines")
    func duplicateIDFixtureIsRefused() throws {
        let url = Corpus.root.appendingPathComponent(expectedRefusals.first!)

        let error = #expect(throws: IBReadError.self) { try IBDocument.read(contentsOf: url) }

        #expect(error?.kind == .duplicateID(id: "iN0-l3-epB", firstLine: 14, secondLine: 38))
    }

    @Test("Every other file is refused with the error of its kind")
    func otherFilesAreRefused() throws {
        let entries = ReadingCorpusEntry.all.filter { $0.platform != "ios" }
        #expect(entries.count >= 30)

        for entry in entries {
            let url = Corpus.root.appendingPathComponent(entry.file)

            let error = #expect(throws: IBReadError.self, "\(entry.file)") { try IBDocument.read(contentsOf: url) }

            switch (entry.platform, error?.kind) {
            case ("empty", .emptyFile?): break
            case ("legacy-archive-ios", .legacyArchive(_, mac: false)?): break
            case ("legacy-archive-mac", .legacyArchive(_, mac: true)?): break
            case ("macos", .unsupportedDocumentType(_, "macOS (Cocoa)")?): break
            case ("tvos", .unsupportedDocumentType(_, "tvOS")?): break
            case ("watchos", .unsupportedDocumentType(_, "watchOS")?): break
            default: Issue.record("\(entry.file) (\(entry.platform)): \(String(describing: error))")
            }
        }
    }

    @Test("The golden storyboard reads into its four scenes, segue and outlets")
    func goldenStoryboard() throws {
        let url = Corpus.root.appendingPathComponent("golden/SwiftGen+SwiftGen/Wizard.storyboardc/designable.storyboard")

        let doc = try IBDocument.read(contentsOf: url)

        #expect(doc.scenes.count == 4)
        #expect(doc.initialViewController?.storyboardIdentifier == "CreateAccount")
        #expect(doc.controllers.map { $0.storyboardIdentifier ?? "" } == ["CreateAccount", "Accept-ToS", "Validate_Password", "Preferences"])
        #expect(doc.controllers.map(\.kind) == ["viewController", "viewController", "viewController", "tableViewController"])
        let segue = try #require(doc.segues.first)
        #expect(segue.identifier == "ShowPassword")
        #expect(doc[segue.source].id == "k6D-nB-wS1")
        #expect(doc.object(withID: segue.destination!)?.storyboardIdentifier == "Validate_Password")
        #expect(doc.connections.filter { $0.kind == .outlet }.map(\.property) == ["dataSource", "delegate"])
        #expect(doc.object(withID: "txY-Mc-CKa").map { doc.view(of: $0)?.id } == "wQH-MG-v6Y")
        #expect(doc.object(withID: "H4k-gA-zIi")?.reuseIdentifier == "PrefCell")
    }
}
