import Foundation

/// A read-only name → number table looked up by an attribute's source bytes (issue 14, sixth round): layout
/// attributes and content modes are matched without decoding the attribute into a `String` first.
///
/// Only ASCII bytes are looked up here: every name is ASCII, and an ASCII string is canonically equal only to itself,
/// so a byte match is a `String` match. A value with a non-ASCII byte or an entity reference is left to the caller's
/// `String` path (`nil` from `lookup`), where a canonically equivalent spelling still matches.
///
/// Issue 14, thirteenth round: the names in one flat list grouped by length (a list per length was an array of
/// arrays), and the looked-up bytes loaded a word at a time (they were copied byte by byte into the four words, and
/// scanned once more for a high bit): ≈ 100 -> ≈ 40 instructions a lookup, ≈ 4,000 lookups a compile pass.
struct NibByteNameTable: Sendable {
    /// A name's bytes packed little-endian into four zero-padded words, and its number.
    private struct Entry: Sendable {
        var words: (UInt64, UInt64, UInt64, UInt64)
        var number: Int
    }

    /// The names, shortest first (those of one length together).
    private let entries: [Entry]
    /// Per UTF-8 length 0...32, where its names start in `entries` (`starts[n + 1]` is where they end).
    private let starts: [Int]

    /// A table of `pairs` (a name listed twice keeps its first number; names are ASCII, at most 32 bytes).
    init(_ pairs: [(String, Int)]) {
        var byLength = [[Entry]](repeating: [], count: 33)
        for (name, number) in pairs {
            let bytes = Array(name.utf8)
            precondition(bytes.count <= 32 && bytes.allSatisfy { $0 < 0x80 }, "NibByteNameTable: \(name)")
            var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            withUnsafeMutableBytes(of: &words) { raw in for (i, byte) in bytes.enumerated() { raw[i] = byte } }
            if byLength[bytes.count].contains(where: { $0.words == words }) { continue }
            byLength[bytes.count].append(Entry(words: words, number: number))
        }
        var starts = [0]
        for list in byLength { starts.append(starts[starts.count - 1] + list.count) }
        self.starts = starts
        entries = byLength.flatMap { $0 }
    }

    /// Word `k` of the `n` bytes at `p` (zero past the end): one unaligned load, the bytes past `n` masked off. Only
    /// when the 32 bytes from `p` are readable.
    @inline(__always)
    private static func word(_ p: UnsafeRawPointer, _ k: Int, _ n: Int) -> UInt64 {
        let valid = n &- 8 &* k
        if valid <= 0 { return 0 }
        let w = p.loadUnaligned(fromByteOffset: 8 &* k, as: UInt64.self)
        return valid >= 8 ? w : w & ((1 &<< UInt64(truncatingIfNeeded: valid &* 8)) &- 1)
    }

    /// The answer for `bytes[start ..< end]`: `.some(number)` or `.some(nil)` (ASCII and not listed), or nil when the
    /// bytes are not ASCII (the caller decides with a `String`).
    @inline(__always)
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int?? {
        let n = end - start
        guard n <= 32 else { return .some(nil) }
        // The empty value: the empty name's number, if listed.
        guard n > 0, let base = bytes.baseAddress else { return .some(starts[1] > starts[0] ? entries[starts[0]].number : nil) }
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        #if _endian(little)
        if start &+ 32 <= bytes.count {
            let p = UnsafeRawPointer(base + start)
            words = (NibByteNameTable.word(p, 0, n), NibByteNameTable.word(p, 1, n), NibByteNameTable.word(p, 2, n),
                     NibByteNameTable.word(p, 3, n))
        } else {
            withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: base + start, byteCount: n) }
        }
        #else
        withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: base + start, byteCount: n) }
        #endif
        guard (words.0 | words.1 | words.2 | words.3) & 0x8080_8080_8080_8080 == 0 else { return nil }
        var i = starts[n]
        let last = starts[n + 1]
        while i < last {
            if entries[i].words == words { return .some(entries[i].number) }
            i += 1
        }
        return .some(nil)
    }
}

/// An enumeration's names → raw values, looked up by a `String` (`table[name]`, as a `[String: Int]` answers) or by an
/// attribute's source bytes (`IBAttributeWalk.lookup`, `ViewEncoder.setEnum(_:_:_:_:_:skipping:)`): one literal for
/// both tables (issue 14, thirteenth round: the class-specific encoders decoded each enumerated attribute into a
/// `String` to look it up).
struct NibEnumTable: Sendable, ExpressibleByDictionaryLiteral {
    /// By `String`.
    let names: NibNameTable
    /// By source bytes.
    let bytes: NibByteNameTable

    /// A table of `pairs` (a name listed twice keeps its first number; names are ASCII, at most 32 bytes).
    init(_ pairs: [(String, Int)]) {
        names = NibNameTable(pairs)
        bytes = NibByteNameTable(pairs)
    }

    /// A table written as a dictionary literal (`["left": 0, "center": 1]`).
    init(dictionaryLiteral elements: (String, Int)...) { self.init(elements) }

    /// The number of `name`, if listed (as a `[String: Int]` answers it).
    @inline(__always)
    subscript(name: String) -> Int? { names.number(name) }
}

extension NibNames {
    /// `layoutAttributes` looked up by bytes (a constraint's `firstAttribute`/`secondAttribute`).
    static let layoutAttributeBytes = NibByteNameTable(layoutAttributes.map { ($0.key, $0.value) })
    /// `contentModes` looked up by bytes (a view's `contentMode`).
    static let contentModeBytes = NibByteNameTable(contentModes.map { ($0.key, $0.value) })
}
