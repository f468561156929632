import Foundation
import Testing
@testable import InterfaceBuilder

/// The direct encoder (issue 14) writes the archive's bytes from its own tables: a key named by a `NibKey` or by a
/// string is one key, and the bytes decode to the tables the values were set with.
struct NibDirectEncoderTests {
    @Test func aKnownKeyAndTheSameKeyAsAStringShareOneTableEntry() {
        // Given a view that gets one key as a string first, then as a known key, and another the other way round
        var builder = NibArchiveBuilder()
        let view = builder.object("UIView")
        let dynamic = String("UIBoundsX".dropLast())
        builder.set(view, dynamic, .integer(1))
        builder.set(view, .UIBounds, .integer(2))
        builder.set(view, .UICenter, .integer(3))
        builder.set(view, "UICenter", .integer(4))

        // When the archive is written and read back
        let archive = builder.archive()

        // Then each name is in the key table once, and the values keep their order
        #expect(archive.keys.filter { $0 == "UIBounds" }.count == 1)
        #expect(archive.keys.filter { $0 == "UICenter" }.count == 1)
        #expect(archive.properties(ofObject: view.index).map(\.key) == ["UIBounds", "UIBounds", "UICenter", "UICenter"])
        #expect(archive.properties(ofObject: view.index).map(\.value) == [.integer(1), .integer(2), .integer(3), .integer(4)])
    }

    @Test func aKnownClassAndTheSameClassAsAStringShareOneEntryWithItsFallbackAfterIt() {
        // Given a color made by its known class, then one made by a heap string of the same name, then a view
        var builder = NibArchiveBuilder()
        let first = builder.object(.UIColor)
        var heapName = String()
        heapName.reserveCapacity(64)
        heapName.append(contentsOf: "UIColor")
        let second = builder.object(heapName)
        let view = builder.object("UIView")

        // When the archive is written and read back
        let archive = builder.archive()

        // Then both colors share one class entry, its fallback NSColor follows it and names it, and UIView comes next
        #expect(archive.classNames.map(\.name) == ["NSObject", "UIColor", "NSColor", "UIView"])
        #expect(archive.classNames[1].extraValues == [2])
        #expect(archive.className(ofObject: first.index) == "UIColor")
        #expect(archive.className(ofObject: second.index) == "UIColor")
        #expect(archive.className(ofObject: view.index) == "UIView")
    }

    @Test func everyKnownKeyHasOneDistinctName() {
        // Given the generated key list
        // When its names are read by case
        let names = NibKey.allCases.map(\.name)
        // Then there is one name per case, no two alike, and each string finds its case
        #expect(names.count == NibKey.names.count)
        #expect(Set(names).count == names.count)
        #expect(NibKey.allCases.allSatisfy { NibKey.byName[$0.name] == $0 })
        // And likewise for the known classes, whose fallbacks are those ibtool records
        #expect(Set(NibClass.allCases.map(\.name)).count == NibClass.names.count)
        #expect(NibClass.allCases.allSatisfy { $0.fallback?.name == NibArchiveBuilder.fallbackClass(of: $0.name) })
    }

    @Test func everyValueTypeIsWrittenAsTheTableEncoderWritesIt() {
        // Given one value of each type, data from strings, geometry and raw bytes
        var builder = NibArchiveBuilder()
        let object = builder.object("NSObject")
        let values: [NibValue] = [.int8(-3), .int16(-300), .int32(70_000), .int64(1 << 40), .bool(false), .bool(true),
                                  .float(1.5), .double(-2.25), .data(Data([1, 2, 3])), .null, .object(0)]
        for (i, value) in values.enumerated() { builder.set(object, "k\(i)", value) }
        builder.set(object, .NS_bytes, utf8: "héllo")
        builder.set(object, .UICenter, doubles: 1, 2)
        builder.set(object, .UIBounds, doubles: 0, 0, 320, 44.5)

        // When the builder writes its bytes, and the same tables are written by NibArchive's own encoder
        let direct = builder.data()
        let decoded = try? NibArchive(data: direct)
        let viaTables = decoded.map { NibArchive(formatVersion: $0.formatVersion, coderVersion: $0.coderVersion, objects: $0.objects,
                                                 keys: $0.keys, values: $0.values, classNames: $0.classNames).data() }

        // Then both encoders give the same bytes, and the values read back as set
        #expect(viaTables == direct)
        let read = decoded?.properties(ofObject: object.index).map(\.value) ?? []
        #expect(Array(read.prefix(values.count)) == values)
        #expect(read.dropFirst(values.count).map { $0 } == [.data(Data("héllo".utf8)), .data(NibGeometry.data(1, 2)),
                                                             .data(NibGeometry.data(0, 0, 320, 44.5))])
    }
}
