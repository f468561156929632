import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 14, fifteenth round: an object's `children`, `subviews`, `connections` and `constraints` live in one table per
/// document (`IBIndexList.swift`). They must read as the lists they were, stay settable, and keep value semantics: a
/// list set on one copy of a document never shows in another.
struct ReaderListTableTests {
    /// A view with a label and a button as subviews, a keyed navigation item as a non-subview child, a constraint and
    /// an outlet.
    private static let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"><connections>
        <outlet property="view" destination="root" id="o1"/></connections></placeholder>
        <view contentMode="scaleToFill" id="root"><subviews>
        <label text="Hi" id="label"/><button id="button"/></subviews>
        <constraints><constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/></constraints>
        </view>
        <view id="plain"/>
        </objects></document>
        """

    @Test("Given a read document, each object's lists hold its children, subviews, connections and constraints in order")
    func listsReadFromTheTable() throws {
        // Given a read xib
        let document = try IBDocument.read(string: Self.xib, fileName: "Lists.xib")
        let owner = try #require(document.object(withID: "owner"))
        let root = try #require(document.object(withID: "root"))
        let plain = try #require(document.object(withID: "plain"))
        let label = try #require(document.index(ofID: "label")), button = try #require(document.index(ofID: "button"))
        // Then the root view's subviews and children are the label and the button, in order
        #expect(root.subviews == [label, button])
        #expect(root.children == [label, button])
        #expect(root.subviewList.array == [label, button])
        // And the constraint belongs to the root view, the outlet to the owner
        #expect(root.constraints.map { document.constraints[$0].id } == ["c1"])
        #expect(owner.connections.map { document.connections[$0].id } == ["o1"])
        // And an object without lists has empty ones
        #expect(plain.children.isEmpty && plain.subviews.isEmpty && plain.constraints.isEmpty && plain.connections.isEmpty)
        #expect(plain.childList.isEmpty)
    }

    @Test("Given a copy of a document, when one object's lists are set on the copy, then the copy reads the new lists and the original its own")
    func settingAListKeepsValueSemantics() throws {
        // Given a read xib and a copy of it
        let original = try IBDocument.read(string: Self.xib, fileName: "Lists.xib")
        var copy = original
        let root = try #require(original.index(ofID: "root"))
        let label = try #require(original.index(ofID: "label")), button = try #require(original.index(ofID: "button"))
        // When the copy's root view gets its subviews reversed and its constraints and children emptied
        copy.objects[root].subviews = [button, label]
        copy.objects[root].constraints = []
        copy.objects[root].children = [button]
        // Then the copy reads the lists it was given, in place too
        #expect(copy.objects[root].subviews == [button, label])
        #expect(Array(copy.objects[root].subviewList) == [button, label])
        #expect(copy.objects[root].constraints.isEmpty)
        #expect(copy.objects[root].children == [button])
        // And the original is unchanged
        #expect(original.objects[root].subviews == [label, button])
        #expect(original.objects[root].constraints.count == 1)
        #expect(original.objects[root].children == [label, button])
    }

    @Test("Given a view whose children are not all subviews, its subviews list is its own range, not its children's")
    func subviewsDifferFromChildrenWhenKeyedChildrenExist() throws {
        // Given a controller's view with a subview, and a table view cell holding its content view as a keyed child
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <tableViewCell id="cell"><tableViewCellContentView key="contentView" id="content"><subviews>
            <label id="inner"/></subviews></tableViewCellContentView></tableViewCell>
            </objects></document>
            """
        let document = try IBDocument.read(string: xib, fileName: "Cell.xib")
        let cell = try #require(document.object(withID: "cell"))
        let content = try #require(document.object(withID: "content"))
        let inner = try #require(document.index(ofID: "inner"))
        // Then the cell's child is its content view, and it has no subviews of its own
        #expect(cell.children == [content.index])
        #expect(cell.subviews.isEmpty)
        // And the content view's subview is the label
        #expect(content.subviews == [inner])
    }
}
