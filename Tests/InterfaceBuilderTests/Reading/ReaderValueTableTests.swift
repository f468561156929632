import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 14, fifteenth round: an object's `colors`, `fonts` and `properties` live in three tables per document
/// (`IBValueTable.swift`). They must read as the lists they were, in document order per object even when a child's
/// values came between an object's own, stay settable, and keep value semantics: a list set on one copy of a document
/// never shows in another.
struct ReaderValueTableTests {
    /// A view with a tint colour and a property before its subviews and a background colour and a property after them;
    /// its label has a font, a colour and a property of its own, and a second view has none.
    private static let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <view contentMode="scaleToFill" id="root">
        <color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        <size key="shadowOffset" width="1" height="2"/>
        <subviews>
        <label text="Hi" id="label">
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <color key="textColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        <nil key="highlightedColor"/>
        </label>
        </subviews>
        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        <fontDescription key="font" type="boldSystem" pointSize="12"/>
        <nil key="lastProperty"/>
        </view>
        <view id="plain"/>
        </objects></document>
        """

    @Test("Given a read document, each object's colors, fonts and properties are its own, in document order")
    func valuesReadFromTheTables() throws {
        // Given a read xib
        let document = try IBDocument.read(string: Self.xib, fileName: "Values.xib")
        let label = try #require(document.object(withID: "label"))
        let plain = try #require(document.object(withID: "plain"))
        // Then the label has its own font, colour and property
        #expect(label.fonts.map(\.key) == ["fontDescription"])
        #expect(label.fonts.first?.pointSize == 17)
        #expect(label.colors.map(\.key) == ["textColor"])
        #expect(label.colors.first?.components == .white(0.5))
        #expect(label.properties.map(\.key) == ["highlightedColor"])
        // And the in-place lists read the same values
        #expect(label.colorList.map(\.key) == ["textColor"])
        #expect(label.fontList.count == 1 && label.propertyList.count == 1)
        // And an object without values has empty lists
        #expect(plain.colors.isEmpty && plain.fonts.isEmpty && plain.properties.isEmpty)
        #expect(plain.colorList.isEmpty && plain.fontList.isEmpty && plain.propertyList.isEmpty)
    }

    @Test("Given a view whose colors and properties come before and after its subviews' values, it reads only its own, in order")
    func interleavedValuesStayTogether() throws {
        // Given a read xib whose root view's values are split by its label's
        let document = try IBDocument.read(string: Self.xib, fileName: "Values.xib")
        let root = try #require(document.object(withID: "root"))
        let rootIndex = try #require(document.index(ofID: "root"))
        // Then the root view's colours are the tint colour, then the background colour, and none of the label's
        #expect(root.colors.map(\.key) == ["tintColor", "backgroundColor"])
        #expect(root.colors.map(\.systemColor) == [nil, "systemBackgroundColor"])
        #expect(root.color("backgroundColor")?.encoding == .system)
        #expect(document.colorPosition(ofObject: rootIndex, "backgroundColor") == 1)
        // And its properties are its two, in order, read by key too
        #expect(root.properties.map(\.key) == ["shadowOffset", "lastProperty"])
        #expect(root.property("shadowOffset") == .size(IBSize(width: 1, height: 2)))
        #expect(document.property(ofObject: rootIndex, "lastProperty") == .nil)
        // And its font is its own
        #expect(root.fonts.map(\.type) == ["boldSystem"])
        #expect(root.font("font")?.pointSize == 12)
    }

    @Test("Given a copy of a document, when one object's values are set on the copy, then the copy reads the new values and the original its own")
    func settingValuesKeepsValueSemantics() throws {
        // Given a read xib and a copy of it
        let original = try IBDocument.read(string: Self.xib, fileName: "Values.xib")
        var copy = original
        let root = try #require(original.index(ofID: "root"))
        // When the copy's root view gets one colour, no fonts and an extra property
        copy.objects[root].colors = [IBColor(key: "tintColor")]
        copy.objects[root].fonts = []
        copy.objects[root].properties.append(IBProperty(key: "added", value: .bool(true)))
        // Then the copy reads the values it was given, in place too
        #expect(copy.objects[root].colors.map(\.key) == ["tintColor"])
        #expect(copy.objects[root].colorList.count == 1)
        #expect(copy.colorPosition(ofObject: root, "backgroundColor") == nil)
        #expect(copy.objects[root].fonts.isEmpty && copy.objects[root].fontList.isEmpty)
        #expect(copy.objects[root].properties.map(\.key) == ["shadowOffset", "lastProperty", "added"])
        #expect(copy.property(ofObject: root, "added") == .bool(true))
        // And the original is unchanged
        #expect(original.objects[root].colors.map(\.key) == ["tintColor", "backgroundColor"])
        #expect(original.objects[root].fonts.count == 1)
        #expect(original.objects[root].properties.map(\.key) == ["shadowOffset", "lastProperty"])
    }
}
