import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 14, thirteenth round: the scanner's name table, name entries and stack are kept from scan to scan
/// (`ScannerScratch`), and a document's id table keeps its entries and slots in one block (`IDTable`). A table grown
/// by one document must read the next one as if alone, and a grown id table must still find every id.
struct ReaderThirteenthRoundTests {
    /// A xib whose `<objects>` holds the given elements.
    private static func xib(_ body: String) -> String {
        #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>"# + body + "</objects></document>"
    }

    @Test("Given a document adding 300 names and ids, when a small document adding its own names is read next, then each reads as if alone")
    func grownTablesReadTheNextDocumentAlike() throws {
        // Given a document of 300 objects, each of an element name the shared seed does not know (the scanner's name
        // table grows past its first size) and each with an id (the id table grows too)
        let many = (0..<300).map { #"<extra\#($0) id="x\#($0)"/>"# }.joined()
        let big = try IBDocument.read(string: Self.xib(many), fileName: "Big.xib")
        // Then every id is found after the id table grew
        #expect(big.objects.count == 300)
        #expect(big.index(ofID: "x0") == 0)
        #expect(big.index(ofID: "x299") == 299)
        #expect(big.index(ofID: "x300") == nil)

        // When a document with names of its own, one of them also the first document's, is read after it
        let small = try IBDocument.read(string: Self.xib(#"<extra7 id="a"/><other id="b"/>"#), fileName: "Small.xib")
        // Then its names are its own (nothing left over from the first document's name table)
        #expect(small.objects.map(\.kind) == ["extra7", "other"])
        #expect(small.index(ofID: "b") == 1)
    }
}
