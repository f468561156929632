#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Positions (line tables, line and column of an offset) and the decoding of entity and character references.
extension XMLScanner {
    // MARK: positions

    /// The offsets at which lines start (line 1 at offset 0).
    static func lineStarts(_ bytes: SourceBytes) -> [Int32] {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            var i = 0
            let n = b.count
            while i < n {
                guard let found = memchr(base + i, 0x0A, n - i) else { break }
                let j = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                starts.append(Int32(j + 1))
                i = j + 1
            }
        }
        return starts
    }

    /// The 1-based line of a byte offset (binary search of the line table, no column count).
    static func line(of offset: Int, lineStarts: [Int32]) -> Int {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(lineStarts[mid]) <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// The line and column (in Unicode scalars) of a byte offset.
    static func position(of offset: Int, in bytes: SourceBytes, lineStarts: [Int32]) -> IBSourcePosition {
        let lo = line(of: offset, lineStarts: lineStarts) - 1
        let start = Int(lineStarts[lo])
        var column = 1
        var i = start
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return IBSourcePosition(line: lo + 1, column: column)
    }

    /// The line and column of a byte offset, without a line table (error paths).
    static func position(of offset: Int, in bytes: SourceBytes) -> IBSourcePosition {
        position(of: offset, in: bytes, lineStarts: lineStarts(SourceBytes(Array(bytes[0..<min(offset, bytes.count)]))))
    }

    // MARK: references

    /// Decodes entity and character references of an already validated byte range.
    static func decodeReferences(_ bytes: SourceBytes, _ start: Int, _ end: Int) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var i = start
        while i < end {
            let c = bytes[i]
            if c != UInt8(ascii: "&") {
                out.append(c)
                i += 1
                continue
            }
            var j = i + 1
            while j < end && bytes[j] != UInt8(ascii: ";") { j += 1 }
            let scalar = referenceScalar(bytes, i + 1, j) ?? 0xFFFD
            appendUTF8(scalar, to: &out)
            i = j + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The scalar a reference body (between `&` and `;`) stands for, nil if invalid.
    static func referenceScalar(_ b: SourceBytes, _ s: Int, _ e: Int) -> UInt32? {
        let len = e - s
        guard len > 0 else { return nil }
        if b[s] == UInt8(ascii: "#") {
            var v: UInt32 = 0
            var k = s + 1
            let hex = k < e && (b[k] == UInt8(ascii: "x"))
            if hex { k += 1 }
            guard k < e else { return nil }
            while k < e {
                let d = b[k]
                let digit: UInt32
                switch d {
                case 0x30...0x39: digit = UInt32(d - 0x30)
                case 0x61...0x66 where hex: digit = UInt32(d - 0x61 + 10)
                case 0x41...0x46 where hex: digit = UInt32(d - 0x41 + 10)
                default: return nil
                }
                v = v &* (hex ? 16 : 10) &+ digit
                if v > 0x10FFFF { return nil }
                k += 1
            }
            switch v {
            case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return v
            default: return nil
            }
        }
        switch len {
        case 2 where b[s] == UInt8(ascii: "l") && b[s + 1] == UInt8(ascii: "t"): return 0x3C
        case 2 where b[s] == UInt8(ascii: "g") && b[s + 1] == UInt8(ascii: "t"): return 0x3E
        case 3 where b[s] == UInt8(ascii: "a") && b[s + 1] == UInt8(ascii: "m") && b[s + 2] == UInt8(ascii: "p"): return 0x26
        case 4 where b[s] == UInt8(ascii: "q") && b[s + 1] == UInt8(ascii: "u") && b[s + 2] == UInt8(ascii: "o") && b[s + 3] == UInt8(ascii: "t"): return 0x22
        case 4 where b[s] == UInt8(ascii: "a") && b[s + 1] == UInt8(ascii: "p") && b[s + 2] == UInt8(ascii: "o") && b[s + 3] == UInt8(ascii: "s"): return 0x27
        default: return nil
        }
    }

    static func appendUTF8(_ v: UInt32, to out: inout [UInt8]) {
        switch v {
        case 0..<0x80:
            out.append(UInt8(v))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (v >> 6)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (v >> 12)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (v >> 18)))
            out.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        }
    }
}
