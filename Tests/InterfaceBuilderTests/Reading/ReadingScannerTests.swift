import Foundation
import Testing
@testable import InterfaceBuilder

struct ReadingScannerTests {
    @Test("Declaration, DOCTYPE, comments and processing instructions are skipped")
    func skipsProlog() throws {
        let xml = """
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE document [ <!ENTITY x "y"> ]>
        <!-- a comment with <tags> & ampersands -->
        <?pi some data?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><!-- inside --><objects/></document>
        <!-- trailing comment -->
        """

        let doc = try ReadingSamples.read(xml)

        #expect(doc.root.name == "document")
        #expect(doc.root.children.map(\.name) == ["objects"])
        #expect(doc.root.position == IBSourcePosition(line: 5, column: 1))
    }

    @Test("An attribute whose name extends, shortens or differs from the one at the same place before is read as written")
    func attributeNamesThatBreakTheRepeatedOrder() throws {
        // Given elements whose attributes first repeat an order (which the scanner learns to guess), then break it:
        // a longer name starting with the guessed one, a shorter one, an unknown one, a long one, spaces before `=`
        let xml = ReadingSamples.xib("""
        <view id="v1" userLabel="a" contentMode="scaleToFill"/>
        <view id="v2" userLabel="b" contentMode="scaleToFill"/>
        <view id="v3" userLabelX="c" contentMode="center"/>
        <view id="v4" userLab="d" contentModeTranslatesAutoresizingMask="e"/>
        <view id="v5" userLabel = "f" contentMode="redraw"/>
        """)

        // When it is read
        let doc = try ReadingSamples.read(xml)

        // Then every attribute keeps its own name
        #expect(try #require(doc.object(withID: "v2")).userLabel == "b")
        let v3 = try #require(doc.object(withID: "v3"))
        #expect(v3.userLabel == nil)
        #expect(v3[attribute: "userLabelX"] == "c")
        #expect(v3.contentMode == "center")
        let v4 = try #require(doc.object(withID: "v4"))
        #expect(v4[attribute: "userLab"] == "d")
        #expect(v4[attribute: "contentModeTranslatesAutoresizingMask"] == "e")
        #expect(v4.contentMode == nil)
        let v5 = try #require(doc.object(withID: "v5"))
        #expect(v5.userLabel == "f")
        #expect(v5.contentMode == "redraw")
    }

    @Test("Single- and double-quoted attributes decode entity and character references")
    func attributeReferences() throws {
        let xml = ReadingSamples.xib("""
        <label id='l1' text='&lt;a href=&quot;x&quot;&gt; &amp; &apos;q&apos; &#65;&#x42;&#x1F600;' userLabel="it's &#233;"/>
        """)

        let doc = try ReadingSamples.read(xml)

        let label = try #require(doc.object(withID: "l1"))
        #expect(label.text == "<a href=\"x\"> & 'q' AB😀")
        #expect(label.userLabel == "it's é")
    }

    @Test("Text content joins text and CDATA, decodes references and keeps whitespace-only strings")
    func textContent() throws {
        let xml = ReadingSamples.xib("""
        <textView id="t1"><string key="text">a &amp; b<![CDATA[ <raw> & ]]>c</string></textView>
        <label id="t2"><string key="text">  </string></label>
        <label id="t3"><string key="text"></string></label>
        """)

        let doc = try ReadingSamples.read(xml)

        #expect(doc.object(withID: "t1")?.text == "a & b <raw> & c")
        #expect(doc.object(withID: "t2")?.text == "  ")
        #expect(doc.object(withID: "t3")?.text == "")
    }

    @Test("Self-closing and empty elements have no children and keep attribute order")
    func selfClosing() throws {
        let xml = ReadingSamples.xib(#"<view id="v" contentMode="scaleToFill" zzz="1" aaa="2"/><view id="w"></view>"#)

        let doc = try ReadingSamples.read(xml)

        let v = try #require(doc.object(withID: "v"))
        #expect(v.element.children.isEmpty)
        #expect(v.element.attributes.map(\.name) == ["id", "contentMode", "zzz", "aaa"])
        #expect(v.element[attribute: "aaa"] == "2")
        #expect(doc.object(withID: "w")?.element.text == nil)
    }

    @Test("Element positions are 1-based lines and columns")
    func positions() throws {
        let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n  <objects>\n\t<view id=\"v\"/>\n  </objects>\n</document>"

        let doc = try ReadingSamples.read(xml)

        #expect(doc.object(withID: "v")?.position == IBSourcePosition(line: 3, column: 2))
    }
}

struct ReadingDeepNestingTests {
    @Test("A 10,000-deep nesting of views reads, walks and deallocates without overflowing the stack")
    func deepNesting() throws {
        let depth = 10_000
        var xml = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>"#
        xml.reserveCapacity(depth * 80)
        for i in 0..<depth { xml += #"<view contentMode="scaleToFill" id="v\#(i)"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>"# }
        for _ in 0..<depth { xml += "</subviews></view>" }
        xml += "</objects></document>"

        var doc: IBDocument? = try ReadingSamples.read(xml)

        let d = try #require(doc)
        #expect(d.objects.count == depth)
        #expect(d.objects[depth - 1].parent == depth - 2)
        #expect(d.objects[0].subviews == [1])
        var visited = 0
        d.walk(from: 0) { _ in visited += 1 }
        #expect(visited == depth)
        #expect(d.root.subtreeSize == 1 + 1 + depth * 3)
        doc = nil
        #expect(doc == nil)
    }

    @Test("A 10,000-deep nesting of unknown elements is kept generically and reads")
    func deepUnknownNesting() throws {
        let depth = 10_000
        var xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><view id="v">"#
        for _ in 0..<depth { xml += "<mystery>" }
        for _ in 0..<depth { xml += "</mystery>" }
        xml += "</view></objects></document>"

        let doc = try ReadingSamples.read(xml)

        #expect(doc.objects[0].unknownChildren.count == 1)
        #expect(doc.objects[0].unknownChildren[0].subtreeSize == depth)
        #expect(doc.coverage.unknownElements.contains(.init(name: "mystery", context: "mystery", count: depth - 1)))
    }
}
