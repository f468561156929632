import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 14, sixteenth round: the encoders read the document by address (`BorrowedDocument`), and a spare encoder in
/// the pool points at a placeholder between compiles. A compile must read only the document it was given, even when
/// the document an encoder compiled before is gone.
struct NibCompilerBorrowedDocumentTests {
    /// A xib whose one view carries `tag`.
    static func xib(tag: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" tag="\(tag)" id="V1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="\(100 + tag)"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test("Given xibs compiled one after another, each document dropped after its compile, when the first is compiled again, then its bytes are those of its first compile")
    func pooledEncodersReadOnlyTheDocumentTheyAreGiven() throws {
        // Given a xib compiled once
        let first = try NibCompiler.compile(IBDocument.read(string: Self.xib(tag: 7), fileName: "First.xib")).data()

        // When other xibs and a storyboard compile through the same pooled encoders, each document gone after its
        // compile, and the first xib is read and compiled again
        for tag in 8 ..< 12 {
            _ = try NibCompiler.compile(IBDocument.read(string: Self.xib(tag: tag), fileName: "Other\(tag).xib"))
        }
        _ = try StoryboardCompiler.compile(IBDocument.read(string: NibCompilerReuseTests.storyboard(scenes: 2), fileName: "S.storyboard"))
        let again = try NibCompiler.compile(IBDocument.read(string: Self.xib(tag: 7), fileName: "First.xib")).data()

        // Then the bytes are the same, and they differ from another document's (the tag and height are its own)
        #expect(again == first)
        let other = try NibCompiler.compile(IBDocument.read(string: Self.xib(tag: 9), fileName: "First.xib")).data()
        #expect(other != first)
    }

    @Test("Given a xib, when it is compiled with object ids, then the ids and lines come from that xib")
    func objectIDsComeFromTheBorrowedDocument() throws {
        // Given a xib read from a string
        let document = try IBDocument.read(string: Self.xib(tag: 3), fileName: "Ids.xib")

        // When it is compiled with its object ids
        let compiled = try NibCompiler.compileWithObjectIDs(document)

        // Then its view's id is among the archive's object ids, with the view's line
        #expect(compiled.objectIDs.values.contains("V1"))
        let viewEntry = compiled.objectIDs.first { $0.value == "V1" }
        #expect(viewEntry.flatMap { compiled.objectLines[$0.key] } == 5)
    }
}
