import Foundation
import Testing

struct CorpusPresenceTests {
    @Test("The shared corpus and its manifest are beside the package")
    func corpusIsThere() {
        #expect(FileManager.default.fileExists(atPath: Corpus.root.appendingPathComponent("MANIFEST.tsv").path))
    }
}
