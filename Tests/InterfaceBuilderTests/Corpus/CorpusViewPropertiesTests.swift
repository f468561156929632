import Foundation
import Testing
@testable import InterfaceBuilder

private let corpusViewPropertiesAvailable = FileManager.default.fileExists(atPath: Corpus.root.path)
    || ProcessInfo.processInfo.environment["CI"] == "true"

@Suite(.enabled(if: corpusViewPropertiesAvailable))
struct CorpusViewPropertiesTests {
    @Test("The corpus round trip compares view properties that are really there: hidden, alpha, tags, colours, texts, titles, fonts, alignments, placeholders, enabled states and constraints")
    func comparedPropertiesOccurInTheCorpus() throws {
        var counts: [String: Int] = [:]
        for file in try CorpusCompileWalk.cocoaTouchFiles() where corpusCompileExpectedRefusals[file] == nil {
            let document = try IBDocument.read(contentsOf: Corpus.root.appendingPathComponent(file))
            let views = document.kind == .xib ? NibXibSummary(document: document).views
                : NibStoryboardSummary(document: document).scenes.flatMap(\.views)
            let defaults = NibViewSummary(className: "", customClass: nil, frame: nil)
            for view in views {
                for (property, standard) in zip(view.properties, defaults.properties) where property.value != standard.value {
                    counts[property.name, default: 0] += 1
                }
            }
        }

        for name in ["hidden", "alpha", "tag", "userInteractionEnabled", "clipsSubviews", "opaque", "contentMode", "autoresizingMask",
                     "backgroundColor", "text", "buttonTitles", "font", "textAlignment", "placeholder", "enabled", "constraints"] {
            #expect(counts[name, default: 0] > 0, "no view of the corpus has a non-default \(name)")
        }
        #expect(counts["constraints", default: 0] >= 100)
    }
}
