import Foundation

// Numbers written as text straight into the builder's byte buffer (issue 14, eighth round): a colour's `NSRGB` and
// `NSWhite` and a view's content priorities (`{250, 750}`) were `String`s joined from `NibNames.component`s first
// (≈ 240 instructions of `String.append` a colour, and a heap string to free).
extension NibArchiveBuilder {
    /// Appends a data value for a known key: the first `count` of `a`, `b`, `c`, `d` as `NibNames.component` text,
    /// separated by spaces (`0 0.5 1`).
    mutating func setComponents(_ ref: Ref, _ key: NibKey, _ a: Double, _ b: Double, _ c: Double, _ d: Double, count: Int) {
        // The key first, as `set(_:_:utf8:)` takes it: the key table's order is the output's.
        let k = keyIndex(key)
        let offset = bytes.count
        appendComponent(a)
        if count > 1 { bytes.append(UInt8(ascii: " ")); appendComponent(b) }
        if count > 2 { bytes.append(UInt8(ascii: " ")); appendComponent(c) }
        if count > 3 { bytes.append(UInt8(ascii: " ")); appendComponent(d) }
        appendData(ref, k, offset: offset, count: bytes.count - offset)
    }

    /// A new `NSString` holding `{a, b}` with each number as `NibNames.component` text (a content priority pair).
    mutating func componentPair(_ a: Double, _ b: Double) -> Ref {
        let ref = object(.NSString, capacity: 1)
        let k = keyIndex(.NS_bytes)
        let offset = bytes.count
        bytes.append(UInt8(ascii: "{"))
        appendComponent(a)
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: " "))
        appendComponent(b)
        bytes.append(UInt8(ascii: "}"))
        appendData(ref, k, offset: offset, count: bytes.count - offset)
        return ref
    }

    /// Appends the bytes of `NibNames.component(value)`: a whole number's digits directly, anything else from
    /// `Double.description` (the same text: `component` returns `String(Int(value))` or `description`).
    private mutating func appendComponent(_ value: Double) {
        if let whole = NibNames.wholeComponent(value) {
            appendDecimal(whole)
            return
        }
        // Through the builder's cache of recent texts (issue 14, ninth round): the same `description` bytes.
        componentTexts.append(value, to: &bytes)
    }

    /// Appends `String(n)`'s bytes (a sign, then decimal digits) without making the `String`.
    private mutating func appendDecimal(_ n: Int) {
        var rest = n.magnitude
        // One digit (most components are 0 or 1): one byte.
        if rest < 10 {
            if n < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest))
            return
        }
        // The digits back to front on the stack (a 64-bit magnitude has at most 20), then appended at once.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { raw in
            var start = raw.count
            repeat {
                start -= 1
                raw[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            if n < 0 {
                start -= 1
                raw[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[start...]))
        }
    }
}
