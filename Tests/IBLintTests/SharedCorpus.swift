import Foundation
import Testing

/// `../shared/corpus` beside the repository: tests that need it skip with a note when it is absent, except in CI
/// (the `CI` environment variable set), where its absence fails.
enum SharedCorpus {
    /// The corpus folder, or nil (after a note, or a recorded failure in CI) when it is missing.
    static func folder(sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let corpus = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        if FileManager.default.fileExists(atPath: corpus.appendingPathComponent("MANIFEST.tsv").path) { return corpus }
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record("../shared/corpus is missing; CI must have it (clone the shared corpus beside the repository)", sourceLocation: sourceLocation)
        } else {
            print("note: skipping a corpus test: ../shared/corpus is not beside the repository (put the shared corpus at \(corpus.path))")
        }
        return nil
    }
}
