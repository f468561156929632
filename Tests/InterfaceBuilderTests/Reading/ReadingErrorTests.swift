import Foundation
import Testing
@testable import InterfaceBuilder

private let touchXIB = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#

private func lines(_ l: String...) -> String { l.joined(separator: "\n") }

struct ReadingMalformedXMLTests {
    @Test("An end of file inside a start tag is an unclosed tag at the tag's position")
    func unclosedStartTag() throws {
        let xml = lines(#"<?xml version="1.0"?>"#, touchXIB, #"  <objects><view id="a""#)

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.line == 3)
        #expect(error.column == 12)
        #expect(error.description.hasPrefix("Bad.xib:3:12: error: malformed XML: unexpected end of file inside the start tag <view> (unclosed tag)"))
    }

    @Test("An element still open at the end of the file is reported at the end, naming where it opened")
    func unexpectedEndOfFile() throws {
        let xml = lines(#"<?xml version="1.0"?>"#, touchXIB, "    <objects>", "")

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.line == 4)
        #expect(error.column == 1)
        #expect(error.message.contains("<objects> opened at line 3, column 5 is not closed"))
    }

    @Test("A mismatched end tag is reported at the end tag, naming the open element")
    func mismatchedEndTag() throws {
        let xml = lines(#"<?xml version="1.0"?>"#, touchXIB, "    <objects>", "    </object>", "</document>")

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.position == IBSourcePosition(line: 4, column: 5))
        #expect(error.message.contains("mismatched end tag: </object> closes <objects> opened at line 3, column 5"))
    }

    @Test("An unquoted attribute value is a bad attribute at the value")
    func unquotedAttribute() throws {
        let xml = lines(#"<?xml version="1.0"?>"#, #"<document type=com version="3.0">"#, "</document>")

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.position == IBSourcePosition(line: 2, column: 16))
        #expect(error.message.contains("bad attribute: the value of 'type' is not quoted"))
    }

    @Test("An attribute without a value is a bad attribute")
    func attributeWithoutValue() throws {
        let xml = lines(touchXIB, #"  <view id="a" hidden/>"#, "</document>")

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.position == IBSourcePosition(line: 2, column: 22))
        #expect(error.message.contains("'hidden' has no value"))
    }

    @Test("A repeated attribute is a bad attribute at its second occurrence")
    func repeatedAttribute() throws {
        let xml = lines(touchXIB, #"  <view id="a" id="b"/>"#, "</document>")

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.position == IBSourcePosition(line: 2, column: 16))
        #expect(error.message.contains("'id' appears twice in <view>"))
    }

    @Test("A start tag interrupted by another tag is an unclosed tag")
    func tagInterruptedByTag() throws {
        let xml = lines(touchXIB, #"  <view id="a" <label/>"#, "</document>")

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.position == IBSourcePosition(line: 2, column: 16))
        #expect(error.message.contains("unclosed tag <view>: '<' found before '>'"))
    }

    @Test("An end tag without a start tag is refused")
    func strayEndTag() throws {
        let xml = lines(touchXIB, "</document>", "</objects>")

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.position == IBSourcePosition(line: 3, column: 1))
        #expect(error.message.contains("has no matching start tag"))
    }

    @Test("Text after the root element is refused where it starts")
    func textAfterRoot() throws {
        let xml = lines(touchXIB, "</document>", "  trailing")

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.position == IBSourcePosition(line: 3, column: 3))
        #expect(error.message.contains("text after the root element"))
    }

    @Test("A second root element is refused")
    func secondRoot() throws {
        let xml = lines(touchXIB, "</document>", "<document/>")

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.position == IBSourcePosition(line: 3, column: 1))
        #expect(error.message.contains("second root element"))
    }

    @Test("An invalid character reference is refused at its ampersand")
    func invalidCharacterReference() throws {
        let xml = lines(touchXIB, #"  <label text="a&#0;b" id="l"/>"#, "</document>")

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.position == IBSourcePosition(line: 2, column: 17))
        #expect(error.message.contains("invalid character reference &#0;"))
    }

    @Test("An unknown entity and a bare ampersand are refused with their own messages")
    func unknownEntityAndBareAmpersand() throws {
        let unknown = lines(touchXIB, #"<x a="&nbsp;"/>"#, "</document>")
        let bare = lines(touchXIB, #"<x a="R & D"/>"#, "</document>")

        let e1 = try #require(ReadingSamples.error(unknown))
        let e2 = try #require(ReadingSamples.error(bare))

        #expect(e1.position == IBSourcePosition(line: 2, column: 7))
        #expect(e1.message.contains("unknown entity reference &nbsp;"))
        #expect(e2.position == IBSourcePosition(line: 2, column: 9))
        #expect(e2.message.contains("write &amp;"))
    }

    @Test("Columns count characters, not bytes, after non-ASCII text")
    func columnsCountCharacters() throws {
        let xml = lines(touchXIB, #"<x a="é€😀" b="&#xD800;"/>"#, "</document>")

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.position == IBSourcePosition(line: 2, column: 15))
    }

    @Test("Unterminated comments and CDATA sections are unexpected ends of file")
    func unterminatedCommentAndCDATA() throws {
        let comment = lines(touchXIB, "  <!-- open", "</document>")
        let cdata = lines(touchXIB, "<x><![CDATA[ open", "</x></document>")

        let e1 = try #require(ReadingSamples.error(comment))
        let e2 = try #require(ReadingSamples.error(cdata))

        #expect(e1.position == IBSourcePosition(line: 2, column: 3))
        #expect(e1.message.contains("inside a comment"))
        #expect(e2.position == IBSourcePosition(line: 2, column: 4))
        #expect(e2.message.contains("inside a CDATA section"))
    }
}

struct ReadingRefusalTests {
    @Test("An empty file is refused as empty", arguments: ["", "  \n\t\r\n"])
    func emptyFile(contents: String) throws {
        let error = try #require(ReadingSamples.error(contents, fileName: "Empty.xib"))

        #expect(error.kind == .emptyFile)
        #expect(error.description == "Empty.xib:1:1: error: the file is empty. Save it again from Xcode, or remove it from the inputs.")
    }

    @Test("The legacy iOS archive format is refused with its own message")
    func legacyArchiveIOS() throws {
        let xml = lines(#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">"#, "<data/>", "</archive>")

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.kind == .legacyArchive(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", mac: false))
        #expect(error.position == IBSourcePosition(line: 2, column: 1))
        #expect(error.message.contains("legacy Interface Builder archive format"))
        #expect(error.message.contains("save it in the current document format"))
    }

    @Test("The legacy Mac archive format is refused as legacy and macOS")
    func legacyArchiveMac() throws {
        let xml = #"<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data/></archive>"#

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.kind == .legacyArchive(type: "com.apple.InterfaceBuilder3.Cocoa.XIB", mac: true))
        #expect(error.message.contains("macOS"))
    }

    @Test("Documents of other platforms are refused naming the platform", arguments: [
        ("com.apple.InterfaceBuilder3.Cocoa.XIB", "macOS (Cocoa)"),
        ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "macOS (Cocoa)"),
        ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "tvOS"),
        ("com.apple.InterfaceBuilder.AppleTV.XIB", "tvOS"),
        ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchOS"),
    ])
    func otherPlatforms(type: String, platform: String) throws {
        let xml = lines(#"<?xml version="1.0"?>"#, #"<document type="\#(type)" version="3.0"/>"#)

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.kind == .unsupportedDocumentType(type: type, platform: platform))
        #expect(error.position == IBSourcePosition(line: 2, column: 17))
        #expect(error.message.contains("only Cocoa Touch (iOS) documents are supported"))
    }

    @Test("A Cocoa Touch document of an unknown version is refused at the version")
    func unsupportedVersion() throws {
        let xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="4.0"/>"#

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.kind == .unsupportedVersion("4.0"))
        #expect(error.position == IBSourcePosition(line: 1, column: 70))
    }

    @Test("A document without a type is refused naming the attribute")
    func missingType() throws {
        let error = try #require(ReadingSamples.error(#"<document version="3.0"/>"#))

        #expect(error.kind == .missingAttribute(element: "document", attribute: "type"))
        #expect(error.position == IBSourcePosition(line: 1, column: 1))
    }

    @Test("Version 2.0 Cocoa Touch documents are accepted")
    func version2() throws {
        let doc = try ReadingSamples.read(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="2.0"><objects/></document>"#)

        #expect(doc.header.version == "2.0")
    }

    @Test("A root element other than document is refused")
    func notInterfaceBuilder() throws {
        let error = try #require(ReadingSamples.error("<plist version=\"1.0\"/>"))

        #expect(error.kind == .notInterfaceBuilder("plist"))
    }

    @Test("A connection to a missing id is refused naming the connection and the destination")
    func missingDestination() throws {
        let xml = ReadingSamples.xib("""
                <view contentMode="scaleToFill" id="v1">
                    <connections>
                        <outlet property="delegate" destination="nope" id="out-1"/>
                    </connections>
                </view>
        """)

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.kind == .missingDestination(connectionID: "out-1", destination: "nope"))
        #expect(error.position == IBSourcePosition(line: 8, column: 17))
        #expect(error.message.contains("connection out-1 points to destination \"nope\""))
    }

    @Test("A duplicate id is refused at its second use, naming both lines")
    func duplicateID() throws {
        let xml = ReadingSamples.xib("""
                <view contentMode="scaleToFill" id="v1"/>
                <view contentMode="scaleToFill" id="v1"/>
        """)

        let error = try #require(ReadingSamples.error(xml))

        #expect(error.kind == .duplicateID(id: "v1", firstLine: 6, secondLine: 7))
        #expect(error.position == IBSourcePosition(line: 7, column: 9))
        #expect(error.description.contains("Bad.xib:7:9: error: id \"v1\" on line 7 is already used on line 6"))
    }

    @Test("A missing file is reported as unreadable, never trapping")
    func unreadableFile() throws {
        let url = URL(fileURLWithPath: "/nonexistent/Missing.storyboard")

        let error = #expect(throws: IBReadError.self) { try IBDocument.read(contentsOf: url) }

        guard case .unreadable = error?.kind else { Issue.record("expected unreadable, got \(String(describing: error))"); return }
        #expect(error?.file == "/nonexistent/Missing.storyboard")
    }
}
