import Foundation
import Testing
@testable import InterfaceBuilder

/// Numbers with more digits than a double holds exactly (Xcode writes colour components as floats widened to
/// doubles: `0.40000000596046448`) are parsed without `Double(String)`; the result must be the same double, bit for
/// bit, as `strtod` gives.
struct LongDecimalParsingTests {
    /// The fast reader's value for `text` (nil where it leaves the text to `Double(String)`).
    func fast(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { DocumentBuilder.fastDouble($0, 0, $0.count) }
    }

    @Test func xcodesSeventeenDigitComponentsParseToTheSameDoubleAsStrtod() {
        // Given components as Xcode writes them (floats k/255 widened to doubles, printed with 17 digits)
        let samples = (0...255).map { String(format: "%.17g", Double(Float($0) / 255)) }
            + ["0.40000000596046448", "0.66666666666666663", "0.98039215686274506", "1.0000000000000000", "-0.5000000000000001"]
        for text in samples {
            // When read by the fast path
            let value = fast(text)
            // Then it is strtod's double exactly
            #expect(value?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test func randomLongDecimalsRoundLikeStrtod() {
        // Given 20 000 decimals of 16 to 19 digits with the point anywhere, halfway cases included
        var generator = SystemRandomNumberGenerator()
        var mismatches: [String] = []
        for n in 0..<20_000 {
            let digits = 16 + n % 4
            var text = String(UInt64.random(in: 1...9, using: &generator))
            for _ in 1..<digits { text += String(UInt64.random(in: 0...9, using: &generator)) }
            if n % 7 == 0 { text = String(text.dropLast(3)) + "500" }  // near a tie
            let point = Int.random(in: 0..<digits, using: &generator)
            let index = text.index(text.startIndex, offsetBy: point)
            text.insert(".", at: index)
            if text.hasPrefix(".") { text = "0" + text }
            // When read by the fast path (nil means "left to Double(String)", which is always right)
            if let value = fast(text), value.bitPattern != Double(text)?.bitPattern { mismatches.append(text) }
        }
        // Then no value differs from strtod's
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func longDecimalsAreTakenByTheFastPath() {
        // Given a 17-digit component
        // When read
        // Then the fast path answers (it does not leave it to Double(String))
        #expect(fast("0.40000000596046448") != nil)
        #expect(fast("12345678901234567890") == nil)  // 20 digits: left to Double(String)
    }
}
