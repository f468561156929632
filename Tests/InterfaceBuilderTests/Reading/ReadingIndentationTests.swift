import Foundation
import Testing
@testable import InterfaceBuilder

/// The scanner skips the indentation between tags a chunk at a time (sixteen bytes, then eight: `endOfSpaces`, issue
/// 14, twentieth round). Text that follows spaces of any length must keep every byte, and the tags after indentation
/// of any length must still be found. (Where the skip stops is not observable by itself: a stop short of the next tag
/// or past it takes the scanner's byte-by-byte path, which reads the same tree, only slower.)
struct ReadingIndentationTests {
    @Test("Text after runs of 0 to 40 spaces keeps all its spaces, and whitespace before a tag is not text")
    func textAfterSpacesOfAnyLength() throws {
        for count in 0 ... 40 {
            // Given an element whose text is `count` spaces and a word, after a line break, and a sibling indented by
            // `count` spaces (what an IB file's indentation looks like)
            let spaces = String(repeating: " ", count: count)
            let xml = "<a>\n<b>\n\(spaces)word</b>\n\(spaces)<c/>\n\(spaces)</a>"

            // When it is scanned
            let tree = try XMLScanner.scan(SourceBytes(Array(xml.utf8)))
            let storage = XMLStorage(tree: tree, attrKeys: NameSeed.shared.classify(tree).attr)

            // Then <b>'s text is the line break, every space and the word; <c> follows as an element of its own
            #expect(storage.text(of: 1) == "\n\(spaces)word", "\(count) spaces")
            #expect(tree.nodes.count == 3, "\(count) spaces")
            #expect(storage.tree.name(of: 2) == "c", "\(count) spaces")
        }
    }

    @Test("Indentation that runs to the end of the file, in every length up to 40, ends the scan cleanly")
    func indentationAtTheEndOfTheFile() throws {
        for count in 0 ... 40 {
            // Given a document followed by a line break and `count` spaces, nothing after them
            let xml = "<a>\n  <b/>\n</a>\n" + String(repeating: " ", count: count)

            // When it is scanned, then it reads as the two elements (no byte past the end is taken for a tag)
            let tree = try XMLScanner.scan(SourceBytes(Array(xml.utf8)))
            #expect(tree.nodes.count == 2, "\(count) spaces")
        }
    }
}
