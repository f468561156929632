import Foundation
import Testing
@testable import InterfaceBuilder

/// The builder keeps every value as a record naming its object (issue 14, sixth round): objects filled in turns still
/// write their values grouped per object in the order set, and the rare edits keep that order.
struct NibArchiveBuilderRecordTests {
    @Test func valuesSetInTurnsAreWrittenGroupedPerObjectInTheOrderSet() throws {
        // Given two objects whose values are set alternately, with a string object made in between
        var builder = NibArchiveBuilder()
        let view = builder.object(.UIView)
        let label = builder.object("UILabel")
        builder.set(view, .UITag, .integer(1))
        builder.set(label, .UITag, .integer(2))
        let text = builder.string("Hello")
        builder.set(view, .UIHidden, .bool(true))
        builder.set(label, .UIText, text)

        // When the archive is written and read back
        let archive = try NibArchive(data: builder.data())

        // Then each object's values come out together, in the order they were set
        #expect(archive.properties(ofObject: view.index).map(\.key) == ["UITag", "UIHidden"])
        #expect(archive.properties(ofObject: label.index).map(\.key) == ["UITag", "UIText"])
        #expect(archive.properties(ofObject: label.index).map(\.value) == [.integer(2), .object(text.index)])
        #expect(archive.properties(ofObject: text.index).map(\.value) == [.data(Data("Hello".utf8))])
    }

    @Test func anInsertedValueGoesBeforeTheFirstValueOfItsKeyAndTheOthersKeepTheirOrder() throws {
        // Given a view with three values, another object's value set after them, and one more value of the view
        var builder = NibArchiveBuilder()
        let view = builder.object(.UIView)
        builder.set(view, .UITag, .integer(1))
        builder.set(view, .UIViewSemanticContentAttribute, .integer(2))
        builder.set(view, .UIHidden, .bool(true))
        let other = builder.object(.UIView)
        builder.set(other, .UITag, .integer(9))
        builder.set(view, .UIOpaque, .bool(false))

        // When a value is inserted before the semantic content attribute, and one before a key the view lacks
        builder.insert(view, "UIViewAutolayoutConstraints", .object(other.index), before: "UIViewSemanticContentAttribute")
        builder.insert(other, "UIHidden", .bool(true), before: "UIOpaque")
        let archive = try NibArchive(data: builder.data())

        // Then the first lands just before that key, the second at the end, and no other value moves
        #expect(archive.properties(ofObject: view.index).map(\.key)
            == ["UITag", "UIViewAutolayoutConstraints", "UIViewSemanticContentAttribute", "UIHidden", "UIOpaque"])
        #expect(archive.properties(ofObject: view.index).map(\.value)
            == [.integer(1), .object(other.index), .integer(2), .bool(true), .bool(false)])
        #expect(archive.properties(ofObject: other.index).map(\.key) == ["UITag", "UIHidden"])
    }

    @Test func replacedPropertiesDropTheOldValuesAndReadBackAsSet() throws {
        // Given a view with two values, read back by the builder, then replaced by one of them and a new one
        var builder = NibArchiveBuilder()
        let view = builder.object(.UIView)
        builder.set(view, .UITag, .integer(1))
        builder.set(view, .UIHidden, .bool(true))
        let before = builder.properties(view.index)
        builder.setProperties(view.index, [("UIHidden", .bool(false)), ("UIAlpha", .double(0.5))])

        // When the builder is asked for a value and the archive is written
        let hidden = builder.value(view, "UIHidden")
        let archive = try NibArchive(data: builder.data())

        // Then the old values are gone from the output and the new ones read back in their order
        #expect(before.map(\.0) == ["UITag", "UIHidden"])
        #expect(hidden == .bool(false))
        #expect(builder.properties(view.index).map(\.0) == ["UIHidden", "UIAlpha"])
        #expect(archive.properties(ofObject: view.index).map(\.value) == [.bool(false), .double(0.5)])
        #expect(archive.values.count == 2)   // the two new values only (the root has none here)
    }

    @Test func aKnownKeyNamedByAStringFindsItsIndexAgainInTheNextNibOfAReusedBuilder() throws {
        // Given a builder that wrote one nib using a known key by its literal name, then was emptied for reuse
        var builder = NibArchiveBuilder()
        let first = builder.object(.UIView)
        builder.set(first, "UIViewSemanticContentAttribute", .integer(1))
        _ = builder.data()
        builder.removeAll()

        // When the next nib uses other keys first, then the same literal name
        let view = builder.object(.UIView)
        builder.set(view, .UITag, .integer(2))
        builder.set(view, .UIHidden, .bool(true))
        builder.set(view, "UIViewSemanticContentAttribute", .integer(3))
        let archive = try NibArchive(data: builder.data())

        // Then the name maps to this nib's entry, not the one the earlier nib gave it
        #expect(archive.properties(ofObject: view.index).map(\.key) == ["UITag", "UIHidden", "UIViewSemanticContentAttribute"])
        #expect(archive.keys.filter { $0 == "UIViewSemanticContentAttribute" }.count == 1)
    }

    @Test func asciiChecksAgreeWithTheByteByByteAnswer() {
        // Given strings of every length up to 40, ASCII and with one non-ASCII byte at each position
        for length in 0 ... 40 {
            let ascii = String(repeating: "a", count: length)
            // When they are checked eight bytes a step
            // Then the answer is the byte-by-byte one
            #expect(NibASCII.isASCII(ascii))
            for position in 0 ..< max(length, 1) where length > 0 {
                var bytes = Array(ascii.utf8)
                bytes[position] = 0xC3
                bytes.insert(0xA9, at: position + 1)
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(!NibASCII.isASCII(text), "length \(length), position \(position)")
            }
        }
    }
}
