import Foundation
import Testing
@testable import InterfaceBuilder

struct NibArchiveCodecTests {
    private func sample() -> NibArchive {
        NibArchive(
            objects: [.init(classIndex: 0, firstValueIndex: 0, valueCount: 2), .init(classIndex: 1, firstValueIndex: 2, valueCount: 9)],
            keys: ["UINibTopLevelObjectsKey", "NS.bytes", "k"],
            values: [
                .init(keyIndex: 0, value: .object(1)), .init(keyIndex: 1, value: .data(Data("hi".utf8))),
                .init(keyIndex: 2, value: .int8(-3)), .init(keyIndex: 2, value: .int16(999)),
                .init(keyIndex: 2, value: .int32(-70000)), .init(keyIndex: 2, value: .int64(1 << 40)),
                .init(keyIndex: 2, value: .bool(true)), .init(keyIndex: 2, value: .bool(false)),
                .init(keyIndex: 2, value: .float(1.5)), .init(keyIndex: 2, value: .double(-2.25)),
                .init(keyIndex: 2, value: .null),
            ],
            classNames: [.init(name: "NSObject"), .init(name: "UIColor", extraValues: [0])]
        )
    }

    @Test("Every value type survives an encode/decode round trip")
    func everyValueTypeRoundTrips() throws {
        let archive = sample()

        let decoded = try NibArchive(data: archive.data())

        #expect(decoded == archive)
    }

    @Test("The header starts with the magic, format 1 and coder 9, then contiguous table offsets")
    func headerLayout() throws {
        let archive = sample()

        let bytes = [UInt8](archive.data())

        #expect(Array(bytes[0 ..< 10]) == Array("NIBArchive".utf8))
        #expect(bytes[10] == 1 && bytes[14] == 9)
        #expect(bytes[18] == 2 && bytes[22] == 50)
    }

    @Test("Varints put the low 7 bits first and set the high bit on the last byte")
    func varintCoding() {
        var out: [UInt8] = []

        NibByteWriter.varint(5, into: &out)
        NibByteWriter.varint(300, into: &out)

        #expect(out == [0x85, 0x2C, 0x82])
        var reader = NibByteReader(bytes: out)
        #expect((try? reader.varint()) == 5)
        #expect((try? reader.varint()) == 300)
    }

    @Test("Type 4 decodes as false and type 5 as true, as ibtool writes them")
    func booleanTypeCodes() {
        #expect(NibValue.bool(false).typeCode == 4)
        #expect(NibValue.bool(true).typeCode == 5)
    }

    @Test("A file with the wrong magic is refused with a message naming offset 0")
    func badMagic() {
        let data = Data("NOTANIBXXX".utf8) + Data(count: 40)

        #expect { try NibArchive(data: data) } throws: { error in
            (error as? NibArchiveError)?.description.contains("bad magic at offset 0") == true
        }
    }

    @Test("A truncated file is refused with the offset where bytes ran out")
    func truncated() {
        let full = sample().data()

        for length in [5, 12, 30, 49, 55, full.count - 1] {
            #expect(throws: NibArchiveError.self) { try NibArchive(data: full.prefix(length)) }
        }
        #expect { try NibArchive(data: full.prefix(30)) } throws: { error in
            (error as? NibArchiveError)?.description.contains("offset 30") == true
        }
    }

    @Test("An object reference past the object table is refused with its offset")
    func referenceOutOfRange() throws {
        var archive = sample()
        archive.values[0].value = .object(7)

        let data = archive.data()

        #expect { try NibArchive(data: data) } throws: { error in
            guard case .indexOutOfRange(let table, 7, 2, _)? = error as? NibArchiveError else { return false }
            return table == "object"
        }
    }

    @Test("An unknown value type is refused with its offset")
    func unknownType() throws {
        var bytes = [UInt8](sample().data())
        let valuesOffset = Int(bytes[38]) | Int(bytes[39]) << 8
        bytes[valuesOffset + 1] = 42

        #expect { try NibArchive(data: Data(bytes)) } throws: { error in
            (error as? NibArchiveError) == .unknownValueType(42, offset: valuesOffset + 1)
        }
    }

    @Test("Random corruption never traps: every mutation either decodes or throws")
    func corruptionNeverTraps() {
        let original = [UInt8](sample().data())
        var generator = SystemRandomNumberGenerator()

        for _ in 0 ..< 2000 {
            var bytes = original
            for _ in 0 ..< 3 { bytes[Int.random(in: 10 ..< bytes.count, using: &generator)] = UInt8.random(in: 0 ... 255, using: &generator) }
            let decoded = try? NibArchive(data: Data(bytes))

            if let decoded { _ = NibObjectGraph(decoded).description }
        }
    }

    @Test("The object graph reads strings, arrays and dictionaries and dumps references by class")
    func graphView() throws {
        let archive = sample()

        let graph = NibObjectGraph(archive)

        #expect(graph.root?.className == "NSObject")
        #expect(graph.objects[1].fallbackClassNames == ["NSObject"])
        #expect(graph.description.contains("UINibTopLevelObjectsKey = #1 UIColor"))
    }
}
