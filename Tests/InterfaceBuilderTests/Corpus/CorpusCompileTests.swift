import Foundation
import Testing
@testable import InterfaceBuilder

/// Cocoa Touch files the manifest lists as `ios` that the reader refuses on purpose, with the reason.
let corpusCompileExpectedRefusals: [String: String] = [
    "IBDecodable+IBLinter/Tests/IBLinterKitTest/Resources/Rules/DuplicateIdRule/DuplicateID.xib":
        "IBLinter fixture with a duplicate id on purpose; the reader refuses duplicate ids",
]

/// Cocoa Touch files whose compile notes are expected, with the reason (they still compile and round-trip).
let corpusCompileExpectedNotes: [String: String] = [
    "SwiftGen+SwiftGen/Sources/TestUtils/Fixtures/Resources/IB-iOS/AdditionalImport.storyboard":
        "SwiftGen fixture: three scenes share the storyboard identifier \"public\"; the later two compile under their ids",
]

private let corpusCompileAvailable = FileManager.default.fileExists(atPath: Corpus.root.path)
    || ProcessInfo.processInfo.environment["CI"] == "true"

/// What the corpus walk found: counts and one line per failing file.
struct CorpusCompileResult {
    var read = 0
    var compiled = 0
    var roundTripped = 0
    var nibs = 0
    /// Runtime attributes read back from the compiled nibs (and compared with the source's).
    var runtimeAttributes = 0
    var expectedNotes = 0
    var notes: [String] = []
    var failures: [String] = []
}

/// Compiles every Cocoa Touch file of the corpus and reads the compiled form back without XML.
enum CorpusCompileWalk {
    /// The `ios` rows of the manifest (file paths relative to the corpus).
    static func cocoaTouchFiles() throws -> [String] {
        let text = try String(contentsOf: Corpus.root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = rows.removeFirst()
        guard let file = header.firstIndex(of: "file"), let platform = header.firstIndex(of: "platform") else { return [] }
        return rows.filter { $0.count > platform && $0[platform] == "ios" }.map { $0[file] }
    }

    /// Walks the corpus once.
    static func run() throws -> CorpusCompileResult {
        var result = CorpusCompileResult()
        for file in try cocoaTouchFiles() {
            let url = Corpus.root.appendingPathComponent(file)
            let document: IBDocument
            do {
                document = try IBDocument.read(contentsOf: url)
            } catch {
                if corpusCompileExpectedRefusals[file] == nil { result.failures.append("\(file): not read: \(error)") }
                continue
            }
            if let reason = corpusCompileExpectedRefusals[file] {
                result.failures.append("\(file): read although the allow-list expects a refusal (\(reason))")
            }
            result.read += 1
            do {
                let (differences, nibs, notes, runtimeAttributes) = try check(document)
                result.runtimeAttributes += runtimeAttributes
                if corpusCompileExpectedNotes[file] != nil {
                    result.expectedNotes += notes.count
                } else {
                    result.notes += notes.map { "\(file): \($0.message)" }
                }
                result.compiled += 1
                result.nibs += nibs
                if differences.isEmpty {
                    result.roundTripped += 1
                } else {
                    result.failures.append("\(file): " + differences.joined(separator: "; "))
                }
            } catch {
                result.failures.append("\(file): \(error)")
            }
        }
        return result
    }

    /// Compiles one document, decodes every nib, and returns the round-trip differences, the number of nibs and the
    /// number of runtime attributes read back.
    static func check(_ document: IBDocument) throws -> (differences: [String], nibs: Int, notes: [NibCompileNote], runtimeAttributes: Int) {
        switch document.kind {
        case .xib:
            let (archive, notes) = try NibCompiler.compileWithNotes(document)
            let data = archive.data()
            let back = try NibXibSummary(archive: try NibArchive(data: data))
            return (NibXibSummary(document: document).differences(from: back), 1, notes, back.runtimeAttributes.count)
        case .storyboard:
            let compiled = try StoryboardCompiler.compile(document)
            var bytes: [String: Data] = [:]
            for (name, archive) in compiled.nibs {
                let data = archive.data()
                _ = try NibArchive(data: data)
                bytes[name] = data
            }
            var problems: [String] = []
            let expectedViewNibs = document.controllers.filter { $0.kind != "viewControllerPlaceholder" }.count { document.view(of: $0) != nil }
            let viewNibs = compiled.nibs.count { $0.name.contains("-view-") }
            if viewNibs != expectedViewNibs { problems.append("\(viewNibs) view nibs, expected \(expectedViewNibs)") }
            let plist = BinaryPropertyList.data(compiled.infoPlist)
            guard (try? PropertyListSerialization.propertyList(from: plist, format: nil)) != nil else {
                return (problems + ["Info.plist does not decode"], bytes.count, compiled.notes, 0)
            }
            let back = try NibStoryboardSummary(infoPlist: plist) { name in
                guard let data = bytes[name] else { throw NibCompileError("no nib named \(name)") }
                return data
            }
            return (problems + NibStoryboardSummary(document: document).differences(from: back), bytes.count, compiled.notes,
                    back.scenes.reduce(0) { $0 + $1.runtimeAttributes.count })
        }
    }
}

@Suite(.enabled(if: corpusCompileAvailable))
struct CorpusCompileTests {
    @Test("Every Cocoa Touch file of the corpus compiles, every nib decodes, and the compiled form reads back to the source's summary")
    func everyFileCompilesAndRoundTrips() throws {
        let files = try CorpusCompileWalk.cocoaTouchFiles()

        let result = try CorpusCompileWalk.run()

        #expect(files.count >= 200)
        #expect(result.read == files.count - corpusCompileExpectedRefusals.count)
        #expect(result.compiled == result.read)
        #expect(result.expectedNotes == 2)
        #expect(result.nibs >= 500)
        #expect(result.runtimeAttributes >= 55, "runtime attributes compared: \(result.runtimeAttributes)")
        #expect(result.notes.isEmpty, "the compiler dropped something:\n\(result.notes.joined(separator: "\n"))")
        #expect(result.failures.isEmpty, """
            \(result.failures.count) of \(files.count) files fail (read \(result.read), compiled \(result.compiled), \
            round-tripped \(result.roundTripped)):
            \(result.failures.joined(separator: "\n"))
            """)
    }

    @Test("A storyboard whose scenes share a storyboard identifier compiles: the first keeps it, the others are named by id, with a note naming file, line and both")
    func duplicateStoryboardIdentifierCompilesWithNotes() throws {
        let file = try #require(corpusCompileExpectedNotes.keys.first)
        let document = try IBDocument.read(contentsOf: Corpus.root.appendingPathComponent(file))

        let compiled = try StoryboardCompiler.compile(document)

        let duplicates = document.controllers.filter { $0.storyboardIdentifier == "public" }
        #expect(duplicates.count == 3)
        #expect(compiled.nib(named: "public") != nil)
        for later in duplicates.dropFirst() { #expect(compiled.nib(named: later.id) != nil, "\(later.id)") }
        #expect(compiled.notes.count == 2)
        #expect(compiled.notes.first?.message.contains("AdditionalImport.storyboard:58:17: warning: storyboard identifier \"public\"") == true)
        #expect(compiled.notes.first?.message.contains("TuC-8Y-xZ9 (line 40)") == true)
    }

    @Test("The allow-listed refusals are refused by the reader with a duplicate-id error")
    func allowListedFilesAreRefused() throws {
        for file in corpusCompileExpectedRefusals.keys.sorted() {
            let url = Corpus.root.appendingPathComponent(file)

            let error = #expect(throws: IBReadError.self, "\(file)") { try IBDocument.read(contentsOf: url) }

            guard case .duplicateID? = error?.kind else {
                Issue.record("\(file): \(String(describing: error))")
                continue
            }
        }
    }
}
