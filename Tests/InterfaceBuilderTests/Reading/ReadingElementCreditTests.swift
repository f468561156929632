import Foundation
import Testing
@testable import InterfaceBuilder

/// The reader pays for its elements' references to the document's storage in batches (issue 14, twentieth round:
/// `DocumentBuilder+Elements.swift`). The storage must still live exactly as long as something holds one of them.
struct ReadingElementCreditTests {
    /// A xib of `count` controllers, each with a title and an outlet to the next: more elements than one batch holds.
    private static func controllers(_ count: Int) -> String {
        var xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>"#
        for n in 0 ..< count {
            xml += #"<viewController id="c\#(n)" title="\#(n)"><connections>"#
            xml += #"<outlet property="next" destination="c\#((n + 1) % count)" id="o\#(n)"/></connections></viewController>"#
        }
        return xml + "</objects></document>"
    }

    @Test("A document read with more elements than one batch frees its storage when it goes")
    func storageFreedWithTheDocument() throws {
        // Given a document of 600 controllers and 600 connections (1,200 elements, past four batches of 256)
        weak var storage: XMLStorage?
        do {
            let document = try IBDocument.read(string: Self.controllers(600), fileName: "Many.xib")
            storage = document.root.storage
            // Then every element reads its own attributes
            #expect(document.objects.count == 600)
            #expect(document.objects[599].title == "599")
            #expect(document.connections.count == 600)
            #expect(storage != nil)
        }
        // When the document goes, then so does its storage: no reference paid for and left unused
        #expect(storage == nil)
    }

    @Test("An object copied out of a document keeps the storage alive after the document goes, and only as long")
    func copiedObjectKeepsTheStorage() throws {
        weak var storage: XMLStorage?
        var kept: IBObject?
        do {
            // Given an object copied out of a read document
            let document = try IBDocument.read(string: Self.controllers(3), fileName: "Few.xib")
            storage = document.root.storage
            kept = document.objects[2]
        }
        // When the document has gone, then the copy still reads its element through the live storage
        #expect(storage != nil)
        #expect(kept?.title == "2")
        // And when the copy goes too, the storage is freed
        kept = nil
        #expect(storage == nil)
    }

    @Test("A read that fails after making elements leaves no element behind (repeated, then a good read)")
    func failedReadsSettleTheirCredit() throws {
        // Given a document whose last connection names a destination that does not exist: the reader has made all
        // its elements before it throws
        let broken = Self.controllers(300).replacingOccurrences(of: #"destination="c0" id="o299""#, with: #"destination="nowhere" id="o299""#)
        for _ in 0 ..< 3 {
            #expect(throws: IBReadError.self) { try IBDocument.read(string: broken, fileName: "Broken.xib") }
        }
        // Then a good read after it works as usual (an over-release would have freed a storage still in use)
        let document = try IBDocument.read(string: Self.controllers(300), fileName: "Good.xib")
        #expect(document.objects.map(\.title).last == "299")
    }
}
