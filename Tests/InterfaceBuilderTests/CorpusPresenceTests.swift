import Foundation
import Testing

/// The shared corpus (`../shared`, beside the package) holds the real IB files and apps many tests read. A
/// fresh clone without it skips those tests, with this note; CI (the `CI` environment variable set) must have
/// it, so there a missing corpus fails instead of silently skipping.
struct CorpusPresenceTests {
    static var corpusIsPresent: Bool {
        FileManager.default.fileExists(atPath: Corpus.root.appendingPathComponent("MANIFEST.tsv").path)
    }

    @Test("The shared corpus and its manifest are beside the package (required in CI)")
    func corpusIsThere() {
        if Self.corpusIsPresent { return }
        let note = "The shared corpus is not at \(Corpus.root.path): tests that read real IB files and apps are skipped. Put the shared folder beside the package to run them."
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record(Comment(rawValue: note + " (CI is set, so this fails.)"))
        } else {
            print("note: \(note)")
        }
    }
}
