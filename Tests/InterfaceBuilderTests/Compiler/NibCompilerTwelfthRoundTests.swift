import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 14, twelfth round: the compiler gathers a view's subviews, layout guides and constraints and a nib's
/// top-level objects on one scratch stack per encoder (`ViewEncoder.refStack`) instead of an array each; the reader
/// shares a view's `children` as its `subviews` when they are the same list, keeps ids in a raw-memory table and
/// builds each object whole. None of it may change what a document reads as or compiles to, at any depth or size.
struct NibCompilerTwelfthRoundTests {
    /// A storyboard of `scenes` scenes whose root view holds a tree of views `depth` levels deep, two children per
    /// view, each pinned to its parent by one constraint the parent owns; tags number the views depth-first.
    static func nestedStoryboard(scenes: Int, depth: Int) -> String {
        var tag = 0
        func view(_ id: String, level: Int) -> String {
            tag += 1
            var xml = "<view contentMode=\"scaleToFill\" tag=\"\(tag)\" id=\"\(id)\">\n"
            xml += "<rect key=\"frame\" x=\"\(level)\" y=\"\(tag)\" width=\"100\" height=\"50\"/>\n"
            if level < depth {
                xml += "<subviews>\n" + view("\(id)a", level: level + 1) + view("\(id)b", level: level + 1) + "</subviews>\n"
                xml += """
                    <constraints>
                    <constraint firstItem="\(id)a" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="\(tag)" id="\(id)-k1"/>
                    <constraint firstItem="\(id)b" firstAttribute="top" secondItem="\(id)a" secondAttribute="bottom" constant="8" id="\(id)-k2"/>
                    </constraints>

                    """
            }
            return xml + "</view>\n"
        }
        var body = ""
        for s in 0 ..< scenes {
            tag = 0
            body += """
                <scene sceneID="S\(s)">
                <objects>
                <viewController storyboardIdentifier="Scene\(s)" id="VC\(s)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="R\(s)">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                \(view("N\(s)", level: 1))</subviews>
                </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="FR\(s)" sceneMemberID="firstResponder"/>
                </objects>
                </scene>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="VC0">
            <scenes>
            \(body)</scenes>
            </document>
            """
    }

    @Test func viewsNestedFiveDeepReadBackFromTheirNibsInOrderWithEveryConstraintInEveryScene() throws {
        // Given three scenes, each a tree of 31 views five levels deep under its root view, 30 constraints in all
        let document = try IBDocument.read(string: Self.nestedStoryboard(scenes: 3, depth: 5), fileName: "Nested.storyboard")

        // When it compiles and the nibs are read back
        let compiled = try StoryboardCompiler.compile(document)
        let back = try NibStoryboardSummary(infoPlist: BinaryPropertyList.data(compiled.infoPlist)) { name in
            guard let nib = compiled.nib(named: name) else { throw NibCompileError("no nib \(name)") }
            return nib.data()
        }

        // Then the nibs say what the document says, view by view, in depth-first order, constraints included
        #expect(NibStoryboardSummary(document: document).differences(from: back) == [])
        #expect(back.scenes.count == 3)
        for scene in back.scenes {
            #expect(scene.views.count == 32, "\(scene.identifier): the root and its 31 views")
            #expect(scene.views.dropFirst().map(\.tag) == Array(1 ... 31), "\(scene.identifier): depth-first tags")
            #expect(scene.views.reduce(0) { $0 + $1.constraints.count } == 30, "\(scene.identifier): two per parent")
        }
    }

    @Test func aViewWhoseChildrenAreAllSubviewsListsThemOnceAndAKeyedChildIsNoSubview() throws {
        // Given a cell whose content view (a keyed child, not a subview) holds two labels
        let xml = ReadingSamples.xib("""
                <tableViewCell contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" contentMode="scaleToFill" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label text="One" id="one"/>
                            <label text="Two" id="two"/>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
        """)

        // When it is read
        let document = try IBDocument.read(string: xml, fileName: "Cell.xib")
        let cell = try #require(document.object(withID: "cell"))
        let content = try #require(document.object(withID: "content"))
        let one = try #require(document.index(ofID: "one")), two = try #require(document.index(ofID: "two"))

        // Then the content view's subviews are its children, in order; the cell has the content view as a child only
        #expect(content.subviews == [one, two])
        #expect(content.children == [one, two])
        #expect(cell.children == [content.index])
        #expect(cell.subviews.isEmpty)
    }

    @Test func everyIdOfALargeDocumentIsFoundAndARepeatAtItsEndIsRefusedNamingBothLines() throws {
        // Given 600 views, each with a constraint, in one xib
        var objects = ""
        for n in 0 ..< 600 {
            objects += """
                    <view contentMode="scaleToFill" id="view-\(n)">
                        <constraints>
                            <constraint firstAttribute="width" constant="\(n)" id="width-\(n)"/>
                        </constraints>
                    </view>

            """
        }
        let document = try IBDocument.read(string: ReadingSamples.xib(objects), fileName: "Large.xib")

        // Then every view and every constraint is found by its id, and an unknown id by none
        for n in 0 ..< 600 {
            #expect(document.index(ofID: "view-\(n)").map { document.objects[$0].id } == "view-\(n)")
            #expect(document.constraint(withID: "width-\(n)")?.constant == Double(n))
        }
        #expect(document.index(ofID: "view-600") == nil)

        // And when the first view's id comes back at the end, the read stops there naming both lines
        let repeated = objects + "        <view contentMode=\"scaleToFill\" id=\"view-0\"/>\n"
        let error = try #require(ReadingSamples.error(ReadingSamples.xib(repeated)))
        #expect(error.kind == .duplicateID(id: "view-0", firstLine: 6, secondLine: 6 + 5 * 600))
    }
}
