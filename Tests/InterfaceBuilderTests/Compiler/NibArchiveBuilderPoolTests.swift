import Foundation
import Testing
@testable import InterfaceBuilder

/// The builder keeps every object's values in one pool, linked per object; the archive must still list each
/// object's values together and in the order they were set, inserted or replaced.
struct NibArchiveBuilderPoolTests {
    @Test func interleavedObjectsKeepTheirOwnValuesInOrder() {
        // Given a view whose values are set while other objects (strings) are being made
        var builder = NibArchiveBuilder()
        let view = builder.object("UIView")
        builder.set(view, "UITag", .integer(3))
        builder.set(view, "UILabel", builder.string("Hello"))
        builder.set(view, "UIOpaque", .bool(true))

        // When the archive is made
        let archive = builder.archive()

        // Then the view's values are contiguous, in the order set, and the string holds only its bytes
        #expect(archive.properties(ofObject: view.index).map(\.key) == ["UITag", "UILabel", "UIOpaque"])
        let label = archive.properties(ofObject: view.index)[1].value.objectIndex ?? -1
        #expect(archive.className(ofObject: label) == "NSString")
        #expect(archive.properties(ofObject: label).map(\.value) == [.data(Data("Hello".utf8))])
    }

    @Test func insertBeforeAndReplaceEditTheChainInPlace() {
        // Given a view with three values
        var builder = NibArchiveBuilder()
        let view = builder.object("UIView")
        builder.set(view, "A", .integer(1))
        builder.set(view, "B", .integer(2))
        builder.set(view, "C", .integer(3))

        // When a value is inserted before the first, one before B, one before a missing key, and one is read
        builder.insert(view, "First", .null, before: "A")
        builder.insert(view, "BeforeB", .bool(false), before: "B")
        builder.insert(view, "Last", .bool(true), before: "Missing")

        // Then the chain reads in the new order, and value(_:_:) finds a key anywhere in it
        #expect(builder.properties(view.index).map(\.0) == ["First", "A", "BeforeB", "B", "C", "Last"])
        #expect(builder.value(view, "C") == .integer(3))
        #expect(builder.value(view, "Absent") == nil)

        // When the values are replaced
        builder.setProperties(view.index, [("Z", .integer(9)), ("Y", .integer(8))])

        // Then only the new ones are archived, in order, and the archive holds no orphans from the pool
        let archive = builder.archive()
        #expect(archive.properties(ofObject: view.index).map(\.key) == ["Z", "Y"])
        #expect(archive.values.count == archive.objects.reduce(0) { $0 + $1.valueCount })
    }
}
