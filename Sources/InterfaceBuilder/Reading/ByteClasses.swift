// The scanner's byte tests: classes of bytes for its hot loops and a word-at-a-time search.

#if arch(x86_64) && canImport(_Builtin_intrinsics)
import _Builtin_intrinsics.intel
#endif

@inline(__always) func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D }

/// Where a run of spaces (0x20 only) from `start` ends: its first byte that is not a space, or where fewer than eight
/// bytes are left before `n` (the caller goes on byte by byte from there).
///
/// Sixteen bytes at a time with SSE2, then eight (issue 14, twentieth round: eight at a time, the indentation between
/// tags, ≈ 27 bytes on average, took 3.4 rounds of six instructions).
@inline(__always)
func endOfSpaces(_ p: UnsafePointer<UInt8>, from start: Int, limit n: Int) -> Int {
    var i = start
    #if arch(x86_64) && canImport(_Builtin_intrinsics)
    let spaces = _mm_set1_epi8(0x20)
    while i &+ 16 <= n {
        let x = _mm_loadu_si128(UnsafeRawPointer(p + i).assumingMemoryBound(to: __m128i.self))
        let notSpace = ~UInt32(bitPattern: _mm_movemask_epi8(_mm_cmpeq_epi8(x, spaces))) & 0xFFFF
        if notSpace != 0 { return i &+ notSpace.trailingZeroBitCount }
        i &+= 16
    }
    #endif
    while i &+ 8 <= n {
        let notSpace = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
        if notSpace != 0 { return i &+ (notSpace.littleEndian.trailingZeroBitCount &>> 3) }
        i &+= 8
    }
    return i
}

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

/// The search of an attribute value for its stops (its quote, `&` and `<`), a chunk of bytes at a time.
struct ValueStops {
    #if arch(x86_64) && canImport(_Builtin_intrinsics)
    // Issue 14, fifteenth round: sixteen bytes at a time with SSE2 (three byte compares and a mask), where two zero-byte
    // tests per eight bytes took four times the instructions (steady read + compile 62.48 -> 61.56 M)
    /// Bytes searched at a time.
    static let chunk = 16
    let quotes: __m128i

    @inline(__always) init(quote: UInt8) { quotes = _mm_set1_epi8(Int8(bitPattern: quote)) }

    /// The offset of the first stop in the chunk at `p`, `chunk` if none.
    @inline(__always) func first(_ p: UnsafePointer<UInt8>) -> Int {
        let x = _mm_loadu_si128(UnsafeRawPointer(p).assumingMemoryBound(to: __m128i.self))
        let found = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, quotes), _mm_cmpeq_epi8(x, _mm_set1_epi8(0x26))),
                                 _mm_cmpeq_epi8(x, _mm_set1_epi8(0x3C)))
        return Int((UInt32(bitPattern: _mm_movemask_epi8(found)) | 0x1_0000).trailingZeroBitCount)
    }
    #else
    /// Bytes searched at a time.
    static let chunk = 8
    /// The quote and `&` differ in one bit (`"` 0x22 and `&` 0x26 in bit 2, `'` 0x27 and `&` in bit 0): with that bit
    /// cleared, one zero-byte test finds both, and a second finds `<`.
    let quoteAndAmp: UInt64
    let sharedBit: UInt64

    @inline(__always) init(quote: UInt8) {
        quoteAndAmp = quote == UInt8(ascii: "\"") ? 0x2222_2222_2222_2222 : 0x2626_2626_2626_2626
        sharedBit = quote == UInt8(ascii: "\"") ? 0xFBFB_FBFB_FBFB_FBFB : 0xFEFE_FEFE_FEFE_FEFE
    }

    /// The offset of the first stop in the word at `p`, `chunk` if none (a zero word has 64 trailing zero bits).
    @inline(__always) func first(_ p: UnsafePointer<UInt8>) -> Int {
        let w = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
        let stops = zeroBytes((w & sharedBit) ^ quoteAndAmp) | zeroBytes(w ^ 0x3C3C_3C3C_3C3C_3C3C)
        return stops.trailingZeroBitCount &>> 3
    }
    #endif
}
