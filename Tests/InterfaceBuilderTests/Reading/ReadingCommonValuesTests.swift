import Foundation
import Testing
@testable import InterfaceBuilder

/// The ready-made Strings for attribute values Xcode writes over and over (`CommonValues`, issue 14): a value is found
/// only when its length and every byte match, wherever it sits in the buffer.
struct ReadingCommonValuesTests {
    /// `text` in the middle of a buffer (room to read sixteen bytes past its start) or at its very end.
    private static func lookUp(_ text: String, atEnd: Bool) -> String? {
        let bytes = atEnd ? Array(("x=\"" + text).utf8) : Array(("x=\"" + text + "\" y=\"padding to read past\"").utf8)
        return bytes.withUnsafeBufferPointer { CommonValues.string($0, 3, 3 + text.utf8.count) }
    }

    @Test("Every common value is found by its bytes, in the middle of a buffer and at its end")
    func everyValueIsFound() {
        for value in CommonValues.values {
            // Given a common value's bytes, when they are looked up, then its ready-made String comes back
            #expect(Self.lookUp(value, atEnd: false) == value)
            #expect(Self.lookUp(value, atEnd: true) == value)
        }
    }

    @Test("Values that differ from a common one in any byte, or in length, are not found")
    func nearMissesAreNotFound() {
        for value in CommonValues.values {
            let utf8 = Array(value.utf8)
            // Given the value with one byte changed, at each position (the first word, the second, past sixteen)
            for position in [0, utf8.count / 2, utf8.count - 1] {
                var changed = utf8
                changed[position] = changed[position] == UInt8(ascii: "z") ? UInt8(ascii: "y") : UInt8(ascii: "z")
                let text = String(decoding: changed, as: UTF8.self)
                // Then it is not taken for the common value (unless it is another common value)
                let expected: String? = CommonValues.values.contains(text) ? text : nil
                #expect(Self.lookUp(text, atEnd: false) == expected, "\(value) changed at \(position)")
                #expect(Self.lookUp(text, atEnd: true) == expected, "\(value) changed at \(position)")
            }
            // And the value cut short or made longer is not it either
            let shorter = String(value.dropLast()), longer = value + "s"
            #expect(Self.lookUp(shorter, atEnd: false) == (CommonValues.values.contains(shorter) ? shorter : nil))
            #expect(Self.lookUp(longer, atEnd: false) == (CommonValues.values.contains(longer) ? longer : nil))
        }
    }
}
