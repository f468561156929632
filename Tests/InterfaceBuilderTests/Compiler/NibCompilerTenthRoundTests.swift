import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 14, tenth round: the builder's hot tables live in `NibPlainTable`s (no copy-on-write check per append), value
/// records pack their key and type into one word, and the writer reads every table through plain pointers. What a
/// nib says must not change with any of it.
struct NibCompilerTenthRoundTests {
    @Test func aPlainTableGrowsKeepsItsElementsAndEmptiesWithoutLosingItsMemory() {
        // Given a table with room for two, filled past that
        var table = NibPlainTable<Int32>(capacity: 2)
        for value in 0 ..< 100 { table.append(Int32(value)) }

        // Then every element is where it was appended, and the memory grew to hold them
        #expect(table.count == 100)
        #expect(table.capacity >= 100)
        #expect((0 ..< 100).allSatisfy { table[$0] == Int32($0) })
        #expect(table.last == 99)

        // When it is emptied and used again
        let capacity = table.capacity
        table.removeAll()
        table.append(7)

        // Then it keeps its memory and holds only the new element
        #expect(table.capacity == capacity)
        #expect(table.count == 1)
        #expect(Array(table.elements) == [7])
    }

    @Test func aPlainTableFilledWithRepeatedValuesCanBeResetByteWise() {
        // Given a table of -1s whose entries are then set
        var table = NibPlainTable<Int32>(repeating: -1, count: 5)
        table[2] = 42
        #expect(Array(table.elements) == [-1, -1, 42, -1, -1])

        // When every byte is set to 0xFF (how the builder forgets which keys a nib used)
        table.fillBytes(0xFF)

        // Then every entry is -1 again
        #expect(Array(table.elements) == [-1, -1, -1, -1, -1])
    }

    @Test func appendedRunsOfBytesLandAfterEachOtherEvenAcrossGrowth() {
        // Given a byte buffer with no memory yet
        var buffer = NibByteBuffer()

        // When runs of bytes of every length the copy handles are appended (0…40 bytes, inline and by memcpy)
        var expected: [UInt8] = []
        for length in 0 ... 40 {
            let run = (0 ..< length).map { UInt8(truncatingIfNeeded: length &* 7 &+ $0) }
            run.withUnsafeBytes { buffer.append(contentsOf: $0) }
            expected += run
        }

        // Then the buffer holds the runs back to back, and a range reads back as it was written
        #expect(buffer.count == expected.count)
        #expect(Array(buffer.elements) == expected)
        #expect(buffer[10 ..< 20] == Array(expected[10 ..< 20]))
    }

    @Test func aRecordKeepsItsKeyTypeObjectAndPayloadApart() {
        // Given records with the largest type byte and keys below and past 128 (a one- and a two-byte varint)
        let small = NibArchiveBuilder.Record(payload: 0xFFFF_FFFF_FFFF_FFFF, key: 5, object: -1, type: 10)
        let large = NibArchiveBuilder.Record(payload: 1, key: 300, object: 7, type: 0)

        // Then each field reads back as it was given, in sixteen bytes
        #expect(small.key == 5 && small.type == 10 && small.object == -1 && small.payload == .max)
        #expect(large.key == 300 && large.type == 0 && large.object == 7 && large.payload == 1)
        #expect(MemoryLayout<NibArchiveBuilder.Record>.stride == 16)
    }

    @Test func aNibWithMoreThan128KeysWritesTheLaterKeysAsTwoByteVarintsThatReadBack() throws {
        // Given an object with 200 distinct keys (the later ones past a one-byte varint) and a string value among them
        var builder = NibArchiveBuilder()
        let object = builder.object("CustomThing")
        let text = builder.string("last")
        for n in 0 ..< 200 { builder.set(object, "key\(n)", .integer(n)) }
        builder.set(object, "text", text)

        // When it is written and read back
        let archive = try NibArchive(data: builder.data())
        let values = archive.properties(ofObject: object.index)

        // Then every key and value comes back in order
        #expect(values.count == 201)
        #expect(values[0].key == "key0" && values[0].value == .integer(0))
        #expect(values[199].key == "key199" && values[199].value == .integer(199))
        #expect(values[200].key == "text" && values[200].value == .object(text.index))
        #expect(archive.properties(ofObject: text.index).map(\.value) == [.data(Data("last".utf8))])
    }
}
