// The scanner's byte tests: classes of bytes for its hot loops and a word-at-a-time search.

@inline(__always) func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D }

/// Byte classes for the hot loops: one table load per byte instead of a chain of comparisons.
enum CharClass {
    static let nameStart: UInt8 = 1
    static let nameChar: UInt8 = 2
    static let space: UInt8 = 4

    /// The table, allocated once and never freed.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {  // immutable after initialisation
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for c in 0..<256 {
            let b = UInt8(c)
            var v: UInt8 = 0
            if isNameStart(b) { v |= nameStart }
            if isNameChar(b) { v |= nameChar }
            if isSpace(b) { v |= space }
            t[c] = v
        }
        return UnsafePointer(t)
    }()
}

/// The high bit of each byte of `x` that is zero, exact up to the first zero byte (higher bits may be set by the
/// borrow: only the lowest set bit is used).
@inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 {
    (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
}

@inline(__always) func isNameStart(_ c: UInt8) -> Bool {
    (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c == UInt8(ascii: "_") || c == UInt8(ascii: ":") || c >= 0x80
}

@inline(__always) func isNameChar(_ c: UInt8) -> Bool {
    isNameStart(c) || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
}
