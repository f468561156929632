import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 14, thirteenth round: the binary property-list writer finds equal scalars by their encoded bytes and falls
/// back to Swift equality for reals and, once one appears, non-ASCII strings. Equal values must still share one object
/// exactly as before (Swift's `==`), `NaN` and `.distinct` values never, and every string must read back as written.
/// The corpus's Info.plists never reach most of these paths, so each is checked here on a small array.
struct PropertyListWriterThirteenthRoundTests {
    /// The trailer and top object of a `bplist00` file whose top object is an array: the number of objects and the
    /// array's references (object indexes), read straight from the bytes.
    struct Layout {
        var objectCount: Int
        var references: [Int]

        init(_ data: Data) throws {
            let bytes = [UInt8](data)
            #expect(bytes.starts(with: Array("bplist00".utf8)))
            func big(_ offset: Int, _ size: Int) -> Int {
                (offset ..< offset + size).reduce(0) { $0 << 8 | Int(bytes[$1]) }
            }
            let trailer = bytes.count - 32
            let offsetSize = Int(bytes[trailer + 6]), refSize = Int(bytes[trailer + 7])
            objectCount = big(trailer + 8, 8)
            let top = big(trailer + 16, 8), offsetTable = big(trailer + 24, 8)
            let topOffset = big(offsetTable + top * offsetSize, offsetSize)
            let marker = bytes[topOffset]
            try #require(marker & 0xF0 == 0xA0, "the top object is an array")
            // Up to 14 items the count is in the marker; past that an integer object follows it.
            var count = Int(marker & 0x0F), start = topOffset + 1
            if count == 0x0F {
                let size = 1 << Int(bytes[topOffset + 1] & 0x0F)
                count = big(topOffset + 2, size)
                start = topOffset + 2 + size
            }
            references = (0 ..< count).map { big(start + $0 * refSize, refSize) }
        }
    }

    /// The array `items` written, its layout and its values read back through Foundation.
    static func written(_ items: [PropertyListValue]) throws -> (layout: Layout, back: [Any]) {
        let data = BinaryPropertyList.data(.array(items))
        let back = try #require(PropertyListSerialization.propertyList(from: data, format: nil) as? [Any])
        return (try Layout(data), back)
    }

    @Test func kelvinSignAndLatinCapitalKShareOneObjectWhicheverComesFirst() throws {
        // Given: KELVIN SIGN (U+212A), canonically equivalent to "K", so the two are equal Swift strings.
        let kelvin = "\u{212A}"
        #expect(kelvin == "K")
        // When: each is written before the other.
        let asciiFirst = try Self.written([.string("K"), .string(kelvin)])
        let kelvinFirst = try Self.written([.string(kelvin), .string("K")])
        // Then: each file holds the array and one string, both references pointing at it.
        for (layout, back) in [asciiFirst, kelvinFirst] {
            #expect(layout.objectCount == 2)
            #expect(layout.references[0] == layout.references[1])
            #expect(back.count == 2)
            #expect((back[0] as? String) == "K")
        }
    }

    @Test func asciiStringsWrittenBeforeTheFirstNonASCIIOneAreStillSharedAfterIt() throws {
        // Given: ASCII strings, short and longer than 14 bytes (a length object after the marker), written before a
        // non-ASCII string, and written again after it.
        let long = "a string longer than fourteen bytes"
        let items: [PropertyListValue] = [.string(long), .string("short"), .string("é"), .string("short"), .string(long)]
        // When: the array is written.
        let (layout, back) = try Self.written(items)
        // Then: three strings and the array; the repeats point at the first objects; all read back as written.
        #expect(layout.objectCount == 4)
        #expect(layout.references[0] == layout.references[4])
        #expect(layout.references[1] == layout.references[3])
        #expect(Set(layout.references).count == 3)
        #expect(back.compactMap { $0 as? String } == [long, "short", "é", "short", long])
    }

    @Test func canonicallyEquivalentNonASCIIStringsShareOneObject() throws {
        // Given: "é" precomposed (U+00E9) and decomposed ("e" + U+0301): equal Swift strings, different UTF-16.
        let precomposed = "\u{E9}t\u{E9}", decomposed = "e\u{301}te\u{301}"
        // When: both are written.
        let (layout, back) = try Self.written([.string(precomposed), .string(decomposed)])
        // Then: one string object, the first one written.
        #expect(layout.objectCount == 2)
        #expect(layout.references[0] == layout.references[1])
        #expect((back[1] as? String).map { Array($0.unicodeScalars) } == Array(precomposed.unicodeScalars))
    }

    @Test func negativeZeroAndZeroShareOneRealObject() throws {
        // Given: -0.0 and 0.0, equal doubles with different bit patterns.
        // When: both are written.
        let (layout, back) = try Self.written([.real(-0.0), .real(0.0)])
        // Then: one real, the first one written (-0.0), for both.
        #expect(layout.objectCount == 2)
        #expect(layout.references[0] == layout.references[1])
        #expect((back[1] as? Double)?.sign == .minus)
    }

    @Test func notANumberIsNeverShared() throws {
        // Given: NaN, never equal to itself.
        // When: it is written twice.
        let (layout, back) = try Self.written([.real(.nan), .real(.nan)])
        // Then: two reals, both NaN.
        #expect(layout.objectCount == 3)
        #expect(layout.references[0] != layout.references[1])
        #expect(back.allSatisfy { ($0 as? Double)?.isNaN == true })
    }

    @Test func distinctValuesAreNeverSharedNorShareable() throws {
        // Given: a string, an integer and a non-ASCII string each marked `.distinct` between plain equal copies.
        let items: [PropertyListValue] = [
            .distinct(.string("x")), .string("x"), .distinct(.string("x")), .string("x"),
            .distinct(.integer(7)), .integer(7), .distinct(.integer(7)),
            .string("ü"), .distinct(.string("ü")), .string("ü"),
        ]
        // When: the array is written.
        let (layout, back) = try Self.written(items)
        // Then: every `.distinct` value is its own object; the plain copies share one object each.
        let r = layout.references
        #expect(layout.objectCount == 1 + 3 + 3 + 2)
        #expect(r[1] == r[3] && r[5] != r[4] && r[7] == r[9])
        #expect(Set([r[0], r[1], r[2]]).count == 3)
        #expect(Set([r[4], r[5], r[6]]).count == 3)
        #expect(r[8] != r[7])
        #expect((back[8] as? String) == "ü" && (back[6] as? Int) == 7)
    }

    @Test func equalIntegersAndDataShareButBooleansAndIntegersDoNot() throws {
        // Given: 1, true and 1 again; 300 twice; equal data twice; data whose bytes spell an ASCII string's body.
        let items: [PropertyListValue] = [
            .integer(1), .bool(true), .integer(1), .integer(300), .integer(300),
            .data(Data([1, 2, 3])), .data(Data([1, 2, 3])), .string("ab"),
        ]
        // When: the array is written.
        let (layout, back) = try Self.written(items)
        // Then: 1, true, 300, the data and the string: five scalars and the array.
        let r = layout.references
        #expect(layout.objectCount == 6)
        #expect(r[0] == r[2] && r[0] != r[1] && r[3] == r[4] && r[5] == r[6])
        #expect((back[1] as? Bool) == true && (back[4] as? Int) == 300 && (back[6] as? Data) == Data([1, 2, 3]))
    }

    @Test func longAndNonASCIIStringsAndKeysReadBackAsWritten() throws {
        // Given: strings past 14 bytes and UTF-16 units, ASCII and not (accents, CJK, an emoji outside the BMP),
        // also as a dictionary's keys.
        let strings = [
            "fifteen chars!!", String(repeating: "x", count: 300), "héllo wörld, ünïcode longer than fourteen",
            "日本語のテキストは十四文字より長いです", "👍🏽 thumbs up", "",
        ]
        let dictionary = PropertyListValue.dictionary(strings.enumerated().map { PropertyListEntry($1 + "-key", .integer($0)) })
        // When: they are written, with the dictionary last.
        let (layout, back) = try Self.written(strings.map(PropertyListValue.string) + [dictionary])
        // Then: each string reads back equal, scalar for scalar, and so do the keys with their values.
        #expect(layout.references.count == strings.count + 1)
        for (n, text) in strings.enumerated() {
            #expect((back[n] as? String).map { Array($0.unicodeScalars) } == Array(text.unicodeScalars))
        }
        let keyed = try #require(back.last as? [String: Any])
        for (n, text) in strings.enumerated() { #expect((keyed[text + "-key"] as? Int) == n) }
    }
}
